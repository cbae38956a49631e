/** Joins class names, skipping empty ones; enough for our needs without a dependency. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
