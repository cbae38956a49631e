import { describe, expect, it } from 'vitest';
import { looksLikePastedMessage } from './pasted-message';

describe('looksLikePastedMessage', () => {
  it.each([
    [
      'a delivery text with a link, on two lines',
      'I got this:\nUSPS: your package is on hold, confirm your address at https://usps-track.top/x',
    ],
    [
      'a long single-line text with a phone number',
      'Your Amazon account has been charged $499.99 for an iPhone order. If you did not make this purchase call 1-888-555-0142 to cancel',
    ],
    [
      'a message in quotation marks',
      '"Hi Mum, it\'s me, I dropped my phone in the toilet. This is my new number"',
    ],
    ['a quoted e-mail block', 'Is this real?\n> Dear customer, your account will be suspended'],
    [
      'a question with a long quotation inside',
      'Is this legit? “Congratulations, you have been selected for a remote job paying 500 a day”',
    ],
    [
      'two lines with urgency',
      'Final notice from your bank\nYour card is locked, verify your identity within 24 hours',
    ],
  ])('recognises %s', (_name, text) => {
    expect(looksLikePastedMessage(text)).toBe(true);
  });

  it.each([
    ['a short question about a site', 'Is paypa1.com safe?'],
    ['a general question', 'How do I spot a phishing email?'],
    [
      'a long question without anything a scam message carries',
      'What should I look for when I get an unexpected message from someone claiming to be from my bank or another company I know well?',
    ],
    ['a greeting', 'Hello there'],
  ])('leaves %s to the usual answers', (_name, text) => {
    expect(looksLikePastedMessage(text)).toBe(false);
  });
});
