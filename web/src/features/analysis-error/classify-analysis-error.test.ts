import { describe, expect, it } from 'vitest';
import {
  classifyAnalysisError,
  errorMessageOf,
  readableServerMessage,
  retryAdvice,
} from './classify-analysis-error';

describe('classifyAnalysisError', () => {
  it.each([
    ['429: {"error":{"message":"Rate limit exceeded. Please try again in 30 seconds."}}', 30],
    ['Rate limit hit, try again in 5', 5],
    ['429: Too Many Requests', null],
    ['Too many requests', null],
    ['Rate limit exceeded', null],
  ])('%s is a rate limit (retry after %s s)', (message, retryAfterSeconds) => {
    expect(classifyAnalysisError(message)).toEqual({ kind: 'rate-limit', retryAfterSeconds });
  });

  it.each([
    ['Unexpected token \'<\', "<!DOCTYPE "... is not valid JSON'],
    ['502: <!DOCTYPE html><html>Bad gateway</html>'],
    ['The server sent HTML'],
  ])('%s is an invalid API response', (message) => {
    expect(classifyAnalysisError(message)).toEqual({ kind: 'invalid-response' });
  });

  it('checks for a rate limit before HTML, as the spec orders them', () => {
    expect(classifyAnalysisError('429: <!DOCTYPE html>')).toEqual({
      kind: 'rate-limit',
      retryAfterSeconds: null,
    });
  });

  it('keeps any other message as it is', () => {
    expect(classifyAnalysisError('500: Internal Server Error')).toEqual({
      kind: 'generic',
      message: '500: Internal Server Error',
    });
  });

  it("falls back to 'An error occurred' for an empty message or a non-error value", () => {
    expect(classifyAnalysisError('')).toEqual({ kind: 'generic', message: 'An error occurred' });
    expect(errorMessageOf(undefined)).toBe('An error occurred');
    expect(errorMessageOf(new Error(''))).toBe('An error occurred');
    expect(errorMessageOf(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});

describe('retryAdvice', () => {
  it('names the wait when the message gave one, else a few moments', () => {
    expect(retryAdvice(12)).toBe('Please try again in 12 seconds.');
    expect(retryAdvice(null)).toBe('Please try again in a few moments.');
  });
});

describe('readableServerMessage', () => {
  it('reads the message out of the API error body', () => {
    expect(
      readableServerMessage('400: {"error":{"code":"VALIDATION_FAILED","message":"Please enter a link"}}'),
    ).toBe('Please enter a link');
  });

  it.each([['500: Internal Server Error'], ['404: {"detail":"x"}'], ['500: {not json}']])(
    'has nothing to add for %s',
    (message) => {
      expect(readableServerMessage(message)).toBeNull();
    },
  );
});
