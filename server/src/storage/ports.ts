import type { Band, PlanId, Role, StorageAdapter } from '@scamcheck/shared';

/**
 * What the rest of the server may ask of storage. Adapters (postgres/ today, mongo/ later) implement
 * it and must pass contract/storage-contract.ts; nothing outside storage/ imports a driver.
 */

export type { StorageAdapter };

export type Storage = {
  adapter: StorageAdapter;
  ping(): Promise<{ healthy: boolean; latencyMs: number }>;
  close(): Promise<void>;
  sessions: SessionRepository;
  analyses: AnalysisRepository;
  feeds: FeedRepository;
  popularity: PopularityRepository;
  settings: SettingsRepository;
  users: UserRepository;
  apiKeys: ApiKeyRepository;
  chats: ChatRepository;
  imageAnalyses: ImageAnalysisRepository;
};

export type SessionRepository = {
  /** The stored data, or null when unknown or expired. */
  get(sid: string): Promise<unknown>;
  set(sid: string, data: unknown, expiresAt: Date): Promise<void>;
  destroy(sid: string): Promise<void>;
  touch(sid: string, expiresAt: Date): Promise<void>;
  /** Deletes sessions expired at `now`; returns how many. */
  purgeExpired(now: Date): Promise<number>;
};

export type ScoreBand = Band;

export type NewAnalysis = {
  domain: string;
  registrableDomain: string;
  score: number;
  band: ScoreBand;
  report: unknown;
  createdAt?: Date;
};

export type AnalysisSummary = { id: string; domain: string; score: number; band: ScoreBand; createdAt: Date };
export type StoredAnalysis = AnalysisSummary & { report: unknown };
export type RecentAnalysis = Omit<AnalysisSummary, 'band'>;

export const ANALYSIS_SORTS = ['recent', 'score_asc', 'score_desc', 'domain'] as const;
export type AnalysisSort = (typeof ANALYSIS_SORTS)[number];

export type AnalysisListQuery = {
  /** Case-insensitive substring of the domain. */
  q?: string;
  band?: ScoreBand;
  sort: AnalysisSort;
  /** 1-based. */
  page: number;
  pageSize: number;
};

export type AnalysisPage = { items: AnalysisSummary[]; total: number; page: number; pageSize: number };

export type AnalysisStatistics = {
  totalDomainsAnalyzed: number;
  domainsAnalyzedToday: number;
  suspiciousDomainsDetected: number;
  safeDomainsVerified: number;
  lastUpdated: string;
};

/** Lists, counts and statistics all look at each domain's latest analysis only. */
export type AnalysisRepository = {
  insert(analysis: NewAnalysis): Promise<AnalysisSummary>;
  latestByDomain(domain: string): Promise<StoredAnalysis | null>;
  /** One row per domain (its latest), newest first. */
  recent(limit: number): Promise<RecentAnalysis[]>;
  list(query: AnalysisListQuery): Promise<AnalysisPage>;
  statistics(now: Date): Promise<AnalysisStatistics>;
};

export type FeedIndicatorKind = 'url' | 'host';
export type FeedEntry = { indicator: string; kind: FeedIndicatorKind };
export type FeedHit = FeedEntry & { source: string; fetchedAt: Date };
export type FeedSourceStatus = { source: string; entries: number; lastFetchedAt: Date };

export type FeedRepository = {
  /** Atomically swaps a source's whole list for `entries` (duplicates collapse to one). */
  replaceSource(source: string, entries: FeedEntry[], fetchedAt: Date): Promise<void>;
  /** Exact matches: url entries against `urls`, host entries against `hosts`, across all sources. */
  findHits(query: { urls: string[]; hosts: string[] }): Promise<FeedHit[]>;
  sourceStatus(): Promise<FeedSourceStatus[]>;
};

export type PopularityEntry = { domain: string; rank: number };

export type PopularityRepository = {
  /** Swaps the whole list; a domain listed twice keeps its best rank. */
  replaceAll(entries: PopularityEntry[], fetchedAt: Date): Promise<void>;
  /** Ranks of the domains that are listed; unlisted domains are absent from the map. */
  rankOf(domains: string[]): Promise<Map<string, number>>;
  status(): Promise<{ entries: number; lastFetchedAt: Date | null }>;
};

export type SettingsRepository = {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
};

export type ChatMessageRecord = { role: 'user' | 'assistant'; content: string; createdAt: Date };

export type NewChat = {
  userId: string | null;
  email: string | null;
  messages: ChatMessageRecord[];
  createdAt: Date;
};

