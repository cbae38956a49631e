import { randomUUID } from 'node:crypto';
import { count, desc, eq, gte } from 'drizzle-orm';
import type { ImageAnalysisRepository } from '../ports';
import type { Db } from './database';
import { imageAnalyses } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export function createImageAnalysisRepository(db: Db): ImageAnalysisRepository {
  return {
    async insert(analysis) {
      const id = randomUUID();
      await db.insert(imageAnalyses).values({ id, ...analysis });
      return { id, ...analysis };
    },

    async recent(limit) {
      return db
        .select()
        .from(imageAnalyses)
        .orderBy(desc(imageAnalyses.createdAt), imageAnalyses.id)
        .limit(Math.max(1, Math.floor(limit)));
    },

    async countBySha256(sha256) {
      const [row] = await db
        .select({ total: count() })
        .from(imageAnalyses)
        .where(eq(imageAnalyses.sha256, sha256));
      return row?.total ?? 0;
    },

    async statistics(now) {
      const since = new Date(now.getTime() - DAY_MS);
      const [all, scams, recent] = await Promise.all([
        db.select({ total: count() }).from(imageAnalyses),
        db.select({ total: count() }).from(imageAnalyses).where(eq(imageAnalyses.isScam, true)),
        db.select({ total: count() }).from(imageAnalyses).where(gte(imageAnalyses.createdAt, since)),
      ]);
      return { total: all[0]?.total ?? 0, scams: scams[0]?.total ?? 0, last24Hours: recent[0]?.total ?? 0 };
    },
  };
}
