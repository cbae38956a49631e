import type { StorageAdapter } from '@scamcheck/shared';
import type { AnalysisRepository, UrlAnalysisRepository } from './analyses';
import type { ApiKeyRepository } from './api-keys';
import type { ChatRepository } from './chats';
import type { CommentRepository } from './comments';
import type { ErrorEventRepository } from './error-events';
import type { ImageAnalysisRepository } from './image-analyses';
import type { FeedRepository, PopularityRepository } from './lists';
import type { SessionRepository, SettingsRepository } from './sessions-settings';
import type { AnalyticsRepository, UsageEventRepository } from './usage';
import type { UserRepository } from './users';

/**
 * What the rest of the server may ask of storage. Adapters (postgres/ today, mongo/ later) implement
 * it and must pass contract/storage-contract.ts; nothing outside storage/ imports a driver.
 * One file per aggregate; import from here.
 */

export type { StorageAdapter };

export type Storage = {
  adapter: StorageAdapter;
  ping(): Promise<{ healthy: boolean; latencyMs: number }>;
  close(): Promise<void>;
  sessions: SessionRepository;
  analyses: AnalysisRepository;
  urlAnalyses: UrlAnalysisRepository;
  feeds: FeedRepository;
  popularity: PopularityRepository;
  settings: SettingsRepository;
  users: UserRepository;
  apiKeys: ApiKeyRepository;
  chats: ChatRepository;
  imageAnalyses: ImageAnalysisRepository;
  comments: CommentRepository;
  errorEvents: ErrorEventRepository;
  usageEvents: UsageEventRepository;
  analytics: AnalyticsRepository;
};

export * from './analyses';
export * from './api-keys';
export * from './chats';
export * from './comments';
export * from './error-events';
export * from './image-analyses';
export * from './lists';
export * from './paging';
export * from './sessions-settings';
export * from './usage';
export * from './users';
