import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Tooltip } from './tooltip';

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> & {
  /** The accessible name, also shown as a tooltip: icons alone say nothing to a screen reader. */
  label: string;
  children: ReactNode;
};

export function IconButton({ label, children, className, type = 'button', ...props }: IconButtonProps) {
  return (
    <Tooltip content={label}>
      <UndescribedButton
        type={type}
        aria-label={label}
        className={cn(
          'inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100',
          'dark:text-slate-200 dark:hover:bg-slate-800 [&_svg]:size-5',
          className,
        )}
        {...props}
      >
        {children}
      </UndescribedButton>
    </Tooltip>
  );
}

/** The label is already the button's name, so the tooltip is for sighted users only, not its description. */
function UndescribedButton({
  'aria-describedby': _description,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button {...props} />;
}
