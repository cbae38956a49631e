/**
 * Names written to slip past filters read as the name: letters split by dots, dashes or underscores
 * ("U-S-P-S", "D.H.L", "F_e_d_E_x") are joined, and words tied with underscores ("IRS_TAX_REFUND_ID")
 * are separated. Only for recognising brands and cues: links are read from the text as written.
 */
const SPELLED_OUT = /(?<![A-Za-z0-9.\-_])(?:[A-Za-z][.\-_] ?){2,}[A-Za-z](?![A-Za-z0-9]|[.\-_][A-Za-z0-9])/g;
const UNDERSCORE = /(?<=[A-Za-z0-9])_+(?=[A-Za-z0-9])/g;

export function unmaskNames(text: string): string {
  return text.replace(SPELLED_OUT, (spelled) => spelled.replace(/[.\-_ ]/g, '')).replace(UNDERSCORE, ' ');
}
