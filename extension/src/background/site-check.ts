/**
 * Checks one page: the offline score at once, then the server's verdict from the per-host cache, the stored
 * report (free), or a new analysis when the user asked (never on a navigation alone). Only the page's origin is ever sent, never its path or query, and nothing
 * at all in "local checks only" mode. After a 429 automatic checks pause until the server's retry time.
 */
import { z } from 'zod';
import { ApiFailureSchema, createApiClient, type ApiClient, type ApiResult } from '../lib/api-client';
import { getServerUrl, getSettings } from '../lib/settings';
import { localSummary, serverSummary, SiteSummarySchema, type SiteSummary } from '../lib/site-summary';
import { validateDomainInput, type AnalyzeResponse } from '@scamcheck/shared';
import { cachedSite, cacheSite } from './site-cache';

/**
 * lookup: a navigation (the badge): the stored report only, a free read, never a new analysis;
 * auto: the popup opening or a right-click check (stored report, else a new analysis);
 * analyze: 'Analyze now'; rescan: a fresh analysis ignoring every cache. See docs/allowances.md.
 */
export const CHECK_MODES = ['auto', 'lookup', 'analyze', 'rescan'] as const;
export const CheckModeSchema = z.enum(CHECK_MODES);
export type CheckMode = z.infer<typeof CheckModeSchema>;

export const ServerVerdictSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('ok'), summary: SiteSummarySchema }),
  z.object({ state: z.literal('local-only') }),
  z.object({ state: z.literal('not-analysed') }),
  /** localhost, an IP address, a one-word name: the server analyses public sites only. */
  z.object({ state: z.literal('not-public') }),
  z.object({ state: z.literal('paused'), retryAfterSeconds: z.number().int().nonnegative() }),
  z.object({ state: z.literal('failed'), failure: ApiFailureSchema }),
]);
export type ServerVerdict = z.infer<typeof ServerVerdictSchema>;

export const SiteCheckSchema = z.object({ local: SiteSummarySchema, server: ServerVerdictSchema });
export type SiteCheck = z.infer<typeof SiteCheckSchema>;

/** The best score known: the server's when it answered, else the offline one. */
export function bestSummary(check: SiteCheck): SiteSummary {
  return check.server.state === 'ok' ? check.server.summary : check.local;
}

/** What an analysis is asked about: the page's origin only (no tokens from paths or queries). */
export function analysisTarget(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}/`;
}

export type SiteChecker = { check: (url: string, mode: CheckMode) => Promise<SiteCheck> };

type SiteCheckerOptions = { createClient?: (serverUrl: string) => ApiClient; now?: () => number };

export function createSiteChecker(options: SiteCheckerOptions = {}): SiteChecker {
  const createClient = options.createClient ?? ((serverUrl: string) => createApiClient(serverUrl));
  const now = options.now ?? Date.now;
  let autoPausedUntil = 0;

  async function fromServer(url: string, host: string, mode: CheckMode): Promise<ServerVerdict> {
    if (mode === 'auto' || mode === 'lookup') {
      const cached = await cachedSite(host, now());
      if (cached !== null) return { state: 'ok', summary: cached };
    }
    const client = createClient(await getServerUrl());
    if (mode === 'auto' || mode === 'lookup') {
      const stored = await remember(client.domainReport(host));
      if (stored.state !== 'failed' || stored.failure.kind !== 'not-found') return stored;
      if (mode === 'lookup') return { state: 'not-analysed' };
      const waitMs = autoPausedUntil - now();
      if (waitMs > 0) return { state: 'paused', retryAfterSeconds: Math.ceil(waitMs / 1000) };
    }
    const analysed = await remember(client.analyze(analysisTarget(url), mode === 'rescan'));
    if (analysed.state === 'failed' && analysed.failure.kind === 'rate-limited') {
      autoPausedUntil = now() + Math.max(analysed.failure.retryAfterSeconds, 60) * 1000;
    }
    return analysed;
  }

  async function remember(request: Promise<ApiResult<AnalyzeResponse>>): Promise<ServerVerdict> {
    const result = await request;
    if (!result.ok) return { state: 'failed', failure: result.failure };
    const summary = serverSummary(result.data);
    await cacheSite(summary, now());
    return { state: 'ok', summary };
  }

  return {
    check: async (url, mode) => {
      const local = localSummary(url);
      if ((await getSettings()).localOnly) return { local, server: { state: 'local-only' } };
      // The server would refuse it (400), so nothing is asked and no "Analyze now" is offered.
      if (!validateDomainInput(local.host).ok) return { local, server: { state: 'not-public' } };
      return { local, server: await fromServer(url, local.host, mode) };
    },
  };
}
