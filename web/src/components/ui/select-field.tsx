import type { SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly { value: string; label: string }[];
};

/** A labelled native <select>: the most accessible choice list there is, on every device. */
export function SelectField({ label, options, id, className, ...props }: SelectFieldProps) {
  return (
    <label className={cn('flex flex-col gap-1 text-sm font-medium', className)} htmlFor={id}>
      {label}
      <select
        id={id}
        className="rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base font-normal text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
