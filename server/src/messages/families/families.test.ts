import { MESSAGE_FAMILIES, type MessageFamily } from '@scamcheck/shared';
import { describe, expect, it } from 'vitest';
import { createMessageAnalyzer } from '../message-analyzer';
import { expectFlaggedAs, expectNotFlagged } from '../testing/verdict-expectations';
import { FAMILY_RULES } from './index';

const analyzer = createMessageAnalyzer();

// Written for these tests; none of them is in the training data.
const CASES: [MessageFamily, string][] = [
  ['delivery-fee', 'Your package has arrived, you can track it here http //barspy-trk.net/id/16p3wzu6'],
  [
    'prize',
    'Your number has been officially selected as the winner of Rp 175,000,000 from the anniversary draw, info click on bit.ly/undian-info',
  ],
  [
    'bank-account',
    'Dear customer your Kotak Bank A/c will be close today. Please complete your verification: https //bit.ly/2UQxyz',
  ],
  [
    'delivery-fee',
    'Parcelforce: ur parcel is on hold at our depot, a £2.49 redelivery fee is owed. Pay 2day: parcelforce-redeliver.info',
  ],
  [
    'delivery-fee',
    'BlueDart: shipment could not be delivered due to incomplete address. Update details in 12 hrs or it will be returned: bluedart-in.top/a',
  ],
  [
    'bank-account',
    'Dear customer ur Axis Bank A/C will be blocked 2day. Pls update KYC immediately: axis-kyc-verify.co',
  ],
  [
    'bank-account',
    'Westpac: your account access is restricted due to unusual activity. Verify your identity now at westpac-secure-login.com',
  ],
  [
    'card-transaction',
    'Monzo: a payment of £689.00 to APPLE STORE is pending. If you did NOT make this, call 020 3322 8871 now.',
  ],
  [
    'card-transaction',
    'Kotak: Rs 24,500 spent on your card at Myntra. If not done by u, call 8876543210 to block.',
  ],
  [
    'government',
    'HMRC: You are due a tax rebate of £318.50. Claim it before Friday at hmrc-rebate-online.co.uk',
  ],
  [
    'government',
    'IRS: you are eligible for a $1,200 relief payment. Confirm your bank details at irs-payments.help',
  ],
  [
    'toll-fine',
    'TxTag: you have an unpaid toll balance of $3.75. Pay now to avoid a $45 late fee: txtag-billing.top',
  ],
  [
    'toll-fine',
    'Council notice: a parking fine was issued to your vehicle. Pay £60 within 7 days: council-pcn.info',
  ],
  [
    'prize',
    'CONGRATS! Ur mobile no. has won £50,000 in the Samsung promo. To claim txt ur name & address to 07700900417',
  ],
  [
    'prize',
    'You have been selected as the winner of an iPhone 16. Pay $1.95 shipping to claim your prize: win-iphone-now.click',
  ],
  [
    'job',
    'Hi! We are hiring part time staff, earn $250 a day from home rating products. No experience needed. WhatsApp wa.me/15550104477',
  ],
  ['job', 'Congrats, your task account is ready. To unlock the next 30 tasks please top up 150 USDT first.'],
  [
    'investment',
    'My mentor helped me earn 40% weekly profit on crypto, guaranteed. Invest $300 today and I will show you the platform.',
  ],
  [
    'investment',
    'Exclusive AI trading signals: double your Bitcoin in 5 days, zero risk. Deposit now to join.',
  ],
  [
    'romance',
    'My darling, I am a soldier on a UN mission and my funds are frozen. Please send $800 in Steam gift cards so I can fly home to you.',
  ],
  ['romance', 'Hello, is this Emma? Sorry wrong number, but you seem lovely. Where are you from?'],
  [
    'family-impersonation',
    'Hi mum its me, my phone broke so this is my new number. Can u send £350 for my rent 2day, pay u back fri x',
  ],
  [
    'family-impersonation',
    'Hey dad, lost my phone, texting from a mate. Urgently need money for a taxi home, can you transfer £90?',
  ],
  [
    'tech-support',
    'Apple Security: your iPhone is infected with a virus. Call Apple support on 1-833-555-0147 immediately to remove it.',
  ],
  [
    'tech-support',
    'Virgin Media technical team: hackers are using your IP address. Please install AnyDesk so we can secure your router.',
  ],
  ['premium-rate', 'You have a voicemail waiting. To listen call 09011 223 344 now.'],
  ['premium-rate', 'We tried to contact u about ur refund. Ring 0871 222 3344 to claim.'],
  [
    'premium-rate',
    'Weekly cash draw! 3 chances 2 win up to £5000. Just txt LUCKY to 83355 now. 18+ 150p/msgrcvd, stop 2 end',
  ],
  [
    'premium-rate',
    'Ur FREE bonus tones r waiting! Reply TUNES now. Only £3 per wk, 2 stop send STOP 08452 123456 16+',
  ],
  [
    'extortion',
    'I recorded you through your webcam while you watched adult sites. Send $950 in bitcoin within 48 hours or the video goes to all your contacts.',
  ],
  [
    'extortion',
    'Cyber cell notice: an FIR has been registered against you for illegal content. Pay a fine of Rs 18,000 today to avoid arrest.',
  ],
  [
    'subscription-renewal',
    'Your Norton 360 plan was renewed and $289.99 will be debited today. To cancel and get a refund call +1 (855) 662-0198.',
  ],
  [
    'subscription-renewal',
    'Spotify: your payment failed and your Premium will be suspended. Update your card at spotify-billing-update.com',
  ],
  [
    'subscription-renewal',
    'Dear consumer ur gas connection will be disconnected 2nite as last month bill is not updated. Pls call our officer 9123405678 immediately',
  ],
  [
    'prize',
    'Your personal loan of Rs 3,00,000 is pre-approved at 1% interest! Pay a processing fee of Rs 1,499 to release it today. WhatsApp 9012378456',
  ],
  [
    'account-security',
    'Your Outlook mailbox is full and will be deactivated. Verify your account within 24 hours at outlook-mail-verify.com',
  ],
  ['account-security', 'Hey, I sent a 6 digit code to ur number by mistake, can u send it back to me pls?'],
  [
    'account-security',
    'Vodafone: your SIM swap request is being processed. If this was not you, cancel it now at vf-simcancel.info',
  ],
  [
    'qr-payment',
    'Your invoice is overdue. Scan the QR code below to pay now and avoid suspension of service.',
  ],
  [
    'qr-payment',
    'I have sent the money for the table. Scan this QR code and enter your UPI PIN to receive it.',
  ],
  [
    'marketplace',
    'Hi, is the bike still available? I will pay more than your asking price by cheque, just refund the extra to my shipping agent.',
  ],
  [
    'marketplace',
    'I bought your sofa on Marketplace. To receive payment you need to upgrade to a business account for $120 first.',
  ],
];

