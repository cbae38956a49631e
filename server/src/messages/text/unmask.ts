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

// "postnl-bezorging[.]info", "hxxps://evil(.)com", "example[dot]com", "http //bit.ly/x": addresses made
// unclickable ("defanged") by whoever reported, forwarded or collected the message. They are still where the
// message sends you, so `readMessage` turns them back into addresses before links are read (unlike the names
// above, which are unmasked for the cues only).
const DEFANGED_DOT = /(?<=[\p{L}\p{N}-])(?:\[\.\]|\(\.\)|\{\.\}|\[dot\]|\(dot\)|\{dot\})(?=[\p{L}\p{N}])/giu;
const DEFANGED_SCHEME = /\bh(?:xx|tt)p(s?)(?:\[:\]\/\/|:\/\/| \/\/ ?)/gi;

export function refangLinks(text: string): string {
  return text
    .replace(DEFANGED_SCHEME, (_all, secure: string) => `http${secure}://`)
    .replace(DEFANGED_DOT, '.');
}
