import { request } from 'undici';
import { z } from 'zod';
import { readCappedBody } from '../../lib/safe-fetch';
import { CollectorError, keyedLookupError } from './collector-error';

export interface WebRiskMatch {
  url: string;
  threatTypes: string[];
}

export interface WebRiskOptions {
  apiKey: string;
  /** The `uris:search` endpoint; tests point it at a loopback server speaking the same API. */
  url?: string;
  timeoutMs?: number;
}

export interface WebRiskClient {
  lookup(urls: string[]): Promise<{ matches: WebRiskMatch[] }>;
}

export const WEB_RISK_SEARCH_URL = 'https://webrisk.googleapis.com/v1/uris:search';

const THREAT_TYPES = ['MALWARE', 'SOCIAL_ENGINEERING', 'UNWANTED_SOFTWARE'];

// `{}` when the URI is on no list; otherwise the lists it is on and until when that answer holds.
const ResponseSchema = z.object({
  threat: z.object({ threatTypes: z.array(z.string()), expireTime: z.string().optional() }).optional(),
});

/**
 * Google Web Risk `uris.search` (the commercial counterpart of Safe Browsing): one GET per URL, all
 * in parallel. Any failure (an error status, a malformed answer, no answer in time) fails the whole
 * lookup, so the check is listed as unavailable rather than read as "not listed". The API key travels
 * in the query string and is never put in an error message.
 */
export function createWebRiskClient(options: WebRiskOptions): WebRiskClient {
  async function search(uri: string, signal: AbortSignal): Promise<WebRiskMatch | null> {
    const endpoint = new URL(options.url ?? WEB_RISK_SEARCH_URL);
    for (const type of THREAT_TYPES) endpoint.searchParams.append('threatTypes', type);
    endpoint.searchParams.set('uri', uri);
    endpoint.searchParams.set('key', options.apiKey);
    const response = await request(endpoint, { method: 'GET', signal });
    const { body } = await readCappedBody(response.body, { maxBytes: 256 * 1024, onOverflow: 'error' });
    if (response.statusCode !== 200) {
      throw new CollectorError('web-risk', 'unreachable', `Web Risk answered ${response.statusCode}`);
    }
    const parsed = ResponseSchema.safeParse(JSON.parse(Buffer.from(body).toString('utf8') || '{}'));
    if (!parsed.success)
      throw new CollectorError('web-risk', 'invalid_response', 'Unexpected Web Risk answer');
    const threat = parsed.data.threat;
    return threat === undefined || threat.threatTypes.length === 0
      ? null
      : { url: uri, threatTypes: threat.threatTypes };
  }

  async function lookup(urls: string[]): Promise<{ matches: WebRiskMatch[] }> {
    const signal = AbortSignal.timeout(options.timeoutMs ?? 3000);
    try {
      const found = await Promise.all(urls.map((uri) => search(uri, signal)));
      return { matches: found.filter((match) => match !== null) };
    } catch (error) {
      throw keyedLookupError('web-risk', 'Web Risk', error, signal);
    }
  }

  return { lookup };
}
