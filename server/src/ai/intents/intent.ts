// A curated answer of the offline assistant and the words that call for it.

export type Intent = {
  id: string;
  /**
   * Words or phrases, matched as whole words on the lower-cased question without punctuation or
   * apostrophes ("i've been scammed" is written "ive been scammed"). Each match scores its word
   * count, so a specific phrase beats a generic word.
   */
  keywords: readonly string[];
  /**
   * Everyday words that hint at the topic but also appear in unrelated questions ("order", "win"):
   * each is worth half, so alone they never make an off-topic question match.
   */
  hints?: readonly string[];
  /** At most four sentences, with at least one markdown link to one of our pages. */
  answer: string;
};
