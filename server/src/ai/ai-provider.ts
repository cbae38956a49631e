// The one port through which the server asks a language model anything: the assistant's
// replies and the report summaries. Two adapters: offline (deterministic, no network) and openai.
import {
  MESSAGE_FAMILY_LABELS,
  type Band,
  type DomainReport,
  type MessageAnalysisResult,
  type MessageVerdict,
} from '@scamcheck/shared';
import type { VisionOutcome, VisionRequest } from './vision/vision-types';

export type AiProviderKind = 'offline' | 'openai';

export type AssistantTurn = { role: 'user' | 'assistant'; content: string };

/** What the assistant may say about a domain the visitor asked about: server-observed results only. */
export type ReportDigest = {
  domain: string;
  unicodeDomain: string;
  score: number;
  band: Band;
  isHardFail: boolean;
  /** Strongest warning signs first, then the strongest points in its favour. */
  risks: string[];
  strengths: string[];
};

/** The domain found in the visitor's question and what checking it gave. */
export type DomainCheck =
  | { domain: string; report: ReportDigest }
  /** `quota`: the visitor's hourly analyses are used up; `failed`: the analysis itself failed. */
  | { domain: string; report: null; reason: 'failed' | 'quota' };

/** What the message analyzer said about a message the visitor pasted into the chat. */
export type MessageCheck = {
  verdict: MessageVerdict;
  score: number;
  band: Band;
  /** Scam families in words ("Parcel delivery fee"), strongest first. */
  families: string[];
  /** Titles of the red flags, strongest first. */
  warningSigns: string[];
  whatToDo: string[];
  ifAlreadyReplied: string[];
  /** The message's links, lowest score first. */
  links: { domain: string; score: number; band: Band; reportPath: string }[];
};

export type AssistantRequest = {
  /** Oldest first; the last turn is the visitor's question. Never contains system messages. */
  history: AssistantTurn[];
  domainCheck?: DomainCheck;
  /** Set when the visitor's turn is a pasted message: the analyzer's verdict on it. */
  messageCheck?: MessageCheck;
  signal?: AbortSignal;
};

export type ExplainRequest = {
  report: Omit<DomainReport, 'summary'>;
  /** The template summary: the offline answer, and the fallback whenever the model fails. */
  templateSummary: string;
  /** Visible text of the page as fetched (attacker-written), or null when no page was read. */
  pageText: string | null;
  signal?: AbortSignal;
};

/**
 * Why a report kept the template summary: the model refused, timed out, was cut off, answered
 * off-schema, contradicted the verdict (`inconsistent`), or was not asked because the page tried to
 * instruct AI reviewers (`manipulated`); `error` is anything else (HTTP errors, connection failures).
 */
export const EXPLANATION_FALLBACK_REASONS = [
  'refusal',
  'timeout',
  'truncated',
  'malformed',
  'inconsistent',
  'manipulated',
  'error',
] as const;
export type ExplanationFallbackReason = (typeof EXPLANATION_FALLBACK_REASONS)[number];

export type Explanation =
  | {
      source: 'template';
      summary: string;
      scoreAdjustment: 0;
      fallbackReason: ExplanationFallbackReason | null;
    }
  | { source: 'model'; summary: string; scoreAdjustment: number; model: string };

export type AiProvider = {
  kind: AiProviderKind;
  /** Replies in at most four sentences with a link to one of our pages; throws AiUnavailableError. */
  reply(request: AssistantRequest): Promise<string>;
  /** Never throws: any failure of the model yields the template with the reason. */
  explain(request: ExplainRequest): Promise<Explanation>;
  /**
   * Warning signs a vision model sees in an uploaded image; absent when no vision model is configured
   * (offline). Never throws: failures are `unavailable`, and there is no way to answer "safe".
   */
  analyzeImage?: (request: VisionRequest) => Promise<VisionOutcome>;
  /** Whether the model's endpoint answers at all (admin status); absent for the offline provider. Never throws. */
  checkReachable?: (timeoutMs: number) => Promise<boolean>;
};

/** The model could not be reached or gave nothing usable; the chat answers 503. */
export class AiUnavailableError extends Error {
  constructor(
    readonly reason: ExplanationFallbackReason,
    options?: { cause?: unknown },
  ) {
    super(`AI provider unavailable (${reason})`, options);
    this.name = 'AiUnavailableError';
  }
}

export function digestReport(report: DomainReport): ReportDigest {
  const byWeight = [...report.findings].sort((a, b) => Math.abs(b.points) - Math.abs(a.points));
  return {
    domain: report.domain,
    unicodeDomain: report.unicodeDomain,
    score: report.score,
    band: report.band,
    isHardFail: report.hardFail !== null,
    risks: byWeight.filter((finding) => finding.points < 0).map((finding) => finding.title),
    strengths: byWeight.filter((finding) => finding.points > 0).map((finding) => finding.title),
  };
}

export function digestMessage(result: MessageAnalysisResult): MessageCheck {
  return {
    verdict: result.verdict,
    score: result.score,
    band: result.band,
    families: result.families.map((family) => MESSAGE_FAMILY_LABELS[family]),
    warningSigns: result.findings
      .filter((finding) => finding.axis === 'harm')
      .sort((a, b) => Math.abs(b.points) - Math.abs(a.points))
      .map((finding) => finding.title),
    whatToDo: result.advice.whatToDo,
    ifAlreadyReplied: result.advice.ifAlreadyReplied,
    links: [...result.entities.links]
      .sort((a, b) => a.score - b.score)
      .map(({ domain, score, band, reportPath }) => ({ domain, score, band, reportPath })),
  };
}
