// GET /api/site-status: public, read by every page. Kept apart from the admin schemas so the public
// bundle does not carry them.
import { z } from 'zod';

/** What every page needs to know about the site's state. */
export const SiteStatusSchema = z.object({
  maintenanceBanner: z.string().nullable(),
  commentsEnabled: z.boolean(),
});
export type SiteStatus = z.infer<typeof SiteStatusSchema>;