describe('scam families', () => {
  it.each(CASES)('%s: %s', (family, text) => {
    const result = expectFlaggedAs(analyzer, text, family);
    const finding = result.findings.find((item) => item.family === family);
    expect(finding?.axis).toBe('harm');
    expect(result.advice.whatToDo.length).toBeGreaterThan(0);
  });

  it('has a rule, a case above and advice for every family', () => {
    expect(FAMILY_RULES.map((rule) => rule.family)).toEqual([...MESSAGE_FAMILIES]);
    expect(new Set(CASES.map(([family]) => family))).toEqual(new Set(MESSAGE_FAMILIES));
    for (const family of MESSAGE_FAMILIES) {
      const [, text] = CASES.find(([name]) => name === family) ?? ['', ''];
      const advice = analyzer.analyze({ text }).advice;
      if (advice.family === family) {
        expect(advice.whatToDo.length).toBeGreaterThan(0);
        expect(advice.ifAlreadyReplied.length).toBeGreaterThan(0);
      }
    }
  });

  it.each([
    'Vote for your favourite act: text VOTE to 63333, texts cost 35p per message plus your usual rate.',
    'Text STOP to 85023 to stop receiving our offers.',
    'we will win the league again this year, the cost to play is $50 so please pay before sunday',
    'Rental car contracts for 2002 have been awarded to National, please book through the travel desk.',
  ])(
    'does not take a paid vote, an opt-out or a match report for a premium-rate or prize scam: %s',
    (text) => {
      const result = analyzer.analyze({ text });
      expect(result.families).not.toContain('premium-rate');
      expect(result.families).not.toContain('prize');
    },
  );

  it.each([
    'Microsoft: your password was changed. If this was not you, visit account.microsoft.com to secure your account.',
    "Google: new sign-in on a Pixel 8. If this wasn't you, check activity at myaccount.google.com",
  ])("does not flag a provider's own security notice that sends you to its own site: %s", (text) => {
    expectNotFlagged(analyzer, text);
  });

  it('takes a loan approval for a prize hook only when a fee is asked to release it', () => {
    const approval = 'Your loan of £5,000 has been approved. Call us on 0800 123 4567 with any questions.';
    expect(analyzer.analyze({ text: approval }).families).not.toContain('prize');
    const withFee =
      'Your loan of £5,000 has been approved. Pay the processing fee of £99 to release it: call 07700 900 321';
    expect(analyzer.analyze({ text: withFee }).families).toContain('prize');
  });

  it.each([
    'Dear customer, your electricity bill of Rs 980 is due on 12-Jan. Pay via the PowerCo app or powerco-bills.in. Ignore if already paid.',
    'Reminder: unpaid bills may lead to disconnection. Call our helpline 1912 or pay at the office.',
  ])('does not flag an ordinary utility bill reminder: %s', (text) => {
    expectNotFlagged(analyzer, text);
  });

  it('quotes whole sentences of the message as evidence, each once', () => {
    const text =
      'DPD: we could not deliver your parcel today. A £1.45 fee is due. Pay now at dpd-redelivery.top or it will be returned.';
    const result = analyzer.analyze({ text });
    const quotes = result.findings.flatMap((finding) =>
      [...finding.evidence.matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? ''),
    );
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(text).toContain(quote.replace(/…$/, ''));
    expect(new Set(quotes).size).toBe(quotes.length);
    expect(result.stages.hook).toBe('DPD: we could not deliver your parcel today.');
    expect(result.stages.pressure).toBe('Pay now at dpd-redelivery.top or it will be returned.');
  });
});
