import { analyzeLexical, MIN_HARM_EVIDENCE, type ImageLink } from '@scamcheck/shared';
import type { ExtractedLink } from '../text/extract-links';

/**
 * Every link and domain read in the image, scored offline by the shared lexical engine (the same
 * score the extension badge shows), with the page where its full report lives.
 */
export type ScoredLink = ImageLink & {
  /** The registrable domain belongs to a known brand (paypal.com, usps.com). */
  isOfficialBrandSite: boolean;
  /** Points this link takes off the image's score. */
  risk: number;
  registrableDomain: string | null;
};

// Only evidence of harm is risk: an unknown, ordinary domain (Caution for lack of evidence) takes nothing off.
const RISK_PER_POINT = 0.7;
export const MAX_LINK_RISK = 40;

export function scoreLink(link: ExtractedLink): ScoredLink {
  const analysis = analyzeLexical(link.target);
  const domain = analysis.target.hostname;
  const isOfficialBrandSite = analysis.findings.some((finding) => finding.code === 'brand-official-domain');
  const issues = analysis.findings
    .filter((finding) => finding.points < 0)
    .sort((a, b) => a.points - b.points)
    .map((finding) => finding.title);
  const { harm } = analysis.evidence;
  const deficit = harm < MIN_HARM_EVIDENCE ? 0 : harm;
  return {
    text: link.text,
    domain,
    score: analysis.score,
    band: analysis.band,
    reportPath: `/domain/${encodeURIComponent(domain)}`,
    issues,
    isOfficialBrandSite,
    risk: isOfficialBrandSite ? 0 : Math.min(MAX_LINK_RISK, Math.round(deficit * RISK_PER_POINT)),
    registrableDomain: analysis.target.registrableDomain,
  };
}

/** The fields the API shows for a link. */
export function toImageLink({ text, domain, score, band, reportPath, issues }: ScoredLink): ImageLink {
  return { text, domain, score, band, reportPath, issues };
}

/** Riskiest first, so the panel and the red flags lead with what matters. */
export function scoreLinks(links: readonly ExtractedLink[]): ScoredLink[] {
  return links.map(scoreLink).sort((a, b) => a.score - b.score);
}
