import { defineDetector } from './define-detector';

// Family D: parcel and toll smishing — a delivery on hold or an unpaid toll, an address to "update"
// and a small fee to pay through a link (USPS/DHL/Royal Mail, E-ZPass/SunPass texts).
export const parcel = defineDetector({
  id: 'parcel',
  category: 'parcel',
  title: 'Fake delivery or unpaid-toll notice',
  evidenceOrder: ['problem', 'action'],
  cues: {
    carrier: [
      /\b(?:usps|ups|fedex|dhl|royal ?mail|customs (?:department|office|service)|canada post|la poste|australia post|auspost|evri|hermes|yodel|parcelforce|dpd|gls|postnl|correos|poste italiane|post office|postal service|courier)\b/,
    ],
    toll: [
      /\b(?:e-?zpass|sunpass|fastrak|txtag|ipass|peach pass|toll ?(?:road|service|authority|services|way))\b/,
      /\btoll (?:balance|charges?|fees?|invoice|bill|payment|violation)\b/,
    ],
    problem: [
      /\b(?:package|parcel|shipment|delivery|item|order)\b.{0,60}\b(?:on hold|held|could not be delivered|couldn't be delivered|can ?not be delivered|undeliverable|was returned|failed|unsuccessful|suspended|awaiting (?:payment|confirmation|your))/,
      /\b(?:incomplete|invalid|incorrect|wrong|missing|insufficient) (?:shipping |delivery |street |recipient )?(?:address|address information|house number|zip code|postcode)/,
      /\b(?:unable|not able|failed) to deliver\b/,
      /\b(?:re-?delivery|delivery attempt)\b.{0,20}\b(?:failed|unsuccessful|required|needed|fee)/,
      /\b(?:unpaid|outstanding|overdue) (?:[\w-]+ )?(?:toll|balance|fee|amount|charges?)\b/,
      /\b(?:will be )?returned to (?:the )?sender\b/,
      /\bwe (?:missed|tried to reach|could not reach) you\b/,
    ],
    action: [
      /\b(?:update|confirm|verify|correct|re-?enter) (?:your |the )?(?:shipping |delivery |home |mailing )?(?:address|details|information|info)\b/,
      /\b(?:re-?delivery|reschedul\w*|rebook\w*|customs|clearance|handling|shipping|delivery|late|small|service|processing) (?:fee|charge|payment|duty|duties)\b/,
      /\b(?:fee|charge) of (?:\$|£|€)\s?\d/,
      /\b(?:pay|settle)\b.{0,30}(?:\$|£|€|usd|gbp|eur)\s?\d/,
      /(?:\$|£|€)\s?[0-4][.,]\d\d\b/,
      /\bavoid (?:a |an |additional |further |late )?(?:fees?|penalt\w*|charges|surcharges?|late)/,
      /\b(?:click|tap|visit|follow|open)\b.{0,25}\b(?:link|below|here)\b/,
    ],
  },
  assess(has) {
    const hasSender = has('carrier') || has('toll');
    if (hasSender && has('problem') && has('action')) return 45;
    if (has('problem') && has('action')) return 35;
    // A carrier or toll operator asking for a small payment by message is the whole scam.
    if (hasSender && has('action')) return 35;
    if (hasSender && has('problem')) return 20;
    return 0;
  },
});
