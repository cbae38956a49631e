// How evidence becomes the image score: data, not code (CONVENTIONS 8), tuned on the development set
// built by scripts/make-image-set.ts. Score = BASE − risk, 0–100, higher = safer; isScam below 50.

/** Readable text with no warning sign: likely safe, but an image alone never proves a message genuine. */
export const BASE_SCORE = 88;
/** No text could be read: nothing to judge, so neither green nor a scam. */
export const NO_TEXT_SCORE = 60;

/** The strongest scam family counts fully; a second one half, any further ones a quarter. */
export const FAMILY_FACTORS = [1, 0.5, 0.25] as const;

/** "Speaks as PayPal, links elsewhere": more telling when the text also reads like a scam. */
export const BRAND_MISMATCH_POINTS = { withFamily: 20, alone: 10 } as const;

/** Second riskiest link adds a quarter of its risk; the riskiest counts fully. */
export const SECOND_LINK_FACTOR = 0.25;

/** Urgency only amplifies other evidence, and only this much. */
export const URGENCY_CAP = 15;

/** A vision-model finding can only add risk, within these bounds (security catalogue C 35–37). */
export const VISION_POINTS = { high: 25, medium: 15, low: 5 } as const;
export const VISION_CAP = 30;

/** Scam wording inside a warning about scams ("Toll agencies will not text you a link") counts this much. */
export const AWARENESS_FACTOR = 0.35;

/** Families below this are partial matches: they cost points but are not named as the image's category. */
export const CATEGORY_MIN_POINTS = 20;
