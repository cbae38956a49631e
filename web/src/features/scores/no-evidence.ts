/** How a score without evidence either way is named wherever a verdict is shown. */
export const NO_EVIDENCE_LABEL = 'no evidence either way';

export const NO_EVIDENCE_HEADLINE = 'We found no evidence either way';
