import type { Page, PageRequest } from './paging';
/* ----------------------------------------------------------------------------------------------
 * Error events: server errors from the error middleware and client errors
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

/** Groups come ordered by lastSeen, newest first. */
export type ErrorGroupQuery = {
  source?: ErrorSource;
  resolved?: boolean;
  /** Case-insensitive substring of the message or the route. */
  q?: string;
} & PageRequest;

export type ErrorGroupPage = Page<ErrorGroup>;

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
