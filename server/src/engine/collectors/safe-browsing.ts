import { request } from 'undici';
import { z } from 'zod';
import { readCappedBody } from '../../lib/safe-fetch';
import { CollectorError, keyedLookupError } from './collector-error';

export interface SafeBrowsingMatch {
  url: string;
  threatType: string;
  platformType: string;
}

export interface SafeBrowsingOptions {
  apiKey: string;
  /** Default Google's endpoint; tests point it at a loopback server speaking the same API. */
  baseUrl?: string;
  timeoutMs?: number;
  clientId?: string;
  clientVersion?: string;
}

export interface SafeBrowsingClient {
  lookup(urls: string[]): Promise<{ matches: SafeBrowsingMatch[] }>;
}

const ResponseSchema = z.object({
  matches: z
    .array(
      z.object({ threatType: z.string(), platformType: z.string(), threat: z.object({ url: z.string() }) }),
    )
    .optional(),
});

const THREAT_TYPES = [
  'MALWARE',
  'SOCIAL_ENGINEERING',
  'UNWANTED_SOFTWARE',
  'POTENTIALLY_HARMFUL_APPLICATION',
];

/**
 * Google Safe Browsing Lookup API v4 (`threatMatches:find`). The endpoint is operator configuration
 * and the user's URL only travels in the JSON body, so a plain undici request is used here.
 * The API key is never put in an error message.
 */
export function createSafeBrowsingClient(options: SafeBrowsingOptions): SafeBrowsingClient {
  const endpoint = new URL(
    '/v4/threatMatches:find',
    options.baseUrl ?? 'https://safebrowsing.googleapis.com',
  );
  endpoint.searchParams.set('key', options.apiKey);

  async function lookup(urls: string[]): Promise<{ matches: SafeBrowsingMatch[] }> {
    if (urls.length === 0) return { matches: [] };
    const signal = AbortSignal.timeout(options.timeoutMs ?? 3000);
    try {
      const response = await request(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          client: {
            clientId: options.clientId ?? 'scamcheck',
            clientVersion: options.clientVersion ?? '1.0',
          },
          threatInfo: {
            threatTypes: THREAT_TYPES,
            platformTypes: ['ANY_PLATFORM'],
            threatEntryTypes: ['URL'],
            threatEntries: urls.map((url) => ({ url })),
          },
        }),
        signal,
      });
      const { body } = await readCappedBody(response.body, { maxBytes: 1024 * 1024, onOverflow: 'error' });
      if (response.statusCode !== 200) {
        throw new CollectorError(
          'safe-browsing',
          'unreachable',
          `Safe Browsing answered ${response.statusCode}`,
        );
      }
      const parsed = ResponseSchema.safeParse(JSON.parse(Buffer.from(body).toString('utf8') || '{}'));
      if (!parsed.success)
        throw new CollectorError('safe-browsing', 'invalid_response', 'Unexpected Safe Browsing answer');
      return {
        matches: (parsed.data.matches ?? []).map((match) => ({
          url: match.threat.url,
          threatType: match.threatType,
          platformType: match.platformType,
        })),
      };
    } catch (error) {
      throw keyedLookupError('safe-browsing', 'Safe Browsing', error, signal);
    }
  }

  return { lookup };
}
