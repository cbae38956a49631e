/**
 * A loopback HTTP server speaking the ScamCheck API the extension uses (/api/domain, /api/analyze,
 * /api/analyze-image, /api/analyze-message, /api/user, /api/quota, /api/health), with answers built to the shared schemas.
 * It records every request so tests can assert what left the browser.
 */
import type { IncomingHttpHeaders } from 'node:http';
import {
  analyzeLexical,
  bandForScore,
  emptyReportFacts,
  MessageChannelSchema,
  rateLimitMessage,
  threatLevelForBand,
  type AnalyzeResponse,
  type ImageAnalysisResult,
  type MessageAnalysisResult,
  quotaWithSameUsage,
  type Quota,
} from '@scamcheck/shared';
import { startLoopbackServer, type LoopbackServer } from './loopback-server';

export type RecordedRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };

export type ScamCheckServer = LoopbackServer & {
  requests: RecordedRequest[];
  /** Stored reports by host; POST /api/analyze adds one. */
  reports: Map<string, AnalyzeResponse>;
  /** Score the next analyses get (default: the lexical score of the host). */
  analyzeScore: number | undefined;
  /** When set, quota-limited calls answer 429 with this Retry-After. */
  rateLimitedFor: number | undefined;
  imageResult: ImageAnalysisResult;
  messageResult: MessageAnalysisResult;
  /** Holds every answer until released (to see what the extension shows before the server answers). */
  hold: () => () => void;
};

export function reportFor(host: string, score?: number): AnalyzeResponse {
  const lexical = analyzeLexical(host);
  const finalScore = score ?? lexical.score;
  const band = bandForScore(finalScore);
  return {
    id: `report-${host}`,
    cached: false,
    domain: lexical.target.hostname,
    unicodeDomain: lexical.target.unicodeHostname,
    registrableDomain: lexical.target.registrableDomain,
    url: null,
    score: finalScore,
    band,
    threatLevel: threatLevelForBand(band),
    summary: `Server summary for ${host}.`,
    findings: [
      ...lexical.findings,
      {
        code: 'young-domain',
        category: 'registration',
        severity: 'high',
        title: 'Registered 3 days ago',
        evidence: 'RDAP registration date',
        source: 'rdap',
        points: -40,
      },
    ],
    facts: emptyReportFacts(),
    evidence: { harm: 40, establishment: 0 },
    checks: [],
    lookalike: lexical.lookalike,
    hardFail: null,
    createdAt: new Date('2025-01-01T00:00:00Z').toISOString(),
    engineVersion: 'test',
  };
}

export const SCAM_IMAGE_RESULT: ImageAnalysisResult = {
  score: 12,
  isScam: true,
  analysis: 'The image asks you to call a support number about a virus.',
  redFlags: ['Fake tech support', 'Urgent call to action'],
  extractedText: 'Your computer is infected',
  links: [],
  categories: ['tech-support'],
  indicators: { phoneNumbers: [], wallets: [], emails: [] },
  findings: [],
  provider: 'offline',
  vision: 'off',
};

export const SCAM_MESSAGE_RESULT: MessageAnalysisResult = {
  score: 6,
  band: 'suspicious',
  verdict: 'scam',
  summary: 'This is a scam: it asks for a small parcel fee through a link that is not the carrier’s site.',
  channel: null,
  families: ['delivery-fee'],
  stages: { hook: 'your parcel is on hold', request: 'pay the £1.99 fee', pressure: 'within 24 hours' },
  findings: [
    {
      code: 'short-deadline',
      family: null,
      title: 'Sets a deadline',
      evidence: 'within 24 hours',
      axis: 'harm',
      points: -15,
    },
    {
      code: 'fee-to-release-parcel',
      family: 'delivery-fee',
      title: 'Asks for a small fee to release a parcel',
      evidence: 'pay the £1.99 fee',
      axis: 'harm',
      points: -35,
    },
  ],
  entities: {
    links: [
      {
        text: 'https://parcel-fee.top/pay',
        domain: 'parcel-fee.top',
        score: 14,
        band: 'suspicious',
        reportPath: '/domain/parcel-fee.top',
        issues: ['High-risk ending (.top)'],
      },
    ],
    phones: [],
    emails: [],
    amounts: [{ text: '£1.99', currency: 'GBP', value: 1.99 }],
    brands: [],
  },
  classifier: null,
  advice: {
    family: 'delivery-fee',
    whatToDo: ['Do not click the link.', 'Track parcels only on the carrier’s own website.'],
    ifAlreadyReplied: ['Call your bank on the number on your card.'],
  },
  unavailable: [],
};

