import { describe, expect, it } from 'vitest';
import { createMessageAnalyzer } from '../message-analyzer';
import { affirmative } from './cues';

const analyzer = createMessageAnalyzer();
const flagged = (text: string) => ['scam', 'suspicious'].includes(analyzer.analyze({ text }).verdict);

// Written for these tests (session 7); none of them is in the training data.
describe('scam families: session 7 cases', () => {
  it.each([
    [
      'prize',
      'I am Captain R. Hayes of the US Marines in Iraq. We found 4.5 million dollars in a bunker, help me move the funds and you keep 40%. Email me on hayes.r@protonmail.com',
    ],
    [
      'prize',
      'My late husband left 2.8 million USD in a dormant account and I need someone I can trust to receive it. Reply with your full name.',
    ],
    [
      'prize',
      'Fast cash loan of £3,000 approved for you! Just pay the £75 arrangement fee upfront and the money is yours. Text LOAN to 07700 900 611',
    ],
    [
      'prize',
      'You are entitled to £3,750 compensation for the accident you had. To claim, reply with your name and bank details',
    ],
    [
      'job',
      'Are you looking for work? We need online assistants, 45 minutes a day, 250-900 per day paid daily. Add me on WhatsApp to start',
    ],
    [
      'investment',
      "Hi, it's Mei, we met at the wine tasting. I have been making steady profits trading gold on an app, I can show you how if you like",
    ],
    [
      'premium-rate',
      'Lonely tonight? Hot singles in ur area want to meet u. Txt MEET to 69877. £2.50/msg 18+',
    ],
    [
      'subscription-renewal',
      'Thank u for ur order of the Gold club membership, ur account will be charged £29.99 monthly. If u did not authorise this call 0800 048 7721',
    ],
    [
      'extortion',
      'Customs notice: a package in your name was seized with illegal substances inside. Press 1 now to speak to the case officer to avoid arrest.',
    ],
    [
      'subscription-renewal',
      'Kerala Power: supply to your home will be cut tonight at 10pm as last bill is not updated. Call officer 9847012345 now',
    ],
    [
      'marketplace',
      'Hi, I transferred $250 to your Cash App by accident, it was meant for my landlord. Can you send it back? You received the payment yesterday',
    ],
    [
      'prize',
      'I am Sister Mary, dying of cancer, and I wish to give 3.2 million euros to the poor through you. Reply to my email for the details.',
    ],
    [
      'subscription-renewal',
      'Last notice: your vehicle warranty expires today. Call 1-866-555-0177 to keep your coverage.',
    ],
    [
      'premium-rate',
      "FreeMsg: hey sexy, it's Kelly, been thinking about u all day. Txt me back 4 some fun ;) 18+ std chgs to send, £1.50 to rcv",
    ],
    ['premium-rate', 'A mystery caller left u 2 unread msgs. To read them text OPEN to 87121 now. £1.50/msg'],
    [
      'prize',
      'Great news, your number has been chosen to receive a brand new Samsung tablet! Call 0800 916 4452 to arrange delivery',
    ],
    [
      'extortion',
      'This is the Cyber Crime Branch. Your PAN is linked to a money laundering case. Stay on the line for the officer or you will be arrested.',
    ],
    [
      'family-impersonation',
      'Your grandson was arrested after a car accident. He needs $2,500 for bail today, call his lawyer on 646-555-0133',
    ],
  ])('%s: %s', (family, text) => {
    const result = analyzer.analyze({ text });
    expect(result.families).toContain(family);
    expect(['scam', 'suspicious']).toContain(result.verdict);
  });

  it.each([
    // A business newsletter with millions and percentages is not an advance-fee letter.
    'Quarterly update: revenue rose 12% to 4.2 million dollars and the board approved the merger. Read the report at intranet.example.com',
    // A job advert's "compensation" is pay, not a prize.
    'We are hiring a senior analyst in Leeds. Compensation: £45,000 plus bonus. Apply at careers.example.co.uk',
    'Mate I made good money on those shares last year, we met at the pub remember? Drinks on me',
    'Did u get my message? If you did not get it call me later',
    'Your car warranty expires next month. Book a service at any of our branches to keep it valid.',
    'The police seized a van full of illegal goods on our street last night, mad',
    "Your son had a little accident in the playground, nothing serious. He's fine, just letting you know. Ms Clarke",
    'Hey sexy, fancy a takeaway tonight? My treat, text me back x',
  ])('does not flag an ordinary message: %s', (text) => {
    expect(flagged(text)).toBe(false);
  });
});

describe('negation in an if-clause', () => {
  const call = affirmative(/\bcall\b/);
  it('counts "if you did not authorise this call …" as a request to call', () => {
    expect(call.test('if you did not authorise this call 0800 048 7721')).toBe(true);
    expect(call.test('in case it was not you call us')).toBe(true);
  });
  it('still reads a plain negation as one', () => {
    expect(call.test('we will never call you to ask for your pin')).toBe(false);
    expect(call.test('please do not call this number')).toBe(false);
  });
});
