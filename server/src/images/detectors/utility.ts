import { defineDetector } from './define-detector';

// Utility disconnection threats: "your electricity will be disconnected tonight, call our officer" —
// common in India, the UK and the US, with a personal number instead of the supplier's.
export const utility = defineDetector({
  id: 'utility',
  category: 'utility',
  title: 'Threat to cut off your power, water or phone service',
  evidenceOrder: ['cutOff', 'contact'],
  cues: {
    service: [
      /\b(?:electricity|electric|power|gas|water|energy|internet|phone|mobile|sim|broadband|connection|meter)\b/,
    ],
    cutOff: [
      /\b(?:will be|is being|going to be|gets?) (?:disconnected|cut off|shut off|switched off|terminated|suspended|deactivated)\b[^.?!]{0,30}\b(?:today|tonight|now|within|in \d+|at \d)/,
      /\b(?:disconnection|shut-?off|cut-?off) (?:notice|warning|today|tonight)\b/,
    ],
    contact: [
      /\b(?:contact|call|message|whatsapp|reach)\b[^.?!]{0,30}\b(?:officer|agent|executive|department|office|us|helpline)\b/,
      /\b(?:pay|clear|update)\b[^.?!]{0,30}\b(?:bill|dues|balance|payment)\b/,
    ],
  },
  assess(has, { indicators, links }) {
    const reachesOut = has('contact') || indicators.phoneNumbers.length > 0 || links.length > 0;
    if (has('service') && has('cutOff') && reachesOut) return 45;
    if (has('service') && has('cutOff')) return 25;
    return 0;
  },
});
