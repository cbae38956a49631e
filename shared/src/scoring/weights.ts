// Scoring as data (rspamd style): every finding code's default points, category and severity, the
// per-category caps on risk points, and the hard-fail caps. Signals never hard-code points; they
// look them up here, so tuning is one edit in one file. Server signals add their codes below.
import type { FindingCategory, Severity } from '../report/finding';

export type FindingWeight = {
  category: FindingCategory;
  severity: Severity;
  points: number;
  /**
   * The finding carries a share of `points` (its largest size) measured per URL, like rspamd's dynamic
   * symbol scores: a model's confidence rather than a yes/no rule.
   */
  scaled?: true;
  /**
   * Positive evidence that the site is established (popular, registered long ago, a brand's own domain).
   * Only these can lift a score into Trusted; other trust points ("looks like an ordinary page") move a
   * score within Caution.
   */
  establishes?: true;
};

/** Score of a target with no findings, before trust (positive) and risk (negative) points. */
export const BASE_SCORE = 80;

export const FINDING_WEIGHTS = {
  // ── lexical: shared/src/lexical, run offline in the extension too ──────────────────────────
  'tld-very-high-risk': { category: 'lexical', severity: 'medium', points: -16 },
  'tld-high-risk': { category: 'lexical', severity: 'low', points: -14 },
  'tld-elevated-risk': { category: 'lexical', severity: 'low', points: -6 },
  'ip-host': { category: 'lexical', severity: 'high', points: -40 },
  'ip-host-obfuscated': { category: 'lexical', severity: 'high', points: -35 },
  'userinfo-in-url': { category: 'lexical', severity: 'high', points: -20 },
  'userinfo-disguised-host': { category: 'lexical', severity: 'critical', points: -45 },
  'url-very-long': { category: 'lexical', severity: 'low', points: -14 },
  'path-deep': { category: 'lexical', severity: 'low', points: -3 },
  'path-double-slash': { category: 'lexical', severity: 'low', points: -14 },
  'url-heavy-encoding': { category: 'lexical', severity: 'low', points: -6 },
  'port-non-standard': { category: 'lexical', severity: 'medium', points: -12 },
  'url-embedded-url': { category: 'lexical', severity: 'medium', points: -16 },
  'url-redirect-parameter': { category: 'lexical', severity: 'low', points: -7 },
  'url-contains-email': { category: 'lexical', severity: 'medium', points: -25 },
  'path-hash-token': { category: 'lexical', severity: 'medium', points: -18 },
  'path-cms-internals': { category: 'lexical', severity: 'medium', points: -22 },
  'path-hidden-folder': { category: 'lexical', severity: 'medium', points: -25 },
  'path-asset-folder': { category: 'lexical', severity: 'medium', points: -18 },
  'path-script-page': { category: 'lexical', severity: 'low', points: -6 },
  'host-long': { category: 'lexical', severity: 'low', points: -6 },
  'host-random-label': { category: 'lexical', severity: 'medium', points: -12 },
  'host-many-digits': { category: 'lexical', severity: 'low', points: -6 },
  'host-many-hyphens': { category: 'lexical', severity: 'low', points: -3 },
  'host-fake-www': { category: 'lexical', severity: 'medium', points: -15 },
  'subdomain-deep': { category: 'lexical', severity: 'medium', points: -22 },
  'subdomain-embedded-domain': { category: 'lexical', severity: 'medium', points: -22 },
  'credential-keyword-host': { category: 'lexical', severity: 'medium', points: -18 },
  'credential-keyword-path': { category: 'lexical', severity: 'medium', points: -18 },
  'lure-keyword-host': { category: 'lexical', severity: 'low', points: -11 },
  'lure-keyword-path': { category: 'lexical', severity: 'low', points: -2 },
  'url-shortener': { category: 'lexical', severity: 'medium', points: -20 },
  'free-hosting': { category: 'lexical', severity: 'medium', points: -20 },
  'free-hosting-blog': { category: 'lexical', severity: 'low', points: -4 },
  'user-content-host': { category: 'lexical', severity: 'medium', points: -18 },
  'free-hosting-impersonation': { category: 'lexical', severity: 'high', points: -20 },
  'idn-host': { category: 'lexical', severity: 'info', points: 0 },
  'idn-mixed-script': { category: 'lexical', severity: 'high', points: -25 },
  'idn-whole-script-confusable': { category: 'lexical', severity: 'high', points: -25 },
  'brand-official-domain': { category: 'lexical', severity: 'info', points: 15, establishes: true },
  // URL structure model (lexical/url-model): the most it can take off or add; each URL gets a share
  'url-structure-phishing-like': { category: 'lexical', severity: 'medium', points: -50, scaled: true },
  'url-structure-ordinary': { category: 'lexical', severity: 'info', points: 15, scaled: true },
  // ── lookalike: brand impersonation by the host name itself ──────────────────────────────────
  'brand-in-subdomain': { category: 'lookalike', severity: 'high', points: -30 },
  'brand-domain-in-subdomain': { category: 'lookalike', severity: 'critical', points: -40 },
  'brand-in-path': { category: 'lookalike', severity: 'low', points: -14 },
  'brand-page-in-path': { category: 'lookalike', severity: 'medium', points: -22 },
  'lookalike-homoglyph': { category: 'lookalike', severity: 'critical', points: -50 },
  'lookalike-edit-distance': { category: 'lookalike', severity: 'high', points: -35 },
  'lookalike-bitsquat': { category: 'lookalike', severity: 'high', points: -35 },
  'lookalike-tld-swap': { category: 'lookalike', severity: 'high', points: -30 },
  'lookalike-combosquat': { category: 'lookalike', severity: 'high', points: -35 },
  // ── server signals (reputation, registration, certificate, dns, content, redirects,
  //    popularity, community) add their codes here ──────────────────────────────────────────
  // registration (RDAP): most phishing domains are used within days of
  // registration; Unit 42 calls a domain "newly registered" for 32 days. Unknown age is no penalty.
  'domain-very-young': { category: 'registration', severity: 'high', points: -30 },
  'domain-young': { category: 'registration', severity: 'medium', points: -15 },
  'domain-hold-status': { category: 'registration', severity: 'high', points: -30 },
  'domain-established': { category: 'registration', severity: 'info', points: 5, establishes: true },
  'domain-long-established': { category: 'registration', severity: 'info', points: 10, establishes: true },
  // certificate (TLS handshake)
  'certificate-fresh': { category: 'certificate', severity: 'low', points: -5 },
  'certificate-expired': { category: 'certificate', severity: 'high', points: -20 },
  'certificate-self-signed': { category: 'certificate', severity: 'high', points: -20 },
  'certificate-name-mismatch': { category: 'certificate', severity: 'high', points: -20 },
  'certificate-untrusted': { category: 'certificate', severity: 'high', points: -20 },
  // dns
  'dns-no-mail': { category: 'dns', severity: 'low', points: -3 },
  'dns-private-address': { category: 'dns', severity: 'high', points: -25 },
  'dns-nxdomain': { category: 'dns', severity: 'medium', points: -15 },
  // redirects (page fetch)
  'redirect-cross-domain': { category: 'redirects', severity: 'medium', points: -10 },
  'redirect-to-shortener': { category: 'redirects', severity: 'medium', points: -10 },
  'redirect-many-hops': { category: 'redirects', severity: 'low', points: -6 },
  // content (page fetch): page text is attacker-written, so it can only ever lower a score
  'password-form-cross-domain': { category: 'content', severity: 'critical', points: -40 },
  'password-form-new-domain': { category: 'content', severity: 'high', points: -25 },
  'brand-in-title': { category: 'content', severity: 'medium', points: -12 },
  'brand-login-page': { category: 'content', severity: 'high', points: -30 },
  'lure-urgency': { category: 'content', severity: 'low', points: -6 },
  'lure-prize': { category: 'content', severity: 'medium', points: -12 },
  'lure-crypto': { category: 'content', severity: 'high', points: -20 },
  'lure-gift-card': { category: 'content', severity: 'high', points: -20 },
  'hidden-instructions': { category: 'content', severity: 'high', points: -25 },
  // reputation (threat feeds, Safe Browsing): hard fails, see server/src/engine/score-report.ts
  'feed-listed': { category: 'reputation', severity: 'critical', points: -60 },
  'feed-listed-destination': { category: 'reputation', severity: 'critical', points: -60 },
  'safe-browsing-listed': { category: 'reputation', severity: 'critical', points: -60 },
  'web-risk-listed': { category: 'reputation', severity: 'critical', points: -60 },
  // popularity (Tranco-style top list): trust only, and never past a hard fail
  'popularity-top-1k': { category: 'popularity', severity: 'info', points: 25, establishes: true },
  'popularity-top-10k': { category: 'popularity', severity: 'info', points: 18, establishes: true },
  'popularity-top-100k': { category: 'popularity', severity: 'info', points: 10, establishes: true },
  'popularity-top-1m': { category: 'popularity', severity: 'info', points: 4, establishes: true },
  // lookalike confirmed by a live fact
  'lookalike-young-domain': { category: 'lookalike', severity: 'critical', points: -20 },
  // community (approved comments, distinct authors): lowers only, at most 15 points, so it can move a
  // Trusted site to Caution but never to Suspicious on its own (docs/admin-community.md)
  'community-reported': { category: 'community', severity: 'medium', points: -8 },
  'community-reported-widely': { category: 'community', severity: 'high', points: -15 },
} as const satisfies Record<string, FindingWeight>;

