/**
 * Messages between the background and the warning content script. Kept apart from protocol.ts so the content
 * script bundles nothing but these schemas.
 * - ContentRequestSchema: content script → background; acts only on the sender's own tab.
 * - ShowWarningSchema: background → content script.
 */
import { z } from 'zod';
import { SiteSummarySchema } from '../lib/site-summary';

/** From the warning banner: the user chose 'Continue anyway' (the tab and host come from the sender). */
export const ContentRequestSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('warning-dismissed') }),
]);
export type ContentRequest = z.infer<typeof ContentRequestSchema>;

/** To the warning banner: what to say. Text only; nothing the page could use to reach the user's account. */
export const ShowWarningSchema = z.strictObject({
  type: z.literal('show-warning'),
  site: SiteSummarySchema.pick({ host: true, score: true, flags: true, lookalike: true }),
});
export type ShowWarning = z.infer<typeof ShowWarningSchema>;
