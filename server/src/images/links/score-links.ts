import {
  analyzeLexical,
  isShortenerHost,
  MIN_HARM_EVIDENCE,
  POPULARITY_CODES,
  type ImageLink,
  type OnUnavailable,
  type PopularityLookup,
  type UnavailableOutcome,
} from '@scamcheck/shared';
import { BUNDLED_POPULARITY_LABEL, bundledPopularitySnapshot } from '../../engine/data/popularity-snapshot';
import type { ExtractedLink } from '../text/extract-links';
import { isGovernmentHost } from '../text/government-host';

/**
 * Every link and domain read in the image, scored offline by the shared lexical engine (the same
 * score the extension badge shows), with the page where its full report lives.
 */
export type ScoredLink = ImageLink & {
  /**
   * The registrable domain belongs to a known brand (paypal.com, usps.com), or the host is a government's own
   * (dmv.ca.gov, my.gov.au, gov.uk): only governments can register under those suffixes.
   */
  isOfficialBrandSite: boolean;
  /**
   * The site is among the most visited (the bundled top-100k list; never a shortener or a free host's page):
   * an unknown site is what a message that speaks as a brand, or asks you to act, should not send you to.
   */
  isWellKnown: boolean;
  /** Points this link takes off the image's score. */
  risk: number;
  registrableDomain: string | null;
  /** Lexical signals that threw on this link: it was scored without them. */
  unavailable: UnavailableOutcome[];
};

// Only evidence of harm is risk: an unknown, ordinary domain (Caution for lack of evidence) takes nothing off.
const RISK_PER_POINT = 0.7;
export const MAX_LINK_RISK = 40;

const WELL_KNOWN = new Set<string>(POPULARITY_CODES);

// The product's own offline list, read on first use; a list downloaded into storage serves URL reports.
const POPULARITY: PopularityLookup = {
  label: BUNDLED_POPULARITY_LABEL,
  rankOf(names) {
    const ranks = bundledPopularitySnapshot().rankOf(names);
    for (const name of names) {
      const rank = ranks.get(name);
      if (rank !== undefined) return { rank, listedDomain: name };
    }
    return null;
  },
};

export function scoreLink(link: ExtractedLink, onUnavailable?: OnUnavailable): ScoredLink {
  const analysis = analyzeLexical(link.target, { popularity: POPULARITY, onUnavailable });
  const domain = analysis.target.hostname;
  const isOfficialBrandSite =
    analysis.findings.some((finding) => finding.code === 'brand-official-domain') || isGovernmentHost(domain);
  const issues = analysis.findings
    .filter((finding) => finding.points < 0)
    .sort((a, b) => a.points - b.points)
    .map((finding) => finding.title);
  const { harm } = analysis.evidence;
  const deficit = harm < MIN_HARM_EVIDENCE ? 0 : harm;
  // A shortener is never "well known" here, even written bare ("bit.ly/ 2PDb" lost its path to a space).
  const isWellKnown =
    !isShortenerHost(domain) && analysis.findings.some((finding) => WELL_KNOWN.has(finding.code));
  return {
    text: link.text,
    domain,
    score: analysis.score,
    band: analysis.band,
    reportPath: `/domain/${encodeURIComponent(domain)}`,
    issues,
    isOfficialBrandSite,
    isWellKnown,
    // A brand's own site, or one of the most visited, is not made risky by the shape of a long address.
    risk:
      isOfficialBrandSite || isWellKnown ? 0 : Math.min(MAX_LINK_RISK, Math.round(deficit * RISK_PER_POINT)),
    registrableDomain: analysis.target.registrableDomain,
    unavailable: analysis.unavailable,
  };
}

/** A site that is neither a brand's own nor among the most visited, or one with signs of harm. */
export function isLittleKnownSite(link: ScoredLink): boolean {
  return !link.isOfficialBrandSite && (!link.isWellKnown || link.risk > 0);
}

/** The fields the API shows for a link. */
export function toImageLink({ text, domain, score, band, reportPath, issues }: ScoredLink): ImageLink {
  return { text, domain, score, band, reportPath, issues };
}

/** Riskiest first, so the panel and the red flags lead with what matters. */
export function scoreLinks(links: readonly ExtractedLink[], onUnavailable?: OnUnavailable): ScoredLink[] {
  return links.map((link) => scoreLink(link, onUnavailable)).sort((a, b) => a.score - b.score);
}

/** The checks that could not run, each id once: as a result's `unavailable` lists them. */
export function notChecked(
  outcomes: readonly UnavailableOutcome[],
  links: readonly ScoredLink[] = [],
): { id: string; detail: string }[] {
  const byId = new Map<string, string>();
  for (const { id, reason } of [...outcomes, ...links.flatMap((link) => link.unavailable)]) {
    if (!byId.has(id)) byId.set(id, reason);
  }
  return [...byId].map(([id, detail]) => ({ id, detail }));
}
