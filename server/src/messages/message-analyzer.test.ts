import { MessageAnalysisResultSchema } from '@scamcheck/shared';
import { describe, expect, it } from 'vitest';
import { createMessageAnalyzer } from './message-analyzer';
import { expectFlaggedAs, expectFlaggedWith, expectNotFlagged } from './testing/verdict-expectations';

const analyzer = createMessageAnalyzer();
const flagged = (text: string) => ['scam', 'suspicious'].includes(analyzer.analyze({ text }).verdict);

// Ordinary messages, written for these tests: one-time codes, deliveries with nothing to pay, reminders,
// bank alerts that send you to your card's number, orders, friends in text-speak.
const HONEST = [
  'Your verification code is 482913. Do not share this code with anyone. We will never ask for it.',
  'Hi, is this Sarah? This is Tom from the climbing gym, you left your water bottle here.',
  'UPS: Your package was delivered today at 2:14 PM. Track it at ups.com',
  'New sign-in to your Google Account on a Windows device. If this was you, you do not need to do anything.',
  'Bitcoin price today: BTC is up 3% to $64,200. Ethereum trades at $3,100.',
  'Your order #1029384 has shipped and will arrive Thursday. Questions? Call us at 1-800-555-0199.',
  'Meeting moved to 3pm, see you in room 204. Bring the quarterly report please.',
  'Chase: A $52.18 debit card transaction to WHOLE FOODS was approved. Not you? Call the number on the back of your card.',
  'Hi! This is Laura, I changed carriers so this is my new number. Save it, see you at yoga.',
  'Got a text about an unpaid toll? Toll agencies will not text you a link asking for payment.',
  'Hi! Just a reminder that rent is due on the 1st. Please Zelle me $1,400 like usual. Thanks!',
  'FedEx: We attempted delivery of your package today but no one was available. We will try again tomorrow.',
  'PG&E: Your bill of $84.20 is ready and due on 06/30. View and pay in the PG&E app.',
  'Reminder: Dr Okafor, Tues 9 Apr 11:40 at Elm Street Practice. Reply N if you cannot attend.',
  'Evri: your parcel from Next is out for delivery today, your driver is Sam. No payment needed.',
  'Rs 1,250.00 debited from a/c XX7781 for UPI to FRESHMART on 02-Jun. Avl bal Rs 9,302.17.',
  'omg c u at 7 then, pls bring ur charger lol',
  'wer r u? txt me wen ur done, mum says dinner at 8',
  "Your Sainsbury's order is confirmed for Saturday 8-9am. We'll text when the driver is on the way.",
  'Santander: your new card has been sent and should arrive within 5 working days.',
  'Text Message - Today 9:41 AM\nYour Lyft code is 5520. Never\nshare this code. Reply STOP to\nunsubscribe.',
  'Your Etsy order has shipped! Track it here: https://www.etsy.com/your/purchases/123',
  // A shop names itself before its site (a nameless "order at joes-pizza.com" reads as a fake shop's text to the
  // model since session 19; docs/messages.md).
  "Joe's Pizza: we accept PayPal and cards. Order your pizza at joes-pizza.com",
  "Security alert\nWe noticed a new sign-in to your Microsoft account from a new device. If this was you, you don't\nneed to do anything. If not, review your activity at account.microsoft.com",
];

const SPAM = [
  'MEGA SALE this weekend only! Up to 60% off sofas at FurnitureBarn. Shop now furniturebarn.co.uk Reply STOP to opt out',
  'Get 3 months of unlimited streaming for £1 with code STREAM1. T&Cs apply. Text STOP to 60001 to unsubscribe.',
];

