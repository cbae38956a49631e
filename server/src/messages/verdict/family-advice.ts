import type { MessageFamily } from '@scamcheck/shared';

/** What to do now, and what to do if you already replied or paid, per scam family; steps in order. */
export type FamilyAdvice = { whatToDo: string[]; ifAlreadyReplied: string[] };

const BANK_AFTER = [
  'Call your bank now on the number on the back of your card or in its app, and say you may have been scammed.',
  'Ask it to stop or reverse any payment and to block the card if you gave its details.',
  'Change the passwords you typed in, starting with e-mail and online banking, and turn on two-step sign-in.',
  'Report it to the police or your national fraud line (Action Fraud 0300 123 2040 in the UK, reportfraud.ftc.gov in the US, cybercrime.gov.in or 1930 in India, Scamwatch in Australia).',
];
const DONT_ENGAGE = 'Do not click the link, call the number or reply.';
const FORWARD_SPAM =
  'Forward the text to 7726 (UK, US carriers) or report it as junk in your messaging app, then delete it.';

export const FAMILY_ADVICE: Record<MessageFamily, FamilyAdvice> = {
  'delivery-fee': {
    whatToDo: [
      DONT_ENGAGE,
      "Check any delivery only in the courier's own app or website, typed in yourself, using the tracking number from the shop.",
      'Couriers do not text you to pay small fees through a link.',
      FORWARD_SPAM,
    ],
    ifAlreadyReplied: BANK_AFTER,
  },
  'bank-account': {
    whatToDo: [
      DONT_ENGAGE,
      "Open your bank's app or call the number on the back of your card to check: banks never ask you to update KYC, PAN or passwords through a link or a stranger's number.",
      FORWARD_SPAM,
    ],
    ifAlreadyReplied: BANK_AFTER,
  },
  'card-transaction': {
    whatToDo: [
      'Do not call the number in the message.',
      "Check the payment in your bank's app, or call the number on the back of your card.",
      'Never read out a code or move money to a "safe account" for anyone who calls.',
    ],
    ifAlreadyReplied: [
      'Hang up, then call your bank on the number on the back of your card from another phone if you can.',
      ...BANK_AFTER.slice(1),
    ],
  },
  government: {
    whatToDo: [
      DONT_ENGAGE,
      'Tax offices and benefit agencies do not text refunds or grants with links; check by signing in to the official site you type yourself (gov.uk, irs.gov, my.gov.au, incometax.gov.in).',
      'No real grant asks for a fee or gift cards.',
      FORWARD_SPAM,
    ],
    ifAlreadyReplied: [
      ...BANK_AFTER,
      'If you gave a tax or social-security number, tell the tax office so it can watch for fraud in your name.',
    ],
  },
  'toll-fine': {
    whatToDo: [
      DONT_ENGAGE,
      "Check for unpaid tolls or fines only on the toll operator's or council's own website or app, typed in yourself.",
      FORWARD_SPAM,
    ],
    ifAlreadyReplied: BANK_AFTER,
  },
  prize: {
    whatToDo: [
      'Do not reply, call or pay: you cannot win a draw you did not enter, and real prizes never cost a fee.',
      'Never send bank details or ID to claim a prize.',
      FORWARD_SPAM,
    ],
    ifAlreadyReplied: BANK_AFTER,
  },
  job: {
    whatToDo: [
      'Do not pay anything or "top up" to start a job or unlock tasks: real employers pay you, never the other way round.',
      'Look the company up yourself and apply only through its own careers page.',
      'Block the contact on WhatsApp or Telegram.',
    ],
    ifAlreadyReplied: [
      'Stop sending money, however close a "withdrawal" seems.',
      ...BANK_AFTER.slice(0, 1),
      'Do not deposit any cheque they send or pass money on for them: that can make you part of money laundering.',
      ...BANK_AFTER.slice(3),
    ],
  },
  investment: {
    whatToDo: [
      'Do not send money or crypto: guaranteed high returns are always a scam.',
      "Check any firm on your regulator's register (FCA, SEC, SEBI, ASIC) before investing anything.",
      'Block the contact.',
    ],
    ifAlreadyReplied: [
      'Do not pay "taxes" or "fees" to withdraw: that money is lost too.',
      ...BANK_AFTER.slice(0, 1),
      'Report it to your regulator and the police; beware of "recovery" services that contact you afterwards.',
    ],
  },
  romance: {
    whatToDo: [
      'Never send money, gift cards or crypto to someone you have not met in person.',
      'Search their photos with a reverse image search and talk to a friend or family member about it.',
      'Stop replying and block them if they ask for money.',
    ],
    ifAlreadyReplied: [
      'Stop sending money and stop contact.',
      ...BANK_AFTER.slice(0, 1),
      ...BANK_AFTER.slice(3),
    ],
  },
  'family-impersonation': {
    whatToDo: [
      'Call your family member (or boss) on the number you already have for them before doing anything.',
      'Do not send money or gift-card codes to a new number, however urgent it sounds.',
      'Ask a question only the real person could answer.',
    ],
    ifAlreadyReplied: [
      'Call your bank now on the number on the back of your card and ask it to stop the payment.',
      'Report the number to WhatsApp and block it.',
      ...BANK_AFTER.slice(3),
    ],
  },
  'tech-support': {
    whatToDo: [
      'Do not call the number or install any app they name (AnyDesk, TeamViewer).',
      'Microsoft, Apple and your broadband provider do not contact you about viruses.',
      'Close the page or message; restart the device if a warning will not close.',
    ],
    ifAlreadyReplied: [
      'Disconnect the device from the internet and uninstall any remote-access app.',
      'From another device, change your e-mail and banking passwords.',
      ...BANK_AFTER.slice(0, 1),
      ...BANK_AFTER.slice(3),
    ],
  },
  'premium-rate': {
    whatToDo: [
      'Do not call the number back: it is charged at a premium rate.',
      "If you want to check, find the company's own number on its website.",
      FORWARD_SPAM,
    ],
    ifAlreadyReplied: [
      'Check your phone bill and ask your provider to block premium-rate numbers.',
      'In the UK, report the number to the Phone-paid Services Authority (PSA); elsewhere to your phone regulator.',
    ],
  },
  extortion: {
    whatToDo: [
      'Do not pay and do not reply: paying leads to more demands.',
      'Police do not demand fines by message or video call.',
      'Change the password it quotes if you still use it anywhere, and turn on two-step sign-in.',
      'Keep the message as evidence and report it to the police.',
    ],
    ifAlreadyReplied: [
      'Stop paying and stop contact; keep every message.',
      'Report it to the police (and to the platform where images are shared).',
      'Talk to someone you trust; help lines exist (Revenge Porn Helpline in the UK, NCMEC Take It Down for minors).',
    ],
  },
  'subscription-renewal': {
    whatToDo: [
      'Do not call the number or reply: you were not charged by this message.',
      'Check your subscriptions in the app or on the official site you type yourself.',
      FORWARD_SPAM,
    ],
    ifAlreadyReplied: [
      'If they are on your computer, disconnect it from the internet and uninstall any remote-access app.',
      ...BANK_AFTER,
    ],
  },
  'account-security': {
    whatToDo: [
      'Do not click the link and never share a code sent to you: it is the key to your account.',
      "Open the app or type the site's address yourself to check your account.",
      FORWARD_SPAM,
    ],
    ifAlreadyReplied: [
      'Change the password now from the real app or site, sign out other sessions and turn on two-step sign-in.',
      'If you shared a WhatsApp or Google code, recover the account from the app and tell your contacts not to answer requests from it.',
      ...BANK_AFTER.slice(3),
    ],
  },
  'qr-payment': {
    whatToDo: [
      'Do not scan the code: to receive money you never scan a code or enter a PIN.',
      'Pay parking or bills only in the official app or at the machine.',
    ],
    ifAlreadyReplied: BANK_AFTER,
  },
  marketplace: {
    whatToDo: [
      'Never send back an "overpayment" or pay a courier fee for a buyer.',
      'Take payment only inside the platform or in person, and wait until money has cleared in your own bank app.',
      'Do not click payment links a buyer sends.',
    ],
    ifAlreadyReplied: [
      'Do not send the item until the money has cleared in your own bank account.',
      ...BANK_AFTER.slice(0, 1),
      'Report the buyer to the marketplace.',
      ...BANK_AFTER.slice(3),
    ],
  },
};

export const GENERAL_ADVICE: FamilyAdvice = {
  whatToDo: [
    DONT_ENGAGE,
    'If it claims to be from a company or someone you know, contact them through a number or website you already trust.',
    'Never share codes, passwords or card details in reply to a message.',
  ],
  ifAlreadyReplied: BANK_AFTER,
};

export const NO_SIGNS_ADVICE: FamilyAdvice = {
  whatToDo: [
    'Nothing needs doing, but stay careful with any request for money, codes or personal details that follows.',
  ],
  ifAlreadyReplied: ['If you are unsure, contact the sender through a number or website you already trust.'],
};

export const SPAM_ADVICE: FamilyAdvice = {
  whatToDo: [
    'It is marketing: ignore it, or use the sender\'s "STOP" or unsubscribe option if you know the company.',
    'Do not reply to senders you do not recognise; mark it as spam instead.',
  ],
  ifAlreadyReplied: [
    'If you replied STOP to a company you know, nothing else is needed; if a reply signed you up to a paid service, ask your phone provider to block premium services.',
  ],
};
