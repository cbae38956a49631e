/** The scam-detection quiz: realistic situations, one right answer each, and why. */
export type QuizQuestion = {
  id: string;
  scenario: string;
  options: readonly string[];
  /** Index into `options`. */
  answer: number;
  explanation: string;
};

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 'lookalike-domain',
    scenario: 'An email asks you to confirm your PayPal details at "paypa1-secure.com". What gives it away?',
    options: [
      'Nothing, it has "secure" in the name',
      'The domain uses the digit 1 instead of the letter l and is not paypal.com',
      'It is fine as long as the page has a padlock',
    ],
    answer: 1,
    explanation:
      'Lookalike domains swap similar characters (1 for l, rn for m) and add words like "secure" or "login". Only the real domain, paypal.com, belongs to PayPal.',
  },
  {
    id: 'padlock',
    scenario: 'A shop shows a padlock in the address bar. What does the padlock prove?',
    options: [
      'That the shop is legitimate',
      'That the connection to the site is encrypted, nothing about who runs it',
      'That the site was checked by your browser maker',
    ],
    answer: 1,
    explanation:
      'Certificates are free and issued in minutes, and most phishing sites use HTTPS. The padlock only protects the connection; it says nothing about honesty.',
  },
  {
    id: 'parcel-fee',
    scenario:
      'A text says your parcel is held until you pay a €1.99 customs fee through a link. What do you do?',
    options: [
      'Pay it, the amount is tiny',
      'Reply to ask which parcel it is',
      'Ignore the link and check the order on the carrier’s or shop’s own website',
    ],
    answer: 2,
    explanation:
      'Small fees are bait: the real goal is your card details. Carriers do not ask for payment by text link. Go to their site yourself instead.',
  },
  {
    id: 'gift-cards',
    scenario:
      'Someone claiming to be from the tax office says you must pay a fine today with gift cards. This is:',
    options: [
      'A scam: no government body takes payment in gift cards',
      'Legitimate if they know your name and address',
      'Legitimate if the caller ID shows the tax office number',
    ],
    answer: 0,
    explanation:
      'Gift cards are untraceable once the codes are shared, which is why scammers ask for them. Caller ID and personal details are easy to fake or buy.',
  },
  {
    id: 'crypto-doubling',
    scenario:
      'A live stream shows a famous founder promising to double any crypto you send to a wallet address.',
    options: [
      'Send a small amount to test it',
      'It is a giveaway scam; nothing sent will come back',
      'It is safe if the video looks real',
    ],
    answer: 1,
    explanation:
      'Crypto "doubling" giveaways are always scams, often using old or deepfaked videos. Crypto transfers cannot be reversed.',
  },
  {
    id: 'tech-support',
    scenario:
      'A pop-up says your computer is infected and to call Microsoft on the number shown. What should you do?',
    options: [
      'Call the number quickly before the damage spreads',
      'Let them connect remotely to fix it',
      'Close the browser tab; real security warnings never ask you to call a number',
    ],
    answer: 2,
    explanation:
      'Tech-support scams use alarming pop-ups to get you on the phone and onto your computer. Close the tab (or the whole browser) and never give remote access.',
  },
  {
    id: 'urgency',
    scenario:
      'Your "bank" emails that your account will be closed in 24 hours unless you log in via their link.',
    options: [
      'Open your bank’s app or type its address yourself to check',
      'Click the link, it is from your bank’s name',
      'Forward the email to friends to warn them',
    ],
    answer: 0,
    explanation:
      'Urgency is the scammer’s main tool. Anything real will also appear when you go to your bank the way you always do, never through the message’s link.',
  },
  {
    id: 'shortened-link',
    scenario: 'A message contains a shortened link (bit.ly/…). How can you find out where it leads safely?',
    options: [
      'Open it in a private window',
      'Use a link unwrapper that follows the redirects for you',
      'You cannot; just click and see',
    ],
    answer: 1,
    explanation:
      'Shorteners hide the destination. An unwrapper such as ours follows each redirect from a server and shows the final address before you visit anything.',
  },
];
