// The result-page report: one schema that the server produces and web and extension parse.
// Facts are what the live checks saw; every one is nullable because any check may be unavailable.
import { z } from 'zod';
import { BandSchema, ThreatLevelSchema } from '../scoring/bands';
import { HardFailSchema } from '../scoring/hard-fail';
import { CheckStatusSchema, FindingSchema } from './finding';
import { LookalikeSchema } from './lookalike';

const isoDate = z.iso.datetime({ offset: true });

export const CertificateFactsSchema = z.object({
  issuer: z.string(),
  validFrom: isoDate,
  validTo: isoDate,
  ageDays: z.number(),
  sanMatch: z.boolean(),
  selfSigned: z.boolean(),
});

export const DnsFactsSchema = z.object({
  a: z.array(z.string()),
  aaaa: z.array(z.string()),
  mx: z.array(z.string()),
  ns: z.array(z.string()),
  spf: z.boolean(),
  dmarc: z.boolean(),
});

export const HostingFactsSchema = z.object({
  ip: z.string(),
  asn: z.number().int().optional(),
  country: z.string().optional(),
});

export const ReportFactsSchema = z.object({
  ageDays: z.number().nullable(),
  registeredAt: isoDate.nullable(),
  registrar: z.string().nullable(),
  registrationStatus: z.array(z.string()).nullable(),
  certificate: CertificateFactsSchema.nullable(),
  dns: DnsFactsSchema.nullable(),
  hosting: HostingFactsSchema.nullable(),
  redirects: z.array(z.object({ url: z.string(), status: z.number().int() })).nullable(),
  finalUrl: z.string().nullable(),
  pageTitle: z.string().nullable(),
  feedHits: z.array(z.object({ source: z.string(), indicator: z.string() })).nullable(),
  popularityRank: z.number().int().nullable(),
});
export type ReportFacts = z.infer<typeof ReportFactsSchema>;

/** Facts of an analysis that ran no live checks (offline / lexical only). */
export function emptyReportFacts(): ReportFacts {
  return {
    ageDays: null,
    registeredAt: null,
    registrar: null,
    registrationStatus: null,
    certificate: null,
    dns: null,
    hosting: null,
    redirects: null,
    finalUrl: null,
    pageTitle: null,
    feedHits: null,
    popularityRank: null,
  };
}

export const DomainReportSchema = z.object({
  /** ASCII hostname, the report key (one leading www. dropped). */
  domain: z.string(),
  unicodeDomain: z.string(),
  registrableDomain: z.string().nullable(),
  /** The URL that was scanned, or null when a bare domain was given. */
  url: z.string().nullable(),
  score: z.number().int().min(0).max(100),
  band: BandSchema,
  threatLevel: ThreatLevelSchema,
  summary: z.string(),
  /** The UI groups them by category. */
  findings: z.array(FindingSchema),
  facts: ReportFactsSchema,
  checks: z.array(CheckStatusSchema),
  lookalike: LookalikeSchema.nullable(),
  hardFail: HardFailSchema.nullable(),
  /** The two axes behind the score: risk points after caps, and trust points from evidence of establishment. */
  evidence: z.object({ harm: z.number(), establishment: z.number() }),
  createdAt: isoDate,
  engineVersion: z.string(),
});
export type DomainReport = z.infer<typeof DomainReportSchema>;

/** Body of POST /api/analyze: the stored report plus its id and whether it came from the cache. */
export const AnalyzeResponseSchema = DomainReportSchema.extend({ id: z.string(), cached: z.boolean() });
export type AnalyzeResponse = z.infer<typeof AnalyzeResponseSchema>;