function quota(used: number): Quota {
  return quotaWithSameUsage({
    plan: 'free',
    subject: 'address',
    limit: 20,
    used,
    remaining: 20 - used,
    resetInSeconds: 3000,
  });
}

const QUOTA_LIMITED = new Set(['/api/analyze', '/api/analyze-image', '/api/analyze-message']);

/** The channel a message check was sent with, echoed as the real server does. */
function messageChannel(body: Buffer): MessageAnalysisResult['channel'] {
  const sent = MessageChannelSchema.safeParse(
    (JSON.parse(body.toString('utf8')) as { channel?: unknown }).channel,
  );
  return sent.success ? sent.data : null;
}

export async function startScamCheckServer(): Promise<ScamCheckServer> {
  let held: Array<() => void> | null = null;
  let analysesUsed = 0;
  const state = {
    requests: [] as RecordedRequest[],
    reports: new Map<string, AnalyzeResponse>(),
    analyzeScore: undefined as number | undefined,
    rateLimitedFor: undefined as number | undefined,
    imageResult: SCAM_IMAGE_RESULT,
    messageResult: SCAM_MESSAGE_RESULT,
  };
  const server = await startLoopbackServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const method = request.method ?? 'GET';
      const url = new URL(request.url ?? '/', 'http://x');
      state.requests.push({ method, url: request.url ?? '/', headers: request.headers, body });
      const send = (status: number, value: unknown, headers: Record<string, string> = {}) => {
        const answer = () => {
          response.writeHead(status, { 'content-type': 'application/json', ...headers });
          response.end(JSON.stringify(value));
        };
        if (held === null) answer();
        else held.push(answer);
      };
      const isLimited = method === 'POST' && state.rateLimitedFor !== undefined;
      if (isLimited && QUOTA_LIMITED.has(url.pathname)) {
        const seconds = state.rateLimitedFor ?? 0;
        send(
          429,
          { error: { code: 'RATE_LIMITED', message: rateLimitMessage(seconds) } },
          { 'retry-after': String(seconds) },
        );
        return;
      }
      if (method === 'GET' && url.pathname.startsWith('/api/domain/')) {
        const report = state.reports.get(decodeURIComponent(url.pathname.slice('/api/domain/'.length)));
        if (report === undefined) send(404, { error: { code: 'NOT_FOUND', message: 'Not analysed yet' } });
        else send(200, { ...report, cached: true });
        return;
      }
      if (method === 'POST' && url.pathname === '/api/analyze') {
        analysesUsed += 1;
        const { domain } = JSON.parse(body.toString('utf8')) as { domain: string };
        const report = reportFor(
          new URL(domain.includes('://') ? domain : `http://${domain}`).hostname,
          state.analyzeScore,
        );
        state.reports.set(report.domain, report);
        send(200, report);
        return;
      }
      if (method === 'POST' && url.pathname === '/api/analyze-image') {
        analysesUsed += 1;
        send(200, state.imageResult);
        return;
      }
      if (method === 'POST' && url.pathname === '/api/analyze-message') {
        analysesUsed += 1;
        send(200, { ...state.messageResult, channel: messageChannel(body) });
        return;
      }
      if (method === 'GET' && url.pathname === '/api/user') {
        send(401, { error: { code: 'UNAUTHORIZED', message: 'Not signed in' } });
        return;
      }
      if (method === 'GET' && url.pathname === '/api/quota') {
        send(200, quota(analysesUsed));
        return;
      }
      if (method === 'GET' && url.pathname === '/api/health') {
        send(200, { status: 'ok', version: '1.2.2', uptimeSeconds: 1 });
        return;
      }
      send(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    });
  });
  return Object.assign(state, server, {
    hold: () => {
      held = [];
      return () => {
        const waiting = held ?? [];
        held = null;
        for (const answer of waiting) answer();
      };
    },
  });
}
