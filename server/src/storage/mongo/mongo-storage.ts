import type { Connection } from 'mongoose';
import type { Storage } from '../ports';
import { createAnalysisRepository } from './analysis-repository';
import { createAnalyticsRepository } from './analytics-repository';
import { createApiKeyRepository } from './api-key-repository';
import { createChatRepository } from './chat-repository';
import { createCommentRepository } from './comment-repository';
import { createErrorEventRepository } from './error-event-repository';
import { createFeedRepository } from './feed-repository';
import { createImageAnalysisRepository } from './image-analysis-repository';
import { createUrlAnalysisRepository } from './url-analysis-repository';
import type { Models } from './models';
import { createPopularityRepository } from './popularity-repository';
import { createSessionRepository } from './session-repository';
import { createSettingsRepository } from './settings-repository';
import { createUsageEventRepository } from './usage-event-repository';
import { createUserRepository } from './user-repository';

/** The Storage port over an open mongoose connection whose indexes exist (see open-mongo.ts). */
export function createMongoStorage(connection: Connection, models: Models): Storage {
  let isClosed = false;
  return {
    adapter: 'mongodb',
    async ping() {
      const started = performance.now();
      try {
        if (isClosed) throw new Error('closed');
        await connection.db?.command({ ping: 1 });
        return { healthy: connection.db !== undefined, latencyMs: elapsedSince(started) };
      } catch {
        return { healthy: false, latencyMs: elapsedSince(started) };
      }
    },
    async close() {
      // Shutdown paths may race (signal + test teardown); closing twice must be harmless.
      if (isClosed) return;
      isClosed = true;
      await connection.close();
    },
    sessions: createSessionRepository(models),
    analyses: createAnalysisRepository(models),
    urlAnalyses: createUrlAnalysisRepository(models),
    feeds: createFeedRepository(models),
    popularity: createPopularityRepository(models),
    settings: createSettingsRepository(models),
    users: createUserRepository(models),
    apiKeys: createApiKeyRepository(models),
    chats: createChatRepository(models),
    imageAnalyses: createImageAnalysisRepository(models),
    comments: createCommentRepository(models),
    errorEvents: createErrorEventRepository(models),
    usageEvents: createUsageEventRepository(models),
    analytics: createAnalyticsRepository(models),
  };
}

function elapsedSince(started: number): number {
  return Math.round((performance.now() - started) * 100) / 100;
}