export type StoredChat = {
  /** Random and unguessable: knowing it is what lets a visitor continue the conversation. */
  id: string;
  userId: string | null;
  email: string | null;
  messages: ChatMessageRecord[];
  createdAt: Date;
  updatedAt: Date;
};

export type ChatSummaryRecord = Omit<StoredChat, 'messages'> & { messageCount: number; preview: string };

export type ChatAppend = {
  messages: ChatMessageRecord[];
  /** Replaces the stored email when given; undefined keeps it. */
  email?: string;
  /** Claims an anonymous conversation for a user who signed in meanwhile; never changes an owner. */
  userId?: string;
  updatedAt: Date;
};

export type ChatPage = { items: ChatSummaryRecord[]; total: number; page: number; pageSize: number };

export type ChatRepository = {
  /** Stores a new conversation under a fresh random id. */
  create(chat: NewChat): Promise<StoredChat>;
  get(id: string): Promise<StoredChat | null>;
  /** Appends atomically (concurrent appends both land); false when the id is unknown. */
  append(id: string, update: ChatAppend): Promise<boolean>;
  /** Most recently active first. */
  list(query: { page: number; pageSize: number }): Promise<ChatPage>;
  /** Deletes every conversation of a user ("delete my data"); returns how many. */
  deleteByUser(userId: string): Promise<number>;
};

/** How an account signs in; (provider, subject) identifies it, never the email (security catalogue 44). */
export type AuthProvider = 'google' | 'dev';

export type UserRecord = {
  id: string;
  provider: AuthProvider;
  /** Google's `sub` claim, or the email for trial (DEV_LOGIN) accounts. */
  subject: string;
  email: string;
  name: string | null;
  avatarUrl: string | null;
  role: Role;
  plan: PlanId;
  createdAt: Date;
  updatedAt: Date;
};

export type SignInIdentity = {
  provider: AuthProvider;
  subject: string;
  email: string;
  name: string | null;
  avatarUrl: string | null;
  /** Role to store; undefined keeps the stored one (a new account starts as 'user'). */
  role?: Role;
};

export type UserChanges = { name?: string | null; role?: Role; plan?: PlanId };

export type UserRepository = {
  /** Creates the account on its first sign-in and refreshes email, name and avatar afterwards. */
  signIn(identity: SignInIdentity, now: Date): Promise<UserRecord>;
  /** null when unknown (including ids that are not ids at all). */
  findById(id: string): Promise<UserRecord | null>;
  update(id: string, changes: UserChanges, now: Date): Promise<UserRecord | null>;
  /** Deletes the account and everything that cascades from it (API keys); false when unknown. */
  delete(id: string): Promise<boolean>;
};

export type ApiKeyRecord = {
  id: string;
  userId: string;
  name: string;
  /** The first characters of the key, shown in lists so a person can tell keys apart. */
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
};

export type NewApiKey = { userId: string; name: string; prefix: string; hash: string; createdAt: Date };

export type ApiKeyRepository = {
  create(key: NewApiKey): Promise<ApiKeyRecord>;
  /** Newest first. */
  listByUser(userId: string): Promise<ApiKeyRecord[]>;
  countByUser(userId: string): Promise<number>;
  /** The key whose SHA-256 hash this is, with its owner; null when none. */
  findByHash(hash: string): Promise<{ key: ApiKeyRecord; owner: UserRecord } | null>;
  /** Deletes the key only if `userId` owns it, so nobody can revoke another person's key. */
  revoke(userId: string, keyId: string): Promise<boolean>;
  markUsed(keyId: string, at: Date): Promise<void>;
};

/** An image analysis as kept: the SHA-256 of the re-encoded picture and the result, never the image. */
export type NewImageAnalysis = {
  sha256: string;
  score: number;
  isScam: boolean;
  result: unknown;
  createdAt: Date;
};

export type ImageAnalysisRecord = NewImageAnalysis & { id: string };

export type ImageAnalysisStatistics = { total: number; scams: number; last24Hours: number };

export type ImageAnalysisRepository = {
  insert(analysis: NewImageAnalysis): Promise<ImageAnalysisRecord>;
  /** Newest first. */
  recent(limit: number): Promise<ImageAnalysisRecord[]>;
  /** How often this exact picture (by hash) was analysed, e.g. one scam screenshot circulating. */
  countBySha256(sha256: string): Promise<number>;
  statistics(now: Date): Promise<ImageAnalysisStatistics>;
};
