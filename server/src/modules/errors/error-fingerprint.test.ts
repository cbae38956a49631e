import { describe, expect, it } from 'vitest';
import { errorFingerprint, normaliseErrorMessage, topStackFrame } from './error-fingerprint';

describe('normaliseErrorMessage', () => {
  it.each([
    ['Order 1234 failed after 3.5 s', 'Order <n> failed after <n> s'],
    ['User 9f1c2d3e-1111-4c3a-9c55-0d2f8e7b6a10 not found', 'User <id> not found'],
    ['No mailbox for anna.b+x@mail.example.org', 'No mailbox for <email>'],
    ['connect ECONNREFUSED 127.0.0.1:2525', 'connect ECONNREFUSED <n>:<n>'],
    ['connect ECONNREFUSED ::1:2525', 'connect ECONNREFUSED <ip>'],
    ['Chunk deadbeef42 failed to load', 'Chunk <hex> failed to load'],
    [
      "Cannot read properties of undefined (reading 'score')",
      "Cannot read properties of undefined (reading 'score')",
    ],
  ])('%j becomes %j', (message, expected) => {
    expect(normaliseErrorMessage(message)).toBe(expected);
  });
});

describe('topStackFrame', () => {
  it('takes the first V8 frame without its build hash, line or column', () => {
    const stack =
      'TypeError: x\n    at render (http://host/assets/app-3f9a1c2e.js?v=2:1:2345)\n    at next (a.js:1:1)';
    expect(topStackFrame(stack)).toBe('at render (http://host/assets/app-<hex>.js:<n>:<n>)');
  });

  it('reads Firefox and Safari frames', () => {
    expect(topStackFrame('render@http://host/assets/app.js:10:20\nnext@http://host/a.js:1:1')).toBe(
      'render@http://host/assets/app.js:<n>:<n>',
    );
  });

  it('is null without a stack or frames', () => {
    expect(topStackFrame(null)).toBeNull();
    expect(topStackFrame('Error: only a message')).toBeNull();
  });
});

describe('errorFingerprint', () => {
  const base = {
    source: 'server' as const,
    message: 'Order 1 failed',
    stack: 'Error\n    at pay (pay.ts:10:5)',
  };

  it('is the same for the same failure with other ids and line numbers', () => {
    expect(errorFingerprint(base)).toBe(
      errorFingerprint({ ...base, message: 'Order 77 failed', stack: 'Error\n    at pay (pay.ts:12:9)' }),
    );
  });

  it.each([
    ['another message', { message: 'Refund 1 failed' }],
    ['another place', { stack: 'Error\n    at refund (refund.ts:10:5)' }],
    ['another source', { source: 'client' as const }],
  ])('differs for %s', (_label, change) => {
    expect(errorFingerprint({ ...base, ...change })).not.toBe(errorFingerprint(base));
  });

  it('is 32 hexadecimal characters', () => {
    expect(errorFingerprint(base)).toMatch(/^[a-f0-9]{32}$/);
  });
});
