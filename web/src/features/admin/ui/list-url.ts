/** Builds `path?key=value…` for the admin lists, leaving out empty filters. */
export type ListParams = Record<string, string | number | boolean | null | undefined>;

export function listUrl(path: string, params: ListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query === '' ? path : `${path}?${query}`;
}
