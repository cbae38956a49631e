import { randomUUID } from 'node:crypto';
import type { UrlAnalysisRepository } from '../ports';
import type { Models } from './models';
import { asJson } from './query';

export function createUrlAnalysisRepository({ urlAnalyses }: Models): UrlAnalysisRepository {
  return {
    async insert(analysis) {
      const id = randomUUID();
      await urlAnalyses.create({ _id: id, ...analysis, report: asJson(analysis.report) });
      return { id, ...analysis };
    },

    async latestByUrl(url) {
      const row = await urlAnalyses.findOne({ url }).sort({ createdAt: -1 }).lean();
      if (row === null) return null;
      const { _id, domain, score, band, report, createdAt } = row;
      return { id: _id, url: row.url, domain, score, band, report, createdAt };
    },
  };
}
