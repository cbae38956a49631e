// Whether a chat turn is a message the visitor pasted to ask about ("I got this text: …"), rather than a
// question: such a turn is checked by the message analyzer and the assistant answers with its verdict.

/** A pasted message is at least this long, or spans several lines. */
const LONG_CHARS = 120;
const MIN_CHARS = 25;

const LINK =
  /\bhttps?:\/\/\S+|\bwww\.\S+|\b[a-z0-9-]+\.(?:com|net|org|info|top|xyz|vip|co|uk|us|io|app|link|click|online|site|shop|live|me|ly)\b\/?/i;
const PHONE = /(?:\+|\b)\d[\d ().-]{6,}\d\b/;
const MONEY =
  /[$£€₹¥]\s?\d|\b\d+(?:[.,]\d+)?\s?(?:usd|eur|gbp|dollars?|euros?|pounds?|rupees?)\b|\b(?:fee|payment|refund|invoice|gift ?cards?|bitcoin|crypto|wire|bank transfer)\b/i;
const URGENCY =
  /\b(?:urgent(?:ly)?|immediately|act now|right away|final (?:notice|warning|reminder)|within \d+ ?(?:hours?|hrs?|days?|minutes?)|today only|expires?|suspend(?:ed)?|locked|verify your|last chance|asap)\b/i;
/** The whole turn in quotation marks, or a quoted block (e-mail style "> " lines). */
const QUOTED_WHOLE = /^\s*["“'‘«][\s\S]{20,}["”'’»]\s*$/;
const QUOTED_BLOCK = /\n\s*>|^\s*>/;
/** A long quotation inside the question ("Is this real? 'Your parcel …'"). */
const QUOTED_INSIDE = /["“«][^"”»]{40,}["”»]/;

export function looksLikePastedMessage(question: string): boolean {
  const text = question.trim();
  if (text.length < MIN_CHARS) return false;
  if (QUOTED_WHOLE.test(text) || QUOTED_BLOCK.test(text) || QUOTED_INSIDE.test(text)) return true;
  const lines = text.split(/\n/).filter((line) => line.trim() !== '');
  const isMessageShaped = lines.length >= 2 || text.length >= LONG_CHARS;
  return isMessageShaped && [LINK, PHONE, MONEY, URGENCY].some((pattern) => pattern.test(text));
}
