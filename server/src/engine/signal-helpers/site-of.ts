import { normalizeTarget } from '@scamcheck/shared';

/** The registrable domain ("site") of a URL, or its host when it has none (IPs); null if unparsable. */
export function siteOf(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const target = normalizeTarget(url);
  return target.registrableDomain ?? (target.hostname === '' ? null : target.hostname);
}

/** Hostname of a URL without one leading www., or null if unparsable. */
export function hostOf(url: string): string | null {
  if (!URL.canParse(url)) return null;
  return normalizeTarget(url).hostname;
}
