import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonResponse } from '../test/fetch-stub';
import { ApiError, humanErrorText, isApiError, OFFLINE_MESSAGE, throwIfNotOk } from './api-error';

async function thrownBy(response: Response): Promise<unknown> {
  try {
    await throwIfNotOk(response);
  } catch (error) {
    return error;
  }
  throw new Error('throwIfNotOk did not throw');
}

describe('ApiError', () => {
  it('carries the status, the code and the sentence of our JSON error body', async () => {
    const error = await thrownBy(
      jsonResponse({ error: { code: 'NOT_FOUND', message: 'No report for x.com yet' } }, 404),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(isApiError(error, 404)).toBe(true);
    expect(isApiError(error, 401)).toBe(false);
    const apiError = error as ApiError;
    expect([apiError.status, apiError.code, apiError.serverMessage]).toEqual([
      404,
      'NOT_FOUND',
      'No report for x.com yet',
    ]);
    // The catalogue's "status: body" message stays for logs and the error console.
    expect(apiError.message).toBe('404: {"error":{"code":"NOT_FOUND","message":"No report for x.com yet"}}');
    expect(apiError.humanMessage()).toBe('No report for x.com yet');
  });

  it('reads Retry-After, and knows a rate limit by status or code', async () => {
    const response = jsonResponse({ error: { code: 'RATE_LIMITED', message: 'Slow down' } }, 429);
    response.headers.set('Retry-After', '120');
    const error = (await thrownBy(response)) as ApiError;
    expect(error.retryAfterSeconds).toBe(120);
    expect(error.isRateLimited).toBe(true);
  });

  it('keeps an unknown code out but its sentence in; reads the older { error: "…" } form', () => {
    const unknown = new ApiError({ status: 400, body: '{"error":{"code":"NEW_CODE","message":"Nope"}}' });
    expect([unknown.code, unknown.serverMessage]).toEqual([null, 'Nope']);
    const plain = new ApiError({ status: 400, body: '{"error":"Quota used up"}' });
    expect(plain.humanMessage()).toBe('Quota used up');
  });

  it('never offers JSON or HTML to people', () => {
    for (const body of ['{"detail":"upstream timed out"}', '<html><body>502</body></html>', '']) {
      const text = new ApiError({ status: 502, statusText: 'Bad Gateway', body }).humanMessage();
      expect(text).toBe('The analysis service had a problem on its side. Please try again later.');
    }
    expect(new ApiError({ status: 403, body: '{"x":1}' }).humanMessage()).toBe(
      'The analysis service refused the request (status 403).',
    );
  });

  it('humanErrorText says what happened for network and parse failures too', () => {
    expect(humanErrorText(new TypeError('Failed to fetch'))).toBe(OFFLINE_MESSAGE);
    expect(humanErrorText(z.object({ a: z.string() }).safeParse({}).error)).toMatch(/could not read/);
    expect(humanErrorText(new Error('Plain words'))).toBe('Plain words');
  });
});
