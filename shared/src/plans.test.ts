import { describe, expect, it } from 'vitest';
import { rateLimitMessage } from './api/quota';
import { PLAN_IDS, PLANS } from './plans';

describe('plans', () => {
  it('lists free, basic, premium and enterprise with their hourly allowances and prices', () => {
    expect(PLAN_IDS.map((id) => [PLANS[id].analysesPerHour, PLANS[id].priceUsd])).toEqual([
      [20, 0],
      [100, 9.99],
      [500, 29.99],
      [2000, 99.99],
    ]);
  });
});

describe('rateLimitMessage', () => {
  it('words a 429 the way the web’s error card reads it', () => {
    const message = rateLimitMessage(42);
    expect(message).toBe('Rate limit exceeded. Please try again in 42 seconds.');
    expect(message).toContain('Rate limit');
    expect(/try again in (\d+)/.exec(message)?.[1]).toBe('42');
  });
});
