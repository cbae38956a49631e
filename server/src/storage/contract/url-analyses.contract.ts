import { describe, expect, it } from 'vitest';
import type { NewUrlAnalysis } from '../ports';
import { at, useFreshStorage, type OpenStorage } from './fresh-storage';

function urlAnalysis(url: string, score: number, hours: number): NewUrlAnalysis {
  const domain = new URL(url).hostname;
  return {
    url,
    domain,
    score,
    band: score < 40 ? 'suspicious' : 'trusted',
    report: { domain, url, score, findings: [{ code: 'url-path-brand' }] },
    createdAt: at(hours),
  };
}

export function urlAnalysesContract(open: OpenStorage): void {
  describe('URL analyses', () => {
    const storage = useFreshStorage(open);
    const login = 'https://victim.example/wp-admin/paypal-login/verify.php?email=a@b.c';

    it("keeps a URL's reports apart and answers the newest of exactly that URL", async () => {
      const older = await storage().urlAnalyses.insert(urlAnalysis(login, 30, -5));
      const newer = await storage().urlAnalyses.insert(urlAnalysis(login, 13, -1));
      await storage().urlAnalyses.insert(urlAnalysis('https://victim.example/other', 90, 0));
      expect(older.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await storage().urlAnalyses.latestByUrl(login)).toEqual(newer);
      expect(await storage().urlAnalyses.latestByUrl('https://victim.example/')).toBeNull();
    });

    it("never shows up as the domain's report, in lists or in statistics", async () => {
      expect(await storage().analyses.latestByDomain('victim.example')).toBeNull();
      expect(await storage().analyses.recent(10)).toEqual([]);
      expect((await storage().analyses.statistics(at(0))).totalDomainsAnalyzed).toBe(0);
    });
  });
}
