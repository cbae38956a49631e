/** The 'OR' between the domain form and the image upload. */
export function OrDivider() {
  return (
    <div className="flex items-center gap-4" role="separator" aria-label="or">
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
      <span
        aria-hidden="true"
        className="text-sm font-semibold tracking-widest text-slate-600 dark:text-slate-400"
      >
        OR
      </span>
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
    </div>
  );
}
