// Conformance (CONVENTIONS 7, like ESLint's rules folder check): every signal file is registered, named
// after its id, tested, and every code it can emit has a weight in shared weights.ts.
import { readdirSync } from 'node:fs';
import { FINDING_WEIGHTS, isFindingCode, type FindingCategory } from '@scamcheck/shared';
import { describe, expect, it } from 'vitest';
import { COLLECTOR_IDS } from '../facts';
import { SERVER_HARD_FAIL_CAPS } from '../score-report';
import { SIGNALS } from '.';

const folder = new URL('.', import.meta.url);
const files = readdirSync(folder);
const signalFiles = files
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts')
  .map((file) => file.slice(0, -'.ts'.length));
const ids = SIGNALS.map((signal) => signal.id);

// Categories only live signals produce: each of their weighted codes must belong to a signal.
const LIVE_ONLY: readonly FindingCategory[] = [
  'registration',
  'certificate',
  'dns',
  'content',
  'redirects',
  'reputation',
  'popularity',
  'community',
];

describe('the live signal registry', () => {
  it('registers every signal file, under its file name', async () => {
    expect([...ids].sort()).toEqual([...signalFiles].sort());
    for (const file of signalFiles) {
      const exported: Record<string, unknown> = await import(`./${file}.ts`);
      const registered = Object.values(exported).filter((value) =>
        SIGNALS.some((signal) => signal === value),
      );
      expect(
        registered.map((signal) => SIGNALS.find((s) => s === signal)?.id),
        file,
      ).toEqual([file]);
    }
  });

  it('is sorted by id without duplicates', () => {
    expect(ids).toEqual([...new Set(ids)].sort());
  });

  it.each(ids)('%s has a table test beside it', (id) => {
    expect(files).toContain(`${id}.test.ts`);
  });

  it.each(SIGNALS.map((signal) => [signal.id, signal] as const))(
    '%s is named after its category and needs known collectors',
    (id, signal) => {
      expect(id.startsWith(`${signal.category}-`)).toBe(true);
      expect(signal.requires.length).toBeGreaterThan(0);
      for (const collector of signal.requires) expect(COLLECTOR_IDS).toContain(collector);
    },
  );

  it.each(SIGNALS.map((signal) => [signal.id, signal] as const))(
    '%s only emits weighted codes of its own category',
    (_id, signal) => {
      expect(signal.codes.length).toBeGreaterThan(0);
      for (const code of signal.codes) {
        expect(isFindingCode(code), code).toBe(true);
        expect(FINDING_WEIGHTS[code].category, code).toBe(signal.category);
      }
    },
  );

  it('leaves no weight of a live-only category without a signal emitting it', () => {
    const emitted = new Set<string>(SIGNALS.flatMap((signal) => signal.codes));
    const orphans = Object.entries(FINDING_WEIGHTS)
      .filter(([code, weight]) => LIVE_ONLY.includes(weight.category) && !emitted.has(code))
      .map(([code]) => code);
    expect(orphans).toEqual([]);
  });

  it('caps every server hard fail below the Caution band, on codes a signal emits', () => {
    const emitted = new Set<string>(SIGNALS.flatMap((signal) => signal.codes));
    for (const [code, cap] of Object.entries(SERVER_HARD_FAIL_CAPS)) {
      expect(emitted.has(code), code).toBe(true);
      expect(cap).toBeLessThan(40);
    }
  });
});
