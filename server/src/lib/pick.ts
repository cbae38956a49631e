/** A new object with only the named properties: a module gets the services it names, nothing more. */
export function pick<T extends object, K extends keyof T>(source: T, ...keys: K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = source[key];
  return picked;
}
