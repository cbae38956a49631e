import type { z } from 'zod';
import type { MessagePhoneSchema } from '@scamcheck/shared';

/**
 * Phone numbers written in a message, and what kind each is by its format: UK premium-rate (09, and the 084
 * and 087 service numbers, with a note of their own) and "personal" 070 numbers, toll-free numbers (US 800/888/877/866/855/844/833, UK 0800/0808,
 * India and Australia 1800), mobiles (UK 07, Indian 10-digit numbers starting 6–9, Australian 04),
 * SMS short codes after "text … to", and international numbers by their + prefix.
 */
export type MessagePhone = z.infer<typeof MessagePhoneSchema>;

const MAX_PHONES = 10;
const IPV4 = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;
const REFERENCE_BEFORE =
  /\b(?:awb|tracking|consignment|shipment|order|invoice|ref(?:erence)?|txn|transaction|booking|pnr|ticket|policy|account|a\/c|acct|customer|member)(?: (?:no|number|id|ref|code))?\.?[:#]?\s*$/i;

// A number may be glued to the word before or after it ("call this number03350870421", "7866037046immediately"),
// as typed in a hurry or read by OCR; not to other digits, a currency sign, a path or a decimal point.
// "Call 18002586161/SMS BLOCK …": a slash before a word ends a number; one before digits continues a date or path.
const CANDIDATE = /(?<![\d_+£$€₹.,/])\+?\(?\d[\d\s().-]{5,17}\d(?![\w.,]?\d)(?![\d_]|\/[\d/])/g;
// A short code is not followed by a further group of three or more digits: "send it to 09050 002 116" is a
// whole number, while "txt STOP to 87239 16+" is a code and an age limit.
const SHORT_CODE = /\b(?:text|txt|send|reply|sms)\b[^.!?\n]{0,30}?\bto\s+(\d{4,6})\b(?![ -]?\d{3})/gi;

const NOTES = {
  premiumUk:
    "UK numbers starting 09 are charged at premium rates (up to £3.60 a minute plus your provider's charge).",
  serviceUk:
    "UK 084 and 087 numbers are service numbers (a few pence a minute plus your provider's charge): companies use them, and so do premium-rate prize scams.",
  personalUk:
    'UK 070 numbers look like mobiles but are "personal numbers" that can be forwarded anywhere and cost far more to call.',
  tollFree:
    'Toll-free numbers are free to call, which is why fake "support" and "fraud team" lines use them: check it against the company\'s own website.',
  shortCode: 'Replying to a short code can sign you up to a paid subscription.',
  premiumAu: 'Australian 19 numbers are charged at premium rates.',
  masked: 'A number to call or message, with its digits hidden where this text was shared.',
  business:
    "A national business number (Irish 0818/1850/1890, South African 0860/0861, Indian 1860, Australian 13, Nigerian 0700, Pakistani 111): companies rent them, so check it against the company's own website.",
} as const;

/** A national business line (Australian 13, Indian 1860, Irish 0818, South African 0860): rented by companies. */
export function isBusinessLine(phone: MessagePhone): boolean {
  return phone.note === NOTES.business;
}

/**
 * A UK 084 or 087 number ("0870 241 3312"): a company's service line, counted with premium-rate numbers because prize
 * scams ring from them too, but not a 09 line.
 */
export function isUkServiceLine(phone: MessagePhone): boolean {
  return phone.note === NOTES.serviceUk;
}

// "call customer care XXXXXXXXXX", "office PH ##########": a number whose digits were blanked out by whoever
// shared the message (data sets and forwarded warnings do this). It is still a way to reach the sender.
// "010-xxxx-4412", "0712 xxx 809", "1 (855) 5xx-4022" with no word for calling before it (in Korean the word
// comes after): a number's shape, its first digits kept and some in the middle hidden.
const MASKED_SHAPE =
  /(?<![\w/.,:#*-])(\+?\(?\d{1,4}\)?(?:[ -]?\d{1,4})?[ -]?[X#*]{1,5}(?:[ -]?[X#*\d]{1,5}){0,3})(?![\w#*-]|[/.,:]\d)/gi;
const MASKED =
  /\b(?:call|dial|ring|ph|phone|tel|contact|care|helpline|number|no|whatsapp|wa|kare|karein|karen)\b[^\w#*]{0,3}(?:(?![X#*]{3})[a-z]+[^\w#*]+){0,4}((?:\+?\(?\d{1,4}\)?[ -]?){0,3}[X#*](?:[X#*\d]|[ -](?=[X#*\d])){2,})(?![\w#*])/gi;
/**
 * A masked number has 7 to 15 digits and blanks, and either ends blanked with at least three blanks
 * ("0207 XXX XXXX") or, after a word for calling, keeps its first digits and hides at least two
 * ("call 202-XXX-3391", "on 0779XXXX212", "1 (855) 5xx-4022"). An account masked the other way ("A/c no
 * XXXXXXXX4521") keeps only its last digits; one named by its number ("account number 50XXXX1234") is not one to
 * call.
 */
function isMaskedNumber(written: string, lead: string, before: string): boolean {
  const kept = written.replace(/[^\dX#*]/gi, '');
  const blanks = (kept.match(/[X#*]/gi) ?? []).length;
  if (kept.length < 7 || kept.length > 15 || blanks < 2) return false;
  if (/[X#*]$/i.test(kept)) return blanks >= 3;
  return /^[+(]?\d/.test(written.trim()) && !(/^(?:no|number)\b/i.test(lead) && ACCOUNT_BEFORE.test(before));
}
const ACCOUNT_BEFORE =
  /\b(?:a\/c|acc?t|account|card|policy|order|ref(?:erence)?|customer|consumer|member(?:ship)?|loan)\W*$/i;

// A number right after "call", "ring", "WhatsApp" … that no national format above knows ("call 01 443 9127",
// an Irish landline): a number to call all the same, of unknown kind.
// "Llame inmediatamente al 911 23 45 67", "chiama subito il nostro operatore al 02 8734 1192", "call our fraud desk
// on 010 593 2281": the same in other languages and with a few words between the verb and the number.
const CALLED =
  /\b(?:call|ring|dial|phone|tel|telephone|contact|whatsapp|helpline|hotline|ll[aá]m(?:e|ar|a|enos|anos)|comun[ií](?:c|qu)(?:ate|arse|ese)|contact(?:e|ar|ez|er)|appel(?:ez|er)|rufen|anrufen|chiam(?:a|i|are)|contatt(?:a|i|are)|ligu(?:e|ar)|ligar|bel|bellen|hubungi|tumawag|soita)\b(?: (?!\d)[\p{L}']+){0,5}?\W{0,3}(\+?\d[\d -]{5,15}\d)(?![\d/.,]?\d)/giu;

const COUNTRY_CODES: readonly [string, string][] = [
  ['44', 'GB'],
  ['91', 'IN'],
  ['61', 'AU'],
  ['234', 'NG'],
  ['63', 'PH'],
  ['92', 'PK'],
  ['880', 'BD'],
  ['27', 'ZA'],
  ['233', 'GH'],
  ['254', 'KE'],
  ['971', 'AE'],
  ['86', 'CN'],
  ['7', 'RU'],
  ['62', 'ID'],
  ['84', 'VN'],
  ['60', 'MY'],
  ['65', 'SG'],
  ['49', 'DE'],
  ['33', 'FR'],
  ['34', 'ES'],
  ['39', 'IT'],
  ['31', 'NL'],
  ['353', 'IE'],
  ['64', 'NZ'],
  ['55', 'BR'],
  ['52', 'MX'],
  ['1', 'US'],
];

type Kind = MessagePhone['kind'];

function phone(text: string, kind: Kind, country: string | null, note: string | null = null): MessagePhone {
  return { text, kind, country, note };
}

function ukNumber(text: string, national: string): MessagePhone | null {
  if (national.length < 10 || national.length > 11) return null;
  // No UK number starts 0818 or 086: these are Irish and South African business lines.
  if (/^0818\d{6}$/.test(national)) return phone(text, 'landline', 'IE', NOTES.business);
  if (/^086[01]\d{6}$/.test(national)) return phone(text, 'landline', 'ZA', NOTES.business);
  if (/^0?9/.test(national)) return phone(text, 'premium-rate', 'GB', NOTES.premiumUk);
  if (/^0?8[47]/.test(national)) return phone(text, 'premium-rate', 'GB', NOTES.serviceUk);
  if (/^0?70/.test(national)) return phone(text, 'personal', 'GB', NOTES.personalUk);
  // UK mobiles have eleven digits ("07700 318 442"); "0763 063 000" is an East African one.
  if (/^0?7/.test(national)) return phone(text, 'mobile', national.length === 11 ? 'GB' : null);
  if (/^0?80[08]/.test(national)) return phone(text, 'toll-free', 'GB', NOTES.tollFree);
  if (/^0?[123]/.test(national)) return phone(text, 'landline', 'GB');
  return phone(text, 'unknown', 'GB');
}

function northAmerican(text: string, ten: string): MessagePhone {
  if (/^8(?:00|88|77|66|55|44|33)/.test(ten)) return phone(text, 'toll-free', 'US', NOTES.tollFree);
  return phone(text, 'landline', 'US');
}

// Nigerian mobiles (0803…, 0703…, 0906…) share their first digits with UK premium-rate and personal
// numbers; a message that names naira (₦, "N5,000", not a London postcode such as "N1 3XX"), a Nigerian
// network or bank is read the Nigerian way.
const NIGERIAN_CONTEXT =
  /₦|\bnaira\b|\bngn|\bN(?:\d{3,}|\d{1,3},\d{3})\b|\+234|\b(?:mtn|glo|airtel|etisalat|9mobile|nig|nigeria|naija|lagos|abuja|gtbank|zenith|access bank|first ?bank|uba)\b/i;
const NIGERIAN_MOBILE = /^0[789][01]\d{8}$/;
// "0917 442 8810" is a Philippine mobile in a message about GCash or pesos, not a UK premium-rate line.
const PHILIPPINE_CONTEXT =
  /₱|\bphp\s?\d|\bpesos?\b|\b(?:gcash|paymaya|bdo|bpi|lbc|philippines?|manila|cebu|mindanao|davao|pinoy)\b/i;
const PHILIPPINE_MOBILE = /^09\d{9}$/;
// "Not you? Call 087 575 9444" after "R1,299.00 … Cheque a/c": South African numbers (087 and 086 are business
// lines, 06-08 mobiles) in a message about rand or a South African bank, not UK premium-rate or personal lines.
const SOUTH_AFRICAN_CONTEXT =
  /\bR ?\d{1,3}(?:[ ,]\d{3})*\.\d{2}\b|\bzar ?\d|\brand\b|\b(?:fnb|absa|capitec|nedbank|standard bank|vodacom|telkom|cell ?c|takealot|sassa|eskom|south africa)\b/i;
const SOUTH_AFRICAN_NUMBER = /^0[1-8]\d{8}$/;
// Nigeria's 0700 numbers ("0700 3477 8228", FirstBank's FirstContact; "0700 482 666 328", GTBank's GTConnect) are
// companies' shared-cost lines.
const NIGERIAN_BUSINESS = /^0700\d{7,9}$/;
// Pakistan's UAN numbers ("111-331-331", "111-825-888") are banks' and companies' universal access lines.
const PAKISTANI_CONTEXT =
  /\bpkr\b|\braast\b|\bcnic\b|\b(?:meezan|ubl|hbl|mcb|allied bank|bank alfalah|jazz ?cash|easypaisa|nadra|pakistan|karachi|lahore|islamabad)\b/i;
const PAKISTANI_UAN = /^111\d{6}$/;
// Singapore's eight-digit numbers: 6 for landlines ("6335 3533", the Singpass helpdesk), 8 and 9 for mobiles.
const SINGAPORE_CONTEXT =
  /\bs\$ ?\d|\bsgd\b|\b(?:singpass|dbs|posb|ocbc|uob|singtel|starhub|iras|cpf|singapore|singpost)\b/i;
const SINGAPORE_NUMBER = /^[689]\d{7}$/;

// "+254 20 329 3900" (Nairobi), "+65 6363 3333", "+63 2 8631 8000", "+27 11 …": a fixed line by its area code; a
// mobile by its own prefix. Other countries' numbers stay of unknown kind.
const INTERNATIONAL_KINDS: Readonly<Record<string, readonly [landline: RegExp, mobile: RegExp]>> = {
  AU: [/^[2378]/, /^4/],
  KE: [/^(?:20|4[0-9]|5[0-9]|6[0-9])/, /^[17]/],
  ZA: [/^[1-5]/, /^(?:6|7|8[1-4])/],
  SG: [/^6/, /^[89]/],
  PH: [/^(?:2|3[2-8]|4[2-9]|[5-8]\d)/, /^9/],
  NG: [/^(?:1|9)\d{7}$/, /^[789][01]/],
};

function internationalKind(country: string | null, national: string): MessagePhone['kind'] {
  const kinds = country === null ? undefined : INTERNATIONAL_KINDS[country];
  if (kinds === undefined) return 'unknown';
  if (kinds[1].test(national)) return 'mobile';
  return kinds[0].test(national) ? 'landline' : 'unknown';
}

/** What a written number is, or null when it is not a phone number (an order number, a date). */
export function classifyPhone(text: string, context = ''): MessagePhone | null {
  const digits = text.replace(/\D/g, '');
  if (NIGERIAN_BUSINESS.test(digits) && NIGERIAN_CONTEXT.test(context))
    return phone(text, 'landline', 'NG', NOTES.business);
  if (NIGERIAN_MOBILE.test(digits) && NIGERIAN_CONTEXT.test(context)) return phone(text, 'mobile', 'NG');
  if (PAKISTANI_UAN.test(digits) && PAKISTANI_CONTEXT.test(context))
    return phone(text, 'landline', 'PK', NOTES.business);
  if (SINGAPORE_NUMBER.test(digits) && SINGAPORE_CONTEXT.test(context))
    return phone(text, internationalKind('SG', digits), 'SG');
  if (PHILIPPINE_MOBILE.test(digits) && PHILIPPINE_CONTEXT.test(context)) return phone(text, 'mobile', 'PH');
  if (SOUTH_AFRICAN_NUMBER.test(digits) && SOUTH_AFRICAN_CONTEXT.test(context)) {
    if (digits.startsWith('0800')) return phone(text, 'toll-free', 'ZA', NOTES.tollFree);
    // 0860 and 0861 are shared-call lines that banks and insurers print ("0860 10 20 43", Capitec).
    if (/^086[01]/.test(digits)) return phone(text, 'landline', 'ZA', NOTES.business);
    return phone(text, /^0(?:[67]|8[1-4])/.test(digits) ? 'mobile' : 'landline', 'ZA');
  }
  const international = text.trim().startsWith('+');
  if (international) {
    const [code, country] = COUNTRY_CODES.find(([prefix]) => digits.startsWith(prefix)) ?? ['', null];
    const national = digits.slice(code.length);
    if (country === 'GB') return ukNumber(text, `0${national}`);
    if (country === 'US' && national.length === 10) return northAmerican(text, national);
    if (country === 'IN' && /^[6-9]\d{9}$/.test(national)) return phone(text, 'mobile', 'IN');
    if (digits.length < 8 || digits.length > 15) return null;
    return phone(text, internationalKind(country, national), country);
  }
  if (/^0[1-9]/.test(digits) && (digits.length === 10 || digits.length === 11)) {
    if (/^04\d{8}$/.test(digits)) return phone(text, 'mobile', 'AU');
    return ukNumber(text, digits);
  }
  if (/^1?8(?:00|88|77|66|55|44|33)\d{7}$/.test(digits)) return northAmerican(text, digits.slice(-10));
  // "Call 1800 1234" (SBI), "call 18001080" (ICICI): India's short toll-free numbers.
  if (/^1800\d{4}$/.test(digits)) return phone(text, 'toll-free', 'IN', NOTES.tollFree);
  if (/^1800\d{6,7}$|^1300\d{6}$/.test(digits))
    return phone(text, 'toll-free', digits.length === 11 ? 'IN' : null, NOTES.tollFree);
  // India's 1860 numbers are banks' and shops' shared-cost customer-care lines ("1860 266 2666").
  if (/^1860\d{7}$/.test(digits)) return phone(text, 'landline', 'IN', NOTES.business);
  if (/^19\d{8}$/.test(digits)) return phone(text, 'premium-rate', 'AU', NOTES.premiumAu);
  // Australia's six-digit 13 numbers ("13 2221", "13 22 21") are big companies' local-rate lines; written in groups,
  // as companies print them, so that a six-digit code is not read as one.
  if (/^13\d{4}$/.test(digits) && /\s/.test(text.trim()))
    return phone(text, 'landline', 'AU', NOTES.business);
  if (/^1(?:850|890)\d{6}$/.test(digits)) return phone(text, 'landline', 'IE', NOTES.business);
  if (/^[6-9]\d{9}$/.test(digits) && !/[().]/.test(text)) return phone(text, 'mobile', 'IN');
  if (/^1?[2-9]\d{2}[2-9]\d{6}$/.test(digits) && /[\s().-]/.test(text))
    return northAmerican(text, digits.slice(-10));
  return null;
}

/**
 * A run of digits is tried whole, then without its trailing groups: "call 08452810071 16" (a number then an
 * age limit) or "09061701461 150ppm" is one number followed by something else.
 */
function classifyCandidate(written: string, context: string): MessagePhone | null {
  const groups = written.split(/\s+/);
  for (let end = groups.length; end > 0; end -= 1) {
    const found = classifyPhone(groups.slice(0, end).join(' '), context);
    if (found !== null) return found;
  }
  return null;
}

export function extractPhones(text: string): MessagePhone[] {
  const found: MessagePhone[] = [];
  const seen = new Set<string>();
  const add = (item: MessagePhone | null) => {
    if (item === null || found.length >= MAX_PHONES) return;
    const key = item.text.replace(/\D/g, '').slice(-9);
    if (seen.has(key)) return;
    seen.add(key);
    found.push(item);
  };
  for (const match of text.matchAll(CANDIDATE)) {
    // "AWB 7438192001", "Order no. 4061123988", "UPI Ref 5071…": a reference, not a number to call.
    if (REFERENCE_BEFORE.test(text.slice(Math.max(0, (match.index ?? 0) - 24), match.index))) continue;
    // "IP address: 85.247.112.19" in a sign-in alert: four dotted groups are an address, not a number to call.
    if (IPV4.test(match[0].trim())) continue;
    // "+44 7700 900877 ~Dan" heading a copied WhatsApp chat: the sender's own number as the app shows a stranger,
    // not a number the message gives to call.
    if (/^\s*~\S/.test(text.slice((match.index ?? 0) + match[0].length))) continue;
    add(classifyCandidate(match[0].trim(), text));
  }
  for (const match of text.matchAll(CALLED)) {
    const written = (match[1] ?? '').trim();
    const digits = written.replace(/\D/g, '');
    if (digits.length >= 7 && digits.length <= 13 && !found.some((item) => item.text.includes(written)))
      add(phone(written, 'unknown', null));
  }
  for (const match of text.matchAll(MASKED)) {
    const written = match[1] ?? '';
    const at = match.index ?? 0;
    if (
      isMaskedNumber(written, match[0], text.slice(Math.max(0, at - 24), at)) &&
      !found.some((item) => item.text.includes(written))
    )
      add(phone(written.trim(), 'unknown', null, NOTES.masked));
  }
  for (const match of text.matchAll(MASKED_SHAPE)) {
    const written = (match[1] ?? '').trim();
    const kept = written.replace(/[^\dX#*]/gi, '');
    // Its shape alone: a phone's length and first digits (0, +, a country code), at least three digits hidden,
    // digits on both sides of the blanks, groups split like a phone's; not after "ref" or "order no".
    const at = match.index ?? 0;
    if (
      /^(?:\+|0|\(|1[ -]\(?\d)/.test(written) &&
      /\d$/.test(kept) &&
      (kept.match(/[X#*]/gi) ?? []).length >= 3 &&
      /[ -]/.test(written) &&
      !REFERENCE_BEFORE.test(text.slice(Math.max(0, at - 24), at)) &&
      isMaskedNumber(written, '', '') &&
      !found.some((item) => item.text.includes(written))
    )
      add(phone(written, 'unknown', null, NOTES.masked));
  }
  for (const match of text.matchAll(SHORT_CODE)) {
    const code = match[1] ?? '';
    add(phone(code, 'short-code', null, NOTES.shortCode));
  }
  return found;
}
