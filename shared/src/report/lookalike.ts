// The brand a host imitates, shown as "Did you mean paypal.com?" on the result page and in the popup.
import { z } from 'zod';

export const LOOKALIKE_TECHNIQUES = [
  'homoglyph',
  'edit-distance',
  'bitsquat',
  'tld-swap',
  'combosquat',
  /** The brand (or its whole domain) in the subdomain of someone else's site: paypal.com.evil.example. */
  'subdomain',
] as const;
export const LookalikeTechniqueSchema = z.enum(LOOKALIKE_TECHNIQUES);
export type LookalikeTechnique = z.infer<typeof LookalikeTechniqueSchema>;

export const LookalikeSchema = z.object({
  brand: z.string(),
  officialDomain: z.string(),
  technique: LookalikeTechniqueSchema,
});
export type Lookalike = z.infer<typeof LookalikeSchema>;
