// GET /api/user/history: the signed-in user's own checks (domain analyses and image checks), newest first.
import { z } from 'zod';
import { BandSchema } from '../scoring/bands';
import { pagedResponseSchema, pageQueryField } from './query-fields';

export const HISTORY_PAGE_SIZE = 20;

export const HistoryQuerySchema = z.object({ page: pageQueryField() });
export type HistoryQuery = z.output<typeof HistoryQuerySchema>;

export const HistoryItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['analysis', 'image']),
  /** The domain checked; null for image checks. */
  domain: z.string().nullable(),
  score: z.number().int().min(0).max(100).nullable(),
  band: BandSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type HistoryItem = z.infer<typeof HistoryItemSchema>;

export const HistoryResponseSchema = pagedResponseSchema(HistoryItemSchema);
export type HistoryResponse = z.infer<typeof HistoryResponseSchema>;
