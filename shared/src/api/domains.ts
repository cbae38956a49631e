// GET /api/domains/recent and GET /api/domains: the analysed domains, each by its latest analysis.
import { z } from 'zod';
import { trimmedText } from '../validation/raw-text';
import { BandSchema } from '../scoring/bands';
import { pageQueryField, queryNumberField } from './query-fields';

const isoDate = z.iso.datetime({ offset: true });

/** One footer entry. */
export const RecentDomainSchema = z.object({
  id: z.string(),
  domain: z.string(),
  score: z.number().int().min(0).max(100),
  createdAt: isoDate,
});
export type RecentDomain = z.infer<typeof RecentDomainSchema>;

/** Newest first, one row per domain, at most `RECENT_DOMAINS_LIMIT`. */
export const RecentDomainsResponseSchema = z.array(RecentDomainSchema);
export type RecentDomainsResponse = z.infer<typeof RecentDomainsResponseSchema>;
export const RECENT_DOMAINS_LIMIT = 10;

export const DOMAIN_LIST_SORTS = ['recent', 'score_asc', 'score_desc', 'domain'] as const;
export const DomainListSortSchema = z.enum(DOMAIN_LIST_SORTS);
export type DomainListSort = z.infer<typeof DomainListSortSchema>;
export const DOMAIN_LIST_MAX_PAGE_SIZE = 50;

/** Query of GET /api/domains: search text, band filter, order, and 1-based page. */
export const DomainListQuerySchema = z.object({
  q: trimmedText(253, { tooLong: 'Search text is too long' }).optional(),
  band: BandSchema.optional(),
  sort: DomainListSortSchema.default('recent'),
  page: pageQueryField(),
  pageSize: queryNumberField('pageSize', 1, DOMAIN_LIST_MAX_PAGE_SIZE, 20),
});
export type DomainListQuery = z.output<typeof DomainListQuerySchema>;

export const DomainListItemSchema = RecentDomainSchema.extend({ band: BandSchema });
export type DomainListItem = z.infer<typeof DomainListItemSchema>;

export const DomainListResponseSchema = z.object({
  items: z.array(DomainListItemSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type DomainListResponse = z.infer<typeof DomainListResponseSchema>;
