// What to do after falling for a scam, situation by situation: the one list both the /scammed page
// and the assistant read, so a step changes in one place. Steps are ordered, most urgent first, and
// written as clauses (no final full stop) so the assistant can join them into a sentence. Reading
// helpers are in recovery/incident-guides.ts.

export const INCIDENT_IDS = [
  'card',
  'bank-transfer',
  'payment-app',
  'gift-card',
  'crypto',
  'money-transfer',
  'fake-shop',
  'password',
  'one-time-code',
  'bank-details',
  'remote-access',
  'identity-documents',
  'sextortion',
  'romance',
  'investment',
  'impersonation',
] as const;
export type IncidentId = (typeof INCIDENT_IDS)[number];

export type IncidentGuide = {
  id: IncidentId;
  /** How the money left, or what else happened: the page groups guides by this. */
  group: 'payment' | 'situation';
  title: string;
  /** One sentence: why acting now matters for this situation. */
  urgency: string;
  /** In order; each a clause without a final full stop. */
  steps: readonly string[];
};

const PAYMENT_GUIDES: readonly IncidentGuide[] = [
  {
    id: 'card',
    group: 'payment',
    title: 'Credit or debit card',
    urgency: 'Card payments are the easiest to get back, so act within days, not weeks.',
    steps: [
      'call the number on the back of your card, report the payment as fraud and have the card blocked',
      'ask for a chargeback (a “dispute”) for goods never delivered or a payment you were tricked into',
      'check your statements for other charges you do not recognise and dispute them too',
      'note the date and reference number of every call',
    ],
  },
  {
    id: 'bank-transfer',
    group: 'payment',
    title: 'Bank transfer',
    urgency: 'A transfer can sometimes be stopped or recalled within hours, so call your bank now.',
    steps: [
      'call your bank’s fraud line on the number on your card or its website, never one the scammer gave you',
      'ask them to recall the payment and alert the bank that received it',
      'ask about reimbursement for authorised push payment fraud (in the UK banks must consider it)',
      'change your online banking password if you typed it anywhere',
    ],
  },
  {
    id: 'payment-app',
    group: 'payment',
    title: 'PayPal, Venmo, Zelle, Cash App, UPI or similar',
    urgency: 'Disputes in payment apps have short deadlines, so report it in the app today.',
    steps: [
      'open a dispute in the app for an unauthorised payment or an item not received',
      'report the receiving account as a scam so it can be frozen',
      'tell your bank too if the app is linked to your account or card',
      'say clearly that you were deceived, because “friends and family” payments are rarely covered otherwise',
    ],
  },
  {
    id: 'gift-card',
    group: 'payment',
    title: 'Gift cards',
    urgency: 'Unspent balances can sometimes be frozen if the issuer hears quickly.',
    steps: [
      'keep the cards and receipts and photograph the card numbers and PINs',
      'call the issuer’s fraud line (Apple, Google Play, Amazon, Steam…) and give them the numbers',
      'ask the shop where you bought the cards whether it can stop them',
      'stop all contact: no real company or government takes payment in gift cards',
    ],
  },
  {
    id: 'crypto',
    group: 'payment',
    title: 'Cryptocurrency',
    urgency: 'Crypto transfers cannot be reversed, but a quick report can get the receiving account frozen.',
    steps: [
      'write down the wallet addresses and transaction IDs (hashes) involved',
      'report it to the exchange you sent from and to the exchange that received it, if you know it',
      'report it to the police or your national fraud centre with those details',
      'ignore anyone offering to “recover” your crypto for a fee, because that is a second scam',
    ],
  },
  {
    id: 'money-transfer',
    group: 'payment',
    title: 'Money transfer service (Western Union, MoneyGram, Wise…)',
    urgency: 'Money that has not been collected yet can still be stopped.',
    steps: [
      'call the service’s fraud line at once with the transfer reference number',
      'ask them to stop the transfer and refund it if it has not been picked up',
      'file a complaint with the service and keep its reference',
    ],
  },
];

