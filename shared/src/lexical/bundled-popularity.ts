// The popularity list the browser-side engine carries (top 10k); the server uses its own 100k snapshot
// or a downloaded list.
import { POPULAR_TOP_10K, POPULAR_TOP_10K_LABEL } from '../data/popular-top-10k';
import { createRankedListLookup } from './popularity';

export const BUNDLED_POPULARITY_TOP_10K = createRankedListLookup(
  () => POPULAR_TOP_10K,
  POPULAR_TOP_10K_LABEL,
);
