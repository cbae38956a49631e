// How the message verdict on the text read from an image becomes the image score: data, not code.
// Score = the message analyzer's score, less what only an image can add (instructions aimed at checkers,
// a suspicious address bar, the vision model's findings); 0–100, higher = safer; isScam below 50.

/** No text could be read: nothing to judge, so neither green nor a scam. */
export const NO_TEXT_SCORE = 60;

/** Image detectors' points (detectors/), by detector id, then by the outcome its assessment names. */
export const DETECTOR_POINTS = {
  /** Instructions aimed at scam checkers: an override or a verdict is worse than a role-play line. */
  'ai-instructions': { 'override-or-verdict': 25, 'role-play': 15 },
} as const;

export type DetectorId = keyof typeof DETECTOR_POINTS;
export type DetectorOutcome<Id extends DetectorId> = Extract<keyof (typeof DETECTOR_POINTS)[Id], string>;

/** A browser's address bar showing a doubtful site: the page itself is on that site. */
export const ADDRESS_BAR_POINTS = 15;
/** Only an address the lexical engine finds clearly doubtful counts (its risk, 0–40, at least this). */
export const ADDRESS_BAR_MIN_RISK = 10;

/** A vision-model finding can only add risk, within these bounds. */
export const VISION_POINTS = { high: 25, medium: 15, low: 5 } as const;
export const VISION_CAP = 30;

/** A warning about scams quotes their wording; with no risky link it is kept out of the scam range. */
export const AWARENESS_FLOOR = 55;

/** Message families below this many points are partial matches: counted, but not named as a category. */
export const CATEGORY_MIN_POINTS = 20;
