import { HELP_INTENTS } from './help-intents';
import type { Intent } from './intent';
import { PRODUCT_INTENTS } from './product-intents';
import { RED_FLAG_INTENTS } from './red-flag-intents';
import { SCAM_TYPE_INTENTS } from './scam-type-intents';

export type { Intent } from './intent';

/** In priority order: on a tie, the earlier (more specific) answer wins. */
export const INTENTS: readonly Intent[] = [
  ...SCAM_TYPE_INTENTS,
  ...HELP_INTENTS,
  ...RED_FLAG_INTENTS,
  ...PRODUCT_INTENTS,
];
