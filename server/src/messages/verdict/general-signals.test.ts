import { runChecks } from '@scamcheck/shared';
import { describe, expect, it } from 'vitest';
import { readLinks } from '../entities/message-links';
import { lureSentences } from '../families/cues';
import { readMessage } from '../text/message-text';
import { GENERAL_CHECKS, hasOptOut } from './general-signals';
import { MESSAGE_POINTS } from './message-weights';

function signalsOf(text: string) {
  const message = readMessage(text);
  const input = {
    sentences: message.sentences,
    lure: lureSentences(message.sentences),
    links: readLinks(message.text).links,
    weights: MESSAGE_POINTS,
  };
  return runChecks(GENERAL_CHECKS, input).hits.map((signal) => signal.code);
}

describe('general signals', () => {
  it('sees a request to act through an unknown link', () => {
    expect(signalsOf('Please confirm your details at secure-check-id.top today')).toContain('link-request');
  });

  it("does not count a link to the brand's own site", () => {
    expect(signalsOf('Log in at https://www.paypal.com to review your statement')).not.toContain(
      'link-request',
    );
  });

  it('does not count one of the most visited sites, but counts a page anyone can make on a shared host', () => {
    expect(
      signalsOf('Your plan ends in 2 days. Log in to your account at giffgaff.com to top up'),
    ).not.toContain('link-request');
    expect(signalsOf('Log in at sites.google.com/view/acct-verify to keep your account')).toContain(
      'link-request',
    );
    // forms.gle is among the most visited hosts, but anyone can put a form on it.
    expect(signalsOf('Confirm your details at forms.gle/Xk2Pq9 to keep your account')).toContain(
      'link-request',
    );
  });

  it('sees requests for codes and untraceable payment, unless negated', () => {
    expect(signalsOf('Send me the 6 digit code now')).toContain('credential-request');
    expect(signalsOf('We will never ask you to send your PIN')).not.toContain('credential-request');
    expect(signalsOf('Pay the fee with Apple gift cards')).toContain('untraceable-payment');
  });

  it('sees the habits of honest notices', () => {
    expect(signalsOf('Your code is 1234. Do not share it with anyone.')).toContain('do-not-share');
    expect(signalsOf('Not you? Call the number on the back of your card.')).toContain('official-contact');
  });

  it('recognises a marketing opt-out line', () => {
    expect(hasOptOut(readMessage('50% off today! Reply STOP to opt out').sentences)).toBe(true);
    expect(hasOptOut(readMessage('see you at the bus stop').sentences)).toBe(false);
  });
});

describe('details asked for by return text (session 9)', () => {
  it.each([
    'To keep your benefit, reply to this message with your National Insurance number and date of birth',
    'Confirm your card number and CVV by replying to this text so we can release the refund',
  ])('is a signal: %s', (text) => {
    expect(signalsOf(text)).toContain('details-by-reply');
  });

  it.each([
    'Please confirm your attendance on Friday by replying to this text',
    'Reply with your postcode to find your nearest branch',
    'Your date of birth is on the form, no need to reply',
  ])('is not a signal: %s', (text) => {
    expect(signalsOf(text)).not.toContain('details-by-reply');
  });
});

describe('a document to open', () => {
  it('sees an unexpected remittance, order, fax or voicemail attachment', () => {
    expect(signalsOf('Please see attached remittance for the payment made to your account today.')).toContain(
      'document-lure',
    );
    expect(signalsOf('You have a new voice message. To listen, open the attached file.')).toContain(
      'document-lure',
    );
  });

  it('does not see one in an attachment of any other kind', () => {
    expect(signalsOf('Attached are the photos from Saturday, and the minutes of the meeting.')).not.toContain(
      'document-lure',
    );
  });
});

describe('session 15 signals', () => {
  it('sees an advance fee: money promised, and a fee to pay first', () => {
    expect(
      signalsOf(
        "I'll give you $1200 weekly allowance. First you need to pay a $40 activation fee to add you as a payee",
      ),
    ).toContain('advance-fee');
    expect(
      signalsOf('Your loan of $2,000 is approved; the $35 arrangement fee is deducted from the amount'),
    ).not.toContain('advance-fee');
  });

  it('sees doubling offered to whoever sends first, and crypto asked for a relief appeal', () => {
    expect(signalsOf('i can double ur robux, send me 500 and i send 1000 back')).toContain('money-flip');
    expect(
      signalsOf('Earthquake victims need blankets. Send donations via USDT (TRC20) to this wallet'),
    ).toContain('donation-to-personal-account');
  });

  it('sees a gift card asked for as proof', () => {
    expect(signalsOf("Could you send me a $50 gift card so I know you're serious? Then I'll come")).toContain(
      'gift-card-payment',
    );
    expect(
      signalsOf('Can you get me a $25 Amazon gift card for Tom’s leaving present? I’ll pay you back'),
    ).not.toContain('gift-card-payment');
  });
});

describe("the sender's own site (session 17)", () => {
  it('trusts a link whose name the message spells as its own, and does not call it a request through a link', () => {
    const signals = signalsOf(
      'Lakeview Energy: your bill of $88.10 is due on 4 May. Pay at lakeviewenergy.com/pay',
    );
    expect(signals).toContain('sender-own-site');
    expect(signals).not.toContain('link-request');
    expect(signalsOf('Your Brightpath password was changed. Not you? Visit brightpath.org/help')).toContain(
      'sender-own-site',
    );
  });

  it('reads a short site name as the initials of the name the text opens with', () => {
    expect(signalsOf('Riverside Dental Care: your bill of $80 is due. Pay at rdc.com/pay')).toContain(
      'sender-own-site',
    );
    expect(signalsOf('Your bill of $80 is due. Pay at rdc.com/pay')).not.toContain('sender-own-site');
  });

  it('does not vouch for look-alikes, throwaway suffixes, mailboxes or names the message does not give', () => {
    // Extra words and hyphens: the shape of a look-alike.
    expect(signalsOf('Lakeview Energy: pay your overdue bill at lakeview-energy-billing.com')).not.toContain(
      'sender-own-site',
    );
    // A cheap suffix.
    expect(signalsOf('Lakeview Energy: pay your overdue bill at lakeviewenergy.top')).not.toContain(
      'sender-own-site',
    );
    // The reader's own mail domain, named in a mailbox lure.
    expect(
      signalsOf(
        'Dear ann@northfield.edu, your northfield.edu mailbox is full. Verify at northfield.edu/verify',
      ),
    ).not.toContain('sender-own-site');
    // The site is not named as anyone in the text.
    expect(signalsOf('Your bill is overdue, pay now at lakeviewenergy.com/pay')).not.toContain(
      'sender-own-site',
    );
  });
});
