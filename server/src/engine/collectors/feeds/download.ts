import { Agent, interceptors } from 'undici';
import { readCappedBody, SafeFetchError } from '../../../lib/safe-fetch';

export interface DownloadOptions {
  maxBytes: number;
  timeoutMs: number;
}

export class FeedDownloadError extends Error {
  override readonly name = 'FeedDownloadError';
}

/**
 * Downloads a feed or list. These URLs are operator configuration (env), not user input, so a plain
 * undici client is used instead of the SSRF guard (an operator may run a feed mirror on a private
 * network). Size and time are still capped: a feed is still data from outside.
 */
export async function downloadFile(url: string, options: DownloadOptions): Promise<Uint8Array> {
  const agent = new Agent({ headersTimeout: options.timeoutMs, bodyTimeout: options.timeoutMs });
  const client = agent.compose(interceptors.redirect({ maxRedirections: 3 }));
  const signal = AbortSignal.timeout(options.timeoutMs);
  const target = new URL(url);
  try {
    const response = await client.request({
      origin: target.origin,
      path: `${target.pathname}${target.search}`,
      method: 'GET',
      headers: { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'ScamCheck feed updater' },
      signal,
    });
    if (response.statusCode !== 200) {
      response.body.on('error', () => undefined).destroy();
      throw new FeedDownloadError(`${target.host} answered ${response.statusCode}`);
    }
    const encoding = response.headers['content-encoding'];
    const { body } = await readCappedBody(response.body, {
      contentEncoding: Array.isArray(encoding) ? encoding.join(',') : encoding,
      maxBytes: options.maxBytes,
      onOverflow: 'error',
    });
    return body;
  } catch (error) {
    if (error instanceof SafeFetchError && error.code === 'too_large') {
      throw new FeedDownloadError(`Download from ${target.host} is larger than ${options.maxBytes} bytes`);
    }
    if (signal.aborted)
      throw new FeedDownloadError(`Download from ${target.host} timed out`, { cause: error });
    throw error;
  } finally {
    void agent.destroy().catch(() => undefined);
  }
}