describe('message analyzer', () => {
  it('returns a result that matches the shared contract', () => {
    const result = analyzer.analyze({
      text: 'USPS: your package is held, pay $1.99 at usps-hold-fee.top today',
      channel: 'sms',
    });
    expect(MessageAnalysisResultSchema.parse(result)).toEqual(result);
    expect(result.channel).toBe('sms');
    expect(result.classifier?.model).toMatch(/trained \d{4}-\d{2}-\d{2}/);
    expect(result.unavailable).toEqual([]);
  });

  it.each(HONEST)('does not flag the ordinary message: %s', (text) => {
    const result = analyzer.analyze({ text });
    const harm = result.findings
      .filter((finding) => finding.axis === 'harm')
      .map((finding) => `${finding.code} ${finding.points}: ${finding.evidence}`);
    expect(['no-signs', 'spam'], harm.join('\n')).toContain(result.verdict);
    expect(result.score).toBeGreaterThanOrEqual(55);
  });

  it.each(SPAM)('calls marketing spam, not a scam: %s', (text) => {
    const result = analyzer.analyze({ text });
    expect(result.verdict).toBe('spam');
    expect(result.families).toEqual([]);
  });

  it('gives scams a low score in the suspicious band, with the evidence in the summary', () => {
    const result = analyzer.analyze({
      text: 'NatWest: ur a/c has been suspended. Pls verify ur details 2day at natwest-unlock.info or it will be closed.',
    });
    expect(result.verdict).toBe('scam');
    expect(result.score).toBeLessThan(40);
    expect(result.band).toBe('suspicious');
    expect(result.summary).toMatch(/looks like a scam/);
    expect(result.summary).toMatch(/we saw/i);
    expect(result.stages.request).not.toBeNull();
    expect(result.advice.family).toBe(result.families[0]);
  });

  it('never flags a message without evidence of harm', () => {
    for (const text of [...HONEST, 'hello', 'ok']) {
      const result = analyzer.analyze({ text });
      if (result.verdict === 'scam' || result.verdict === 'suspicious')
        expect(result.findings.some((finding) => finding.axis === 'harm')).toBe(true);
    }
  });

  it('tells an offer that sends you to a suspicious site from ordinary marketing', () => {
    const offer = analyzer.analyze({
      text: 'Hot deal this week: iPhone 15 Pro from $99 while stocks last! Shop at apple-store-clearance.online',
    });
    expect(['scam', 'suspicious']).toContain(offer.verdict);
    expect(offer.findings.map((finding) => finding.code)).toContain('offer-to-suspicious-site');
    const marketing = analyzer.analyze({
      text: 'Get 20% off at Target this weekend with code SAVE20. Shop target.com. Reply STOP to opt out',
    });
    expect(marketing.verdict).toBe('spam');
    expect(marketing.findings.map((finding) => finding.code)).not.toContain('offer-to-suspicious-site');
  });

  it("counts a brand's general-purpose shortener as a way to act, not as the brand's own site", () => {
    const result = analyzer.analyze({
      text: 'Your Santander account has been temporarily blocked for security reasons. To activate it, log in at http://t.co/uNgMxADEBE',
    });
    expect(['scam', 'suspicious']).toContain(result.verdict);
  });

  it("does not hold a brand's own SMS short domain against it", () => {
    const result = analyzer.analyze({
      text: 'Walmart: your order is ready for pickup. Check in when you arrive: https://w-mt.co/q/Ab12Cd',
    });
    expect(result.entities.brands).toContainEqual(
      expect.objectContaining({ name: 'Walmart', linksElsewhere: false }),
    );
    expect(['scam', 'suspicious']).not.toContain(result.verdict);
  });

  // Session 10: carriers, banks and shops of South-East Asia, Africa and the Gulf joined the brand list.
  it.each([
    ['SingPost: your item SP4410 is out for delivery today. Track it at singpost.com', 'SingPost'],
    ['Maybank: your transfer of RM80.00 was successful. View it at maybank2u.com.my', 'Maybank'],
    ['MTN: your 5GB bundle is active. Manage it at mtnonline.com', 'MTN'],
  ])("knows the brand's own site: %s", (text, name) => {
    const result = analyzer.analyze({ text });
    expect(result.entities.brands).toContainEqual(expect.objectContaining({ name, linksElsewhere: false }));
    expect(['scam', 'suspicious']).not.toContain(result.verdict);
  });

  it('knows when such a brand links elsewhere', () => {
    const text = 'Lazada: you won a prize in our 12.12 draw. Claim it at lazada-prize-claim.com';
    const result = analyzer.analyze({ text });
    expect(result.entities.brands).toContainEqual(
      expect.objectContaining({ name: 'Lazada', linksElsewhere: true }),
    );
    expect(result.findings.map((finding) => finding.code)).toContain('brand-link-mismatch');
  });

  it('notices a brand that links elsewhere', () => {
    const result = analyzer.analyze({
      text: 'PayPal: your account is limited. Restore access at paypal-resolution-centre.com',
    });
    expect(result.entities.brands).toContainEqual({
      name: 'PayPal',
      officialDomain: 'paypal.com',
      linksElsewhere: true,
    });
    expect(flagged('PayPal: your account is limited. Restore access at paypal-resolution-centre.com')).toBe(
      true,
    );
  });

  it("notices a brand's name in an e-mail address at a domain that is not the brand's, or at free webmail", () => {
    const lookalike = analyzer.analyze({
      text: 'Interac <notify@interac-deposits.ca>\nSubject: INTERAC e-Transfer: you received $250.00\nTo deposit the funds, select your financial institution.',
    });
    const finding = lookalike.findings.find((item) => item.code === 'brand-link-mismatch');
    expect(finding?.title).toContain('e-mail address at interac-deposits.ca');
    expect(lookalike.entities.brands).toContainEqual(
      expect.objectContaining({ name: 'Interac', linksElsewhere: true }),
    );
    const webmail = analyzer.analyze({
      text: 'USAA <usaa.security.team@gmail.com>\nDear USAA member, please review your profile.',
    });
    expect(webmail.findings.map((item) => item.code)).toContain('brand-link-mismatch');
    // The brand's own domain, or its name under another country's ending, is the brand writing.
    for (const text of [
      'PayPal <service@paypal.com>\nYou received $40.00 from Maria Lopez.',
      'Yahoo Groups: reply to club@yahoo.co.uk for the reunion details.',
    ])
      expect(analyzer.analyze({ text }).findings.map((item) => item.code)).not.toContain(
        'brand-link-mismatch',
      );
  });

  it('counts a brand named by a message whose link goes to a site hardly anyone visits', () => {
    const result = analyzer.analyze({
      text: 'DHL: your parcel has arrived, track it here http //demo.mipunet.cn/a/x1',
    });
    expect(result.findings.map((finding) => finding.code)).toContain('brand-link-mismatch');
    expect(result.verdict).toBe('scam');
  });

  it('reads a brand spelled out to slip past filters as the brand', () => {
    const result = analyzer.analyze({
      text: 'F-e-d-E-x: we could not find the correct address for your item. Confirm it at https://rb.gy/k2d9zq',
    });
    expect(result.entities.brands).toContainEqual(
      expect.objectContaining({ name: 'FedEx', linksElsewhere: true }),
    );
    expect(result.families).toContain('delivery-fee');
    expect(['scam', 'suspicious']).toContain(result.verdict);
  });

  it("gives no credit for a brand's reassurances when the message links to a site that is not the brand's", () => {
    const honest = 'Monzo: your login code is 448-120. Never share it with anyone, not even us.';
    expect(flagged(honest)).toBe(false);
    const result = analyzer.analyze({
      text: `${honest} If you did not ask for this code, cancel the request at monzo-helpdesk.co`,
    });
    expect(result.findings.filter((finding) => finding.axis === 'trust')).toEqual([]);
    expect(['scam', 'suspicious']).toContain(result.verdict);
  });

  it('counts a chat invite (wa.me, t.me) as a way to reach the sender', () => {
    const text = 'Earn 4,000 daily from home by rating products, no experience needed. Chat with our HR:';
    expect(flagged(`${text} https://wa.me/8801711000000`)).toBe(true);
    expect(flagged(text)).toBe(false);
  });

  it('counts "contact our agent on this number" in a chat as a way to act, not a friend asking for money', () => {
    const lure = 'Congratulations!!! Your number has won 25,000,000 in the WhatsApp anniversary lucky draw.';
    expect(
      flagged(`${lure} Contact our agent on this number to claim. A small processing fee applies.`),
    ).toBe(true);
    expect(flagged(`${lure} A small processing fee applies.`)).toBe(false);
    expect(flagged('Can you send me your account details so I can pay you back for the tickets?')).toBe(
      false,
    );
  });

  it('reads everyday alerts of session 20 as the honest notices they are', () => {
    for (const text of [
      'eBay: Your buyer has requested a return for "Vintage Levi\'s 501 W32". Please respond within 3 business days in My eBay > Returns. Don\'t agree to handle returns outside of eBay.',
      'Lakeview FCU: Your debit card ending 2214 is temporarily locked after 3 incorrect PIN attempts. Stop by any branch or call the member service number on our website to unlock it.',
      'Coinbase: Your deposit of 0.0415 BTC has been confirmed and is now available in your account.',
    ])
      expectNotFlagged(analyzer, text);
    // A payment asked for in crypto is still one.
    expectFlaggedWith(
      analyzer,
      'To release the parcel make your payment of 0.01 BTC to the wallet below today.',
      'untraceable-payment',
    );
  });

  it("sees the sender's name without its word for bank in a look-alike address", () => {
    expectFlaggedWith(
      analyzer,
      'Fio banka: Z důvodu bezpečnosti byl Váš účet dočasně omezen. Pro obnovení přístupu se přihlaste: fio-cz.overeni.top',
      'sender-lookalike-site',
    );
    expectNotFlagged(analyzer, 'Fio banka: Vaše platba byla přijata. Podrobnosti najdete na fio.cz');
  });

  it('reads a number that a slash joins to the next instruction, and a bank alert that gives only its own lines (session 21)', () => {
    expectNotFlagged(
      analyzer,
      'Axis Bank: INR 1,180.00 spent on card XX4471 at ZOMATO on 02-04-24. Avl Lmt INR 61,020. Not you? Call 18004195959/SMS BLOCK 4471 to 5676782',
    );
    expectNotFlagged(
      analyzer,
      'Kotak: Rs 640.00 debited from a/c **3307 to VPA blinkit@ybl (UPI Ref 409981223344). Not you? Call 18602662666/SMS BLOCK 3307 to 9971056767',
    );
  });

  it('reads a charge disowned in Spanish and a power cut in Hindi with a number to call (session 21)', () => {
    expectFlaggedWith(
      analyzer,
      'Banorte: Detectamos un cargo no reconocido por $12,300.00 MXN con su tarjeta. Si usted no lo autorizó, comuníquese al 55 8812 4409',
      'family-card-transaction',
    );
    expectFlaggedWith(
      analyzer,
      'प्रिय ग्राहक, आपका बिजली कनेक्शन आज रात 10 बजे काट दिया जाएगा क्योंकि बिल बकाया है। तुरंत 9123456780 पर कॉल करें',
      'family-subscription-renewal',
    );
  });

  it("sees the first word of a sender's name hyphened to other words in an address (session 21)", () => {
    expectFlaggedWith(
      analyzer,
      'Kredo Banka Polska: Twoje konto zostało zablokowane. Odblokuj dostęp: kredo-weryfikacja-konta.com',
      'sender-lookalike-site',
    );
    expectFlaggedWith(
      analyzer,
      'Urząd Podatkowy: przysługuje Ci zwrot 310 zł. Podaj numer konta: e-urzad-zwroty.net',
      'sender-lookalike-site',
    );
    // The company's own short name, or its whole name hyphened, is its site.
    expectNotFlagged(analyzer, 'Duke Energy: your bill of $82.10 is ready. View it at duke-energy.com');
    expectNotFlagged(analyzer, 'Kredo Banka: wyciąg za maj jest dostępny na kredo.pl');
  });

  it('says when the model cannot be loaded, and still judges by the rules', () => {
    const broken = createMessageAnalyzer({ modelPath: '/nonexistent/message-model.json' });
    const result = broken.analyze({ text: 'Hi mum new number, my phone broke. Can u send £200 2day?' });
    expect(result.classifier).toBeNull();
    expect(result.unavailable.map((item) => item.id)).toEqual(['classifier']);
    expect(result.families).toContain('family-impersonation');
  });
});

