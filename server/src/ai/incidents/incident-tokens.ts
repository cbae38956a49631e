// Turns a question into the features the incident classifier compares: content words, lightly
// stemmed, with text-speak spelled out, plus the pairs of neighbouring words ("gift card").
import { normalizeQuestion } from '../intents/match-intent';

/** Text-speak and a few common spellings, to the word the examples use. */
const SPELLED_OUT: Record<string, string> = {
  u: 'you',
  ur: 'your',
  r: 'are',
  pls: 'please',
  plz: 'please',
  pw: 'password',
  pwd: 'password',
  pass: 'password',
  passwd: 'password',
  passcode: 'code',
  btc: 'bitcoin',
  cc: 'card',
  acct: 'account',
  acc: 'account',
  msg: 'message',
  txt: 'text',
  bf: 'boyfriend',
  gf: 'girlfriend',
  sent: 'send',
  sended: 'send',
  bhej: 'send',
  bheja: 'send',
  bheje: 'send',
  mandé: 'send',
  mande: 'send',
  paid: 'pay',
  payed: 'pay',
  pagué: 'pay',
  pague: 'pay',
  gave: 'give',
  given: 'give',
  di: 'give',
  diya: 'give',
  paise: 'money',
  paisa: 'money',
  dinero: 'money',
  tarjeta: 'card',
  contraseña: 'password',
  contrasena: 'password',
  código: 'code',
  codigo: 'code',
  códigos: 'code',
  nudes: 'nude',
  pic: 'photo',
  pics: 'photo',
  picture: 'photo',
  pictures: 'photo',
  foto: 'photo',
  fotos: 'photo',
  giftcard: 'gift card',
  giftcards: 'gift card',
  bucks: 'money',
  dollars: 'money',
  rupees: 'money',
  pounds: 'money',
  bought: 'buy',
  compré: 'buy',
  compre: 'buy',
  store: 'shop',
  tienda: 'shop',
  website: 'site',
  página: 'site',
  pagina: 'site',
  nunca: 'never',
  llegó: 'arrive',
  llegaron: 'arrive',
  arrived: 'arrive',
  came: 'arrive',
};

/** Words that carry no meaning for telling incidents apart (English and common Hinglish/Spanish fillers). */
const STOP_WORDS = new Set(
  `a an the i im ive me my mine we our you your it its is am are was were be been being to of in on at by
  for from with and or but so that this these those what whats now do did does done have has had some
  any just then there here they them their he she his her him who which how will would can could should
  pe ko ke ki ka hai ho gaya gayi kar karna raha rahi ne se aur toh bhi ab ye yeh
  el la los las un una uno unos y de en mi mis que por con a al lo le es coz cuz bc`.split(/\s+/),
);

/**
 * Plural and tense endings, so "cards"/"card", "scammed"/"scam" and "charged"/"charge" meet: a light
 * suffix stripper, not a full stemmer, because the examples are short and the words common.
 */
function stem(word: string): string {
  let root = word;
  if (root.length > 5 && root.endsWith('ing')) root = root.slice(0, -3);
  else if (root.length > 4 && root.endsWith('ed')) root = root.slice(0, -2);
  else if (root.length > 3 && root.endsWith('s') && !root.endsWith('ss')) root = root.slice(0, -1);
  if (root !== word && /([b-df-hj-np-tv-z])\1$/.test(root)) root = root.slice(0, -1);
  if (root.length > 4 && root.endsWith('e')) root = root.slice(0, -1);
  return root;
}

/**
 * "Someone asked me to pay with gift cards" is a warning, not (yet) an incident: a request not followed
 * by "and I did" adds the feature NOT_YET, which the `not-incident` examples carry too.
 */
export const NOT_YET = 'notyet';
const REQUEST =
  / (?:asked|asking|asks|wants|wanted|want|told|telling|tells) (?:me|us) to | should i | is it safe | needs? (?:money|cash|a loan) | asking (?:me )?for money /;
const COMPLIED = / (?:and|so) i (?:did|paid|sent|gave|installed|bought)\b/;

export function contentWords(text: string): string[] {
  const normalized = normalizeQuestion(text);
  const isRequest = REQUEST.test(normalized) && !COMPLIED.test(normalized);
  return [...words(normalized), ...(isRequest ? [NOT_YET] : [])];
}

function words(normalized: string): string[] {
  return normalized
    .trim()
    .split(' ')
    .flatMap((word) => (SPELLED_OUT[word] ?? word).split(' '))
    .filter((word) => word !== '' && !STOP_WORDS.has(word))
    .map(stem);
}

/** Words and the pairs of neighbouring words, each once. */
export function features(words: readonly string[]): Set<string> {
  const result = new Set(words);
  for (let index = 1; index < words.length; index++) result.add(`${words[index - 1]} ${words[index]}`);
  return result;
}
