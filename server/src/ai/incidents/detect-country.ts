// Which country's reporting services to offer, from what the visitor wrote: a country name or
// nickname, a currency, a national service or bank, or a place. Null when nothing says so.
import type { ReportingCountry } from '@scamcheck/shared';

type Clues = { country: Exclude<ReportingCountry, 'any' | 'eu'>; words: RegExp; caseSensitive?: RegExp };

const CLUES: readonly Clues[] = [
  {
    country: 'uk',
    words:
      /\b(?:uk|u\.k\.?|united kingdom|great britain|britain|british|brit|england|english bank|scotland|wales|northern ireland|london|manchester|birmingham|action ?fraud|hmrc|royal mail|nhs|dvla|sort code|quid|pounds?|gbp|7726|barclays|natwest|lloyds|halifax|santander uk|monzo|nationwide)\b|£/i,
  },
  {
    country: 'us',
    words:
      /\b(?:usa|u\.s\.a?\.?|united states|america|american|the states|stateside|ftc|ic3|fbi|irs|usps|zelle|venmo|cash ?app|social security|ssn|medicare|wells fargo|chase bank|bank of america|california|texas|florida|new york)\b|\$|\bdollars?\b|\bbucks\b/i,
    caseSensitive: /\bUS\b/,
  },
  {
    country: 'au',
    words:
      /\b(?:australia|australian|aussie|straya|oz|scamwatch|reportcyber|mygov|centrelink|ato|auspost|aud|commbank|westpac|anz|nab|sydney|melbourne|brisbane|perth|adelaide)\b|\ba\$/i,
  },
  {
    country: 'in',
    words:
      /\b(?:india|indian|bharat|rupees?|rs\.?|inr|lakhs?|crores?|upi|paytm|phonepe|gpay|aadhaa?r|aadhar|pan card|1930|sbi|hdfc|icici|cybercrime\.gov\.in|delhi|mumbai|bangalore|bengaluru|kolkata|chennai|hyderabad|bhai|yaar)\b|₹/i,
  },
  {
    country: 'ca',
    words:
      /\b(?:canada|canadian|cra|interac|e-?transfer|rbc|td bank|ontario|quebec|toronto|vancouver|montreal|cad)\b/i,
  },
];

export function detectCountry(text: string): ReportingCountry | null {
  const hits = CLUES.filter((clue) => clue.words.test(text) || (clue.caseSensitive?.test(text) ?? false)).map(
    (clue) => clue.country,
  );
  // "$" alone says little (Australia and Canada use dollars too): a more specific clue wins.
  if (hits.length > 1 && hits.includes('us')) return hits.find((country) => country !== 'us') ?? 'us';
  return hits[0] ?? null;
}
