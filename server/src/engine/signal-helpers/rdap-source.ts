import type { RdapFacts } from '../collectors';

/** How findings based on registry data name their source. */
export function rdapSource(rdap: RdapFacts): string {
  const host = URL.canParse(rdap.source) ? new URL(rdap.source).host : rdap.source;
  return `RDAP (${host}${rdap.insecure ? ', over plain http' : ''})`;
}
