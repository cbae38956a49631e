/**
 * What the badge, popup and warning show about a site: score, band, the top red flags and a lookalike, from
 * either the offline lexical engine or the server's report. Small enough to cache per host.
 */
import {
  analyzeLexical,
  BUNDLED_POPULARITY_TOP_10K,
  BandSchema,
  normalizeTarget,
  ThreatLevelSchema,
  type AnalyzeResponse,
  type Finding,
} from '@scamcheck/shared';
import { z } from 'zod';

export const TOP_FLAGS = 3;

export const SiteSummarySchema = z.object({
  /** ASCII hostname, one leading www. dropped: the server's report key. */
  host: z.string(),
  score: z.number().int().min(0).max(100),
  band: BandSchema,
  /** `unknown`: no evidence either way. Absent in summaries cached before it was recorded. */
  threatLevel: ThreatLevelSchema.optional(),
  source: z.enum(['local', 'server']),
  /** The server's plain-language summary; null for the offline score. */
  summary: z.string().nullable(),
  /** Titles of the strongest warning signs, strongest first. */
  flags: z.array(z.string()),
  lookalike: z.object({ brand: z.string(), officialDomain: z.string() }).nullable(),
  /** When the server wrote the report (ms since epoch); null for the offline score. */
  reportedAt: z.number().nullable(),
});
export type SiteSummary = z.infer<typeof SiteSummarySchema>;

/**
 * The offline score of a page, from its URL and the bundled top-10k popularity list alone: no request,
 * nothing leaves the browser. A site the list does not know stays in Caution until the server answers.
 */
export function localSummary(url: string): SiteSummary {
  const analysis = analyzeLexical(url, { popularity: BUNDLED_POPULARITY_TOP_10K });
  return {
    host: analysis.target.hostname,
    score: analysis.score,
    band: analysis.band,
    threatLevel: analysis.threatLevel,
    source: 'local',
    summary: null,
    flags: topFlags(analysis.findings),
    lookalike: analysis.lookalike && {
      brand: analysis.lookalike.brand,
      officialDomain: analysis.lookalike.officialDomain,
    },
    reportedAt: null,
  };
}

export function serverSummary(report: AnalyzeResponse): SiteSummary {
  return {
    host: report.domain,
    score: report.score,
    band: report.band,
    threatLevel: report.threatLevel,
    source: 'server',
    summary: report.summary,
    flags: topFlags(report.findings),
    lookalike: report.lookalike && {
      brand: report.lookalike.brand,
      officialDomain: report.lookalike.officialDomain,
    },
    reportedAt: Date.parse(report.createdAt),
  };
}

/** Risk findings by the points they cost, each title once. */
export function topFlags(findings: readonly Pick<Finding, 'title' | 'points'>[]): string[] {
  const titles = findings
    .filter((finding) => finding.points < 0)
    .sort((a, b) => a.points - b.points)
    .map((finding) => finding.title);
  return [...new Set(titles)].slice(0, TOP_FLAGS);
}

/** The report key of a page's host, the way the server spells it (punycode, one www. dropped). */
export function reportHost(url: string): string {
  return normalizeTarget(url).hostname;
}
