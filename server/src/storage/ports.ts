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

/**
 * A URL's own report (its path, query and the page at that address), kept apart from domain reports:
 * lists, statistics and a domain's public report never read these.
 */
export type NewUrlAnalysis = {
  /** The normalised URL, the cache key. */
  url: string;
  domain: string;
  score: number;
  band: ScoreBand;
  report: unknown;
  createdAt: Date;
};

export type StoredUrlAnalysis = NewUrlAnalysis & { id: string };

export type UrlAnalysisRepository = {
  insert(analysis: NewUrlAnalysis): Promise<StoredUrlAnalysis>;
  /** The newest report of exactly this URL, or null. */
  latestByUrl(url: string): Promise<StoredUrlAnalysis | null>;
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
  /** A disabled account cannot sign in, and its sessions and API keys stop working on the next request. */
  disabled: boolean;
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

export type UserChanges = { name?: string | null; role?: Role; plan?: PlanId; disabled?: boolean };

export type UserListQuery = {
  /** Case-insensitive substring of the email or the name. */
  q?: string;
  role?: Role;
  /** 1-based. */
  page: number;
  pageSize: number;
};

export type UserPage = { items: UserRecord[]; total: number; page: number; pageSize: number };

export type UserRepository = {
  /** Creates the account on its first sign-in and refreshes email, name and avatar afterwards. */
  signIn(identity: SignInIdentity, now: Date): Promise<UserRecord>;
  /** null when unknown (including ids that are not ids at all). */
  findById(id: string): Promise<UserRecord | null>;
  update(id: string, changes: UserChanges, now: Date): Promise<UserRecord | null>;
  /** Deletes the account and everything that cascades from it (API keys); false when unknown. */
  delete(id: string): Promise<boolean>;
  /** Admin user management: newest accounts first. */
  list(query: UserListQuery): Promise<UserPage>;
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

/* ----------------------------------------------------------------------------------------------
 * Community comments (issue 8): a rating and a text per signed-in author on a domain's report.
 * ---------------------------------------------------------------------------------------------- */

export const COMMENT_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

export type NewComment = {
  /** The registrable domain the comment is about (lower-case, as reports are keyed). */
  domain: string;
  userId: string;
  /** 1 (scam) to 5 (trustworthy). */
  rating: number;
  text: string;
  status: CommentStatus;
  createdAt: Date;
};

export type CommentRecord = NewComment & {
  id: string;
  /** The author's display name (or null), joined from the account for listing. */
  authorName: string | null;
  /** How many distinct users reported this comment as abusive. */
  reportCount: number;
  updatedAt: Date;
};

export type CommentListQuery = {
  status?: CommentStatus;
  /** Only comments with at least one abuse report. */
  reported?: boolean;
  /** Case-insensitive substring of the domain or the text. */
  q?: string;
  /** 1-based. */
  page: number;
  pageSize: number;
};

export type CommentPage = { items: CommentRecord[]; total: number; page: number; pageSize: number };

/** What the community said about a domain, over approved comments only. */
export type CommunitySummary = {
  domain: string;
  approvedCount: number;
  /** null when there are no approved comments. */
  averageRating: number | null;
  /** Distinct authors of approved comments rating 1 or 2 (a flood from one account counts once). */
  negativeAuthors: number;
  /** Distinct authors of approved comments rating 4 or 5. */
  positiveAuthors: number;
};

export type CommentRepository = {
  create(comment: NewComment): Promise<CommentRecord>;
  get(id: string): Promise<CommentRecord | null>;
  /** Approved comments on a domain, newest first. */
  listForDomain(domain: string, query: { page: number; pageSize: number }): Promise<CommentPage>;
  /** The signed-in author's own comments on a domain, any status (so they see "awaiting review"). */
  listByAuthorForDomain(userId: string, domain: string): Promise<CommentRecord[]>;
  /** Admin moderation list, newest first. */
  list(query: CommentListQuery): Promise<CommentPage>;
  summary(domain: string): Promise<CommunitySummary>;
  setStatus(id: string, status: CommentStatus, now: Date): Promise<CommentRecord | null>;
  delete(id: string): Promise<boolean>;
  /** Records an abuse report, once per reporter; false when the comment is unknown. */
  report(commentId: string, reporterId: string, reason: string, now: Date): Promise<boolean>;
  /** How many of a user's comments were ever approved (first posts of new authors wait for review). */
  countApprovedByUser(userId: string): Promise<number>;
  /** Comments by a user since a time (per-user posting limits). */
  countByUserSince(userId: string, since: Date): Promise<number>;
  countByStatus(): Promise<Record<CommentStatus, number>>;
  /** "Delete my data": the user's comments and reports; returns how many comments. */
  deleteByUser(userId: string): Promise<number>;
};

/* ----------------------------------------------------------------------------------------------
 * Error events (issue 8, error console): server errors from the error middleware and client errors
 * reported by the web. Identical errors share a fingerprint and are grouped.
 * ---------------------------------------------------------------------------------------------- */

export type ErrorSource = 'server' | 'client';

export type NewErrorEvent = {
  source: ErrorSource;
  /** Hash of source + normalised message + top stack frame (computed by the caller). */
  fingerprint: string;
  message: string;
  stack: string | null;
  /** The route or page path. */
  route: string | null;
  requestId: string | null;
  userId: string | null;
  /** Extra detail, e.g. the client's debug-log tail and user agent (bounded by the caller). */
  context: unknown;
  createdAt: Date;
};

export type ErrorEventRecord = NewErrorEvent & { id: string; resolved: boolean };

export type ErrorGroup = {
  fingerprint: string;
  source: ErrorSource;
  message: string;
  route: string | null;
  count: number;
  firstSeen: Date;
  lastSeen: Date;
  /** True when every event of the group is resolved. */
  resolved: boolean;
  /** The newest event of the group. */
  latest: ErrorEventRecord;
};

export type ErrorGroupQuery = {
  source?: ErrorSource;
  resolved?: boolean;
  /** Case-insensitive substring of the message or the route. */
  q?: string;
  /** 1-based; groups ordered by lastSeen, newest first. */
  page: number;
  pageSize: number;
};

export type ErrorGroupPage = { items: ErrorGroup[]; total: number; page: number; pageSize: number };

export type ErrorEventRepository = {
  record(event: NewErrorEvent): Promise<ErrorEventRecord>;
  groups(query: ErrorGroupQuery): Promise<ErrorGroupPage>;
  /** A group's events, newest first. */
  eventsOf(fingerprint: string, limit: number): Promise<ErrorEventRecord[]>;
  /** Marks every event of the group resolved; returns how many events changed. */
  resolve(fingerprint: string): Promise<number>;
  /** Deletes all events, or only resolved ones; returns how many. */
  clear(options: { resolvedOnly: boolean }): Promise<number>;
  /** Unresolved groups. */
  countOpenGroups(): Promise<number>;
};

/* ----------------------------------------------------------------------------------------------
 * Usage events (issue 8 analytics, issue 4 personal history): one row per thing a caller did.
 * ---------------------------------------------------------------------------------------------- */

export const USAGE_EVENT_KINDS = ['analysis', 'image', 'message', 'chat', 'sign_in'] as const;
export type UsageEventKind = (typeof USAGE_EVENT_KINDS)[number];

/** How the caller reached us. */
export type UsageChannel = 'web' | 'api_key' | 'extension';

export type NewUsageEvent = {
  kind: UsageEventKind;
  userId: string | null;
  /** The caller's plan at the time (null for anonymous callers). */
  plan: PlanId | null;
  channel: UsageChannel;
  /** For analyses: the domain checked; null otherwise. */
  domain: string | null;
  /** For analyses, images and messages: the score shown; null otherwise. */
  score: number | null;
  band: ScoreBand | null;
  createdAt: Date;
};

export type UsageEventRecord = NewUsageEvent & { id: string };

export type UsageEventPage = { items: UsageEventRecord[]; total: number; page: number; pageSize: number };

export type UsageEventRepository = {
  record(event: NewUsageEvent): Promise<void>;
  /** A user's analyses and image checks, newest first (the dashboard's personal history). */
  historyOfUser(userId: string, query: { page: number; pageSize: number }): Promise<UsageEventPage>;
  /** Counts per kind since a time (the admin index's "today" numbers); kinds with none are 0. */
  countsSince(since: Date): Promise<Record<UsageEventKind, number>>;
  /** "Delete my data"; returns how many. */
  deleteByUser(userId: string): Promise<number>;
};

/* ----------------------------------------------------------------------------------------------
 * Analytics (issue 8 dashboard): aggregates computed in the database over [from, to).
 * Days are UTC calendar days 'YYYY-MM-DD'; every day of the range appears, with zeros.
 * ---------------------------------------------------------------------------------------------- */

export type AnalyticsRange = { from: Date; to: Date };

export type AnalyticsReport = {
  /** Stored analyses (fresh scans) per day, by band. */
  analysesPerDay: { day: string; trusted: number; caution: number; suspicious: number }[];
  /** Image analyses per day, and how many of them were judged scams. */
  imagesPerDay: { day: string; total: number; scams: number }[];
  /** Conversations started per day. */
  chatsPerDay: { day: string; count: number }[];
  /** Usage events of kind sign_in per day. */
  signInsPerDay: { day: string; count: number }[];
  /** Over domains analysed in the range, each counted once with its latest band. */
  verdictDistribution: { trusted: number; caution: number; suspicious: number };
  /** Top 10 TLDs (the part after the last dot) of domains analysed in the range. */
  topTlds: { tld: string; count: number }[];
  /** Top 10 domains by analysis usage events in the range. */
  mostChecked: { domain: string; count: number }[];
  /** Top 10 domains whose latest analysis is suspicious, by usage events in the range. */
  mostFlagged: { domain: string; count: number; score: number }[];
  /** Usage events with channel api_key in the range, by plan (plans with none are absent). */
  apiUsageByPlan: { plan: PlanId; count: number }[];
};

export type AnalyticsRepository = {
  report(range: AnalyticsRange): Promise<AnalyticsReport>;
};
