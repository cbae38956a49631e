// Brand names outside the registrable domain: in subdomains (paypal.com.secure-login.example) and
// in the path (/paypal/webscr/login.php) of a site that is not the brand's.
import type { Brand } from '../../data/brands';
import { isCredentialOrLureToken } from '../keyword-match';
import { isScamContext, officialBrandOf, OFFICIAL_DOMAINS } from './brand-index';
import { findSplitKeyword, matchBrandToken } from './brand-match';

export type BrandMention = {
  brand: Brand;
  /** What was seen: the label, path segment or embedded domain naming the brand. */
  seen: string;
  /** The subdomain spells out an official domain of the brand ('paypal.com.' or 'paypal.com-'). */
  embedsOfficialDomain: boolean;
  /** In a path: a page named after the brand, its domain as a folder, or the name disguised or glued. */
  isStrong?: boolean;
};

const TLD_LIKE = /^(?:com|net|org|gov|edu|co|info|biz)(?:-|$)/;

/**
 * `labels`: the subdomain labels; `siteLabel`: the registrable name after them, which may carry the
 * rest of a spelled-out domain ('apple' + 'com-id' of apple.com-id.support).
 */
export function findBrandInSubdomain(
  labels: readonly string[],
  siteLabel: string,
  hostTokens: readonly string[],
): BrandMention | null {
  const embedded = findEmbeddedOfficialDomain([...labels, siteLabel]);
  if (embedded) return embedded;
  const hasContext = hostTokens.some(isCredentialOrLureToken);
  for (const label of labels) {
    const split = findSplitKeyword(label);
    if (split) return { brand: split.brand, seen: label, embedsOfficialDomain: false };
    for (const token of label.split('-')) {
      const found = matchBrandToken(token, true);
      if (!found) continue;
      const { entry } = found;
      // 'irs.example.com' is an initialism of anything; 'irs-refund.example.com' is not.
      if (entry.isShort && !hostTokens.some((other) => isScamContext(other, entry))) continue;
      if (entry.isEverydayWord && !hasContext) continue;
      return { brand: entry.brand, seen: label, embedsOfficialDomain: false };
    }
  }
  return null;
}

// 'paypal.com.evil.example', 'santander.com-mx.evil.example', 'rakuten.co.jp.evil.example'
function findEmbeddedOfficialDomain(labels: readonly string[]): BrandMention | null {
  for (let i = 0; i + 1 < labels.length; i++) {
    const next = labels[i + 1] ?? '';
    if (!TLD_LIKE.test(next) && next.length !== 2) continue;
    const name = labels[i] ?? '';
    const nextTld = next.split('-')[0] ?? next;
    const third = next.includes('-') ? undefined : labels[i + 2]?.split('-')[0];
    const candidates = [
      `${name}.${nextTld}`,
      ...(third === undefined ? [] : [`${name}.${nextTld}.${third}`]),
    ];
    for (const candidate of candidates) {
      const suffix = candidate.slice(name.length + 1);
      const brand = OFFICIAL_DOMAINS.get(candidate) ?? officialBrandOf(candidate, suffix);
      if (brand) return { brand, seen: candidate, embedsOfficialDomain: true };
    }
  }
  return null;
}

/**
 * Directory names that are a brand ('/paypal/', '/Login-DropBox/'), or any brand mention when the path
 * also asks for credentials. Long article slugs ('how-to-delete-your-snapchat-account') are ignored.
 */
export function findBrandInPath(path: string, hasCredentialWords: boolean): BrandMention | null {
  const segments = path.split('/').filter((segment) => segment !== '');
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index] ?? '';
    const officialHost = officialDomainNamed(segment);
    if (officialHost) return officialHost;
    // Word slugs ('how-to-delete-your-snapchat-account') are articles, not kits.
    if (segment.split(/[-_ ]|%20/).length > 3) continue;
    const isDirectory = index < segments.length - 1 || path.endsWith('/');
    const isScriptNamedAfterBrand = SCRIPT_FILE.test(segment);
    for (const token of segment.split(/[^a-z0-9]+/)) {
      const found = token === '' ? null : matchBrandToken(token, false);
      if (!found) continue;
      const isStrong = isScriptNamedAfterBrand || found.how !== 'exact';
      if (isStrong || hasCredentialWords || (isDirectory && !found.entry.isEverydayWord)) {
        return { brand: found.entry.brand, seen: segment, embedsOfficialDomain: false, isStrong };
      }
    }
  }
  return null;
}

// A page script named after a brand (/cache/c/comcast.php) is a copied sign-in page, not an article.
const SCRIPT_FILE = /\.(?:php|aspx?|jsp|cgi)$/;

const HOST_LIKE = /^(?:[a-z0-9-]+\.)+[a-z]{2,}$/;

// A folder named like a brand's own site: /www.paypal.com/… or /Chase.com/
function officialDomainNamed(segment: string): BrandMention | null {
  if (!HOST_LIKE.test(segment)) return null;
  const labels = segment.split('.');
  for (const size of [2, 3]) {
    if (labels.length < size) continue;
    const candidate = labels.slice(-size).join('.');
    const brand = officialBrandOf(candidate, labels.slice(1 - size).join('.'));
    if (brand) return { brand, seen: segment, embedsOfficialDomain: false, isStrong: true };
  }
  return null;
}
