// The threat feeds the engine knows by name: the storage source id and how a finding names it.
export const FEED_SOURCE_NAMES: Record<string, string> = {
  openphish: 'OpenPhish',
  urlhaus: 'URLhaus',
  phishtank: 'PhishTank',
};

export function feedDisplayName(source: string): string {
  return FEED_SOURCE_NAMES[source] ?? source;
}
