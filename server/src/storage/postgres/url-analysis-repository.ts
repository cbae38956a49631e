import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { UrlAnalysisRepository } from '../ports';
import type { Db } from './database';
import { urlAnalyses } from './schema';

export function createUrlAnalysisRepository(db: Db): UrlAnalysisRepository {
  return {
    async insert(analysis) {
      const id = randomUUID();
      await db.insert(urlAnalyses).values({ id, ...analysis });
      return { id, ...analysis };
    },

    async latestByUrl(url) {
      const [row] = await db
        .select()
        .from(urlAnalyses)
        .where(eq(urlAnalyses.url, url))
        .orderBy(desc(urlAnalyses.createdAt))
        .limit(1);
      return row ?? null;
    },
  };
}
