import { randomUUID } from 'node:crypto';
import type { ImageAnalysisRepository } from '../ports';
import type { Models } from './models';
import { asJson } from './query';

const DAY_MS = 24 * 60 * 60 * 1000;

export function createImageAnalysisRepository({ imageAnalyses }: Models): ImageAnalysisRepository {
  return {
    async insert(analysis) {
      const id = randomUUID();
      await imageAnalyses.create({ _id: id, ...analysis, result: asJson(analysis.result) });
      return { id, ...analysis };
    },

    async recent(limit) {
      const rows = await imageAnalyses
        .find()
        .sort({ createdAt: -1, _id: 1 })
        .limit(Math.max(1, Math.floor(limit)))
        .lean();
      return rows.map(({ _id, sha256, score, isScam, result, createdAt }) => ({
        id: _id,
        sha256,
        score,
        isScam,
        result,
        createdAt,
      }));
    },

    async countBySha256(sha256) {
      return imageAnalyses.countDocuments({ sha256 });
    },

    async statistics(now) {
      const since = new Date(now.getTime() - DAY_MS);
      const [total, scams, last24Hours] = await Promise.all([
        imageAnalyses.countDocuments(),
        imageAnalyses.countDocuments({ isScam: true }),
        imageAnalyses.countDocuments({ createdAt: { $gte: since } }),
      ]);
      return { total, scams, last24Hours };
    },
  };
}
