import { defineDetector } from './define-detector';

// Family H: government impersonation — the IRS, HMRC, SSA, police or a court threatening you with arrest,
// fines or a suspended number, or dangling a refund or grant you must claim.
export const authority = defineDetector({
  id: 'authority',
  category: 'authority',
  title: 'Impersonates a government agency or the police',
  evidenceOrder: ['threat', 'lure', 'demand'],
  cues: {
    agency: [
      /\b(?:irs|internal revenue service|ssa|social security administration|hmrc|fbi|police|sheriff|dea|homeland security|immigration|uscis|department of justice|doj|medicare|tax (?:office|department|authority)|revenue agency|cra|ato|interpol|europol|national crime agency|cyber ?crime (?:unit|division|department|police)|court|federal (?:agent|agency|government)|government|dmv|department of motor vehicles|traffic (?:court|department|authority)|city of [a-z]+|parking (?:authority|services|enforcement|department))\b/,
    ],
    threat: [
      /\b(?:you|your)\b.{0,40}\b(?:arrest(?:ed)?|warrant|legal action|lawsuit|criminal (?:charges?|case|investigation)|prosecut\w+|deport\w*|jail|prison|summons|penalt(?:y|ies)|fined)\b/,
      /\b(?:arrest warrant|legal action|criminal (?:charges?|case)|lawsuit)\b.{0,40}\b(?:you|your|against)\b/,
      /\b(?:ssn|social security number|national insurance number|tax (?:id|file number))\b.{0,25}\b(?:suspended|blocked|cancel+ed|compromised|frozen|used (?:for|in) (?:fraud|illegal|criminal))/,
      /\b(?:unpaid|outstanding|overdue|back) (?:taxes|tax|fines?|penalty)\b/,
      /\b(?:licen[cs]e|driving privileges|registration|passport|visa) (?:will be |has been |is )?(?:suspended|revoked|cancel+ed)\b/,
      /\b(?:sent|referred|passed) to (?:collections|a debt collector|the courts?)\b/,
      /\b(?:unpaid|outstanding) (?:traffic |parking )?(?:violation|ticket|citation)s?\b/,
    ],
    lure: [
      /\b(?:tax refund|tax rebate|refund of \$|stimulus (?:check|payment)|government grant|unclaimed (?:funds|money|refund|benefits?))\b/,
      /\byou are (?:eligible|entitled|approved) (?:for|to (?:receive|claim)) (?:a |an )?(?:refund|grant|payment|stimulus|rebate|compensation)/,
      /\byou (?:qualify|are qualified|have qualified) for\b/,
      /\b(?:benefit|allowance|relief|subsidy) (?:card|payment|check|cheque)\b/,
    ],
    demand: [
      /\b(?:pay|settle|call|contact|respond|reply|press (?:1|one)|click|claim)\b.{0,40}\b(?:immediately|now|today|within|to avoid|before|right away)\b/,
      /\b(?:press (?:1|one|9)|call back)\b/,
      /\b(?:submit|provide|confirm|enter|verify)\b.{0,25}\b(?:bank details|card details|ssn|personal details|information|(?:medicare|social security|insurance|member|policy|tax) (?:number|id))\b/,
      /\b(?:pay|settle) (?:a |the )?(?:fine|penalty|fee)\b/,
      /\b(?:click|tap|follow|visit|use)\b[^.?!]{0,20}\b(?:below|link|here|button|form)\b/,
    ],
  },
  assess(has, { indicators }) {
    // Links are judged on their own; an agency's own site linked from an information page is no demand.
    const pushesAction = has('demand') || indicators.phoneNumbers.length > 0;
    if (has('agency') && has('threat') && pushesAction) return 45;
    if (has('agency') && has('lure') && pushesAction) return 35;
    if (has('agency') && has('threat')) return 25;
    if (has('lure') && pushesAction) return 20;
    return 0;
  },
});
