import { describe, expect, it } from 'vitest';
import type { NewImageAnalysis } from '../ports';
import { at, useFreshStorage, type OpenStorage } from './fresh-storage';

function analysis(sha: string, score: number, hours: number): NewImageAnalysis {
  return {
    sha256: sha.repeat(64).slice(0, 64),
    score,
    isScam: score < 50,
    result: { score, isScam: score < 50, redFlags: score < 50 ? ['Fake delivery notice'] : [] },
    createdAt: at(hours),
  };
}

export function imageAnalysesContract(open: OpenStorage): void {
  describe('image analyses', () => {
    const storage = useFreshStorage(open);

    it('keeps the hash and the result under a fresh id, and lists the newest first', async () => {
      const older = await storage().imageAnalyses.insert(analysis('a', 20, -30));
      const newer = await storage().imageAnalyses.insert(analysis('b', 88, -1));
      expect(older.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(newer.id).not.toBe(older.id);
      const recent = await storage().imageAnalyses.recent(10);
      expect(recent).toEqual([newer, older]);
      expect(recent[1]?.result).toEqual({ score: 20, isScam: true, redFlags: ['Fake delivery notice'] });
    });

    it('counts how often the same picture came back', async () => {
      await storage().imageAnalyses.insert(analysis('c', 10, -2));
      await storage().imageAnalyses.insert(analysis('c', 10, -1));
      expect(await storage().imageAnalyses.countBySha256('c'.repeat(64))).toBe(2);
      expect(await storage().imageAnalyses.countBySha256('f'.repeat(64))).toBe(0);
    });

    it('reports totals, scams and the last 24 hours', async () => {
      expect(await storage().imageAnalyses.statistics(at(0))).toEqual({ total: 4, scams: 3, last24Hours: 3 });
    });
  });
}
