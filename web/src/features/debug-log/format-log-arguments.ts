/** Turns console arguments into one readable line, the way the browser console would roughly show them. */
function formatOne(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (value === undefined) return 'undefined';
  if (typeof value === 'symbol') return value.toString();
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (typeof value === 'bigint') return `${value}n`;
  try {
    return JSON.stringify(value) ?? Object.prototype.toString.call(value);
  } catch {
    // Circular structures cannot be serialised; a label is better than losing the line.
    return Object.prototype.toString.call(value);
  }
}

export function formatLogArguments(args: readonly unknown[]): string {
  return args.map(formatOne).join(' ');
}
