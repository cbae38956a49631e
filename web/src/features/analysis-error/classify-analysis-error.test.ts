import { describe, expect, it } from 'vitest';
import { ApiError, FALLBACK_ERROR_MESSAGE, OFFLINE_MESSAGE } from '../../lib/api-error';
import { classifyAnalysisError, retryAdvice } from './classify-analysis-error';

const rateLimitBody = (seconds: number) =>
  JSON.stringify({
    error: { code: 'RATE_LIMITED', message: `Rate limit exceeded. Please try again in ${seconds} seconds.` },
  });

describe('classifyAnalysisError (on status and code, never on message text)', () => {
  it('a 429 is a rate limit, with the wait from Retry-After first, then from the sentence', () => {
    expect(classifyAnalysisError(new ApiError({ status: 429, body: rateLimitBody(30) }))).toEqual({
      kind: 'rate-limit',
      retryAfterSeconds: 30,
    });
    expect(
      classifyAnalysisError(new ApiError({ status: 429, body: rateLimitBody(30), retryAfter: '45' })),
    ).toEqual({ kind: 'rate-limit', retryAfterSeconds: 45 });
    expect(classifyAnalysisError(new ApiError({ status: 429, statusText: 'Too Many Requests' }))).toEqual({
      kind: 'rate-limit',
      retryAfterSeconds: null,
    });
  });

  it('code RATE_LIMITED is a rate limit whatever the status', () => {
    const error = new ApiError({ status: 503, body: rateLimitBody(5) });
    expect(classifyAnalysisError(error)).toEqual({ kind: 'rate-limit', retryAfterSeconds: 5 });
  });

  it('a message that only mentions "429" or "Rate limit" is not a rate limit', () => {
    const body = JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Rate limit 429 not found' } });
    expect(classifyAnalysisError(new ApiError({ status: 404, body }))).toEqual({
      kind: 'generic',
      message: 'Rate limit 429 not found',
    });
  });

  it('an HTML page, or JSON that did not parse, is an invalid API response', () => {
    const html = new ApiError({ status: 502, body: '<!DOCTYPE html><html>Bad gateway</html>' });
    expect(classifyAnalysisError(html)).toEqual({ kind: 'invalid-response' });
    expect(classifyAnalysisError(new SyntaxError('Unexpected token < in JSON'))).toEqual({
      kind: 'invalid-response',
    });
  });

  it('anything else is generic, with a sentence for people', () => {
    const body = JSON.stringify({ error: { code: 'VALIDATION_FAILED', message: 'Please enter a link' } });
    expect(classifyAnalysisError(new ApiError({ status: 400, body }))).toEqual({
      kind: 'generic',
      message: 'Please enter a link',
    });
    expect(classifyAnalysisError(new ApiError({ status: 500, statusText: 'Internal Server Error' }))).toEqual(
      { kind: 'generic', message: 'The analysis service had a problem on its side. Please try again later.' },
    );
    expect(classifyAnalysisError(new TypeError('Failed to fetch'))).toEqual({
      kind: 'generic',
      message: OFFLINE_MESSAGE,
    });
    expect(classifyAnalysisError(undefined)).toEqual({ kind: 'generic', message: FALLBACK_ERROR_MESSAGE });
  });
});

describe('retryAdvice', () => {
  it('names the wait when the message gave one, else a few moments', () => {
    expect(retryAdvice(12)).toBe('Please try again in 12 seconds.');
    expect(retryAdvice(null)).toBe('Please try again in a few moments.');
  });
});
