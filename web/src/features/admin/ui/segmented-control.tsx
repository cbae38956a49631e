import { cn } from '../../../lib/cn';

type SegmentedControlProps<Value extends string | number> = {
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
};

/** A row of toggle buttons of which one is pressed: period switches and list tabs. */
export function SegmentedControl<Value extends string | number>({
  label,
  options,
  value,
  onChange,
}: SegmentedControlProps<Value>) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex flex-wrap rounded-md border border-slate-300 dark:border-slate-700"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'px-3 py-2 text-sm font-medium first:rounded-l-md last:rounded-r-md sm:px-4',
            value === option.value
              ? 'bg-brand-600 text-white'
              : 'bg-white text-slate-900 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