export type FindingCode = keyof typeof FINDING_WEIGHTS;

/** Most risk points one category can take off, so one noisy family of checks cannot sink a site alone. */
export const CATEGORY_RISK_CAPS: Record<FindingCategory, number> = {
  lexical: 55,
  lookalike: 60,
  reputation: 100,
  registration: 40,
  certificate: 25,
  dns: 25,
  content: 50,
  redirects: 25,
  popularity: 30,
  community: 15,
};

/**
 * Codes that cap the final score whatever else says, each with the highest score it allows.
 * Every cap is below the Caution band (≤ 39).
 */
export const HARD_FAIL_CAPS: Partial<Record<FindingCode, number>> = {
  'lookalike-homoglyph': 20,
  'userinfo-disguised-host': 30,
  'brand-domain-in-subdomain': 35,
  // a brand imitated by the host name itself: Suspicious unless the site is the brand's (checked first)
  'lookalike-edit-distance': 35,
  'lookalike-bitsquat': 35,
  'lookalike-tld-swap': 35,
  'lookalike-combosquat': 35,
  'brand-in-subdomain': 35,
};

export function isFindingCode(code: string): code is FindingCode {
  return Object.hasOwn(FINDING_WEIGHTS, code);
}

export function weightFor(code: FindingCode): FindingWeight {
  return FINDING_WEIGHTS[code];
}
