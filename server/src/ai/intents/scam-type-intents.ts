// How to spot each common kind of scam.
import type { Intent } from './intent';

export const SCAM_TYPE_INTENTS: readonly Intent[] = [
  {
    id: 'spot-phishing-email',
    keywords: [
      'phishing',
      'phishing email',
      'suspicious email',
      'scam email',
      'inbox',
      'sender',
      'attachment',
    ],
    hints: ['email', 'emails', 'e mail', 'spot'],
    answer:
      'Phishing emails push you to act fast, come from an address that does not quite match the company, and link to a look-alike site. Hover over links before clicking, never open unexpected attachments, and go to the company site by typing its address yourself. You can paste any suspicious link into our [URL scanner](/) to check it.',
  },
  {
    id: 'spot-text-scam',
    keywords: ['sms', 'text message', 'smishing', 'whatsapp', 'parcel', 'toll', 'usps', 'dhl', 'fedex'],
    hints: ['text', 'texts', 'delivery', 'package', 'fee'],
    answer:
      'Scam texts claim a parcel is held, a toll is unpaid or an account is locked, and ask you to tap a link and pay a small fee. Real carriers and toll agencies rarely text payment links, so open their official app or site instead. Short links hide where they go: expand them first with our [URL Unwrapper](/unwrap).',
  },
  {
    id: 'spot-shopping-scam',
    keywords: ['shop', 'shopping', 'online store', 'webshop', 'discount', 'discounts', 'fake shop'],
    hints: ['store', 'buy', 'order', 'cheap', 'deal', 'deals', 'sale', 'legit'],
    answer:
      'Fake shops offer big discounts on popular brands, are only weeks old, and ask for bank transfers or crypto instead of card payments. Check the domain age and reviews elsewhere, and pay by card so you can dispute the charge. Run the shop through our [website checker](/) before you order.',
  },
  {
    id: 'spot-investment-scam',
    keywords: [
      'crypto',
      'bitcoin',
      'invest',
      'investment',
      'investing',
      'trading platform',
      'giveaway',
      'double your',
    ],
    hints: ['trading', 'wallet', 'returns', 'profit'],
    answer:
      'Investment and crypto scams promise guaranteed or fast returns, show fake dashboards with growing profits, and then demand fees before you can withdraw. Celebrity "giveaways" that ask you to send crypto first are always scams. Check the platform with our [website checker](/) and read [what to do if you already paid](/scammed).',
  },
  {
    id: 'spot-tech-support-scam',
    keywords: [
      'tech support',
      'virus warning',
      'pop up',
      'popup',
      'microsoft support',
      'computer is infected',
      'remote access',
      'anydesk',
      'teamviewer',
    ],
    answer:
      'Tech-support scams show alarming pop-ups or call you claiming your computer is infected, then ask for remote access or payment. Microsoft, Apple and your bank never cold-call or put phone numbers in browser warnings. Close the page, never install remote-access tools on request, and see [our guide if you already let them in](/scammed).',
  },
  {
    id: 'spot-romance-scam',
    keywords: ['romance', 'dating', 'boyfriend', 'girlfriend', 'online friend', 'met online', 'met someone'],
    hints: ['love', 'relationship', 'money'],
    answer:
      'Romance scammers build trust for weeks, avoid video calls, and then ask for money for an emergency, a trip or an "investment". Never send money or gift cards to someone you have only met online. If you have already paid, follow the steps on our [Scammed? page](/scammed).',
  },
  {
    id: 'spot-job-scam',
    keywords: ['job', 'jobs', 'work from home', 'recruiter', 'hiring', 'job offer', 'employment'],
    hints: ['interview', 'task', 'tasks', 'salary'],
    answer:
      'Job scams offer easy pay for simple online tasks, hire without a real interview, and then ask you to pay for training, equipment or to "unlock" earnings. A real employer never asks you to pay to work. Check the recruiter site with our [website checker](/).',
  },
  {
    id: 'spot-prize-scam',
    keywords: [
      'prize',
      'lottery',
      'i won',
      'ive won',
      'you won',
      'you have won',
      'winner',
      'sweepstakes',
      'free iphone',
    ],
    hints: ['reward', 'survey', 'won', 'win'],
    answer:
      'If you did not enter, you did not win: prize and lottery messages exist to collect a "processing fee" or your personal details. Legitimate prizes never require payment up front. You can screenshot the message and check it with our [Image Analysis](/image-analysis).',
  },
  {
    id: 'spot-impersonation-scam',
    keywords: [
      'my bank',
      'irs',
      'account suspended',
      'suspended',
      'verify your account',
      'impersonation',
      'pretending to be',
    ],
    hints: ['bank', 'police', 'government', 'tax', 'paypal', 'amazon', 'netflix', 'locked'],
    answer:
      'Scammers pose as banks, tax offices, police or big brands and claim your account is suspended or you owe money. Hang up or ignore the link, then contact the organisation through the number or site you already know. Look-alike addresses are easy to miss, so run the link through our [URL scanner](/).',
  },
  {
    id: 'spot-gift-card-scam',
    keywords: ['gift card', 'gift cards', 'itunes', 'google play card', 'steam card', 'voucher'],
    answer:
      'Anyone who asks you to pay with gift cards is a scammer: no real business, bank or government office takes payment that way. Never read card numbers to a caller. If you already shared them, contact the card issuer at once and see our [Scammed? page](/scammed).',
  },
  {
    id: 'spot-scams-general',
    keywords: ['scam', 'scams', 'fraud', 'scammer', 'scammers'],
    hints: ['fake', 'legit', 'legitimate', 'spot', 'recognize', 'recognise', 'signs', 'avoid'],
    answer:
      'Most scams share the same signs: urgency, a deal or threat that seems too big, requests for codes, passwords or unusual payment, and links to addresses that do not quite match the brand. Slow down and check before you click or pay. Paste any link into our [website checker](/) for a score and the red flags behind it.',
  },
];