const SITUATION_GUIDES: readonly IncidentGuide[] = [
  {
    id: 'fake-shop',
    group: 'situation',
    title: 'You paid a fake online shop',
    urgency: 'Dispute the payment before the shop’s “delivery delay” runs out your protection window.',
    steps: [
      'call your bank or card issuer on the number on your card and dispute the payment as “goods not received”',
      'save the shop’s address, your order confirmation and every email from it',
      'change the password you used on the shop if you created an account',
      'report the site so it can be taken down',
    ],
  },
  {
    id: 'password',
    group: 'situation',
    title: 'You typed a password on a fake page',
    urgency: 'Change the password now, before the scammer uses it.',
    steps: [
      'change that password on the real site, and everywhere else you used the same one',
      'turn on two-step verification, preferably with an authenticator app',
      'sign out of all other sessions and check the account’s recovery email and phone',
      'call your bank if it was your bank or email password',
    ],
  },
  {
    id: 'one-time-code',
    group: 'situation',
    title: 'You gave someone a one-time code',
    urgency: 'A code lets the scammer into your account or approve a payment, so act in minutes.',
    steps: [
      'call your bank or the service the code came from on its official number and say you shared a code',
      'change the account’s password and sign out of all other sessions',
      'check for new payees, payments, linked devices or a changed phone number',
      'never read out a code again: no real company asks for one',
    ],
  },
  {
    id: 'bank-details',
    group: 'situation',
    title: 'You gave your bank or card details',
    urgency: 'Your bank can block the card and watch the account, but only if you tell it.',
    steps: [
      'call your bank on the number on your card and have the card or account details changed',
      'check your statements for payments and direct debits you did not set up',
      'hang up on anyone who calls “from the bank” afterwards and call back on the official number',
      'change your online banking password if you typed it too',
    ],
  },
  {
    id: 'remote-access',
    group: 'situation',
    title: 'Someone took remote control of your computer',
    urgency: 'Disconnect the computer from the internet now, so they cannot come back.',
    steps: [
      'disconnect from the internet and uninstall the remote-access app (AnyDesk, TeamViewer…)',
      'from another device, change the passwords of your email, bank and any account opened during the call',
      'call your bank, because these calls usually end in a payment or a fake “refund”',
      'run a full security scan, or have a trusted technician check the computer',
    ],
  },
  {
    id: 'identity-documents',
    group: 'situation',
    title: 'You shared ID documents',
    urgency: 'Scammers use a copied ID to open accounts and loans in your name.',
    steps: [
      'report the lost or copied document to the office that issued it',
      'ask your bank to watch your accounts and put a fraud alert or freeze on your credit file',
      'watch your post, email and credit report for accounts you did not open',
      'report identity theft to your national service (IdentityTheft.gov in the US)',
    ],
  },
  {
    id: 'sextortion',
    group: 'situation',
    title: 'Someone threatens to share intimate images',
    urgency: 'Do not pay: paying almost always brings more demands, and it is not your fault.',
    steps: [
      'stop replying and do not pay or send anything more',
      'screenshot the messages, the profile and any payment details as evidence, then block the account',
      'report the account to the platform and to the police',
      'if you are under 18 or the images show a minor, use Take It Down (takeitdown.ncmec.org) and tell a trusted adult',
    ],
  },
  {
    id: 'romance',
    group: 'situation',
    title: 'You sent money to someone you met online',
    urgency: 'Stop sending money, however urgent the next story is.',
    steps: [
      'stop sending money, gift cards or crypto, even as a “loan”',
      'call your bank or payment service about the payments you already made',
      'report the profile to the dating site or social network',
      'talk to someone you trust: these scams rely on secrecy',
    ],
  },
  {
    id: 'investment',
    group: 'situation',
    title: 'You put money into an investment or trading platform',
    urgency: 'Stop all payments, including “fees” or “taxes” to withdraw your profits.',
    steps: [
      'pay nothing more, because withdrawal fees are how these scams take a second payment',
      'save screenshots of the platform, your “balance” and all conversations',
      'call your bank or exchange about the payments you made',
      'report the platform to your financial regulator and the police',
    ],
  },
  {
    id: 'impersonation',
    group: 'situation',
    title: 'Someone pretended to be your bank, the police, a delivery company or a relative',
    urgency: 'Hang up and call the organisation back on a number you find yourself.',
    steps: [
      'contact the real organisation through its official website or the number on your card',
      'tell your bank straight away if you paid or shared any details',
      'report the phone number or message (in the UK, forward scam texts to 7726)',
    ],
  },
];

export const INCIDENT_GUIDES: readonly IncidentGuide[] = [...PAYMENT_GUIDES, ...SITUATION_GUIDES];

/** The first steps for anyone, whatever happened (the page's "Do this now" checklist). */
export const FIRST_STEPS = [
  { id: 'stop', text: 'Stop all contact with the scammer and do not send any more money.' },
  { id: 'bank', text: 'Call your bank or payment provider on the number on your card or their website.' },
  {
    id: 'passwords',
    text: 'Change any password you typed on the scam site, and turn on two-step verification.',
  },
  { id: 'device', text: 'Remove any app the scammer asked you to install and scan your device.' },
  { id: 'evidence', text: 'Save evidence: screenshots, messages, the site address, payment references.' },
  { id: 'report', text: 'Report the scam to the police or your national fraud centre (links below).' },
  { id: 'warn', text: 'Warn your contacts if the scammer used your email or social accounts.' },
  { id: 'recovery', text: 'Ignore offers to recover your money for a fee: they are a second scam.' },
] as const;
