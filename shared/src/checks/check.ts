// One shape for every check the product runs: the URL signals (server), the lexical signals (browser-safe),
// the image detectors, the message rules and the message classifier. A check has a stable id, the axis it
// feeds, and a pure `run` from its input to what it saw; its points come from a weights table (data), never
// from a literal in the check. How to add one of each kind: docs/adding-a-signal.md.
import { z } from 'zod';

/** Harm points make a verdict worse, trust points better; 'both' is for a model that measures either way. */
export type CheckAxis = 'harm' | 'trust';
export type CheckAxes = CheckAxis | 'both';

/** Where a check runs: the URL engine's live signals, the lexical engine, images, or messages. */
export const CHECK_KINDS = ['url', 'lexical', 'image', 'message-rule', 'classifier'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

export type Check<Input, Hit> = {
  /** Stable id: the weights table's key (or its codes' prefix), the log's field, the report's "Not checked" entry. */
  id: string;
  kind: CheckKind;
  axis: CheckAxes;
  /**
   * What the check saw in its input: hits, each with its evidence text and the points looked up from the
   * kind's weights table; empty or null when nothing was seen. Throwing is allowed: the runner reports the
   * check as unavailable, with the error, and the analysis goes on.
   */
  run(input: Input): readonly Hit[] | null;
};

/** The three outcomes of running a check. */
export type CheckOutcome<Hit> =
  | { id: string; kind: CheckKind; status: 'hit'; hits: Hit[] }
  | { id: string; kind: CheckKind; status: 'none' }
  | { id: string; kind: CheckKind; status: 'unavailable'; reason: string; error: string };

export type UnavailableOutcome = Extract<CheckOutcome<unknown>, { status: 'unavailable' }>;

export function defineCheck<Input, Hit>(check: Check<Input, Hit>): Check<Input, Hit> {
  return check;
}

/** How a message or image result lists a check that could not run: "Not checked", never evidence. */
export const UnavailableCheckSchema = z.object({ id: z.string(), detail: z.string() });
export type UnavailableCheck = z.infer<typeof UnavailableCheckSchema>;
