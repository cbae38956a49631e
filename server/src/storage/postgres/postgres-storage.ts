import { sql } from 'drizzle-orm';
import type { Storage, StorageAdapter } from '../ports';
import { createAnalysisRepository } from './analysis-repository';
import { createAnalyticsRepository } from './analytics-repository';
import { createApiKeyRepository } from './api-key-repository';
import { createChatRepository } from './chat-repository';
import { createCommentRepository } from './comment-repository';
import { createErrorEventRepository } from './error-event-repository';
import { createFeedRepository } from './feed-repository';
import { createImageAnalysisRepository } from './image-analysis-repository';
import { createUrlAnalysisRepository } from './url-analysis-repository';
import type { OpenedDatabase } from './open-pglite';
import { createPopularityRepository } from './popularity-repository';
import { createSessionRepository } from './session-repository';
import { createSettingsRepository } from './settings-repository';
import { createUsageEventRepository } from './usage-event-repository';
import { createUserRepository } from './user-repository';

/** The Storage port over an opened (and migrated) PostgreSQL database, whichever driver opened it. */
export function createPostgresStorage(adapter: StorageAdapter, { db, close }: OpenedDatabase): Storage {
  let isClosed = false;
  return {
    adapter,
    async ping() {
      const started = performance.now();
      try {
        await db.execute(sql`select 1`);
        return { healthy: true, latencyMs: elapsedSince(started) };
      } catch {
        return { healthy: false, latencyMs: elapsedSince(started) };
      }
    },
    async close() {
      // Shutdown paths may race (signal + test teardown); closing twice must be harmless.
      if (isClosed) return;
      isClosed = true;
      await close();
    },
    sessions: createSessionRepository(db),
    analyses: createAnalysisRepository(db),
    urlAnalyses: createUrlAnalysisRepository(db),
    feeds: createFeedRepository(db),
    popularity: createPopularityRepository(db),
    settings: createSettingsRepository(db),
    users: createUserRepository(db),
    apiKeys: createApiKeyRepository(db),
    chats: createChatRepository(db),
    imageAnalyses: createImageAnalysisRepository(db),
    comments: createCommentRepository(db),
    errorEvents: createErrorEventRepository(db),
    usageEvents: createUsageEventRepository(db),
    analytics: createAnalyticsRepository(db),
  };
}

function elapsedSince(started: number): number {
  return Math.round((performance.now() - started) * 100) / 100;
}
