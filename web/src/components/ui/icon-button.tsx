import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> & {
  /** The accessible name; icons alone say nothing to a screen reader. */
  label: string;
  children: ReactNode;
};

export function IconButton({ label, children, className, type = 'button', ...props }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100',
        'dark:text-slate-200 dark:hover:bg-slate-800 [&_svg]:size-5',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}
