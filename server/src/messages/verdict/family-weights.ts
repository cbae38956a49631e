import type { MessageFamily, WeightsTable } from '@scamcheck/shared';

/**
 * The scam families' points by family id, then by outcome: what the message did that made the family's
 * rule match (families/*.ts name the outcome, never the points). Scaled by FAMILY_SCALE (message-weights.ts),
 * 40 and up makes a scam on its own and 25 "suspicious"; lower outcomes only add to other signs.
 */
export const FAMILY_POINTS = {
  'delivery-fee': {
    /** A fee for a parcel, with a link to pay it or a delivery problem. */
    'fee-and-link-or-problem': 35,
    'problem-and-update-or-link': 30,
    /** "Track it here" or "update your address" at a site hardly anyone visits. */
    'tracking-at-unknown-site': 25,
    'update-through-link': 20,
  },
  'bank-account': {
    'threat-and-fix-through-link': 40,
    'threat-and-number-to-call': 35,
    'threat-and-fix-or-link': 25,
    /** "Move your money to a safe account": what bank-impersonation fraud asks. */
    'move-to-safe-account': 45,
  },
  'card-transaction': {
    /** "Not you?" after the balance: how real bank alerts end. */
    'balance-alert-with-contact': 10,
    'denial-and-number-or-link': 40,
    'denial-and-call-or-click': 25,
    /** "We need to verify a payment of £1,249, call our fraud team on …": the fraud team is the fraudster. */
    'transaction-check-and-number-to-call': 35,
  },
  government: {
    'authority-request-through-link': 40,
    'authority-request-or-link': 30,
    /** A tax or police debt with a number to call to "avoid arrest". */
    'authority-debt-and-number-to-call': 40,
    /** "A case is registered against you, stay on the call": the "digital arrest" script. */
    'accusation-and-call': 40,
    /** A benefit, a deadline and a number to ring ("loan forgiveness, deadline Friday, call 866…"). */
    'authority-benefit-deadline-and-number': 35,
    'benefit-request-through-link': 20,
    /** "You have received an INTERAC e-Transfer from CRA": agencies pay into the account on file. */
    'authority-payment-by-transfer': 40,
  },
  'toll-fine': {
    'pay-through-link': 35,
    'pay-or-link': 25,
  },
  prize: {
    'prize-claim-and-contact': 40,
    'prize-claim-or-contact': 25,
    /** "I have $2.5 million to move, help me and take 30 %": an advance-fee letter, with a way to answer. */
    'fortune-to-share-and-contact': 40,
    'fortune-to-share': 30,
    /** "Instant loan up to ₹5 lakh, no documents, download the app" from a site hardly anyone visits. */
    'instant-loan-app': 30,
  },
  job: {
    'deposit-for-work': 40,
    'easy-pay-and-contact': 35,
    /** "Receive payments into your account and keep 10%": laundering other people's stolen money. */
    'money-mule': 40,
    /** "Clone our repo and run it locally" as a job interview task: the code is the attack. */
    'run-code-for-interview': 35,
    'pay-and-contact': 25,
    'easy-pay': 15,
  },
  investment: {
    'promise-and-payment': 40,
    'promise-and-contact': 30,
    /** A stranger ("sorry, wrong number") who happens to trade crypto: the opener of "pig-butchering". */
    'stranger-who-trades': 28,
    /** "Lost money to a scam? Our agents recover 100 %": recovery firms that find victims first are the scam. */
    'fund-recovery-offer': 35,
    promise: 15,
  },
  romance: {
    'story-and-money': 40,
    /** Affection, then gift cards or crypto. */
    'affection-and-untraceable-money': 35,
    /** "Babe, can you pay the bill today?" is what partners say too: not enough alone. */
    'affection-and-money': 12,
    'wrong-number-and-affection-or-story': 25,
    'story-and-affection': 22,
    /** …and "let's talk on WhatsApp": moving the stranger away from where they found you (or a soldier on a mission
     * who found your profile). */
    'story-affection-and-other-app': 32,
    /** A stranger who says she is single, bored or discreet, with her photos at a site hardly anyone visits. */
    'stranger-offer-and-profile-link': 35,
    'wrong-number': 12,
  },
  'family-impersonation': {
    'relative-asks-money-or-in-trouble': 40,
    'boss-asks-money': 35,
    /** "Are you available? I need you to do something quietly": no money yet, the errand comes next. */
    'boss-asks-favour-quietly': 30,
    /** A stranded "friend" who wants money by Western Union, gift cards or crypto. */
    'stranded-asks-untraceable-money': 35,
    /** "My bank app is locked, lend me £250 till tomorrow": a hijacked friend's script, but a real friend's words too. */
    'locked-out-friend-asks-loan': 30,
    'relative-new-number': 25,
    /** "Hi dad, can u transfer me £20" or "mum, I'm at the hospital": what children send too; not enough alone. */
    'relative-asks-money-or-help': 15,
  },
  'tech-support': {
    'remote-access': 45,
    'problem-and-number-to-call': 40,
    'refund-and-call': 30,
    'problem-and-call-support': 20,
    /** "5 viruses found, your Norton has expired, renew now": a fake antivirus scan. */
    'infection-and-renewal': 25,
  },
  'premium-rate': {
    'call-back-with-reason': 40,
    'call-back': 30,
    /** "Text WIN to 84025 … 150p/msg". */
    'paid-reply-to-lure': 35,
    'premium-number': 15,
  },
  extortion: {
    'threat-and-demand': 45,
    'threat-and-consequence': 30,
    /** "Your parcel held illegal drugs, press 1 to speak to the officer": a threat with a line to call. */
    'threat-and-line-to-call': 35,
  },
  'subscription-renewal': {
    /** A utility cut-off with a mobile to call. */
    'cutoff-and-mobile-to-call': 40,
    /** "Disconnected tonight at 9.30pm, call our officer": a cut-off within hours, and a number to ring. */
    'cutoff-tonight-and-number': 35,
    /** "Supply will be cut within 24 hours, pay at tnb-mybill.com": the same hurry, and a site hardly anyone visits. */
    'cutoff-tonight-and-link': 35,
    'charge-and-number-to-cancel': 40,
    'warranty-expiry-and-number': 35,
    /** "Our bank details have changed, pay the invoice to the new account". */
    'payment-to-changed-account': 35,
    /** "Update your company's details in the European Business Register, sign and return; the annual fee is €995". */
    'directory-listing-form': 35,
    'charge-and-fix-through-link': 35,
    'charge-and-link-or-reply': 15,
  },
  'account-security': {
    'code-request': 40,
    /**
     * "Official support here, send me your UID and registered e-mail", or a wallet "help desk" @handle: an in-app
     * support chat may ask for the UID too, so "suspicious", not "scam".
     */
    'support-agent-asks-account': 30,
    /** "Is this you in this video?" with a link to a site hardly anyone visits: the hacked friend's lure. */
    'is-this-you-link': 35,
    /** "I accidentally reported your account, add the admin to fix it": a fake moderator waits. */
    'accidental-report': 35,
    /** "Tell me your username and password and I'll add free Robux": no one needs your password to give you anything. */
    'password-asked': 35,
    /** "Vote for me, just log in with your Insta at vote-….com": the login page takes the account. */
    'vote-and-sign-in-link': 35,
    /** "Log in with your company credentials" through a link: a work sign-in page where it should not be. */
    'work-login-through-link': 35,
    /** A change to disown (SIM swap, new sign-in) reported at a site hardly anyone visits. */
    'change-to-disown-at-unknown-site': 35,
    /** The same, with a number to call that is not a toll-free line. */
    'change-to-disown-by-phone': 35,
    'threat-and-fix-through-link': 35,
    'threat-and-credentials': 30,
    /** "Your number will be disconnected in 2 hours, call our executive on …": a phone line held hostage. */
    'line-threat-and-number-to-call': 35,
    /** A voicemail, message or shared file said to wait for you behind a link to a site hardly anyone visits. */
    'message-waiting-at-unknown-site': 25,
    /** "Your mailbox is full / being upgraded: click here and sign in": the webmail administrator lure. */
    'mailbox-notice-and-sign-in-link': 35,
  },
  'qr-payment': {
    'scan-to-act-under-pressure': 40,
    'scan-to-act': 30,
  },
  marketplace: {
    'trick-sale-and-payment': 40,
    'trick-and-sale-or-payment': 30,
  },
} as const satisfies Record<MessageFamily, Record<string, number>>;

/** The outcomes a family's rule can name. */
export type FamilyOutcome<Family extends MessageFamily> = keyof (typeof FAMILY_POINTS)[Family] & string;

/** Points by family and outcome; defaults to FAMILY_POINTS. */
export type FamilyWeights = { readonly [Family in MessageFamily]: WeightsTable<FamilyOutcome<Family>> };
