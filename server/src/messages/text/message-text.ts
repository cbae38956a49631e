import { cleanOcrText } from '../../images/text/clean-text';
import { repairMojibake } from './mojibake';
import { refangLinks, unmaskNames } from './unmask';

/**
 * A message split into the pieces evidence is quoted from: sentences (and, in long sentences, clauses),
 * each kept as written and also in the form rules match against, lower case with text-speak and
 * banking shorthand spelled out ("ur a/c will b blocked pls" → "your account will be blocked please").
 */
export type Sentence = { text: string; match: string };
export type MessageText = { text: string; sentences: Sentence[]; match: string };

const LONG_SENTENCE = 180;

const SHORTHAND: readonly [RegExp, string][] = [
  [/\ba\s?\/\s?c\b|\bacct\b|\bacc\b/g, 'account'],
  [/\bu\b/g, 'you'],
  [/\bur\b|\byr\b/g, 'your'],
  [/\br\b/g, 'are'],
  [/\bb\b/g, 'be'],
  [/\bn\b/g, 'and'],
  [/\bpl[sz]e?\b|\bplez\b/g, 'please'],
  [/\btxt\b/g, 'text'],
  [/\bmsg\b/g, 'message'],
  // "Txt RAZR 2 86022 2 claim", "reply HELP 4 info", "reply w ur a/c no.": a digit or letter for a little word, only
  // where a number cannot be meant ("2 days", "4 people" keep theirs).
  [/(?<=\b(?:text|send|reply|sms|call|ring|dial)(?: [\w&+<>-]+){0,3}) 2(?= \d{3,})/g, ' to'],
  [
    /(?<=[\w.!] )2(?= (?:claim|call|win|get|receive|join|end|stop|unsub\w*|opt|enter|collect|book|chat|meet|reply|text|send|see|find|redeem|activate|access|arrange|your|you|me|us|this|our|be|leave)\b)/g,
    'to',
  ],
  [/(?<=\bgo )2\b/g, 'to'],
  [
    /(?<=[a-z] )4(?= (?:info|your|you|more|details|delivery|free|ur|the latest|just|only|an?)\b| (?:rm ?|rs\.? ?|[£$€₹])\d)/g,
    'for',
  ],
  [/\bw(?:\/|(?= (?:your|the|a|an|me|us|you)\b))/g, 'with'],
  [/\b2day\b|\btdy\b/g, 'today'],
  [/\b2nite\b|\b2night\b|\btonite\b/g, 'tonight'],
  [/\b2moro+w?\b|\btmrw?\b|\btmw\b/g, 'tomorrow'],
  [/\bb4\b/g, 'before'],
  [/\bcud\b/g, 'could'],
  [/\bwud\b/g, 'would'],
  [/\bbk\b/g, 'back'],
  [/\bthx\b|\bthnx\b/g, 'thanks'],
  [/\bimmediatly\b|\bimmed\b/g, 'immediately'],
  [/(?<=\d ?)hrs?\b/g, 'hours'],
  [/\bmins\b/g, 'minutes'],
  [/\bdept\b/g, 'department'],
  [/\bno\.(?=\s*\d)/g, 'number'],
  [/\bmob\b/g, 'mobile'],
];

// Accents on Latin letters are dropped, so rules in other languages are written once ("numero" for número,
// "gebuhr" for Gebühr) and \b sees whole words; other scripts keep their marks.
const LATIN_ACCENT = /(\p{Script=Latin})\p{M}+/gu;
const NON_ASCII = /[^\p{ASCII}]/u;

export function toMatchForm(text: string): string {
  let match = unmaskNames(text).toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ');
  // Turkish dotless ı reads as i, like the other Latin letters that lose their marks ("soruşturması", "arayınız").
  if (NON_ASCII.test(match))
    match = match.normalize('NFD').replace(LATIN_ACCENT, '$1').normalize('NFC').replace(/ı/g, 'i');
  for (const [pattern, replacement] of SHORTHAND) match = match.replace(pattern, replacement);
  return match.trim();
}

function splitLong(sentence: string): string[] {
  if (sentence.length <= LONG_SENTENCE) return [sentence];
  return sentence.split(/(?<=[,;:])\s+/).reduce<string[]>((parts, piece) => {
    const last = parts[parts.length - 1];
    if (last !== undefined && last.length + piece.length < 100) parts[parts.length - 1] = `${last} ${piece}`;
    else parts.push(piece);
    return parts;
  }, []);
}

/**
 * Sentences end at . ! ? followed by a space and a capital or digit, or at a line break; not at a title's
 * abbreviation, an initial or a number's label ("Mr. Chen", "Dr. Evans", "K. Ross", "case no. MH/2024/3381", "Ref. 4412").
 */
export function splitSentences(text: string): string[] {
  return text
    .split(
      /\n+|(?<=[.!?])(?<!\b(?:Mr|Mrs|Ms|Dr|Prof|Sr|Jr|Rev|Engr|Barr|Capt|Gen|Sgt|[Nn]o|Ref|ref|Tel|tel|Txn|txn|Acc|acc|Inv|inv|[A-Z])\.)\s+(?=["'(]?[A-Z0-9£$€₹])/,
    )
    .flatMap(splitLong)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => /[\p{L}\p{N}]/u.test(part));
}

// A line break inside a sentence (a wrapped chat bubble, a pasted e-mail) is not a sentence end: a line
// that does not end in punctuation, followed by one that starts in lower case, continues the sentence.
const WRAPPED_LINE = /([^\n.!?:;])\n(?=[a-z])/g;

export function readMessage(raw: string): MessageText {
  const text = refangLinks(cleanOcrText(repairMojibake(raw)).replace(WRAPPED_LINE, '$1 '));
  const sentences = splitSentences(text).map((part) => ({ text: part, match: toMatchForm(part) }));
  return { text, sentences, match: sentences.map((sentence) => sentence.match).join(' ') };
}
