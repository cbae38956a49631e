import { describe, expect, it } from 'vitest';
import { codesOf, factsFor, findingsOf, pageFacts, redirectChain } from '../testing/signal-facts';
import { redirectsManyHops } from './redirects-many-hops';

function chain(count: number) {
  const urls = Array.from({ length: count + 1 }, (_, i) => `https://hop${i}.example/`);
  return pageFacts(urls[0] ?? '', '', { finalUrl: urls.at(-1) ?? '', redirectChain: redirectChain(...urls) });
}

describe('redirects-many-hops', () => {
  it.each([
    [0, []],
    [2, []],
    [3, ['redirect-many-hops']],
    [5, ['redirect-many-hops']],
  ])('%i redirects give %j', (count, codes) => {
    expect(codesOf(redirectsManyHops, factsFor('hop0.example', { page: chain(count) }))).toEqual(codes);
  });

  it('shows the chain of hosts', () => {
    const [finding] = findingsOf(redirectsManyHops, factsFor('hop0.example', { page: chain(3) })) ?? [];
    expect(finding?.evidence).toBe(
      'The page loads after 3 redirects (hop0.example → hop1.example → hop2.example → hop3.example).',
    );
  });
});
