import { cn } from '../../lib/cn';

/** A field's error under it, announced when it appears; tie it to the field with aria-describedby. */
export function FieldError({ id, message, className }: { id: string; message?: string; className?: string }) {
  if (message === undefined) return null;
  return (
    <p id={id} role="alert" className={cn('text-sm font-medium text-red-700 dark:text-red-400', className)}>
      {message}
    </p>
  );
}
