import type { Check, CheckOutcome, UnavailableOutcome } from './check';

/** What a report says of a check that threw: shown under "Not checked". */
export const CHECK_FAILED = 'this check failed';

/** Told of every check that threw, with the error itself (the server logs it; the browser has no logger). */
export type OnUnavailable = (outcome: UnavailableOutcome, error: unknown) => void;

function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** Runs one check; an error it throws becomes the 'unavailable' outcome with the error recorded. */
export function runCheck<Input, Hit>(
  check: Check<Input, Hit>,
  input: Input,
  onUnavailable?: OnUnavailable,
): CheckOutcome<Hit> {
  const { id, kind } = check;
  try {
    const hits = check.run(input) ?? [];
    return hits.length === 0 ? { id, kind, status: 'none' } : { id, kind, status: 'hit', hits: [...hits] };
  } catch (error) {
    const outcome: UnavailableOutcome = {
      id,
      kind,
      status: 'unavailable',
      reason: CHECK_FAILED,
      error: errorText(error),
    };
    onUnavailable?.(outcome, error);
    return outcome;
  }
}

export type ChecksResult<Hit> = {
  /** Every hit, in the order of the checks. */
  hits: Hit[];
  /** The checks that threw: never dropped, so the report can list them as not checked. */
  unavailable: UnavailableOutcome[];
};

/** Runs every check on one input; one that throws is unavailable and the others still count. */
export function runChecks<Input, Hit>(
  checks: readonly Check<Input, Hit>[],
  input: Input,
  onUnavailable?: OnUnavailable,
): ChecksResult<Hit> {
  const result: ChecksResult<Hit> = { hits: [], unavailable: [] };
  for (const check of checks) {
    const outcome = runCheck(check, input, onUnavailable);
    if (outcome.status === 'hit') result.hits.push(...outcome.hits);
    else if (outcome.status === 'unavailable') result.unavailable.push(outcome);
  }
  return result;
}