describe('messages read in session 21 (written for these tests)', () => {
  it('reads a warning that quotes a scam without the quote, and says so', () => {
    const warning = expectNotFlagged(
      analyzer,
      'Heads up from the library team: a scam text is going round. It reads "Your library card expires today, pay the $2.50 renewal fee at citylib-renew.info to keep borrowing". We never charge for cards, so just delete it.',
    );
    expect(warning.findings.map((finding) => finding.code)).toContain('quotes-a-scam');
    expectNotFlagged(
      analyzer,
      'Gran just got this on WhatsApp: "Hi Gran, I smashed my phone, this is my new number, can you pay a bill for me today?" It is NOT me, I still have my old phone. Tell her to block it x',
    );
  });

  it('still reads the quoted message when the reader asks whether it is real, and quotes inside a scam', () => {
    expectFlaggedWith(
      analyzer,
      'Is this legit?? Got this: "Evri: we could not deliver your parcel, pay a £1.20 redelivery fee at evri-redeliver-uk.top within 12 hours"',
      'family-delivery-fee',
    );
    expect(
      ['scam', 'suspicious'].includes(
        analyzer.analyze({
          text: 'Netflix: your payment was declined. Tap "Update payment details now to keep watching your shows" at netflix-billing-fix.top before midnight.',
        }).verdict,
      ),
    ).toBe(true);
  });

  it('does not read what an agency says it will never do as a demand', () => {
    expectNotFlagged(
      analyzer,
      'Service Canada will never threaten you with arrest or ask you to pay with gift cards or bitcoin. Hang up on anyone who does.',
    );
  });

  it('sees card security codes and login credentials asked for', () => {
    expectFlaggedWith(
      analyzer,
      'Dear customer, a charge is pending on your card. Kindly confirm your login credentials and card security codes to keep your account open.',
      'card-secret-request',
    );
  });

  it('sees deposits to reserve a pet, keys after a deposit, a giveaway fee, a French code request and a login link to screenshot', () => {
    expectFlaggedAs(
      analyzer,
      'Hi! The corgi pups are still available, $750 with delivery. A $250 deposit to reserve, via Cash App. No visits because I am travelling for work.',
      'marketplace',
    );
    expectFlaggedAs(
      analyzer,
      'Studio for rent downtown, $700/mo all bills in. I work overseas so the keys are mailed after the deposit is paid by Zelle.',
      'marketplace',
    );
    expectFlaggedWith(
      analyzer,
      'We are giving away $500 to 50 lucky fans! DM us to claim, a $20 processing fee applies to confirm you are human.',
      'advance-fee',
    );
    expectFlaggedAs(
      analyzer,
      "Coucou c'est moi, nouveau numéro. Tu peux m'envoyer le code que tu vas recevoir par SMS ? Je me suis trompé en m'inscrivant",
      'account-security',
    );
    expectFlaggedAs(
      analyzer,
      "hey it's Leo from chem class, my snap got locked. I'm sending a link to your email, can you screenshot it and send it to me?",
      'account-security',
    );
  });

  it('sees the quieter asks of hard-to-spot scams', () => {
    // The codes asked for a sentence after the cards are named.
    expectFlaggedWith(
      analyzer,
      "I'd like to thank three clients with £50 Apple gift cards. Can you buy them today and text me photos of the codes?",
      'gift-card-codes',
    );
    expectFlaggedWith(
      analyzer,
      'Congratulations, the tribunal has approved your claim to the estate of the late Mr Ruiz. Before the funds are released, a registration duty of €1,400 must be settled.',
      'advance-fee',
    );
    expectFlaggedWith(
      analyzer,
      "You've been picked as one of the winners of our summer draw! A Ninja air fryer is yours, just cover the £3.49 postage to claim it.",
      'advance-fee',
    );
    expectFlaggedAs(
      analyzer,
      "Hi, I'm from Kraken customer support. I saw your post about a delayed withdrawal. Please share your UID and registered email so I can escalate it.",
      'account-security',
    );
    expectFlaggedAs(
      analyzer,
      'This is Dan from the IT helpdesk. Your account failed the new MFA check, I will send a push to your Authenticator app in a minute, please approve it so I can finish the setup.',
      'account-security',
    );
    expectFlaggedAs(
      analyzer,
      'Hi Sofia, could you change my salary payment details before payroll closes? New account: sort code 04-00-75, account 19283746. Thanks, Tom',
      'subscription-renewal',
    );
    expectFlaggedWith(
      analyzer,
      'Dear customer, your old workplace pension can be released early. We just need your National Insurance number to start the claim.',
      'credential-request',
    );
  });

  it('does not read a code for the family Netflix on the TV, in French, as a stolen code', () => {
    expectNotFlagged(
      analyzer,
      'Tu peux me renvoyer le code Netflix ? La box me demande de confirmer le foyer sur la télé du salon.',
    );
  });

  it("does not read a family warning, an agency's phishing guidance or a parent's payout as the scam they mention", () => {
    expectNotFlagged(
      analyzer,
      "Family group: someone texted Dad pretending to be me on a new number and asking for £400 😠 If any of you gets a message from 'me' wanting money, ring me first.",
    );
    expectNotFlagged(
      analyzer,
      'Dear adviser, the Tax Office is aware of a rise in scam texts offering refunds this month. Please remind clients that we do not send refund links by text.',
    );
    expectNotFlagged(
      analyzer,
      "Hi love, the bond matured! Send me your account number and sort code, I'd like to give you £300 for your birthday. Mum x",
    );
  });

  it('does not read a group deposit or a restaurant booking as a marketplace trick', () => {
    expectNotFlagged(
      analyzer,
      'Reminder: the deposit to reserve a table for 12 is £60, please pay at the bar when you arrive. See you Friday!',
    );
  });
});
