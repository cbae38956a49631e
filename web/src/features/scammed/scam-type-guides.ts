import type { Guide } from './payment-guides';

/** What to do by kind of scam: beyond the money, each leaves something else to clean up. */
export const SCAM_TYPE_GUIDES: readonly Guide[] = [
  {
    id: 'fake-shop',
    title: 'Fake online shop',
    urgency: 'Dispute the payment before the delivery “delay” runs out your protection window.',
    steps: [
      'Save the site address, order confirmation and every email from the shop.',
      'Dispute the payment with your card issuer or payment app as “goods not received”.',
      'Report the site so it can be taken down (see the reporting links below).',
    ],
  },
  {
    id: 'phishing',
    title: 'You entered a password or code on a fake page',
    urgency: 'Change the password now, before the scammer uses it.',
    steps: [
      'Change the password on the real site, and anywhere else you use the same one.',
      'Turn on two-step verification (an authenticator app is safer than SMS).',
      'Sign out of all sessions from the account’s security settings and check the recovery email and phone.',
      'If it was your bank or email, call the bank and watch for password-reset emails you did not ask for.',
    ],
  },
  {
    id: 'tech-support',
    title: 'Someone took remote control of your computer',
    urgency: 'Disconnect the computer from the internet now.',
    steps: [
      'Uninstall the remote-access program they asked you to install (AnyDesk, TeamViewer, etc.).',
      'Run a full scan with your security software, or ask a trusted technician to check the device.',
      'From another device, change the passwords of your email, bank and any account you opened during the call.',
      'Tell your bank: these scams usually end with a request for payment or a “refund” trick.',
    ],
  },
  {
    id: 'investment',
    title: 'Investment or crypto trading platform',
    urgency: 'Stop all payments, including “fees” or “taxes” to withdraw your profits.',
    steps: [
      'Do not pay anything more: withdrawal fees are how these scams take a second payment.',
      'Save screenshots of the platform, your “balance” and all conversations.',
      'Check the platform against your financial regulator’s warning list and report it there.',
    ],
  },
  {
    id: 'romance',
    title: 'Romance or friendship scam',
    urgency: 'Stop sending money, however urgent the story.',
    steps: [
      'Stop contact and do not send money, gift cards or crypto, even as a “loan”.',
      'Report the profile to the dating site or social network.',
      'Talk to someone you trust: these scams rely on secrecy, and it is not your fault.',
    ],
  },
  {
    id: 'impersonation',
    title: 'Someone pretended to be your bank, the police, a delivery company or a relative',
    urgency: 'Hang up and call the organisation back on a number you find yourself.',
    steps: [
      'Contact the real organisation through its official website or the number on your card.',
      'If you shared identity documents, ask your national identity-theft service about protecting your credit.',
      'Report the phone number or message (in the UK, forward scam texts to 7726).',
    ],
  },
];
