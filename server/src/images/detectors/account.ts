import { affirmative, defineDetector } from './define-detector';

// Family E: "your account has been suspended / unusual sign-in — verify now", and requests for
// passwords, one-time codes or card numbers (SwiftOnSecurity PhishingRegex phrases). Honest security
// notices use some of the same words, so a threat alone counts little; with a request it counts.
const SECRETS = String.raw`password|passcode|\bpin\b|otp|one[- ]time (?:code|password|passcode|pin)|verification code|security code|authori[sz]ation code|(?:\d|six|four|eight)[- ]digit (?:code|pin|number)|the (?:\w+ )?code (?:we|you|i) (?:just )?(?:sent|received|got)|(?:medicare|social security|national insurance|insurance|policy|routing) number|cvv|cvc|card number|card details|social security number|\bssn\b|login details|credentials|bank (?:details|login)`;

export const account = defineDetector({
  id: 'account',
  category: 'account',
  title: 'Threatens your account and asks you to log in or verify',
  evidenceOrder: ['threat', 'secretRequest', 'request'],
  cues: {
    threat: [
      /\byour (?:[\w-]+ ){0,2}(?:account|profile|card|mailbox|apple id|id|access|membership|subscription|service|email|password)\b.{0,20}\b(?:has been|was|will be|is|is being|have been|are|may be) (?:temporarily |permanently |now )?(?:suspended|locked|limited|restricted|disabled|blocked|deactivated|closed|terminated|frozen|on hold|compromised|flagged|expired|expiring)/,
      /\b(?:unusual|suspicious|unauthori[sz]ed|irregular|unrecogni[sz]ed|fraudulent) (?:sign-?ins?|log-?ins?|logins?|activity|access|transactions?|transfers?|charges?|payments?|purchases?)\b/,
      /\b(?:violated|violation of) (?:our )?(?:community standards|terms|policies|copyright)\b/,
      /\b(?:access|account|page) (?:has been|was|is) (?:restricted|limited|disabled)\b/,
      /\bsomeone (?:tried|attempted|is trying) to (?:log|sign) ?in(?:to)?\b/,
      /\b(?:has been|was|will be) (?:permanently )?banned\b/,
      /\bfailure to (?:verify|update|confirm|comply|respond|do so|complete)\b/,
      /\bwill be (?:permanently )?(?:suspended|closed|deleted|terminated|locked|disabled|deactivated|charged)\b/,
      /\b(?:mailbox|storage|password) (?:is )?(?:full|expir(?:es|ed|ing))\b/,
    ],
    request: [
      /\b(?:verify|confirm|validate|update|reactivate|restore|unlock|re-?activate|secure|unfreeze|unblock) (?:your |the |my )?(?:account|identity|information|info|details|billing|payment|card|login|credentials|access|profile|apple id)\b/,
      /\b(?:log ?in|sign ?in)\b.{0,20}\b(?:link|below|here|now|immediately|to (?:verify|confirm|restore|avoid|unlock|keep))/,
      /\b(?:click|tap|visit|follow|open)\w*\b.{0,20}\b(?:link|below|here|button)\b/,
      /\b(?:update|link|verify) (?:your )?(?:pan|kyc|aadhaar|aadhar)(?: card| details)?\b/,
      /\b(?:call|contact|phone)\b[^.?!]{0,40}\bto (?:restore|unlock|reactivate|re-?enable|secure|unfreeze|unblock)\b/,
      /\b(?:visit|go to|open)\b (?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b[^.?!]{0,20}\b(?:to|and) (?:cancel|verify|confirm|secure|restore|unlock|review|stop)\b/,
    ],
    secretRequest: [
      affirmative(
        String.raw`\b(?:enter|provide|send|share|confirm|give|tell|read|forward|reply with|text (?:me|us))\b(?: me| us)?[^.?!]{0,40}(?:${SECRETS})`,
      ),
    ],
    // Asking a stranger to pass on a code someone else received is account takeover (WhatsApp, Google Voice).
    codeRequest: [
      affirmative(
        String.raw`\b(?:send|forward|share|tell|give|read|text)\b(?: it)?(?: to)? (?:me|us)\b[^.?!]{0,30}\b(?:code|pin|otp|digits)\b`,
      ),
      /\b(?:sent|texted) (?:my|a|the) (?:verification |security |login |6-digit |six-digit )?code to (?:you|your (?:number|phone))\b/,
      /\b(?:\d|six|four)[- ]digit (?:code|number|pin) you (?:just )?(?:received|got)\b/,
    ],
    lure: [/\b(?:refund|reward|eligible|compensation|prize)\b/],
    notYou: [/\bif (?:this|it) (?:was|is) (?:not|n't) you\b/, /\bif (?:this|it) wasn't you\b/],
  },
  assess(has) {
    if (has('codeRequest')) return 45;
    if (has('secretRequest') && (has('threat') || has('request') || has('lure'))) return 45;
    if (has('threat') && has('request')) return 40;
    if (has('secretRequest')) return 30;
    if (has('notYou') && has('request')) return 25;
    if (has('threat')) return 10;
    return 0;
  },
});
