// The error console: client errors reported by the web (POST /api/client-errors), and the
// admin views of server and client errors grouped by fingerprint.
import { z } from 'zod';
import { trimmedText } from '../validation/raw-text';
import { pagedResponseSchema, pageQueryField, queryBooleanField } from './query-fields';

const isoDate = z.iso.datetime({ offset: true });
const count = z.number().int().nonnegative();

export const CLIENT_ERROR_LIMITS = {
  message: 2000,
  stack: 8000,
  route: 500,
  debugLogEntries: 100,
  debugLogEntry: 500,
  userAgent: 500,
} as const;

/** Longer input is refused, not cut, so what the console shows is what the browser sent. */
const bounded = (name: string, max: number) =>
  z.string({ error: `${name} must be text` }).max(max, { error: `${name} is limited to ${max} characters` });

/** POST /api/client-errors: an uncaught error in the web app, with the tail of its debug log. */
export const ClientErrorRequestSchema = z.object({
  message: bounded('message', CLIENT_ERROR_LIMITS.message).trim().min(1, { error: 'message is required' }),
  stack: bounded('stack', CLIENT_ERROR_LIMITS.stack).optional(),
  /** The page path the error happened on. */
  route: bounded('route', CLIENT_ERROR_LIMITS.route),
  debugLog: z
    .array(bounded('A debug log entry', CLIENT_ERROR_LIMITS.debugLogEntry), {
      error: 'debugLog must be a list of text entries',
    })
    .max(CLIENT_ERROR_LIMITS.debugLogEntries, {
      error: `debugLog is limited to ${CLIENT_ERROR_LIMITS.debugLogEntries} entries`,
    })
    .optional(),
  userAgent: bounded('userAgent', CLIENT_ERROR_LIMITS.userAgent).optional(),
});
export type ClientErrorRequest = z.input<typeof ClientErrorRequestSchema>;

export const ClientErrorResponseSchema = z.object({ received: z.literal(true) });

export const ERROR_SOURCES = ['server', 'client'] as const;
export const ErrorSourceSchema = z.enum(ERROR_SOURCES);

export const ErrorEventSchema = z.object({
  id: z.string(),
  source: ErrorSourceSchema,
  fingerprint: z.string(),
  message: z.string(),
  stack: z.string().nullable(),
  route: z.string().nullable(),
  requestId: z.string().nullable(),
  userId: z.string().nullable(),
  /** Extra detail: the client's debug-log tail and user agent, or the server request's method. */
  context: z.unknown(),
  createdAt: isoDate,
  resolved: z.boolean(),
});
export type AdminErrorEvent = z.infer<typeof ErrorEventSchema>;

export const ErrorGroupSchema = z.object({
  fingerprint: z.string(),
  source: ErrorSourceSchema,
  message: z.string(),
  route: z.string().nullable(),
  count,
  firstSeen: isoDate,
  lastSeen: isoDate,
  /** Every event of the group is resolved. */
  resolved: z.boolean(),
  latest: ErrorEventSchema,
});
export type AdminErrorGroup = z.infer<typeof ErrorGroupSchema>;

/** GET /api/admin/errors */
export const AdminErrorsQuerySchema = z.object({
  source: ErrorSourceSchema.optional(),
  resolved: queryBooleanField('resolved'),
  q: trimmedText(200, { tooLong: 'Search text is too long' }).optional(),
  page: pageQueryField(),
});
export type AdminErrorsQuery = z.output<typeof AdminErrorsQuerySchema>;

export const ADMIN_ERRORS_PAGE_SIZE = 20;
/** Most events GET /api/admin/errors/:fingerprint/events returns. */
export const ERROR_EVENTS_LIMIT = 50;

export const AdminErrorsResponseSchema = pagedResponseSchema(ErrorGroupSchema);
export type AdminErrorsResponse = z.infer<typeof AdminErrorsResponseSchema>;

export const ErrorFingerprintParamsSchema = z.object({
  fingerprint: z.string().regex(/^[a-f0-9]{16,64}$/, { error: 'Unknown error group' }),
});

export const ErrorEventsResponseSchema = z.object({ items: z.array(ErrorEventSchema) });
export type ErrorEventsResponse = z.infer<typeof ErrorEventsResponseSchema>;

export const ResolveErrorsResponseSchema = z.object({ resolved: count });

/** DELETE /api/admin/errors?resolvedOnly=true|false (default true: only resolved groups go). */
export const ClearErrorsQuerySchema = z.object({
  resolvedOnly: queryBooleanField('resolvedOnly').transform((value) => value !== false),
});

export const ClearErrorsResponseSchema = z.object({ deleted: count });
