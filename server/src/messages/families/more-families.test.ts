import { describe, expect, it } from 'vitest';
import { createMessageAnalyzer } from '../message-analyzer';
import { expectFlaggedAs, expectFlaggedWith, expectNotFlagged } from '../testing/verdict-expectations';
import { toMatchForm } from '../text/message-text';
import { affirmative } from './cues';

const analyzer = createMessageAnalyzer();
const flagged = (text: string) => ['scam', 'suspicious'].includes(analyzer.analyze({ text }).verdict);

// Written for these tests (sessions 7 and 8); none of them is in the training data or the probe batches.
describe('scam families: sessions 7 and 8', () => {
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
    // session 8
    [
      'prize',
      "You've been picked to receive a FREE Samsung Galaxy S25! Ring 0800 112 4409 to claim yours today.",
    ],
    [
      'prize',
      'I am Dr. Ade Bello, an auditor. A deceased customer left 6.1 million dollars with no heir, and I want to present you as the beneficiary. Reply with your private phone number.',
    ],
    [
      'prize',
      'Widow with a terminal illness seeks an honest person: I will instruct my bank to transfer the funds to you for charity work. 4.7 million euros. Write back with your name.',
    ],
    [
      'marketplace',
      "Hi, I'm buying your dining table. I paid extra to cover my courier, so please send the extra £120 back to him by bank transfer.",
    ],
    [
      'romance',
      'Hello dear, I got your number from a dating site. I am an engineer on an oil rig and I feel so lonely out here. Can we be friends?',
    ],
    [
      'subscription-renewal',
      'Please note our bank details have changed. Kindly pay the attached invoice of £2,340 to our new account, sort code 40-11-22, account 55190327.',
    ],
    [
      'subscription-renewal',
      'Gas supply to your house will be disconnected today at 8pm due to an unpaid bill. Pay now through our officer on 9876012345.',
    ],
    [
      'government',
      'Medicare: you are eligible for a free knee brace at no cost. Reply with your Medicare number and address to get it shipped.',
    ],
    [
      'premium-rate',
      'Congratulations! A weekend in Rome for 2 is yours. Call 09050 002 116 from a landline to book. PO Box 12 London N1 7XX 150p/min',
    ],
    [
      'prize',
      'Ur number may be entitled 2 £3,900 for the injury u had at work. To claim reply YES to this message.',
    ],
    [
      'marketplace',
      'So sorry, I accidentally sent you £75 on PayPal instead of my sister. Could you refund it please?',
    ],
    [
      'marketplace',
      "The flat is available from next week. I'm living abroad so I can't show it, but send the first month's deposit and I'll post you the keys.",
    ],
    [
      'marketplace',
      'Two tickets for sale for the Arsenal game, £60 each. Bank transfer only, no PayPal sorry.',
    ],
    [
      'marketplace',
      'Your Venmo account has a pending $400 payment. To receive the funds you must first pay a $25 unlock fee.',
    ],
    [
      'prize',
      "I am a US army captain in Syria and I'd like us to be friends. I have a trunk of dollars I must send to someone I can trust.",
    ],
    ['investment', 'This new token is going to 50x before listing. Grab it early, link in my bio!'],
    // The same letter's opener is the romance family's "story and affection" too.
    [
      'romance',
      "I am a US army captain in Syria and I'd like us to be friends. I have a trunk of dollars I must send to someone I can trust.",
    ],
    [
      'bank-account',
      'Santander fraud department here. Your savings are at risk, please transfer them to the safe account we opened for you today.',
    ],
    [
      'account-security',
      'Your SIM will be deactivated tonight. Send a photo of your ID and your SIM card number to re-activate it.',
    ],
    [
      'family-impersonation',
      "Hey it's Chris, I'm stranded in Lisbon, my wallet and passport were stolen. Can you send £300 by Western Union today?",
    ],
    [
      'government',
      'HM Revenue & Customs: you are owed a refund of £212.40. Submit your claim form online to receive it.',
    ],
    [
      'family-impersonation',
      'Are you at your desk? Please wire $9,800 to our new supplier today, I will send the details. Keep it confidential. Mark',
    ],
    [
      'family-impersonation',
      "Mum it's me, I've had an accident and need £400 for the tow truck right now, please send it to this account",
    ],
    [
      'tech-support',
      'ALERT: 4 trojans detected on your laptop. Your Windows Defender licence has expired. Fix now to protect your files.',
    ],
    ['account-security', 'You have 1 new voicemail (0:42). Listen to it here: voicebox-msg.online/v/2231'],
    [
      'government',
      'IRS: a warrant has been issued for your unpaid taxes. To avoid arrest call 1-844-555-0152 today.',
    ],
  ])('%s: %s', (family, text) => {
    expectFlaggedAs(analyzer, text, family);
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
    // session 8; partners ask each other to pay bills
    "Babe can u pay the water bill today? I'll give u my half later",
    'Got your number from Dave at the garage, I am the plumber for Thursday. What time suits?',
    'Our new bank account is open! Come and see the branch at 12 High Street.',
    'Please pay the invoice attached by the end of the month. Thanks, Sam',
    'The flat is still available for viewing on Saturday, the agent will show you round.',
    'Markets today: the index rose 12% this year and our shares gained 5% this morning.',
    'Got robbed on holiday lol, lost my bag, but the insurance paid out in the end',
    'Is a fixed-rate ISA a safe account for my savings? Asking for mum',
    // A child asking from their own number, with no new number and no trouble.
    'Hi dad, can u transfer me £25 for the geography trip? thanks x',
    // A real antivirus reports a clean scan and its renewal date.
    'Norton 360: scan finished, no threats found. Your protection renews on 12 May.',
    'You have a new message from your landlord on Rightmove. Read it at rightmove.co.uk/messages',
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

// E-mails hide the address behind "click here" or a button, and a copied text or a screenshot loses it: the
// request to act online is then the only sign of where the message sends you.
describe('a request to act online with no link to see', () => {
  it.each([
    [
      'Your mailbox has exceeded its storage quota. Click here to re-validate your mailbox or new mail will be rejected.',
      true,
    ],
    [
      'We could not process your last payment and your membership is on hold. Please update your billing information to avoid cancellation.',
      true,
    ],
    [
      'Security alert: an unrecognised sign-in to your online banking was blocked. Verify your identity now to restore access.',
      true,
    ],
    [
      'Use 482910 as your one-time password to log in to your FoodDash account. Do not share it with anyone.',
      false,
    ],
    ['Hi team, the slides from today are in the link below. Click here if you missed the talk.', false],
    [
      'Your statement could not be delivered and your account is on hold. You can download it by logging in to our secure portal with your email password.',
      true,
    ],
    ['Can u confirm the time for saturday? I need to book the table', false],
    // Honest services ask the same without an alarm, or send you to your own account or app.
    [
      'Welcome to Planboard! Please verify your email address to finish creating your account. If you did not sign up, ignore this email.',
      false,
    ],
    ['Hi all, please review the attached agenda and confirm your place by Thursday. Thanks, Priya', false],
    [
      'Please verify your email address to activate your Ticketline account. This link expires in 24 hours.',
      false,
    ],
    [
      'Your Samsung account was used to sign in on a new tablet. If this was you, ignore this message. If not, change your password in Settings.',
      false,
    ],
    [
      'Action required: the card on your Photobox subscription expires this month. Please update your payment method: go to your account settings.',
      false,
    ],
    // A sign-in page's labels ask nothing of the reader.
    [
      'PayPal\nLog in to your account\nEmail or mobile number\nPassword\nForgot password?\nLog In\nor\nSign Up',
      false,
    ],
    [
      'Your account\nSign in to continue\nUsername\nPassword\nKeep me signed in\nSign in\nForgot your password? Reset it',
      false,
    ],
    [
      'If you did not change it, go to your account settings to secure your account. No need to reply.',
      false,
    ],
  ])('%s → flagged: %s', (text, expected) => {
    expect(flagged(text)).toBe(expected);
  });
});

describe('"it\'s me, new number" (session 10)', () => {
  it('from someone who calls you Mum or Dad, it is the opener of the scam', () => {
    expectFlaggedAs(
      analyzer,
      'Hi Dad, this is my new number, you can delete the old one x',
      'family-impersonation',
    );
  });

  it('from no one in particular, it is a friend who changed phones, until money or trouble comes up', () => {
    expectNotFlagged(analyzer, "Hiya it's me, switched to a new phone so save this number x");
    expectFlaggedAs(
      analyzer,
      "Hiya it's me, new phone so save this number. Can u send me £150 for rent today? My banking app is locked",
      'family-impersonation',
    );
  });
});

describe('stages quote the new cues', () => {
  it('quotes the "safe account" request and the changed bank details', () => {
    const safe = analyzer.analyze({
      text: 'Barclays fraud team here. Your savings are at risk. Please move them to the safe account we have set up for you.',
    });
    expect(safe.stages.request).toBe('Please move them to the safe account we have set up for you.');
    const invoice = analyzer.analyze({
      text: 'Hello, our bank details have changed this month. Please pay invoice 2231 of £1,980 to the new account below.',
    });
    expect(invoice.stages.hook).toBe('Hello, our bank details have changed this month.');
  });
});

describe('a council texting about arrears', () => {
  it('is not the government family: it threatens no arrest', () => {
    const result = analyzer.analyze({
      text: 'Council tax: you owe £120 arrears. Please call the council on 0161 234 5000 to set up a payment plan.',
    });
    expect(result.families).not.toContain('government');
  });
});

// Written for these tests (session 9); none is in the training data or the probe batches.
describe('scam families: session 9', () => {
  it.each([
    [
      'account-security',
      'Vi customer: your mobile number will be disconnected in 3 hours for pending re-verification. Call 8420193377 now',
    ],
    [
      'account-security',
      'Your phone line has been flagged for misuse and will be blocked today. Press 1 or dial 7043318820 to talk to the cyber cell',
    ],
    [
      'card-transaction',
      'Barclays: we must verify a recent payment of £980.00 to ARGOS. Please ring our security team on 020 3808 4471 today',
    ],
    [
      'prize',
      'Your SIM number got a cash gift of Rp 25,000,000 from the anniversary draw. Claim at hadiah-undian.site',
    ],
    [
      'investment',
      'Earn $800 weekly with our copy-trading signals, spaces are limited. Join us on Telegram @copyprofitclub',
    ],
    [
      'job',
      'We are hiring remote assistants to like videos, $150-$300 per day, no experience needed. Interested?',
    ],
    [
      'marketplace',
      'I want your guitar. I will arrange a courier to pick it up, please check your email for the PayPal confirmation first',
    ],
    [
      'delivery-fee',
      'Royal Mail: your parcel could not be delivered as the address was incomplete. Reply with your full address to rebook',
    ],
    [
      'romance',
      'Hello dear, I am Captain Ross, a widower serving on an oil rig. I would love to get to know you better, add me on Telegram',
    ],
    [
      'prize',
      'Quick cash loan of 80,000 with no credit check, approval in 5 minutes. Just pay the 2,000 activation fee. Text LOAN to 09179990000',
    ],
    [
      'prize',
      'Your mobile wallet has been awarded a 1,500 bonus in the anniversary promo. Claim by texting BONUS to 60121',
    ],
    [
      'subscription-renewal',
      "We have been trying to reach you about your vehicle's warranty. Final attempt: press 2 or call 855-770-3314",
    ],
    [
      'investment',
      'Hi, I am Leo, a stock coach. My students gained 85% this quarter. I can add you to our free VIP group today',
    ],
    [
      'card-transaction',
      'Monzo: payee "K Adeyemi" has been added to your account. If you did not do this, call our team now on 0203 884 1290',
    ],
    [
      'marketplace',
      'Saw you need a PS5 for Christmas, I can sell you mine for $220 but Venmo only, I ship it the same day',
    ],
    [
      'prize',
      'I am a contractor in Kabul with 7.5 million dollars in cash to move abroad. Help me and we split the funds with you 40/60. Write to me',
    ],
  ])('%s: %s', (family, text) => {
    const result = expectFlaggedAs(analyzer, text, family);
    expect(result.findings.some((finding) => finding.family === family)).toBe(true);
  });

  it.each([
    'Your Vodafone bill is ready. Pay in the My Vodafone app by 12 Dec to keep your line active.',
    'Your SIM is now active. Welcome to giffgaff! Need help? Call 43430 from your giffgaff phone.',
    'Lloyds: your payment of £45.00 to SMITHS GARAGE has gone through. Check it in the app.',
    'Coinbase: your withdrawal of 250 USDC to your bank has been processed.',
    'Monzo: you added a new payee, Sam Okafor. If this was not you, contact us in the app.',
    'Hi dear, the kids would love to get to know you better at the barbecue on Sunday. Chat on WhatsApp later?',
    'Your loan application has been approved. The funds will reach your account within 2 working days.',
    'Your car warranty with Kia runs until March 2027. Book your free health check at your local dealer.',
    'Please confirm your attendance at the school trip by replying to this text.',
    'Hi, we have a warehouse position, 20 hours a week at £11.50 per hour. Interested?',
  ])('stays unflagged: %s', (text) => {
    expectNotFlagged(analyzer, text);
  });

  it.each([
    'Can you send me the wifi password again? The router reset itself',
    'pls send the wi-fi password for the flat, mine forgot it',
  ])('a Wi-Fi password among friends is not a request for credentials: %s', (text) => {
    const codes = analyzer.analyze({ text }).findings.map((finding) => finding.code);
    expect(codes).not.toContain('credential-request');
  });
});

describe('awareness messages about scams (session 9)', () => {
  it.each([
    'SBI never asks for your OTP or PIN. Beware of fraudsters posing as bank staff who say your account will be blocked unless you update KYC through a link. Report fraud at cybercrime.gov.in',
    'Be careful of scammers sending texts that your parcel is held for a customs fee. Royal Mail will never ask you to pay by text.',
  ])('warns about a lure without making it: %s', (text) => {
    const result = expectNotFlagged(analyzer, text);
    expect(result.findings.map((finding) => finding.code)).toContain('fraud-warning');
  });

  it('a debt to be settled in gift cards is a finding of its own', () => {
    const text =
      'Sheriff office: you missed jury duty and owe a fine of $900. Clear it today by paying with Apple gift cards. Call 1-877-310-2290';
    const result = analyzer.analyze({ text });
    expect(result.findings.map((finding) => finding.code)).toContain('gift-card-payment');
    expect(['scam', 'suspicious']).toContain(result.verdict);
  });

  it('a warning in front of a lure does not hide the lure', () => {
    const text =
      'Beware of fraudsters. Your HSBC account has been suspended due to unusual activity. Verify your details now at hsbc-secure-check.com';
    expectFlaggedAs(analyzer, text, 'bank-account');
  });
});

// Written for these tests (session 10); none is a probe message or a training row.
describe('scam families: session 10', () => {
  it.each([
    [
      'romance',
      "Hi there, I'm Kelly, 39 and recently divorced. Bored tonight... my private photos are here: https://flirt-nearby.club/k39",
    ],
    [
      'romance',
      'Looking for a discreet affair? I am Tanya, married but lonely. See my profile: https://quiet-meets.top/t',
    ],
    [
      'card-transaction',
      'Your Best Buy order for a Samsung TV ($1,180.00) is confirmed. Did not order this? Call 1-855-410-7723 now',
    ],
    [
      'card-transaction',
      "eBay: your purchase of AirPods Pro was charged to your card. Didn't buy this? Ring 0800 048 2291",
    ],
    [
      'account-security',
      'Citi Alert: A new payee was added to your account. To cancel it, visit https://citi-payee-review.com',
    ],
    [
      'account-security',
      'Bank of America: new ACH recipient added. Visit https://boa-ach-stop.info to remove',
    ],
    [
      'subscription-renewal',
      'Your payment method has failed. Update it to keep your membership: https://member-billing-fix.com',
    ],
    [
      'subscription-renewal',
      'Subject: Direct deposit change\nHello, I have switched banks and would like my salary paid into my new account starting this month. Please confirm once updated.',
    ],
    [
      'government',
      'Subject: Fiscal notice\nOur records show you are owed a tax rebate of £312.40. Submit the claim form below to receive it.',
    ],
    [
      'job',
      'Remote assistant jobs open: earn $350 weekly, no experience needed. Text your full name and age to 415-555-0193',
    ],
    [
      'government',
      "Marshal's Office: a bench warrant for your arrest was issued today. To clear it call Officer Diaz at 213-555-0162 before 5pm",
    ],
    [
      'government',
      'Cyber Crime Branch: an FIR has been registered against your mobile number for money laundering. Stay on the video call with the officer or you will be arrested.',
    ],
    [
      'prize',
      'Good day, I am Captain Ray Evans on a peacekeeping mission. I hold a box of $6.2 million and need a trusted partner to receive it for me. Reply for details.',
    ],
    [
      'investment',
      'Join our Telegram signals group, members gain 250% in 10 days. Spots are limited: cryptogains-vip.top',
    ],
    [
      'prize',
      'Good day, I am Mrs Kate Owen from Leeds. I have an inheritance box worth $3.2M which I wish to send to you. Reply me',
    ],
    [
      'investment',
      "Hello, is this Rachel? Oh sorry, wrong number. You seem nice though! I'm in crypto trading, been doing well this year",
    ],
    [
      'bank-account',
      'From 1 June you will no longer be able to use your debit card. Activate the new security system: https://card-secure-now.net',
    ],
  ])('%s: %s', (family, text) => {
    expectFlaggedAs(analyzer, text, family);
  });

  it.each([
    'Miss you babe! Here are the photos from our weekend: https://photos.google.com/share/AF1Qip',
    "I'm single again and honestly bored, fancy a film night on Friday? Bring snacks",
    'Your Best Buy order has shipped. Track it in the Best Buy app.',
    'Monzo: you added Sam Okafor as a payee. If this was not you, contact us in the app.',
    'Your payment method was updated. Your next bill is on 3 March.',
    'HMRC: your tax rebate of £84.20 has been paid into your bank account. You do not need to do anything.',
    'Text your name and shirt size to Jo by Friday so we can order the team kit.',
    'Sorry, wrong number! I was trying to text my sister about dinner.',
    'Facebook: someone tried to log in to your account from Paris. If this was you, ignore this message.',
    'Hi, is this Priya? Mum gave me your number, I am the new tutor for Sam. Is Tuesday ok?',
    'Police Scotland: the road closure on the A9 has been lifted. Thank you for your patience.',
    'Court reminder: your jury service starts on Monday 4 March at 9:30am. Bring your summons letter.',
    "Thanks for the lovely evening! I've switched banks so send me your share to my Monzo whenever",
  ])('stays unflagged: %s', (text) => {
    expectNotFlagged(analyzer, text);
  });
});

describe('a keyword to send is not a threat (session 10)', () => {
  it('"SMS BLOCK to …" in a card alert does not make the account "blocked"', () => {
    const text =
      'HDFC Bank: Rs 1,200 spent on card XX12 at AMAZON. To stop alerts, SMS BLOCK to 5676712. Call 1800 202 6161 for help';
    expect(analyzer.analyze({ text }).families).not.toContain('bank-account');
    const lure = 'HDFC Bank: your card XX12 will be blocked today. Call 9876501234 to keep it active';
    expect(analyzer.analyze({ text: lure }).families).toContain('bank-account');
  });
});

describe('scam families: session 11', () => {
  it.each([
    [
      'prize',
      'Congratulations! The results are out and your postcode has been chosen. You are 1 of 5 winners >> http://ulk.us/3Vj15z',
    ],
    [
      'prize',
      'You have won! Your mobile number was drawn in our monthly giveaway. See what you won: https://gift-draw-results.top/x',
    ],
    [
      'account-security',
      'Montepio24: your username and PIN have been disabled. Activate access at www.bit.ly/2INM5e9',
    ],
    [
      'card-transaction',
      'Triodos Bank: a direct debit of EUR 1,601.48 to VOF Spilda was approved. Not familiar with this? Cancel it at triodos-annuleren.com',
    ],
    [
      'job',
      'Your Upwork profile was shortlisted. We pay $50 per 5-star review you post. Message our coordinator on Telegram @ReviewTask_Amy',
    ],
    [
      'account-security',
      'Hi this is your Vodafone engineer, we are upgrading your SIM to 5G. You will receive a code shortly, please forward it to this number to complete the upgrade.',
    ],
    [
      'account-security',
      'Bank of Ireland: a new device has been registered to your account. If this was not you please call 01 443 9127 immediately',
    ],
    [
      'investment',
      'Lost money to a crypto scam? Our certified recovery agents can retrieve 100% of your funds within 72 hours. Contact recoveryexpert.fund@protonmail.com',
    ],
    [
      'investment',
      "Hello, I'm Maria, we chatted on the Bumble app last month. I invest in gold futures on a platform my uncle taught me. I can show you how if you want",
    ],
    [
      'family-impersonation',
      "Maman, j'ai cassé mon téléphone, c'est mon nouveau numéro. J'ai un paiement urgent à faire aujourd'hui, tu peux m'aider ?",
    ],
    [
      'family-impersonation',
      'Mama, ini nomor baru aku. Pulsa aku habis, tolong transfer 500rb ke rekening temen aku dulu ya, nanti aku ganti.',
    ],
    [
      'card-transaction',
      "Apple: A charge of $179.99 for Apple Music Family plan was made on your account. If you didn't authorize this, call Apple Support at 1 (866) 230-5172",
    ],
    [
      'subscription-renewal',
      'Dear Consumer your electricity power will be disconnected tonight at 9.30 pm. Please immediately contact with our electricity officer 9873204118',
    ],
    [
      'account-security',
      "Hey, I'm locked out of my WhatsApp and the code went to your number by accident. Can you send it to me pls?",
    ],
  ])('%s: %s', (family, text) => {
    expectFlaggedAs(analyzer, text, family);
  });

  it.each([
    'Apple: your receipt. Apple Music Family plan, $16.99 a month, charged to your card. View it in Settings.',
    "The code for the bike lock is 4471, it's on the shed door by accident so change it when you can",
    'Lost money to a scam? Your bank may be able to help you recover it. Report it to Action Fraud at actionfraud.police.uk',
    'Mama, aku udah sampai rumah ya. Nanti malam aku telepon.',
    'Maybank: RM250.00 transferred to AHMAD FAIZAL successfully on 12/03/25. If you did not perform this transaction, call 1300 88 6688.',
    'You will receive a code by SMS. Enter it on the website to finish signing in.',
    "Heh, you won't find much on that host these days, try iewebs.com instead.",
    'Congratulations to all the winners of the club raffle! Photos are on https://photos.google.com/share/AF1Qip',
    'Your new debit card is on its way. Activate it in the app when it arrives.',
    'Reply STOP to disable these alerts. Your statement is ready to view in online banking.',
  ])('stays unflagged: %s', (text) => {
    expectNotFlagged(analyzer, text);
  });

  it('reads "via ing-pasvervangen.nl" as a link, not as ING named as a way to pay', () => {
    const result = analyzer.analyze({
      text: 'ING: Uw betaalpas verloopt binnenkort. Vraag direct een nieuwe pas aan via ing-pasvervangen.nl',
    });
    expect(result.findings.map((finding) => finding.code)).toContain('brand-link-mismatch');
    expect(['scam', 'suspicious']).toContain(result.verdict);
  });
});

describe('scam families: session 12', () => {
  it.each([
    [
      'bank-account',
      'Dear customer, your ATM card has been blocked as your KYC is pending. To unblock it, contact this number 9123456780 today',
    ],
    [
      'government',
      'Federal student aid: your loans may qualify for full forgiveness under the new plan. Deadline is Monday, call 1-855-300-4411 to enrol',
    ],
    [
      'subscription-renewal',
      'Dear customer, your power supply will be disconnected tonight at 10pm due to an unpaid bill. Call our officer on 1800 555 0199 immediately',
    ],
    [
      'romance',
      'My love, my luggage is held at customs in Lagos and they want a $1,800 clearance fee before I can fly to you. Please help me',
    ],
    [
      'family-impersonation',
      "Hi it's me, this is my new number. Please send 20k to this account 0123456789 GTBank, I'll explain later",
    ],
    [
      'investment',
      'Join our VIP stock group: 95% accuracy on intraday calls, free trial today only. t.me/VipStockCalls',
    ],
    [
      'investment',
      'Lost your savings to a fake broker? Our agents retrieved $1.2M for clients this year. No win, no fee. WhatsApp +44 7700 900 123',
    ],
    [
      'job',
      'Hiring! Online part-time, P800 daily for liking Facebook posts. Message us on Telegram @FbTasksPH',
    ],
    [
      'prize',
      'I am Barrister Paul Eze. A late client of mine who shares your surname left $6.5M with no will. Contact me so we can present you as next of kin.',
    ],
    [
      'card-transaction',
      'BBVA: compra aprobada de 689,00 EUR en MEDIA MARKT. ¿No la reconoce? Llame al 910 555 123',
    ],
    [
      'toll-fine',
      'JPJ: Anda mempunyai saman trafik tertunggak RM300. Bayar segera di jpj-saman.top untuk elak tindakan mahkamah',
    ],
    [
      'prize',
      'Your mobile number has been selected as a winner in the Pepsi summer draw. Send your claim to pepsidraw.office@yahoo.com',
    ],
    [
      'prize',
      'Rs 3 lakh instant loan approved, no documents needed! Download the app now: tinyurl.com/loan-now-24',
    ],
    [
      'prize',
      'Good day, I am Mrs Helen Carter and I have a donation of $1,800,000 for you. Contact my attorney to receive it.',
    ],
    [
      'investment',
      'Welcome to the VIP stock club. Our analyst posts daily picks with 40% gains. Add us on WhatsApp +1 (646) 555-0182',
    ],
    [
      'government',
      'Medicare: you qualify for a free knee brace and a new card. Reply YES to have yours sent today',
    ],
    [
      'card-transaction',
      'If u did not make a txn of Rs 18,500 at Croma from ur a/c XX3310, call 8346921177 to block card now',
    ],
    [
      'prize',
      'Axis Finance: your pre-approved loan of Rs 2,50,000 is ready. Pay the processing fee of Rs 1,499 to release it: axis-loan-release.in',
    ],
    [
      'government',
      'Ofgem: your energy rebate of £400 is ready to claim. Apply now at ofgem-rebates.uk/apply',
    ],
    [
      'bank-account',
      'Dear customer your KYC is suspended, KYC office Ph 9830012345, your account will be blocked within 24 hrs',
    ],
    [
      'family-impersonation',
      "Hi, I'm at a conference and can't take calls but I need a favor from you. Please buy four Apple gift cards for the staff awards and send me the codes.",
    ],
    [
      'subscription-renewal',
      'Subject: RE: Closing on 12 Oak Lane - updated wire instructions\nHi Mark, because of an audit of our escrow account, please use the updated wire instructions below for Friday. Wire the closing funds to account 4471029 at First Harbor Bank.',
    ],
    [
      'romance',
      "Hi dear, sorry to disturb. I found your number in my contacts, I'm Mia and I work in finance in Hong Kong. Can we be friends?",
    ],
    [
      'job',
      'Hiring! Online part-time, kita ng P2,000-P6,000 kada araw gamit lang ang phone. Message sa Telegram @hr_shopee_ph',
    ],
    [
      'job',
      "I'm Rosa from the YouTube promo team. Earn money by liking videos: $4 per like, up to $250 a day. Message my mentor on Telegram @yt_mentor_rosa",
    ],
    [
      'account-security',
      'Hi, saw your sofa on Marketplace. To make sure you are not a bot, can you tell me the 6 digit code Google is sending you now?',
    ],
    [
      'family-impersonation',
      "Grandpa it's me, I'm in trouble. I hit someone with the car and I'm at the police station. Please don't tell Dad, my lawyer will call you",
    ],
    [
      'family-impersonation',
      'Hello, this is Father Tom. Are you available? I need you to handle something for me discreetly, text back soon.',
    ],
    ['family-impersonation', 'Oi pai, troquei de número, salva esse. Pode me fazer um pix urgente hoje?'],
    [
      'marketplace',
      "Is the flat still available? I'm moving from abroad; my company will mail a cashier's check for 2 months, just send back the extra to my mover.",
    ],
    [
      'prize',
      'Need cash fast? £800 today even with bad credit. Small £30 processing fee. Text CASH to 81234',
    ],
    [
      'account-security',
      'Facebook: your page will be permanently deleted for breaking our rules. Appeal within 24 hours at fb-page-appeals.com',
    ],
  ])('%s: %s', (family, text) => {
    expectFlaggedAs(analyzer, text, family);
  });

  it.each([
    [
      'app-file',
      'Kurir kami tidak menemukan alamat anda, silakan buka foto paket di lampiran: Foto_Kiriman.apk',
    ],
    [
      'donation-to-personal-account',
      'Flood victims need you now. Donate any amount via Cash App $FloodHelp24 or Zelle floodhelp.donate@gmail.com',
    ],
    [
      'donation-to-personal-account',
      'County Electric: your bill is 3 months past due and power will be shut off today. Pay now via Cash App $CountyPowerPay',
    ],
    [
      'details-by-reply',
      'T-Mobile: a request to transfer your number to another carrier was received. If this was not you, reply NO with your account PIN.',
    ],
  ])('flags a message that asks for it: %s', (code, text) => {
    expectFlaggedWith(analyzer, text, code);
  });

  it.each([
    'Linkt: your account balance is below $10. We will automatically top up $40 from your saved card in 2 days. Manage at linkt.com.au',
    'E-ZPass: your prepaid toll balance is low ($3.10). Replenish online at e-zpassny.com',
    'We have two release blockers open, so beta 2 moves a week. If you are working on one, please update the issue with your status.',
    "Looks like you'll get a federal refund this year. I'll confirm once the IRS transcript arrives, no need to do anything yet.",
    'Refund webhook fires twice for partial refunds. Fixed by checking the idempotency key, PR is up: https://github.com/acme/ledger/pull/19. Can you verify on staging?',
    'Our bake sale raised $412 for the food bank. Thanks to everyone who donated, and to Sam for the Venmo QR code at the stall!',
    // A bank's alert names the card by its last digits and sends you to its own line.
    'Chase: a purchase of $842.10 at APPLE.COM/BILL on card ending 3391 was declined. Not you? Call 1-800-432-3117.',
    'Rs 1,250.00 debited from A/c **7781 on 02-04 to VPA zomato@hdfc (UPI Ref No 509912345678). Not you? Call 1800 202 6161 or SMS BLOCK UPI to 7308080808',
    'Your one-time passcode for a payment of £180.00 to J BROWN is 552019. Never share this code. If you did not request it, call 0800 015 4242.',
    // A government's own site is not a lure.
    'DVLA: your driving licence photo expires on 02/09. You may be eligible to renew online at gov.uk/renew-driving-licence',
    'NHS: you are eligible for a flu vaccine. Book at nhs.uk/book-a-flu-vaccine or call 119.',
    'pizza bill was $64, venmo me @sam-k for your half when u can',
    'City Water: your bill of $84.20 is overdue. Pay by PayPal to billing@citywater-utility.com or at any branch.',
    "Are you free this weekend? Let's plan mum's surprise party quietly",
    "Mum my parcel is stuck in customs, can you pay the fee? I'll pay you back",
    'Pls send me your account number so I can pay back the 20k I borrowed last month.',
    'Westpac: your card ending 7712 was locked after 3 wrong PIN attempts. To unlock it, visit a branch or call the number on the back of your card.',
    'Scotiabank: unusual activity on your Visa ending 4410. Did you make a purchase of $912.00 at BESTBUY? Reply YES or NO.',
    'TikTok: someone tried to log in to your account from a new device. If this was not you, secure your account in the TikTok app.',
    'Your E-470 toll statement of $36.20 is ready. Payment is due on 14 May.',
    'Delhivery: shipment AWB 6612093841 is out for delivery today. Our executive will call before arriving.',
  ])('stays unflagged: %s', (text) => {
    expectNotFlagged(analyzer, text);
  });

  it('reads "Package : openssl" in a security advisory as software, not a parcel', () => {
    const advisory = [
      'Subject: [SECURITY] [DSA 5999-1] openssl security update',
      'Debian Security Advisory DSA-5999-1 security@debian.org https://www.debian.org/security/',
      'Package : openssl',
      'It was reported that incorrect key length processing may result in loss of confidentiality.',
      'We recommend that you upgrade your openssl packages.',
    ].join('\n');
    expect(analyzer.analyze({ text: advisory }).families).not.toContain('delivery-fee');
  });

  it('takes "if you receive an e-mail asking you to click a link … report it" as a warning, not a lure', () => {
    const reminder = [
      'Subject: Your network password expires in 7 days',
      'Your network password will expire in 7 days. Press Ctrl+Alt+Del on a company laptop to change it.',
      'We will never send you a link to change your password. If you receive an email asking you to click a link to keep your password, report it as phishing.',
    ].join('\n');
    expectNotFlagged(analyzer, reminder);
  });
});

describe('scam families: session 13', () => {
  it.each([
    [
      'account-security',
      'Hey sorry, my Telegram login code was sent to your number by accident. Can you forward it to me quickly?',
    ],
    [
      'account-security',
      'This is Dan from the Barclays fraud team. You will get a security code in a moment, read it back to me so I can stop the payment. Do not share it with anybody else.',
    ],
    ['account-security', 'Ur account will b suspended 2day. Pls reply with ur PIN 2 keep it open'],
    [
      'account-security',
      'Perdona, te mandé un código por error a tu número, ¿me lo reenvías? Lo necesito ya.',
    ],
    [
      'account-security',
      'wait is this you in this clip?? everyone is sharing it 😳 http://clipz-view.xyz/v/2291',
    ],
    [
      'extortion',
      'I saved the recordings of our call. Pay $700 in bitcoin today or I share them with all your followers and your employer.',
    ],
    [
      'extortion',
      'Customs notice: a shipment in your name was found with 4 fake passports and narcotics. The cyber crime department will file a case. Press 1 to speak to the investigating officer.',
    ],
    [
      'family-impersonation',
      "It's Auntie Rose, my phone is dead so I'm using the doctor's. Please send 30k to this account 0045128833 for my medicine, I'll explain.",
    ],
    [
      'marketplace',
      "Hi, I'll take the bike for your asking price. I'm travelling so my courier will collect it; send me your PayPal email and I'll pay now.",
    ],
    [
      'marketplace',
      'I paid on Zelle but it says your account must be upgraded to a business account to receive it. I included $250 extra for that, please send the $250 back.',
    ],
    [
      'marketplace',
      "The apartment is still available. I'm working abroad, so send the deposit by bank transfer and I will courier the keys to you.",
    ],
    [
      'prize',
      'Attention: the compensation committee has approved $2,300,000 in your name. Contact Mr. Fred Alli for the release fee so the transfer can begin.',
    ],
    [
      'prize',
      'My late client left $12 million in a dormant account. As a foreigner you can stand in, and we will share the funds 50/50.',
    ],
    [
      'job',
      'Bonjour, nous recrutons pour un emploi à domicile : aimer des vidéos, payé 150 à 400 € par jour. Vous êtes intéressé ?',
    ],
    [
      'job',
      'Lowongan kerja paruh waktu dari rumah, cukup like video, gaji Rp 300.000 per hari. Hubungi wa.me/6281355500112',
    ],
    [
      'investment',
      'Hi, I am the assistant of Professor Lee. He shares free daily stock picks in his WhatsApp group, join here: https://chat.whatsapp.com/AbCdEf123456',
    ],
    ['investment', 'I can help you turn $500 into $5,000 in a week with my trading account. DM me.'],
    ['investment', 'Únete a nuestro grupo de cripto con ganancias garantizadas del 25% al mes. ¿Te agrego?'],
    [
      'investment',
      'Notice to members: thanks to the high profit of the new fund round, you must deposit the remaining $8,900 within 12 hours.',
    ],
    ['romance', 'Hi, is this Mrs. Walsh? This is Kate from the yoga retreat, we met at the beach café 😊'],
    [
      'romance',
      'Sweetheart, I have shipped you a box with my gold and savings. A diplomat will call you about the clearance fee, please help him.',
    ],
    [
      'marketplace',
      'Good evening, I accidentally sent $120 to your Cash App. Please reverse it to 555-201-8876, it was for my rent.',
    ],
    [
      'marketplace',
      'Venmo: a payment of $600.00 from K. Ross is pending until a $60 business verification fee is paid. Reply for steps.',
    ],
    [
      'marketplace',
      "Selling 2 tickets for the Arsenal match on Sunday, can't make it. £95 each, PayPal friends and family only.",
    ],
    [
      'marketplace',
      'The studio is free from Monday. Many people asking, so I need a £300 deposit today to take it off the market, viewing after payment.',
    ],
    [
      'family-impersonation',
      "Grandma it's Ella, I'm in trouble and can't tell mom. A lawyer will call you soon, please listen to him.",
    ],
    [
      'family-impersonation',
      'Yaar mera phone kharab ho gaya, ye naya number hai. 3000 GPay kar de abhi, kal wapas karta hoon',
    ],
    [
      'extortion',
      'Sheriff Office: a warrant was issued after you failed to appear for jury duty. Call 312-555-0143 today to pay your bond and avoid arrest.',
    ],
    [
      'prize',
      'GCash: You have unclaimed P2,500 cashback. Claim it before midnight at gcash-rewards-claim.com',
    ],
    [
      'prize',
      'M-Shwari: your loan limit has been increased to Ksh 40,000. To activate send Ksh 300 to 0711 204 668.',
    ],
    [
      'job',
      'Easy money: receive payments from our clients into your bank account and forward them by crypto. You keep 10% of every transfer.',
    ],
    [
      'job',
      'Your account shows a negative balance because you got a lucky order. Recharge 900 USDT to clear it and withdraw your commission.',
    ],
    [
      'job',
      'Congratulations, you are shortlisted for a remote typing job. Salary $3,800 per month. Message our HR on WhatsApp wa.me/12025550199',
    ],
    [
      'account-security',
      "Yo I accidentally reported your Roblox account, they say you'll get banned. Message the admin @rbx_safety_team to sort it",
    ],
    [
      'investment',
      'Lost money to a fake crypto site? Our lawyers helped 900 victims get their funds back. Open your case for a $199 fee at asset-return-law.com',
    ],
    [
      'investment',
      'I invested $500 and got $6,200 in a week on this mining platform 😍 Sign up with my link: btc-minefarm.io/ref/kay',
    ],
    [
      'investment',
      "Welcome to the Apex Traders Club 📈 Professor Hale shares free stock picks every morning. Install our app to see today's pick: apex-club-app.com",
    ],
    [
      'account-security',
      'Subject: Updated leave policy\nAll staff must acknowledge the new leave policy by Friday. Sign in with your Office 365 credentials here: hr-policy-acknowledge.net',
    ],
    [
      'extortion',
      "I recorded our video chat and I have your contacts. If you don't want me to send it to all of them, pay $400 in Apple gift cards within the hour.",
    ],
    ['extortion', 'pay 250 on cashapp right now or i send the pics to all ur followers'],
    [
      'extortion',
      'This is the Immigration Enforcement desk. Your visa has issues and you face deportation. Pay the £980 compliance fee today to close the case.',
    ],
    [
      'romance',
      "I've never felt this way about anyone. I'm stuck at customs in Dubai with my gold and they want $3,900 for clearance. My accounts are frozen.",
    ],
    [
      'romance',
      'Darling, your withdrawal of $40,000 is locked until you pay the 20% tax with new funds. I already paid half for you ❤️',
    ],
    [
      'marketplace',
      "Yes the camera is still available, $300. Pay via PayPal friends and family and I'll post it tomorrow.",
    ],
    [
      'job',
      'Dear, we are hiring models for a beauty campaign, paid $2,500/day. You only need a $300 portfolio shoot with our photographer first.',
    ],
    [
      'job',
      'Your hotel rating account is now VIP2. Recharge $200 to unlock the next set and withdraw your earnings.',
    ],
    [
      'job',
      'Australia is hiring 3,000 foreign workers, salary AUD 5,000/month. Work visa processing fee only $500, send your passport copy.',
    ],
    [
      'investment',
      'I saw your tweet about losing your BTC. A recovery team got mine back in days, you just pay the tracing fee first.',
    ],
    ['investment', "lol you're sweet. can we move to telegram? I'm Mia, I work in forex trading 😊"],
    [
      'investment',
      "Hi, I'm Grace, assistant to an analyst with 30 years of experience. He runs a free stock learning group for beginners: chat.whatsapp.com/XyZ123abc",
    ],
    [
      'prize',
      'Congrats cousin, did you get your $40,000 from the Community Empowerment Grant? I got mine! Contact agent Lisa Park on Facebook, you only pay the delivery fee.',
    ],
    [
      'prize',
      'Loan approved: $10,000 at 1% interest, bad credit OK. Just pay a $150 insurance fee in Target gift cards and send photos to this chat.',
    ],
    ['prize', 'Airtel: your 8,200 Thanks points expire tonight. Call 0803 222 1199 to redeem them for cash.'],
    [
      'account-security',
      'pls vote for my niece in the talent contest, you just log in with your Facebook: talent-vote-2025.com/ella',
    ],
    [
      'account-security',
      'hey, i accidentally used your number for my telegram signup, you should have got a 5 digit code, can you send it to me?',
    ],
    [
      'subscription-renewal',
      'City Power: electricity supply to your address will be disconnected within 2 hours due to an unpaid balance. Pay now at citypower-pay.net',
    ],
    [
      'bank-account',
      'Kraken Security: unusual login detected. Move your funds to this secure wallet now: 0x9a3fb07c1d2e4f5a6b7c8d9e0f1a2b3c4d5e6f70',
    ],
    [
      'investment',
      'This AI trading bot turned $300 into $9,000 in a week for me. Sign up free: ai-profitbot.net',
    ],
    [
      'account-security',
      'Subject: Verification\nSomeone else was trying to sign in to your webmail account from Brazil. If this was not you, kindly click below to secure your account.',
    ],
    [
      'account-security',
      'Subject: Password expiry\nDear user, your email password will expire in 2 days. Check it out here to keep your password active.',
    ],
    [
      'prize',
      'Tahniah! Anda memenangi RM3,000 dalam cabutan bertuah. Sila hubungi 013-552 8810 untuk tuntutan.',
    ],
    [
      'account-security',
      'Sorry, I was sending a code to my cousin and typed your number. Could you send me the 6 digits you received?',
    ],
    [
      'investment',
      'Put in 20k and get 90k in 5 days!! Hundreds of members already paid out. Join the group today',
    ],
    [
      'investment',
      "Hey, long time no talk! Are you still in Toronto? I've got an investment tip, made 45% last month on crypto 😊",
    ],
    [
      'investment',
      "I don't use Bumble much, can we talk on WhatsApp? My uncle is a senior analyst and he's teaching me to trade gold.",
    ],
    [
      'prize',
      'Good afternoon madam, Rapid Cargo here. Your parcel from Mr. Lewis is at the airport. It contains cash, so the clearance fee of $1,900 must be paid to release it to you.',
    ],
    [
      'prize',
      'Dear customer, your Glo line has won N5,000,000 in the Glo Mega Promo. To claim, call our agent on 08031234567.',
    ],
    [
      'job',
      'Hi, we got your CV. Pick n Pay is hiring cashiers at R7,200 per month. Pay R300 for your uniform and training to secure the post.',
    ],
    [
      'job',
      'Thanks for applying to our blockchain startup. For the interview, clone our repo and run it locally to fix one bug: github.com/chainlabs-dev/test-task',
    ],
    [
      'marketplace',
      'Oops I accidentally sent you $500 on Zelle instead of $50, can you send back the $450 please?',
    ],
    [
      'family-impersonation',
      'Mam kan jij iets voor me betalen? Ik kan nog niet inloggen op mijn bank app. Het is €980, morgen betaal ik je terug.',
    ],
    [
      'account-security',
      'Hola, soy de soporte de tu banco. Para cancelar el cargo necesito que me pases el código que te llegó.',
    ],
    [
      'romance',
      'Mon amour, je suis bloqué à la douane de Lomé. Envoie-moi 600 € par Western Union et je te rembourse à mon arrivée.',
    ],
  ])('%s: %s', (family, text) => {
    expectFlaggedAs(analyzer, text, family);
  });

  it.each([
    [
      'gift-card-codes',
      'Hello everyone, the choir needs prizes for Sunday. Please buy three Apple gift cards and text me photos of the back of each.',
    ],
    [
      'gift-card-codes',
      'Hi Karen, please pick up four Apple cards at $200 each for the client thank-yous. Once you have them, scratch off the silver strip and email me the codes. Keep it quiet for now.',
    ],
    [
      'donation-to-personal-account',
      'Earthquake victims need shelter tonight. Donate USDT (TRC20) to TXa91bQ7mKf3ZpLw8RvE2yNcH6sJdU4gTk, every dollar counts.',
    ],
    [
      'donation-to-personal-account',
      'Somos voluntarios ayudando a los damnificados de las inundaciones, dona por Bizum al 655 218 904.',
    ],
    [
      'government-lookalike-link',
      'Selamat! Anda layak menerima bantuan tunai RM1,500. Semak status di bantuan-semakan-gov.com sebelum 30 Jun.',
    ],
    [
      'gift-card-payment',
      'The kitten is ready to go. $400 plus $150 pet transport. We accept Zelle or Target gift cards.',
    ],
    [
      'details-by-reply',
      'Chase: Unusual sign-in detected. To stop it, reply to this message with the 6-digit code we just sent you.',
    ],
    [
      'wallet-access-request',
      'Airdrop is live! Connect your wallet and sign to claim 500 tokens: claim-airdrop.xyz',
    ],
    [
      'card-secret-request',
      'Hello, this is Qatar Airways support. To refund your flight, please send the card number, expiry and the 3 digit code on the back.',
    ],
    [
      'donation-to-personal-account',
      'Help flood victims in Assam, donate via UPI to assamrelief@okaxis, every rupee helps',
    ],
    [
      'credential-request',
      'Hello from Qantas Support, we saw your post about the lost bag. Please DM us your booking reference and the card you used so we can refund you.',
    ],
  ])('flags a message that asks for it: %s', (code, text) => {
    expectFlaggedWith(analyzer, text, code);
  });

  it.each([
    'Myntra: your order is out for delivery. Share OTP 7710 with the delivery executive only after you receive the package.',
    'haha is that you in the video from the wedding? https://www.youtube.com/watch?v=q1w2e3r4',
    'I got you a Google Play gift card for your birthday, the code is inside the card 🎂',
    "Can you send the photos from Sam's party to everyone in the family group? They came out great",
    'Our pension scheme guarantees a minimum return each year; see the statement for details.',
    "Lost my wallet at the gym, can you grab me a coffee? I'll pay you back tomorrow",
    'Selling my bike, £120. My brother will collect the money when you pick it up on Saturday.',
    'Our choir raised £300 for the shelter. Donations can still be made on our JustGiving page. Thank you!',
    'Your P60 is in the payslips portal. Keep it safe: you may need it to claim back overpaid tax.',
    "Hi Priya, I'm a recruiter at Northwind. We're hiring a senior data engineer, salary £85k plus bonus. Details at northwind-careers.com/jobs/2291",
    'Please note: we will not be contacting anyone by e-mail asking you to buy gift cards or share bank details for the party.',
    'Absa: R450.00 paid from cheque acc ..7781 to MTN on 02/05. Not you? Call 0860 008 600.',
    'Achtung: Gerade kursieren SMS "Ihr Paket wartet, zahlen Sie 1,99 €". Bitte nicht auf den Link klicken!',
    'Swiggy: your order is on the way with Ravi. Share OTP 4471 only when you receive your order.',
    "Can you send me the Netflix code? It's asking for one on the TV at mum's",
    'Coinbase: you have successfully withdrawn 0.2 ETH to 0x81...9c. If this was not you, lock your account in the app.',
    'Your passport renewal is ready to collect. Details at www.gov.uk/passport-collection',
    'City of Austin: water service work on Elm St tomorrow 8am-2pm. Updates at public.govdelivery.com/austin',
    'Amazon.in: Share OTP 1177 with the delivery associate only after you receive your package.',
    'Congratulations! Visit the Carrefour service desk with your receipt to collect your raffle prize.',
    'Tesco Clubcard: 600 points expire on 31 May. Use them at tesco.com/clubcard',
    'Log in with your university credentials at portal.northfield.edu to see your exam timetable.',
    'Westpac: we will never ask for your card PIN or the 3 digit code on the back. Report suspicious messages to hoax@westpac.com.au',
    'Warning: someone is pretending to be me on Instagram and asking people for money. Ignore any messages from that account!',
    'Hi mum, my new phone arrived today! Same number though, so nothing changes.',
    "I'm locked out of my bank app, it keeps sending the code to my old number. Will sort it out at the branch tomorrow.",
    "Hi Mr Adeyemi, this is Tolu's dad. Could you send me the account number for the school trip payment?",
    // Second read: what the new cues must leave alone.
    'KPLC: Your electricity bill of Ksh 2,300 is overdue. Pay via M-Pesa paybill 888880 account 12345678.',
    'Welcome to the Lincoln High parents group! Mr. Davis the maths teacher shares the homework here.',
    'Hiring now: data analyst, salary $65,000. Send your CV to hr@northwind.com',
    'The $5 million acquisition closes Friday; you asked about the transfer fee, it is 0.1%.',
    'Dona Maria, a conta de luz venceu, paga pelo app do banco.',
    'Someone was trying to reach you at the front desk, can you call reception back?',
    'Good morning dear, the customs fee for your parcel was £20, can you pay me back?',
  ])('stays unflagged: %s', (text) => {
    expectNotFlagged(analyzer, text);
  });
});

// Written for these tests (session 14): the scams' asks in other words than the blind batches used, and the
// honest messages the new cues must leave alone.
describe('scam families: session 14', () => {
  it.each([
    [
      'prize',
      'We offer business loans from $10,000 with no collateral. A small processing fee is required before disbursement. WhatsApp +1 415 555 0142',
    ],
    [
      'prize',
      'Pinjaman tanpa agunan cair 15 menit! Bayar biaya admin Rp 200.000 dulu, chat admin wa.me/6281234567890',
    ],
    [
      'job',
      'Hello, we are looking for people to rate apps for merchants, 20 min/day and $150-$400 daily. Can I send details?',
    ],
    ['job', 'Kerja sambilan dari rumah: each video like pays $2, send a screenshot to get paid. Interested?'],
    [
      'investment',
      'honestly I started with $300 and got $4,900 back in ten days with Mr Ortega, want his @?',
    ],
    [
      'investment',
      'Your balance shows 32,000 USDT but to withdraw you need to pay the 15% tax to the platform first.',
    ],
    [
      'investment',
      'Your trading profit of 12,400 USDT is ready. You must pay a 10% commission before the funds are released to your wallet.',
    ],
    [
      'family-impersonation',
      "Hi, are you free? I'm stuck in a board meeting and can't take calls. I need you to handle a quick task for me.",
    ],
    [
      'family-impersonation',
      'hey sorry to ask, my bank app is locked and I have to pay the deposit today, can you lend me $300 till Friday?',
    ],
    [
      'marketplace',
      "I'm really keen on the sofa but can't pick it up because I work away, I'll send my courier to collect it and pay by PayPal.",
    ],
    [
      'marketplace',
      'The flat is still available. Send the £300 deposit by bank transfer to hold it for you, lots of people want it.',
    ],
    [
      'card-transaction',
      'Apple: an order of a MacBook Air ($1,199) has been placed on your account. If you did not place this order, reply CANCEL to speak with an agent.',
    ],
    [
      'government',
      'Metropolitan Police: you are required to assist in a fraud investigation. Call 020 3946 1123 today or a warrant will be issued for your arrest.',
    ],
    [
      'account-security',
      'Hello, this is the official Coinbase support team. To unfreeze your withdrawal, send me your UID and registered email.',
    ],
    [
      'account-security',
      'Sorry about your wallet problem! Our agents can help, please contact @TrustWalletHelpDesk_24 on Telegram.',
    ],
    ['prize', 'مبروك! لقد ربحت جائزة 20000 درهم. للاستلام أرسل رسوم 150 درهم إلى الرقم 0551234567'],
  ])('%s: %s', (family, text) => {
    expectFlaggedAs(analyzer, text, family);
  });

  it.each([
    [
      'password-protected-file',
      'Hey, here is the beta build of our game, password is k77q, download from https://dl.pixel-forge.io/beta',
    ],
    [
      'donation-to-personal-account',
      'Your car insurance policy has lapsed. Pay the Rs 900 renewal fee by UPI to carcover.renew@ybl today.',
    ],
    [
      'card-secret-request',
      'Your card has been blocked for your safety. Our officer will call you shortly, please have your card and the OTP ready.',
    ],
  ])('flags a message with %s', (code, text) => {
    expectFlaggedWith(analyzer, text, code);
  });

  it.each([
    'Spotify: we could not take your payment. Update your card at spotify.com/account to keep Premium.',
    'Subject: Automatic reply: budget review. I am out of the office until 3 March with limited access to e-mail. For urgent matters contact Jo.',
    'Subject: You sold it! Congratulations, your listing "Road bike" sold for $220. Print your label at https://www.ebay.com/sh/ord',
    "Hi, thanks for coming to see the flat. The holding deposit is one week's rent and comes off your first month. Let me know if you'd like to proceed.",
    'Your OTP for login is 448120. Do not share it with anyone, our staff will never ask for it.',
    'Google: your password was changed. If you did this, you can safely ignore this email.',
    'Can you lend me £20 till Friday? Left my wallet at home and the canteen is card only lol',
    'We are looking for volunteers to help at the school fair on Saturday, 2 hours in the morning. Interested?',
    "I'm in a meeting until 3 and can't talk, text me if it's urgent about the kids.",
    'The kittens are free to a good home, you just need to come and collect them from Leeds.',
    "Mum, the password for the holiday photos zip is the dog's name, download link is in your email.",
    "I'd keep away from those 'double your money' crypto channels, a colleague lost 5k. Just buy an ETF.",
    "Mum can you read me the code Netflix just sent you? I'm logging in on Dad's laptop",
    'Welcome to the team! Payroll will ask for your direct deposit details in the HR portal on day one.',
    'To withdraw from your pension fund before 55 you need to fill in form W1 and post it to us.',
    'Tagihan kartu kredit Anda Rp 2.350.000 jatuh tempo 15/06. Biaya administrasi tahunan Rp 150.000 telah ditagihkan.',
  ])('stays unflagged: %s', (text) => {
    expectNotFlagged(analyzer, text);
  });

  it('does not take a wifi password for a locked download', () => {
    const result = analyzer.analyze({
      text: "I'm bringing the board game and the file with the rules, the wifi password is sunny2024 btw",
    });
    expect(result.findings.map((finding) => finding.code)).not.toContain('password-protected-file');
  });
});

// Written for these tests (session 14, second round): the same asks in other scripts and the new general signals.
describe('scam families and signals: session 14, second round', () => {
  it.each([
    [
      'delivery-fee',
      '【ヤマト運輸】お荷物をお届けに上がりましたが不在の為持ち帰りました。ご確認ください http://yamato-nx.top',
    ],
    ['delivery-fee', 'أرامكس: شحنتك معلقة بسبب عنوان غير مكتمل، يرجى تحديث البيانات: aramex-sa.top/track'],
    ['marketplace', 'Hello po, nagkamali po ako ng send ng 1,500 sa GCash mo, pakibalik po sa 09171112222'],
    ['account-security', 'Hej, mam problem z kontem, możesz mi wygenerować kod BLIK na 300 zł? Oddam jutro'],
    [
      'family-impersonation',
      'yaar mera account band ho gaya, 3000 google pay kar de, kal tak wapas kar dunga',
    ],
    [
      'romance',
      "Mon amour, je suis bloqué à la douane, ils demandent 900€ de frais. Envoie-moi des recharges PCS s'il te plaît",
    ],
    [
      'premium-rate',
      'A secret someone fancies you! Find out who by calling 09061234567 now. Calls cost £1.50/min',
    ],
    [
      'bank-account',
      'HSBC: unusual activity on your account has been detected. Call us on 0203 XXX XXXX immediately.',
    ],
    [
      'bank-account',
      'Coinbase Security: move your funds now to the secure vault wallet we assigned: 0x9f2c44ab',
    ],
    [
      'bank-account',
      'Techcombank: Tài khoản của quý khách đã bị tạm khóa. Vui lòng xác thực tại: tcb-xacminh.com',
    ],
    ['government', 'LHDN: Anda layak menerima bayaran balik cukai RM 380. Sila tuntut di lhdn-bayaran.com'],
    [
      'subscription-renewal',
      'Aapka bijli connection aaj raat 10 baje kaat diya jayega. Turant sampark kare 9XXXXXXXXX',
    ],
    [
      'prize',
      'Congratulations! Your number has won R75 000 in the MTN promotion. Call 083 XXX XXXX to claim',
    ],
    [
      'card-transaction',
      'Zelle support: a transfer of $750 was flagged. Reply 1 if you authorised it, 2 if not.',
    ],
    [
      'job',
      'For the next step of the take-home assessment, clone the repo and run npm install && npm start, then fix the failing test.',
    ],
    [
      'job',
      "We'd love you as a brand ambassador! Pick any 3 pieces for free, you only need to cover the shipping ($24.99).",
    ],
    [
      'job',
      'Earn $400 a week from home: receive payments from our clients into your bank account and forward the money to our supplier.',
    ],
    [
      'investment',
      'Your account shows 58,000 USDT. Before withdrawal you must pay the 15% tax to unlock the funds.',
    ],
    [
      'investment',
      'Dear client, to process your withdrawal of $31,200 you must first pay the 10% fee to the platform.',
    ],
    [
      'investment',
      'Lost money to a fake broker? Our agent got all of it back for me in two days, message @fundtrace_expert',
    ],
    [
      'marketplace',
      'Hi, I want your bike. My courier will collect it. Please pay the $60 insurance fee first, the seller has to pay it.',
    ],
    [
      'marketplace',
      'Hoi, wil je eerst 1 cent betalen via deze link zodat ik weet dat je rekening klopt? Dan betaal ik de rest.',
    ],
    [
      'marketplace',
      'Olá, já paguei o artigo. Para receber vá ao multibanco, escolha MB WAY e introduza o código 5521 9983.',
    ],
    [
      'extortion',
      'Your loan is overdue. Pay 6,500 today or we will send your photos to everyone in your contact list.',
    ],
    [
      'account-security',
      'Hej! Zagłosujesz na moją córkę w konkursie? Trzeba się zalogować przez Facebooka: konkurs-glosy.pl',
    ],
    ['prize', 'Tebrikler! Çekilişte 2.000 TL hediye çeki kazandınız. Almak için tıklayın: hediye-kazan.top'],
  ])('%s: %s', (family, text) => {
    expectFlaggedAs(analyzer, text, family);
  });

  it.each([
    ['money-flip', 'Cash flip special, send me $100 and I send you back $1,000 within the hour'],
    [
      'implausible-discount',
      'Summer sale, Ray-Ban sunglasses only $19.99 (was $189)! Order at rayban-outlet-deals.shop',
    ],
    [
      'government-lookalike-link',
      'Agencia Tributaria: tiene un reembolso pendiente, solicítelo en aeat-gob.es-devolucion.com',
    ],
    ['money-flip', 'CASH FLIP 💸 send $50 get $500 back in 10 min, only 5 spots left'],
    [
      'console-script',
      'i give you 5k robux if you paste this in the console on the roblox page: javascript:fetch(document.cookie)',
    ],
    [
      'implausible-discount',
      'WAREHOUSE CLEARANCE: all Dyson hairdryers 90% off, only a few left! dyson-clearance-outlet.shop',
    ],
  ])('flags a message with %s', (code, text) => {
    expectFlaggedWith(analyzer, text, code);
  });

  it.each([
    'I moved all my savings to a new account at Monzo, the rates are better',
    "Can you send me £20 for the taxi? I'll pay you back 20 tomorrow",
    'Winter sale at Marks & Spencer: coats now £45, was £90. marksandspencer.com',
    'お荷物のお届け予定日は明日です。ヤマト運輸',
    'Kumain ka na? Nagpadala na ako ng pambayad sa kuryente, salamat po',
    "Vodacom: Congratulations! You've received 500MB bonus data. Dial *135# to check your balance.",
    'Reminder: our moderators will never DM you first. If someone says they are staff and asks for your password, block and report them.',
    'Heads up team: phishing emails pretending to be from Payroll are going around. Do not click the link, report it to IT.',
    'Amazon: arriving today. Share this code with the driver: 551902',
    "It's sending the verification code to the team inbox, can you forward it to me when it arrives?",
    "Mum can you send £30, my card isn't working at the shop, will pay you back tonight",
    'Black Friday at Currys: TVs up to 80% off, see currys.co.uk/deals',
    'Never paste anything into your browser console if someone asks you to, it can steal your account.',
    'When I run the build I see tons of warnings in the console, any idea what changed?',
    "Can you cover the shipping for the parcel to grandma? It's £8, I'll pay you back",
  ])('stays unflagged: %s', (text) => {
    expectNotFlagged(analyzer, text);
  });
});

// Written for these tests (session 15); none of them is in the training data or the probe batches.
describe('scam families: session 15', () => {
  it.each([
    [
      'government',
      'IRS: A warrant will be issued for your arrest over unpaid taxes. Call 202-XXX-3391 immediately.',
    ],
    [
      'subscription-renewal',
      'Dear Consumer, your electricity will be disconnected tonight because your bill was not updated. Please contact our electricity officer 98317XXXXX.',
    ],
    [
      'account-security',
      'Subject: Re-Validate E-mail Password\nIT Help Desk\nPlease Click Here To Validate E-mail Password',
    ],
    [
      'account-security',
      'Subject: Your email has been blacklisted\nTo undo this kindly follow the instructions below; Click-here to Sign In and Restore your email account.',
    ],
    [
      'account-security',
      'We received a request to SHUTDOWN your account. All e-mails on your account will be lost. Click here to cancel the request.',
    ],
    [
      'delivery-fee',
      'Madam, your parcel from London has gifts and cash inside. Customs has charged Rs 45,000 duty. Please deposit in below account today.',
    ],
  ])('%s: %s', (family, text) => {
    expectFlaggedAs(analyzer, text, family);
  });

  it.each([
    // An estimate's hourly rate and deposit are the customer's, and "after the job is done" is not a job offer.
    "Here's our estimate for your move: 3 movers and a truck, 6-7 hours @ $195/hr. A $150 deposit holds the date. The balance is due on move day after the job is done.",
    // "All proceeds go to" is where money goes, not a link to follow; the cookie dough's delivery is no parcel.
    'Orders and payment (checks to Oak Hill PTA) are due back to the classroom by Friday. All proceeds go to classroom supplies. Delivery will be the week before Thanksgiving.',
    // A payslip portal's "electronic delivery" is not a parcel, and "log in as you normally do" is no link.
    'Your 2023 Form W-2 is available in ADP. Log in as you normally do, then go to Myself > Pay > Tax Statements. Paper copies are mailed to employees who did not consent to electronic delivery.',
    // A tax office that sends you to search GOV.UK gives no link or number of its own.
    'Dear Mr Hughes, your Self Assessment tax return is due by 31 January. You also need to pay any tax you owe by then, or you may have to pay a penalty of £100. To file, search "Self Assessment" on GOV.UK and sign in to your account.',
  ])('stays unflagged: %s', (text) => {
    expectNotFlagged(analyzer, text);
  });
});

// Written for these tests (session 15): chat and social-media variants.
describe('chat scams: session 15', () => {
  it.each([
    [
      'extortion',
      'I saved screenshots of your chats and your followers list. Send $400 on Cash App or I make you go viral tonight',
    ],
    [
      'romance',
      'My love, my commander says my leave papers need a $1,900 vacation fee before I can fly to you. Please help me darling',
    ],
    [
      'family-impersonation',
      "Mate I'm stuck in Lisbon, someone took my wallet. Can you send me 250 euros on Revolut? Don't call, battery at 3%",
    ],
    [
      'marketplace',
      "Hi, I'll take the bike. My courier collects it Friday, you just need to pay $60 for insurance first, it's refunded with my payment",
    ],
    [
      'marketplace',
      'Good morning, I have paid for your item on Subito. Per ricevere i soldi clicca sul link e inserisci la carta',
    ],
    [
      'marketplace',
      'Still available, lots of interest. Whoever sends the holding deposit first gets the flat, £300 by bank transfer',
    ],
    [
      'investment',
      'Our signals group made 30% this week. Minimum deposit only $250, join today and I will guide you',
    ],
    [
      'investment',
      'Your profit is now $31,200! To unlock withdrawal you just need to deposit 900 more and you can withdraw everything',
    ],
    [
      'investment',
      "I'm Professor Lee's assistant. Free stock picks every day at 3pm, add my WhatsApp to get them",
    ],
    [
      'job',
      'Simple remote job: rate apps to boost their rankings, 30 tasks a day, $100-$300 daily. Do you have a Binance account to receive your salary?',
    ],
    [
      'job',
      "Congratulations, you're hired! Our onboarding requires a $149 certification fee, reimbursed in your first paycheck.",
    ],
    ['account-security', 'free vbucks!! just send me ur username and password and i add 5000 to ur account'],
    [
      'job',
      'Remote data entry position, $45/hr, no experience and no interview needed. Text YES to +1 (213) 555-0187 to start.',
    ],
    [
      'job',
      "We're looking for creators to review products, $40 per video. You place the order yourself first and we reimburse with commission in 24h",
    ],
    [
      'investment',
      'I manage accounts for a few people: you invest $300 and I flip it to $3,000 within a week with my bot. No risk',
    ],
    [
      'investment',
      'Next level is the VIP account with 35% guaranteed returns, minimum $5,000. The window closes at midnight',
    ],
    [
      'account-security',
      "I'm locked out of my insta, it can send a login link to a friend. I'll send it to your number, just send me a screenshot of the text",
    ],
    [
      'prize',
      'Habari, umeshinda zawadi ya Ksh 40,000 kutoka Safaricom. Tuma Ksh 800 kama ada ya usajili ili upokee zawadi yako leo.',
    ],
    [
      'extortion',
      'I screen recorded everything and your friends list is public. $600 via Bitcoin ATM and I delete it. You have until 10pm',
    ],
    [
      'extortion',
      'US Marshals: a warrant is out for you for missed jury duty. Settle the fine today with prepaid cards to avoid custody.',
    ],
    [
      'bank-account',
      'Cybercrime unit: your account is linked to a money laundering case. To protect your funds, transfer them to a secure government account today.',
    ],
    [
      'family-impersonation',
      "Hi cuz, my son is in the hospital and I'm short on the deposit. Can you send $250 on Cash App? Please don't tell anyone",
    ],
    [
      'family-impersonation',
      'Привет, это я, у меня новый номер. Можешь перевести 4000 на карту? Завтра верну',
    ],
    [
      'marketplace',
      "Airbnb's fees are crazy, book directly with me and I'll take 15% off. Just send the payment via Wise.",
    ],
    [
      'marketplace',
      'Room still free. I need a $350 holding deposit today to secure it, I cannot do viewings since I am out of state but I will send a video tour',
    ],
    [
      'marketplace',
      'Thanks for your booking request! The Airbnb payment system is having issues, so please pay by bank transfer instead.',
    ],
    ['marketplace', 'Flat still free. To secure a viewing I need a £150 holding fee, fully refundable.'],
    [
      'marketplace',
      'Kittens ready now, $300 each, but the pet delivery agent needs $250 refundable insurance for the crate first',
    ],
    [
      'job',
      'Hi, you are a great fit for a remote Data Entry role ($35/h). Interviews are conducted on Telegram via text, add @hr_jenna_recruit',
    ],
    [
      'investment',
      'Dear, I put 10k and got 4k profit in 2 hours with my uncle’s signal. Open an account, start with 500 USDT only',
    ],
    ['investment', 'Investi 300 reais com esse trader e em 2 dias recebi 5 mil, chama ele no direct'],
    [
      'marketplace',
      'Oops I sent you $600 instead of $200 by mistake, can you send the $400 difference back to my Cash App?',
    ],
    [
      'extortion',
      'I have screenshots of your pics and your friends list. Pay me or I send them out. How much can you send now?',
    ],
    [
      'investment',
      "Hi all, I'm Prof. Ray's assistant. Today's free stock pick comes at 3pm, add my WhatsApp to receive it",
    ],
    [
      'investment',
      'I just made 20k this week on the platform my cousin showed me, you only need to start with $500 and I guide you',
    ],
    [
      'account-security',
      'Olá, aqui é do suporte OLX. Para liberar o pagamento, informe o código que enviamos por SMS.',
    ],
  ])('%s: %s', (family, text) => {
    expectFlaggedAs(analyzer, text, family);
  });

  it.each([
    'The guys in that Telegram group promising 10% a week are 100% scammers, just buy an index fund',
    'Our studio released the game on Steam today, you can try it free this weekend',
    // Honest jobs are paid by the hour; an @handle alone on a post's author line and jobs@ in an address are no chat.
    'City Library\n@citylibrary\nWe are hiring weekend library assistants! $17.50 per hour, 12 hours per week.\nApply through the city careers portal by June 30.',
    'Our café is hiring a weekend barista, £11.44/hr plus tips. Drop in with your CV or email jobs@thelittlebean.co.uk',
    'my dad almost fell for one of those "hi mum new number" texts, luckily he called my real phone first',
    'Your Microsoft account security code is 551902. If you did not request it, someone may have typed your phone number by mistake.',
    "Hi Dad, it's Josh. Dropped my phone in the river, this is a temporary number till the new one comes. Save it, I'll ring you tonight.",
    'eFlow: a toll for your vehicle on the M50 remains unpaid. Pay at eflow.ie or any Payzone outlet by 8pm tomorrow. Ignore if you have already paid.',
    'Your Notice of Assessment is ready. Log in to myTax Portal with Singpass to view it. You may pay via GIRO, PayNow QR or internet banking.',
    "Revolut: we've frozen your card ending 8832 after a suspicious payment attempt. Was this you? Open the app to confirm.",
    'BBVA: Has realizado una compra de 45,00 EUR con tu tarjeta terminada en 7781. Si no la reconoces, llámanos al número que aparece en el reverso de tu tarjeta.',
    "I'm stuck at work, can you pick up the kids? Don't call, I'm in a meeting, just text",
    'Selling 2 Coldplay tickets at face value, £85 each, happy to meet at the venue and you pay on the day',
    'Our company pays salaries on the 25th by bank transfer; if you prefer a different account, update it in the HR portal',
  ])('stays unflagged: %s', (text) => {
    expectNotFlagged(analyzer, text);
  });
});

// Written for these tests (session 15): SMS in other languages, and receipts that read like lures.
describe("a stranger's game to test (session 15)", () => {
  it('flags "test my game, I\'ll send the file"', () => {
    expectFlaggedWith(
      analyzer,
      "yo could u test my new game? need someone to see if it runs, I'll send you the file",
      'game-to-test',
    );
  });
});

describe('malware handed over in a chat (session 15)', () => {
  it.each([
    'yo im making a game with my friend, can u test it? its a small download, zip password is 2024, just run the setup',
    'We love your content! Please download our campaign brief (Brand_Brief.zip) and open the MediaKit file inside to see the rates.',
  ])('flags %s', (text) => {
    expectFlaggedWith(analyzer, text, 'game-to-test');
  });
});

describe('SMS and receipts: session 15', () => {
  it.each([
    [
      'subscription-renewal',
      'Aviso: su servicio de luz será suspendido hoy por falta de pago. Evite el corte en cfe-avisos-pago.mx',
    ],
    ['delivery-fee', 'Paket Anda tertahan di gudang. Lihat foto paket di sini: bit.ly/paket-foto-jnt'],
    [
      'card-transaction',
      'Santander: Se detectó un cargo por $3,920.00 MXN en tu tarjeta. Si no lo reconoces llama al 55 7731 0442',
    ],
    [
      'account-security',
      'Missed call from 07700 318 442. They left a voicemail. Tap to listen: voicemail-play.co/k2',
    ],
    ['romance', "Hey it's Jess, I took some new pics just for u, check my profile: hot-dates.me/jess"],
    [
      'government',
      'PDRM: Akaun bank anda terlibat dalam kes pengubahan wang haram. Sila hubungi Inspektor Tan di 03-2145 8870 segera.',
    ],
    ['marketplace', 'Habari, nimetuma pesa kwa namba yako kimakosa Ksh 2,000. Tafadhali unirudishie. Asante'],
    [
      'government',
      '[Web발신] [서울중앙지검] 귀하의 명의로 개설된 통장이 금융범죄에 연루되었습니다. 수사관에게 연락 바랍니다 010-xxxx-7781',
    ],
    [
      'family-impersonation',
      'Cześć mamo, to mój nowy numer, stary telefon się zepsuł. Możesz mi przelać 800 zł? Oddam jutro',
    ],
    [
      'account-security',
      'أبشر: تم تعليق خدماتك لعدم تحديث البيانات. يرجى التحديث فوراً: absher-update[.]info',
    ],
    [
      'card-transaction',
      "Your Lyft account was charged $64.10 for a ride. If you didn't take this ride, call support: 1 (844) 5xx-3310",
    ],
    [
      'delivery-fee',
      'PostNL: Uw pakket kan niet worden bezorgd, verzendkosten €1,99. Betaal hier: postnl-bezorgen[.]info',
    ],
    ['delivery-fee', '【香港郵政】您的包裹因地址不詳無法派送，請更新資料：hxxps://hkpost-parcel[.]cc'],
    [
      'marketplace',
      'Bhaiya galti se aapke number pe 2000 ka recharge ho gaya, please wapas bhej do Paytm pe',
    ],
  ])('%s: %s', (family, text) => {
    expectFlaggedAs(analyzer, text, family);
  });

  it.each([
    "National Lottery: your Lotto ticket for Saturday's draw has been purchased. £2.00 has been deducted from your account. Good luck!",
    'Subject: Lottery pool - we won!\nOur Powerball tickets matched 4 numbers, $100 split 14 ways. Reply by Friday if you want your $7 in cash.',
    "Subject: Your network password expires in 7 days\nTo change it, press Ctrl+Alt+Delete on your work computer and choose Change a password. Please don't reply to any email asking you to update your password via a link.",
    'Subject: Re: Is this legit?\nGood catch. That "password expiry" email is a phishing attempt, I\'ve blocked the domain.\n> Hi, I got an email saying my password expires today and I need to click to keep it. Is this real?',
    'HMRC: You have a new message in your tax account. Sign in through GOV.UK to read it. We will not ask for your personal or payment information by text.',
    "Subject: Your password has been changed\nHi Sam, this is to confirm the password for your account was changed today. If you didn't make this change, reset it at netflix.com/loginhelp.",
  ])('stays unflagged: %s', (text) => {
    expectNotFlagged(analyzer, text);
  });
});

// Written for these tests (session 16), in the words of the cues added that session; not probe rows.
describe('scam families: session 16', () => {
  it.each([
    [
      'marketplace',
      'so sorry, I paid $900 instead of $90 for the chair! can you refund the $810 difference to my cashapp today?',
    ],
    [
      'marketplace',
      'Hi, I want to buy your bike. Send me your email so I can pay through PayPal, my courier will handle everything.',
    ],
    [
      'marketplace',
      'the kitten is still available, send a $150 deposit by Zelle to hold her and the pet agent brings her to you',
    ],
    [
      'marketplace',
      'Bonjour, votre annonce m’intéresse. Un transporteur passera chercher le colis, il faudra valider avec votre carte sur le lien.',
    ],
    [
      'romance',
      'you seem so kind dear. I am an army doctor deployed in Yemen, a widower. can we talk on Telegram?',
    ],
    [
      'extortion',
      "I have the photos and your followers list. Reply by 9pm if you don't want your friends to see them.",
    ],
    [
      'job',
      "You've got a combination order today, recharge the negative balance to finish the set and withdraw your commission.",
    ],
    [
      'job',
      'Saw your profile, we have a remote product review role: flexible hours, $400-$900/week paid daily. Text back if interested.',
    ],
    [
      'job',
      'We love your page! Join as a brand ambassador: free bracelet, you just pay shipping. DM us for the code.',
    ],
    [
      'job',
      'Hallo! Nebentätigkeit: Produkte bewerten, 20 Minuten am Tag, 100-300 € pro Tag. Haben Sie Interesse?',
    ],
    ['job', 'Ada kerja paruh waktu dari rumah, cukup like dan follow akun, gaji 300rb per hari. Minat kak?'],
    [
      'investment',
      'Dear just follow my instructions at 8pm: open the platform, choose ETH/USDT 30s and click buy up with 500 USDT.',
    ],
    [
      'investment',
      'Your withdrawal is on hold because of a risk review. To unfreeze it you must pay a security deposit of 20% first.',
    ],
    ['investment', '【牛股交流群】免费领取明日涨停股，添加老师微信 ab1234 进群'],
    [
      'prize',
      'Parabéns! Você foi sorteada na nossa promoção. Para receber o prêmio basta pagar o frete de R$ 19,90 no link',
    ],
    [
      'government',
      'Finanzamt: Sie haben Anspruch auf eine Steuerrückerstattung von 312,00 €. Jetzt beantragen: finanz-erstattung.info',
    ],
    [
      'government',
      'Receita Federal: seu CPF tem pendências e será cancelado. Regularize: cpf-regular.online',
    ],
    [
      'subscription-renewal',
      'McAfee: your 2-year plan auto-renewed at $399.99. To dispute this charge call 1-808-555-0142.',
    ],
    [
      'subscription-renewal',
      'PGE: dzisiaj nastąpi odłączenie prądu z powodu zaległości 3,10 zł. Ureguluj należność: pge-oplata.info',
    ],
    [
      'bank-account',
      'BCA: mulai besok biaya transaksi naik menjadi Rp 120.000/bulan. Jika tidak setuju isi formulir di bca-biaya.info',
    ],
    ['bank-account', '【工商银行】您的账户将被冻结，请登录 http://icbc-cn.top 完成验证'],
    ['account-security', 'lol this is you in this video?? bit.ly/4abcXyz'],
    [
      'account-security',
      'Subject: Account notice\nDear Client, some of your account information appears to be missing or incorrect. Please confirm your information to keep using your account. Confirm now',
    ],
    [
      'account-security',
      'Subject: Shared document\nA PDF was shared with you. To view this document, sign in with the email address this message was sent to. VIEW DOCUMENT',
    ],
    [
      'account-security',
      'BBVA: cargo no reconocido por $5,200. Un ejecutivo te llamará; ten a la mano tu tarjeta y el código que recibirás por SMS.',
    ],
  ])('%s: %s', (family, text) => {
    expectFlaggedAs(analyzer, text, family);
  });

  it.each([
    'Bitcoin is down 6% today, glad I sold last month',
    "Hi Ana, you added a new payee on 02/05: Payee: J Diaz, account ending 2231. If this was you, there's nothing to do. We'll never ask you to move money to a safe account, or to share your passcode or card PIN.",
    'Subject: Team offsite\nAgenda in the morning, lunch provided, please reply with dietary restrictions. To stop receiving updates for this event, decline this event.',
    'Subject: Draw results\nThe results are in for Saturday. Sign in to your account to see if you’ve won. If you win, we’ll email you.',
    'Thanks for registering! Order number 55120. Total paid: $120.00. Bring this email or your QR code to check-in at the venue.',
    'Reminder from H&R Block: your return is 60% complete. Log in to finish and file at hrblock.com. Questions? Reply HELP.',
    'Dropbox: your Dropbox Plus plan was renewed for $119.88. Your receipt is attached. Questions? Visit dropbox.com/help.',
    'BCA: Transaksi debit Rp 1.250.000 di SHOPEE dgn kartu ...4410. Jika bukan Anda, hubungi Halo BCA 1500888. BCA tdk pernah meminta PIN/OTP.',
    'FNB :-) R450.00 reserved for purchase @ Checkers from Cheque a/c..552 using card..9031. Not you? Call 087 575 9444',
    'DHL Express: your shipment from the US has import duties of EUR 22.10. Pay at mydhl.express.dhl or in the DHL app to release it.',
  ])('stays unflagged: %s', (text) => {
    expectNotFlagged(analyzer, text);
  });
});

// Written for these tests (session 16): the ask in the middle of a chat, where scams are usually pasted from.
describe('scam families: chat turns (session 16)', () => {
  it.each([
    [
      'marketplace',
      'I still have 4 tickets, $150 each. I only accept friends & family on PayPal, send and I transfer them.',
    ],
    [
      'marketplace',
      'The kitten is ready to travel. The pet airline wants $500 for the crate and insurance, refundable on delivery. Send via Zelle please',
    ],
    [
      'marketplace',
      "I'm abroad for work so I can't show the flat, send the deposit for the rent and I'll ship you the keys by FedEx",
    ],
    [
      'marketplace',
      'Hallo, ich bin der Käufer. Klicken Sie auf den Link und geben Sie dort Ihre Kartendaten ein.',
    ],
    [
      'romance',
      'Mon coeur, la douane bloque mon colis, ils demandent 600 € de frais. Tu peux envoyer par Western Union ?',
    ],
    ['romance', 'ハニー、税関から連絡があって、手数料が10万円必要なんだ。立て替えてくれる？'],
    [
      'job',
      'Today your prepaid task is 3,400 USDT. Finish this set and you can withdraw your balance with the commission.',
    ],
    ['job', 'Para activar su puesto de evaluador debe completar las tareas y recargar 30 USDT hoy.'],
    [
      'job',
      'The recruiter shortlisted you for remote data entry. The interview will be held here on Telegram via text. Ready?',
    ],
    [
      'investment',
      'The platform freezes accounts that trade too much, you need to deposit the margin of 15% to unlock your withdrawal.',
    ],
    [
      'investment',
      'I made 2,800 on the gold contract yesterday. Just follow my timing, register on the app with my invitation code.',
    ],
    [
      'investment',
      'Notre analyste envoie les signaux chaque soir. Le premier dépôt de 300 € ouvre le compte, je vous envoie le lien.',
    ],
    [
      'investment',
      "I'm a certified recovery specialist, I can get your Instagram back today. Fee is 0.004 BTC upfront.",
    ],
    [
      'account-security',
      'Hi, support here. Your wallet is restricted, please confirm your 12 words here in this chat to unlock it.',
    ],
    [
      'account-security',
      'I work with Meta and can restore your page. Send me your username, your email and the code you get.',
    ],
    ['account-security', 'Bhai ek OTP aaya hoga tumhare number pe, jaldi bhej do please'],
    [
      'subscription-renewal',
      "Amazon Prime: your membership of $139.00 will auto-renew today. If you didn't authorise this, call 1-855-555-0199 to cancel.",
    ],
    [
      'prize',
      'Hey! Got my $80,000 grant yesterday, no need to pay it back. I saw your name on the winners list too, add the agent!',
    ],
    [
      'prize',
      'Hongera! Kikomo chako cha Fuliza kimeongezwa. Tuma ada ya usajili Ksh300 kwa Till 5551234 leo.',
    ],
    [
      'marketplace',
      'Abeg na mistake I send N15,000 enter your account. Help me send am back to this Opay account 8031234567',
    ],
    [
      'job',
      'Rate hotels on Google Maps, each review ₹120. Finish 3 tasks today and get paid. Join our Telegram',
    ],
    [
      'job',
      'Visa sponsorship vacancies in Dubai for drivers. Pay Ksh8,000 for medical and visa processing to secure your slot.',
    ],
    ['government', '【ICA】您的护照涉嫌洗钱案件，已被冻结。请按1转接警方调查官，否则将被拘留。'],
    [
      'family-impersonation',
      "I'm stuck in a meeting and can't call. Can you get some Apple gift cards for a client today? I'll pay you back.",
    ],
    [
      'bank-account',
      "This is the Kraken security team. We've set up a protected vault, I'll guide you through moving your balance to it now.",
    ],
  ])('%s: %s', (family, text) => {
    expectFlaggedAs(analyzer, text, family);
  });

  it.each([
    'Achtung, gerade bekommen: "Hallo Papa, das ist meine neue Nummer". Ist natürlich Betrug, nicht drauf reinfallen!',
    'Mummy, Hotstar ka OTP aaya hoga aapke phone pe, bata do, match start ho raha hai',
    'New number, old phone died. Are we still on for Friday? Need numbers by tomorrow for the booking',
    'Raffle results are in! Ticket #0311 won the voucher, please collect from the school office before Friday.',
    'Babe can you send me the Uber Eats code that came to your phone? Logging in on my laptop',
    "Can you grab a $50 Visa gift card for Dad's birthday on your way? I'll pay you back tonight, I'm stuck at work",
    "can you send me the Hulu code? it goes to your phone since the account's on your number",
    'My gran got a text "Hi Mum, new number, can you pay this bill for me?" and nearly paid £600. Tell your parents, it\'s going around.',
    'Lol someone texted me "pay 300 in bitcoin or I send your videos to your contacts". Copy-paste thing, just block and report.',
    'Yaar papa ko bhi lottery wala message aaya tha, 10 lakh jeete ho, processing fee bhejo. Maine block kar diya, ghar pe bata dena.',
    'can u send me the netflix code it just sent to your phone, im logging in on the new tv',
    'Can you forward the code that just went to your email? It is for the Disney+ we share, it logged me out',
  ])('stays unflagged: %s', (text) => {
    expectNotFlagged(analyzer, text);
  });
});

// Written for these tests (session 17); none is in the training data or the probe batches.
describe('scam families: session 17', () => {
  it.each([
    [
      'extortion',
      'I know about the adult site you visited last week. I made a video of you through your camera and can send it to all your emails and contacts. Pay $900 in bitcoin to the wallet below.',
    ],
    [
      'prize',
      'I am Mrs. Helen Ward, a widow with a terminal illness. My late husband left 3.6 million dollars and I want to donate it to a God fearing person. Kindly reply me with your full name.',
    ],
    [
      'prize',
      'Your consignment box containing 2.5 million dollars is held at the airport. Pay only the inspection fee of $850 so the diplomat can deliver it to you.',
    ],
    [
      'prize',
      'Quick loan of up to Ksh 50,000 without CRB check! Send a Ksh 300 processing fee to 0712 345 678 and get the money today.',
    ],
    [
      'job',
      'hello we r hiring part time staff, earn 300-700 usd daily from ur phone, no experience. msg me on telegram @hr_lina22',
    ],
    [
      'job',
      'Hi! We need part-timers to boost shop ratings, earn $80-250 per day. Add my WhatsApp +65 9123 4567',
    ],
    [
      'job',
      'Cleaners and drivers wanted in Dubai, salary $1,500 plus housing. Apply now, a $200 medical fee is required: gulf-hire.example.top',
    ],
    [
      'job',
      'Welcome aboard! Finish 2 order sets a day for 0.6% commission. A minimum balance of 80 USDT is needed before you can grab orders.',
    ],
    [
      'job',
      'Thanks for applying. The manager will interview you today; please download our secure interview client from the link I send.',
    ],
    [
      'job',
      'Ciao, offriamo lavoro part-time da casa, 60-300€ al giorno, solo 20 minuti. Posso darti più dettagli?',
    ],
    ['job', 'Evden ürün değerlendirme işi, günlük 1.000-3.000 TL kazanç. Bilgi için WhatsApp’tan yazın.'],
    [
      'investment',
      'I cashed out $9,200 from my investment with @rita.fx.signals this month, started with $300. Message her!',
    ],
    [
      'investment',
      'Got scammed on a fake exchange and lost $20k. Contact RecoverPro_Mike on Instagram, he helped me get it all back.',
    ],
    [
      'investment',
      'I assist Mr. Daniel Kroll, who is sharing trades from his fund in our private group. Open an account on the partner platform, minimum deposit $250.',
    ],
    [
      'investment',
      'Your withdrawal of $18,400 from Silverline Trading is approved. You must first pay the 10% tax before funds are released.',
    ],
    [
      'subscription-renewal',
      'Our firm has changed banking partners after an audit. Please direct all future payments for open invoices to the account below.',
    ],
    [
      'subscription-renewal',
      'Enel: fatura em aberto. O corte de energia está programado. Evite o corte pagando aqui: enel-debitos-2via.app',
    ],
    [
      'subscription-renewal',
      'PLN: tagihan listrik belum dibayar, pemutusan hari ini. Segera bayar di pln-bayar.online',
    ],
    [
      'marketplace',
      "Hi, keen on your ute. Can you get a vehicle history report from this site first? It's the one I trust: carhistory-check.top",
    ],
    [
      'marketplace',
      'My company will mail you a cheque for the deposit plus my movers fee. Once it clears, send the extra to my mover by Zelle.',
    ],
    [
      'marketplace',
      'Yes the puppy is still available, $500. Our courier brings her to you, you only pay the transport insurance $250 which is refundable.',
    ],
    [
      'premium-rate',
      'Hiya its Jade, 23, ur number was passed 2 me by a m8. Fancy meetin up? Txt JADE to 69123 £1.50/msg 18+',
    ],
    [
      'prize',
      'Samsung Promo: ur no. won GBP 500,000 in our mobile draw. Send ur Name, Address, Age 2 claims dept samsungdraw@prizes-online.co.uk',
    ],
    ['prize', 'Shoprite: your voucher worth R400 is waiting. Claim before midnight at shoprite-vouchers.win'],
    [
      'prize',
      'Congratulations, your wallet has been selected for a GHS 300 bonus. Dial *170# and approve the pending request with your PIN.',
    ],
    [
      'government',
      'BISP: Mubarak! Your payment of Rs 20,000 has been approved. Send your CNIC number to this number to receive it.',
    ],
    [
      'government',
      'Bord Gais: your energy credit of €150 is ready. Confirm your IBAN at energy-credit-ie.com to receive it.',
    ],
    [
      'card-transaction',
      'Amazon: Your order #204-5513 for a MacBook Air (£1,099) ships today. Not you? Call 020 3318 4410 to cancel.',
    ],
    [
      'extortion',
      'lol ok. i have a screenshot of ur friends list. send $200 on cashapp in 1 hour or i post ur pics to every1',
    ],
    [
      'marketplace',
      'The kittens are free to a good home, we only ask you cover our pet courier, £150, refundable when she arrives.',
    ],
    [
      'marketplace',
      'Still available, brand new $300. Lots of people asking so I can only hold it with a $60 deposit on Zelle.',
    ],
    [
      'marketplace',
      "I'll take the boots for £40 but can we do PayPal friends and family instead of through Vinted? Fees are mad.",
    ],
    [
      'marketplace',
      'I will pay now but the item must be shipped to my son in Accra. You will get an email from eBay confirming the payment.',
    ],
    [
      'romance',
      'My love, the generator on site broke and the equipment failed, I need $2,800 to fix it or the contract is lost. I will pay you back.',
    ],
    [
      'job',
      'Hi! I work from home and make about $900 weekly, just a phone needed, no experience. Should I introduce you to my manager?',
    ],
    [
      'job',
      "Hi, you're a fit for our freelance editor role ($40/article). Before the first assignment you need to purchase our editing software licence ($99).",
    ],
    [
      'account-security',
      "Hey can you help? I'm locked out and Facebook will send a login link to your phone, can you screenshot it and send it back to me?",
    ],
    [
      'family-impersonation',
      "Hi Grandpa, it's Noah. I'm in a bit of trouble and need your help, please don't tell Dad. Can you call me?",
    ],
    [
      'family-impersonation',
      'Hey, it’s me! Dropped my phone so this is my new number. Could you do me a quick favour?',
    ],
    [
      'job',
      "Hello, I'm Grace, a recruiter. May I take a minute to introduce you to a part-time job? You can earn 250 USD a day.",
    ],
    [
      'investment',
      'You into crypto? My cousin works at a trading firm and gets insider signals on ETH. Want me to add you to the group?',
    ],
    [
      'prize',
      'Instant loan approved! Up to N150,000 in 5 minutes, no BVN needed. Download now: fastnaira-loan.app',
    ],
    [
      'prize',
      'Hello, I am Mr. Khalid from Doha. I have a business proposal concerning a $6.2M inheritance. Reply for details.',
    ],
    [
      'romance',
      'My darling, my commander says my leave is approved once the leave fee of $1,900 is paid. I would never ask if there was another way.',
    ],
    [
      'account-security',
      'omg is this you?? everyone in the group chat is sharing it 😳 clip-viewer-share.com/v/x81',
    ],
    [
      'account-security',
      'Hey, someone made a fake profile with your pics, look at fb-profile-check.com/p/2231 and report it',
    ],
    [
      'account-security',
      "We're an agency renting Instagram accounts for ads, $150/week. You keep your followers, we just need your login.",
    ],
    [
      'marketplace',
      "I'll send $250 on PayPal for the painting, the extra $80 is for my framer, can you forward it to him after?",
    ],
    [
      'marketplace',
      "The sofa is free, I just need it gone. My mover can drop it off, you'd only pay the $60 delivery in advance by e-transfer.",
    ],
    [
      'investment',
      'Huge thanks to @coach_lena_fx for helping me earn $6,400 from a $400 start in one week! DM her and say I sent you',
    ],
    [
      'investment',
      'Locked out? I am a certified recovery expert, I have recovered 150+ Instagram and TikTok accounts. $120 upfront, DM me.',
    ],
    [
      'job',
      'Hiring home quality inspectors: receive packages at home, check the items and reship them with our prepaid labels. $2,500/month.',
    ],
  ])('flags %s: %s', (family, text) => {
    expectFlaggedAs(analyzer, text, family);
  });

  it("does not count the sender's own site as a site hardly anyone visits", () => {
    const result = expectNotFlagged(
      analyzer,
      'Lakeland Power: Your account is in arrears of €204.10. Please pay as soon as possible to avoid disconnection. Pay online at lakelandpower.ie or call the number on your bill.',
    );
    expect(result.families).toEqual([]);
  });

  it.each([
    [
      'sender-lookalike-site',
      'Posta Slovenije: vaša pošiljka čaka na plačilo carine 2,40 €. Plačajte v 24 urah: postaslovenije-carina.info',
    ],
    [
      'sender-lookalike-site',
      'Equity Bank: Your account is on hold. Update now at equitybank-kyc.com/update',
    ],
    [
      'credentials-through-link',
      'FREE 5000 V-BUCKS for the first 50 fans!! go to vbux-drop.gg, enter your username and password and claim',
    ],
    [
      'advance-fee',
      'We traced your lost crypto and the funds can be recovered. To initiate the release, pay a gas fee of 0.05 ETH to our wallet.',
    ],
    [
      'donation-to-personal-account',
      "My cousin's flat flooded and they lost everything, I'm collecting donations. Even $10 helps, my Cash App is $floodhelp_kim",
    ],
    [
      'app-file',
      'can u try our new game and tell us what u think? download it here: games-drop.zip/beta_setup.exe',
    ],
    [
      'advance-fee',
      'Your company was shortlisted for our $40,000 grant. To finalize the award we require a one-time compliance filing fee of $350.',
    ],
  ])('flags with %s: %s', (code, text) => {
    expectFlaggedWith(analyzer, text, code);
  });

  it('does not take the password a site just gave you for a request to type one in', () => {
    const codes = analyzer
      .analyze({
        text: 'Here is the admin password for your poll, as you requested: kx82m. Open pollspot.com/admin/xyz; you will be asked to enter the password given above.',
      })
      .findings.map((finding) => finding.code);
    expect(codes).not.toContain('credentials-through-link');
    expect(codes).not.toContain('credential-request');
  });

  it.each([
    // A supplier's honest change of bank: it asks you to check by phone before paying.
    'We are moving our business banking to a new provider. Do not update your records based on this e-mail alone; call us on the number you already have for us to confirm before making any payment.',
    // Warnings retold by the people who got the lure.
    'Dad, if you get a text from a new number saying it’s me and asking for money, it’s not me. Call me first.',
    'A buyer on Marketplace tried the verification code trick on me today, asked me to read out a 6 digit code. Blocked him.',
    'My WhatsApp got hacked this morning. If you got any weird messages from me about crypto, ignore them please!',
    'To approve new payee K Lim, enter code 580113 in the app. If someone asked you to share this code, stop - it’s a scam.',
    // A code handed to the courier at the door.
    'Your parcel is out for delivery today. OTP for delivery: 7731. Share OTP only with the agent at your doorstep.',
    // A club's or school's own draw, collected in person.
    'Well done! Your raffle ticket 112 won the wine hamper at the cricket club quiz night. Pick it up from the clubhouse bar on Saturday.',
    // The provider's own route, named anywhere in a long notice.
    `Subject: Library account locked
From: IT Desk <it@lakeside.example.ac.uk>
Hi Sam, your library account was locked this morning after 4 wrong passwords. It will unlock automatically after an hour.
If this wasn't you, please reset your password from the portal login page and tell the IT desk (ground floor, or 01632 960123).
IT Services`,
    'Your withdrawal of 0.2 ETH has been sent. If you did not make it, lock your account from the app right away and message support via in-app chat.',
    // A pasted e-mail's From: line is not an address the message asks you to write to.
    `Subject: Your offer from Hartwell Labs
From: Dana Ruiz <dana.ruiz@hartwell-labs.com>
Hi Sam, great talking today, congratulations again! Your offer letter is attached; start date is 3 June.
Dana`,
    // "Classic scam, reported it": a warning.
    'Watch that room listing on the uni group, the "landlord" asked my mate for a deposit before any viewing. Classic scam, reported it.',
    // A shop's own vouchers, to spend in store.
    'Boots: your Advantage Card vouchers worth £8 are waiting. Use them in store or online by 30 June. Reply STOP to opt out.',
    // A blog on a host, named after its owner: not a look-alike.
    'Iowa: "Frost this morning!" See iowa.weblogger.com/2002/09/24',
    // A shop's sale, not a task scam: Indian shops price prepaid orders lower than cash on delivery.
    'Diwali Sale! Flat 40% off + extra 5% on prepaid orders. Hurry, ends tonight. Shop: kurtahouse.example.in/sale',
  ])('does not flag: %s', (text) => {
    expectNotFlagged(analyzer, text);
  });

  it('does not take "from the app" as the official route when it is where someone met you', () => {
    const result = expectFlaggedWith(
      analyzer,
      "It's Mia from the app! Before we meet, please verify you are real on this safety site, it just needs a card: date-check-safe.example.top/mia",
      'risky-link',
    );
    expect(result.findings.map((finding) => finding.code)).not.toContain('official-contact');
  });

  it('reads text-speak in a "not you? call" card alert as the lure, not as a bank writing', () => {
    expectFlaggedAs(
      analyzer,
      'visa alert: ur card ending 4471 was charged $640 at Walmart. not u? call 1-855-410-2291 asap to dispute',
      'card-transaction',
    );
  });
});

// Written for these tests (session 18): the same scams as blind batches 100–107 in other words.
describe('scam families: session 18', () => {
  it.each([
    // A grandparent addressed by the text's first word.
    [
      'family-impersonation',
      "Grandpa it's me, I'm in trouble. I hit a car and I'm at the police station, I need $2,000 for bail. Please don't tell dad.",
    ],
    [
      'family-impersonation',
      "Grandma please help, I got arrested tonight and my lawyer says I need $1,800 for bail. Don't tell mom",
    ],
    [
      'family-impersonation',
      "Sorry for the late text. My mum's in hospital and my banking app is locked. Can you lend me £200? I'll transfer it back on Monday.",
    ],
    [
      'marketplace',
      "I've paid for the bike by Zelle but it's pending because your account needs a business upgrade. Send $250 for the upgrade and I'll add it to my payment.",
    ],
    [
      'marketplace',
      "The room is still free but lots of people want it, I'll hold it for whoever sends the $400 deposit first via Zelle.",
    ],
    [
      'marketplace',
      'I bought your sofa. Please check your email from the payment team and click the link to receive the funds.',
    ],
    [
      'subscription-renewal',
      "Hi Sarah, I recently switched banks and need to update my direct deposit before Friday's payroll. What do you need from me?",
    ],
    [
      'subscription-renewal',
      "Heads up from Maple Court Lettings: our bank changed, please send this month's rent to our new Zelle: maplecourt.rent@gmail.com",
    ],
    [
      'account-security',
      "Hi, I'm a Discord Support agent. Your account will be banned for stolen items unless you verify ownership. Add me so we can check.",
    ],
    [
      'account-security',
      'Instagram Support: your account is scheduled for deletion for copyright violation. If this is a mistake, request a review via the link below within 24 hours.',
    ],
    [
      'account-security',
      'Your WhatsApp account will be suspended today. To keep it, log in through our bot: @WhatsAppVerifyBot',
    ],
    // The link lost in a copy or a screenshot.
    [
      'account-security',
      "omg can u vote for my sister pls, tap the link and log in with your instagram, it's for a dance contest",
    ],
    [
      'account-security',
      "I'm a generous sugar daddy, I'll send you $800 every week. Just send me your online banking username and password so I can deposit.",
    ],
    [
      'extortion',
      "I have your photos. If you don't want them sent to your family, pay $300 in gift cards today.",
    ],
    ['extortion', "i got the vids u sent. send $80 or i'll post them in the class group chat"],
    [
      'job',
      'Hi! We pay $40-$250 daily just for rating hotels online. Would you like to try? Only 20 minutes a day.',
    ],
    [
      'job',
      'Hello from the creator team at Lumo Skincare! Paid collab: $200/post. To start, purchase our starter kit for $49. Interested?',
    ],
    // A fee paid into an account number the text gives; a box of valuables to release; a PIN "to receive".
    [
      'delivery-fee',
      'Customs Office: a gift parcel addressed to you has been held. Pay Rs 28,000 duty to account no 55120093317 IFSC HDFC0001234 to release it.',
    ],
    [
      'prize',
      'Hello, this is Officer Lim from airport customs. A box addressed to you contains gold jewellery and dollars. Pay $2,400 for the clearance certificate to release it.',
    ],
    [
      'prize',
      'You have a payment request of Rs 2,000 from PHONEPE CASHBACK. Enter your UPI PIN to receive the cashback.',
    ],
    // Chat stories (batch 109's scams in other words).
    [
      'family-impersonation',
      "Bro I'm in big trouble, got arrested tonight. The lawyer needs $900 for bail. Please don't tell mom, send it on Cash App $bailhelp22",
    ],
    [
      'account-security',
      "can u lend me ur roblox login for like 5 min? i need to move my pets back, i'll give u robux after",
    ],
    [
      'bank-account',
      'Security alert: unusual logins on your Coinbase account. Please move your funds to the secure wallet provided by our agent.',
    ],
    [
      'romance',
      "Hello beautiful, I'm a US Navy captain on a ship. My leave form costs $1,200 and I cannot pay from here. Will you help me?",
    ],
    [
      'marketplace',
      "Hi, the kitten is still available! $400 plus $250 delivery. I can't do pickup because I work offshore. Payment first via Zelle please.",
    ],
    [
      'marketplace',
      "I'll buy your guitar. I'm paying through an escrow service, check your email from the escrow company, they release the funds once you send the tracking number.",
    ],
    [
      'marketplace',
      "I'm sending you a check for $3,000 for the venue, please forward the difference to my assistant",
    ],
    [
      'job',
      'Join our group of moms making $250/day from home rating products! Just $80 to activate your account, refunded after week one.',
    ],
    [
      'job',
      "We are hiring remote data entry clerks, $30/hr. Message our manager on Telegram and you'll receive a check for your home office equipment.",
    ],
    [
      'investment',
      "Our analyst's BTC signal: deposit $300 today and tomorrow it becomes $1,500. Yesterday's payouts are in the group.",
    ],
    [
      'prize',
      'Congrats! Your account is eligible for a $500 Walmart gift card. Complete the survey and pay $1.99 shipping to receive it.',
    ],
    // A page on a site everyone uses that the text does not speak for is not home (github.com/someone).
    [
      'job',
      "Hi, I'm a recruiter at a Web3 startup. As part of the interview, please clone our repo and run it locally to fix a bug: github.com/chainlab-dev/test-task (npm install && npm start)",
    ],
  ])('flags as %s: %s', (family, text) => {
    expectFlaggedAs(analyzer, text, family);
  });

  it.each([
    // Codes that open doors and routers, and bank details asked for to pay the reader.
    'hey can u send me the code for the wifi? the one on the router',
    "Send me your bank details and I'll transfer you for the festival tickets",
    'Payroll switched banks so my pay might be a day late, can I pay you back Monday?',
    // Everyday trouble kept quiet, and a family get-together that costs money: not the grandparent scam, not romance.
    "I'm in trouble with my boss lol, don't tell anyone, can you lend me £20 till Friday?",
    "We'll all be together at Christmas, can you send £50 for the turkey?",
    // A code's own expiry and "you'll need your password" in a service's notice are not threats or asks.
    `Subject: Your sign-in code

Your Bitbucket verification code is: 482913

This code will expire in 15 minutes. If you didn't request this code, you can ignore this email.

The Atlassian team`,
    `Subject: 2-Step Verification turned on

Hi Priya,

You turned on 2-Step Verification for your Google Account on 3 June.

From now on, when you sign in on a new device, you'll need your password and a code from your phone.

If you didn't make this change, go to your Google Account security page to review recent activity.

The Google Accounts team`,
    'Hi everyone! Hen do deposit is £80 to secure the cottage, due by the 5th. Bank details are in the group doc, use your name as the reference x',
    // A bank's warning in Polish: "do not answer texts asking for a BLIK code".
    'mBank: Nie odpowiadaj na SMS-y z prośbą o kod BLIK. W razie wątpliwości zadzwoń na numer z karty.',
    // The sender's own site: on a country suffix, hyphened, or with its last word cut short.
    'Spark: Your account is overdue by $52.40. Please pay now to avoid service interruption. Pay at spark.co.nz/myspark',
    'Duke Energy: Your bill of $118.40 is available. Due 07/02. Pay at duke-energy.com or reply HELP.',
    "Brightsmile Orthodontics: your instalment of $150 didn't go through. Please update your card at brightsmileortho.com.au/portal",
    // The brand's own app or account page, named without a link.
    "Disney+: Your subscription is on hold because we couldn't process your payment. Open the Disney+ app to update your payment details.",
    'Amazon Prime: Your membership fee of £95.00 will be charged on 4 Nov. Visit Your Account > Prime to manage.',
    // A carrier named as the one that carries the shop's parcel, not as the writer.
    'Hi Jo, your order from Little Fern Candles has shipped with Canada Post. Track it here: lfcandles.ca/t/1042',
    // A text whose only way to act is the site of the name it opens with: it can only send the reader home.
    'UPS: Your parcel 1Z88 has a delivery exception - the address is incomplete. Update your delivery details at ups.com with your tracking number.',
    'Netflix: Your payment method has expired. Update it by 3 May to keep watching. Go to Account > Membership on netflix.com.',
  ])('does not flag: %s', (text) => {
    expectNotFlagged(analyzer, text);
  });

  it("does not take a look-alike's own addresses for the words of its name", () => {
    // "quick-parcelhub.com" is spelled only by its own two links: no vouching for it.
    const result = analyzer.analyze({
      text: 'Parcel Hub: your parcel is on its way, track it at https://www.quick-parcelhub.com/track or change the day at https://www.quick-parcelhub.com/day',
    });
    expect(result.findings.map((finding) => finding.code)).not.toContain('sender-own-site');
  });
});

describe('scam families: session 19', () => {
  it.each([
    // Money passed through the reader's account for a cut, as a favour rather than a job.
    [
      'job',
      "My Venmo is capped this month. Could my customer send the money to you and you send it on to me? I'll give you $150 for the trouble",
    ],
    // A job's "check" paid into a payment app.
    [
      'job',
      "Congrats, you've been shortlisted for the remote data entry position! The onboarding background check fee is $70 via Zelle, then you start Monday.",
    ],
    // The lover's story: on a rig, or held up by an embassy that wants proof of funds.
    [
      'romance',
      "I'm still out on the rig my love, the signal is terrible. I need $900 for my flight home, please send it through Remitly and I'll pay you back",
    ],
    [
      'romance',
      "Darling, the embassy wants proof of funds before they approve my visa. Can you send $3,000 to my account for a week? I'll return it",
    ],
    // Robbed abroad, and no one is to know.
    [
      'family-impersonation',
      "It's your cousin Mark, I got robbed in Lisbon and lost my cards. Can you lend me €700 for the hotel? Please don't tell anyone, I'm so embarrassed",
    ],
    // A broken phone and a temporary number; a friend speaking for the one in hospital.
    [
      'family-impersonation',
      "Dad, I smashed my phone, this is my temporary number. Can you send me £120 for the repair? I'll pay you back Friday",
    ],
    [
      'family-impersonation',
      "Hello Uncle, I'm Tunde's friend. He had an accident and is in hospital, he needs N180,000 for treatment today. Please send it to his account 0234567891 GTBank",
    ],
    // A loan approved before anyone looked at the reader's credit.
    [
      'prize',
      "Good news! You're pre-approved for a £3,000 loan, bad credit OK. Reply YES to receive the funds today",
    ],
    // A stipend behind a request to update bank details at a site hardly anyone visits.
    [
      'government',
      'Dear beneficiary, your youth stipend of N45,000 is ready. Update your BVN details at stipend-portal-ng.com to receive it',
    ],
    // The buyer's fake payment notice, sent "to your email".
    [
      'marketplace',
      "Before I come to collect the bike, I've sent a payment of $300 to your email. Just accept it and confirm you're verified",
    ],
    // A benefits "department" on the phone, and the grant "agent" to add on Facebook.
    [
      'government',
      'Hi Mrs. Lopez, this is Dana with the Social Security benefits office. A cost-of-living increase on your file needs verification. Please call me back at 202-555-0188.',
    ],
    [
      'prize',
      'Did you get your Federal Relief Grant? I saw your name on the beneficiary list, I got $40,000 last week. Add him on Facebook, Agent Paul Mercer',
    ],
  ])('flags as %s: %s', (family, text) => {
    expectFlaggedAs(analyzer, text, family);
  });

  it.each([
    [
      'card-secret-request',
      'Following your call with our fraud team, a courier will pick up your damaged debit card today. Please have it ready in a sealed envelope.',
    ],
    [
      'advance-fee',
      'StubSwap: your 2 tickets for Saturday are reserved. Pay the $39 holder verification fee within 20 minutes to release them to your wallet.',
    ],
    [
      'advance-fee',
      "We'd like to invest $1.5M in your startup. Before due diligence starts, please send the $2,000 compliance fee to our legal team.",
    ],
  ])('flags with %s: %s', (code, text) => {
    expectFlaggedWith(analyzer, text, code);
  });

  it.each([
    // The writer's own slip, explained.
    'Sorry, wrong number! I was trying to text my brother about the match',
    // A new card's PIN "in a sealed envelope" is the post, not a courier collecting the card.
    'Barclays: your new debit card is on its way and should arrive within 5 working days. Your PIN will follow separately in a sealed envelope.',
    // A benefit decided, and the department's own site to read it on.
    "Dept of Social Protection: your Jobseeker's Allowance claim has been decided. Log in to your MyWelfare account to view the decision.",
    // The site named exactly as the sender, and a known brand's own site named by the text: they can only send you home.
    'NWG&E: your bill of $84.10 is 10 days past due. To avoid a late fee pay at nwge.com or in the NWG&E app.',
    'Citi Alert: a $12.99 charge at SPOTIFY was declined because your card ending in 4410 expired. Please update your card details with the merchant. Questions? Sign on at citi.com.',
    // The tax office's own route, and what it says it never does.
    'HMRC: you have a new message about your tax code in your personal tax account. Sign in via GOV.UK to read it. We do not include links to your account in our texts.',
    // A code e-mail that fears a typo, a club's congratulations to everyone, and an IT reminder about phishing.
    `Subject: Your single-use code

Hi ab****@outlook.com,

We received your request for a single-use code to use with your Microsoft account.

Your single-use code is: 518204

If you didn't request this code, you can safely ignore this email. Someone else might have typed your email address by mistake.`,
    'Congratulations to everyone who finished the relay on Sunday, 14 personal bests! Membership renewals open on 1 April (£30). Renew on the club website.',
    `Subject: Security awareness course due by 30 June

All staff must complete the 20-minute phishing course in the Learning Hub by 30 June. It covers fake invoices, payment-change requests and how to report suspicious messages with the Report button in Outlook.

Reminder: IT will never ask for your password by email.`,
    `Subject: Your invoice is available

Invoice number: 48213377. Amount: £64.80. Your payment method (card ending 3318) will be charged automatically. You don't need to take any action.`,
  ])('does not flag: %s', (text) => {
    expectNotFlagged(analyzer, text);
  });
});

// Written for these tests (session 20), after reading blind batches 122-125.
describe('scam families: session 20', () => {
  it.each([
    [
      'account-security',
      "Hi, this is Mike from the bank's fraud team. We just sent you a one-time code to confirm you hold the account. Please read it back to me so I can stop the pending transfer.",
    ],
    [
      'account-security',
      "Is the fridge still for sale? Lots of fakes on here so I'm sending you a verification code, just tell me the 6 digits.",
    ],
    [
      'family-impersonation',
      `Subject: Wire needed today

Hi Paul,

I need you to process a wire transfer to a new vendor today. It is for an acquisition and it is confidential until the announcement, so please don't discuss it with anyone in the office.

I'm in back to back meetings, so email only please.

Thanks,
Andrea`,
    ],
    [
      'subscription-renewal',
      'Subject: New remittance details\n\nHello, please note our banking details have changed following an audit. Kindly direct all outstanding invoices to the new account in the attached letter. Regards, Finance',
    ],
    [
      'marketplace',
      "Hi, is the pram still for sale? I'll pay by Zelle but your bank isn't enrolled for large payments, so Zelle will e-mail you to upgrade; send the $150 activation and they release everything.",
    ],
    [
      'marketplace',
      'Free to a good home: two ragdoll kittens, I only ask that you cover the delivery, $160 by Zelle to the pet transport company.',
    ],
    [
      'account-security',
      "Hey, I'm a Roblox staff member, your group was flagged. Please screen share while logged in so I can verify you own it.",
    ],
  ])('flags %s: %s', (family, text) => {
    expectFlaggedAs(analyzer, text, family);
  });

  it.each([
    'Bonjour, vous êtes retenue pour un poste en télétravail : noter des articles, 120€ par jour. Un dépôt de 60€ est nécessaire pour activer votre compte.',
    'Olá! Trabalho online avaliando produtos, ganhe de R$120 a R$700 por dia. Antes precisa fazer uma tarefa pré-paga de R$80 para ativar sua conta.',
    'Hola, somos de Recuperación de Activos. Podemos recuperar el dinero que perdiste en la plataforma falsa, solo tienes que pagar el 15% por adelantado.',
  ])('flags an advance fee in other languages: %s', (text) => {
    expectFlaggedWith(analyzer, text, 'advance-fee');
  });

  it.each([
    "I sent you the code for the lockbox. Text me when you're in.",
    'Your return for order #50218 is approved. Please use the prepaid label attached and drop the parcel at any UPS location within 14 days. Your refund of $89.00 will be issued once it arrives.',
    `Subject: Re: ticket 4411 - cannot open the shared drive

Hi Sam, your account was not in the Finance-Shared group after your move. I've added it now; log off and on after lunch. If it still fails, reply here and I'll remote in. You won't need to give me your password, I'll just send you a session code.

Thanks, IT Service Desk`,
    `Subject: Re: vendor bank details

Hi Ana,

About last week's e-mail from "Northwind Parts" saying they've changed banks: I called their accounts team on the number we have on file and they have not changed their bank details. So that e-mail was fake.

Can you check that no payments were queued to the new account?

Thanks, Leo`,
  ])('does not flag: %s', (text) => {
    expectNotFlagged(analyzer, text);
  });
});

// Session 22: the misses and false alarms of blind batches 132-135, in words written for these tests.
describe('scam families: session 22', () => {
  it.each([
    [
      'account-security',
      'Priya: hiya!! weird one, did you just get a text from WhatsApp with a code? Me: yes? Priya: my new sim put your number in by mistake, can u screenshot it for me pls',
    ],
    [
      'account-security',
      "Mate my Insta got hacked, they'll send you a link from Instagram to help me recover it, just send it back to me asap",
    ],
    [
      'account-security',
      'hii sorry to bother u!! my niece is in the final of a baking contest, can you vote for her? I will send a link, just enter the code they text you',
    ],
    [
      'marketplace',
      "It's a 2016 Civic, 60k miles, $4,100. I'm deployed overseas so it's kept with a shipping company. Pay through eBay Motors protection and it gets delivered to you",
    ],
    [
      'romance',
      "Morning my love 💕 I've booked my ticket to see you but the airline won't accept my foreign card, it's just $720. Could you pay it for me? I'll give it back when I land",
    ],
    [
      'romance',
      "Mark: I'm so happy chatting with you these past weeks 😊 Mark: my account is frozen because of a customs problem at the port Mark: can you help me with the $600 for the clearance?",
    ],
    [
      'tech-support',
      "Hello, I'm calling from Openreach. Your router is sending fault signals and your broadband may be disconnected today, so please download a small tool so our engineer can look at it remotely.",
    ],
    [
      'family-impersonation',
      "Hi Gina, I'm out at a conference and can't log into the bank. Can you process $18,300 to the vendor account below before 3pm? Keep it confidential for now. Thanks, Robert",
    ],
    [
      'subscription-renewal',
      'Hi, Dave here from sales. I want to change my direct deposit to my new bank before the next payroll run. What details do you need? Email is easiest while I travel.',
    ],
    [
      'subscription-renewal',
      'Dear customer, our usual account in Spain is temporarily frozen during an audit. Please make payment of invoice 2291 to our subsidiary account in Dubai instead. Regards, Accounts',
    ],
    [
      'subscription-renewal',
      "Subject: Global Trade Directory 2025 entry\n\nDear Sir or Madam,\n\nEnclosed is the form to update your firm's entry in the Global Trade Directory. Please check the details, correct them where needed, sign and return it to us.\n\nThe annual fee for the entry is EUR 877 for a period of three consecutive years.\n\nData Services Department",
    ],
    [
      'family-impersonation',
      'Subject: Strictly confidential\n\nHi Joanne,\n\nWe are closing a confidential acquisition this week. Our attorneys will reach out to you about the first payment, which needs to be wired today.\n\nPlease do not discuss this with anyone in the office until it is announced.\n\nRegards,\nMartin Cole\nCEO',
    ],
    [
      'marketplace',
      'Subject: Zelle transfer on hold\n\nA Zelle payment of $350.00 was sent to you but is on hold because your account is not yet enabled to receive business payments. To receive the funds your account must be upgraded; the $80 upgrade fee will be refunded with the payment. Reply with proof of payment.',
    ],
    [
      'account-security',
      'Jazz Cash: Muaziz sarif, aap ka account band ho jaye ga. Verification ke liye 4 digit code jo abhi aaya hai wo humein 0301-7744120 par bhejein.',
    ],
    [
      'account-security',
      'Sir aapka Myntra order cancel ho gaya hai, refund ke liye humara executive call karega. Jo OTP aayega wo usko bata dena.',
    ],
    [
      'account-security',
      'Buenas tardes, le hablamos de su banco. Su tarjeta sera bloqueada por un cargo sospechoso. Proporcione el NIP y el codigo que le llegara por SMS al asesor.',
    ],
    [
      'marketplace',
      'Hello, this is your MoMo agent. A wrong transaction of GHS 300 was made to your number. Please reverse it by dialing *170# or your wallet will be blocked.',
    ],
    [
      'marketplace',
      'Kak maaf, saya salah transfer pulsa 150rb ke nomor kakak. Tolong dikembalikan ke nomor ini ya.',
    ],
    [
      'marketplace',
      'Vi seu anuncio da bicicleta. Ja fiz o Pix de R$ 900, mas caiu como agendado. O banco pede que voce devolva R$ 450 pra liberar o restante.',
    ],
    [
      'family-impersonation',
      "Auntie, it's Achieng's friend. She was in an accident on Mombasa Road and is in hospital, they need Ksh 15,000 deposit before treatment. Send to 0712 448 903.",
    ],
    [
      'prize',
      'Jazz: Aap ne 5 lakh ka inaam jeeta hai. Inaam ki raqam lene ke liye 1200 registration fee jama karwayein.',
    ],
    [
      'job',
      'Oi! Aqui e da equipe de recrutamento. Temos vaga de meio periodo avaliando produtos, R$ 150 a R$ 700 por dia. Tem interesse?',
    ],
    [
      'job',
      'Thanks for applying on Indeed! The hiring manager would like to conduct your interview via Teams chat today. Add the username hr.lauren.hires to begin.',
    ],
    [
      'card-transaction',
      'Citi: Did you attempt a Zelle payment of $950.00 to DEREK P? Reply YES or NO. Msg&Data rates may apply.',
    ],
    [
      'investment',
      "Oops, I think I messaged the wrong person, I meant to text my broker about the gold price. Nice to meet you anyway, I'm Lily from Taipei. Do you invest?",
    ],
    [
      'investment',
      'Boa noite! Desculpa, acho que é o número errado. Sou a Bianca, trabalho com investimentos. Já ouviu falar de renda passiva com criptomoedas?',
    ],
    [
      'investment',
      'Hi, I saw we have mutual friends on Facebook 😊 I work at a hedge fund in Singapore and sometimes share crypto trading tips with friends. Want to try one tonight?',
    ],
    [
      'investment',
      "Thanks for the follow!! I started forex with a mentor last month and I'm already making $1,500 a week. She only takes a few students, want her contact?",
    ],
  ])('flags %s: %s', (family, text) => {
    expectFlaggedAs(analyzer, text, family);
  });

  it.each([
    [
      'advance-fee',
      'Hi! Your Telegram wallet shows a pending payout of $3,100. To withdraw it, please pay the $55 unlock fee first.',
    ],
    [
      'advance-fee',
      "Hi, the kitten is still here. We're rehoming her for free, you only need to pay the $250 pet airline transport fee",
    ],
    [
      'money-flip',
      'Hi dear, I mentor new traders. With $200 you can make $3,000 in a week, let me show you the proof',
    ],
    [
      'credential-request',
      "You're one of our lucky giveaway winners 🎁 DM @prizes.desk.official with your card details so we can cover the postage",
    ],
    [
      'advance-fee',
      'Subject: Re: your domain\n\nHi, following up on my note about your domain. A client of mine is interested in purchasing it for $7,500, but he needs an official appraisal certificate first. You can order one at domain-valuation-cert.com for $89, then we proceed through escrow.',
    ],
    [
      'credential-request',
      'hey cutie 😘 I have pics for you but first verify your age on my site, it is free, just enter your card for age verification',
    ],
  ])('flags %s: %s', (code, text) => {
    expectFlaggedWith(analyzer, text, code);
  });

  it.each([
    'Hi team, the office is closed Monday for the bank holiday. Urgent: please submit your timesheets in Workday by 4pm Friday or your pay may be delayed. Thanks, HR',
    "Is this a scam? Someone on Gumtree wants to buy my bike but says they'll send a courier and pay by 'PayPal' with an extra £60 for the driver. Seems odd",
    'Citi Fraud Alert: Did you attempt a $311.40 purchase at COSTCO WHSE on 05/02? Reply YES or NO. Msg&data rates may apply. Reply STOP to opt out.',
    'Votre code de vérification Crédit Agricole est 804211. Il expire dans 10 minutes. Ne le communiquez jamais.',
    'MyGov: Your myGov account was signed in to at 09:12 on 2 June. If this was not you, please contact the myGov helpdesk.',
    "Venmo: You paid Ana Ruiz $38.00. If you don't recognise this payment, log in to Venmo and go to the Help Center.",
    'Subject: Your Streamly account has been closed\n\nHi Omar,\n\nAs requested, we have closed your Streamly account. Your watch history will be permanently deleted after 30 days. If you change your mind before then, just sign in again and your account will be restored.\n\nThe Streamly team',
    "Subject: 14 Birch Road - next steps\n\nHi Ms Patel,\n\nThanks for viewing 14 Birch Road on Sunday. If you'd like to make an offer, reply or call the office; we'll need proof of funds and your mortgage agreement in principle before we put it to the vendors.\n\nKind regards,\nJames, Harwood Estates",
    'got a text saying my dpd parcel couldnt be delivered and to pay £1.99 to rebook, link was dpd-rebook-uk-something. didnt click but is that defo fake? i am waiting on a delivery tho',
    'Subject: Scam alert: fake energy rebate texts\n\nWe have seen a rise in texts claiming you are owed an energy rebate and must claim it within 24 hours via a link. We never text links to claim rebates.',
    'Subject: Two-step verification is on\n\nHi Dan, you turned on two-step verification for your Google Account. From now on you will enter a code from your phone when you sign in on a new device.',
    "had 2 buyers ask me to 'send them a code' to prove I'm real lol not doing that. you can see the sofa before you pay, cash on collection",
    "got an 'urgent' email from 'the MD' asking me to buy 4 gift cards and send the codes. lol no. reported it to IT",
    'Subject: Protecting your completion money\n\nDear Ms Byrne, our bank details will never change during your purchase. Before sending any funds, call our office on the number printed on our letter of engagement to verify the account details verbally.',
    "Subject: You've sold an item!\n\nHi Sam, congrats – your Sony headphones (black) sold for £64.00. Please post them by Thursday. The buyer's address is in My eBay > Sold.",
    'Subject: You have a new message from HMRC\n\nDear customer, you have a new message about your tax return. To read it, sign in to your HMRC online account through GOV.UK. For security reasons, we have not included a link.',
    'Delhivery: Aapka order aaj deliver hoga. Delivery ke waqt hi agent ko OTP 5512 batayein.',
    "Westpac: A payment of $640.00 to K NGUYEN was made from your account. If you don't recognise it, call us on 13 20 32.",
    'Heads up from Which?: fake Royal Mail emails are circulating asking for a £2.99 redelivery fee. Royal Mail does not charge this. Report them to report@phishing.gov.uk.',
    'Explainer: how romance investment scams work. Scammers start with a friendly wrong-number text, then introduce a trading app that shows fake profits. When victims try to withdraw, they are asked for taxes.',
    "Microsoft account\nUnusual sign-in activity\nWe noticed an unusual sign-in to the Microsoft account ro***@outlook.com.\nCountry/region: Vietnam\nPlease go to your Microsoft account's Recent activity page to review it.\nThanks, The Microsoft account team",
    "Congrats Mia! Your entry in our summer giveaway was picked 🎉 DM us your shoe size and shipping address this week and we'll send the trainers. – Stride Run Club",
    "Subject: Fwd: careful with this\n\nHi all,\n\nI got this today and it looked real, logo and all. It says I owe £2.10 for a redelivery. Dad says it's a scam, can you check? Forwarding so you know.\n\nMum\n\n---------- Forwarded message ---------\nFrom: Royal Mail <info@rm-parcel-redeliver.com>\nSubject: Your parcel is waiting\n\nWe tried to deliver your item. Please pay £2.10 to rebook: https://rm-parcel-redeliver.com/pay",
    'Subject: Re: [lug-users] strange quota emails\n\n> Priya Shah wrote:\n> A few of us got "your mailbox is full, click here to upgrade your quota" emails from postmaster@ourlug.org. Were we hacked?\n\nNo, those From: headers are forged. Our list server never sends quota warnings. Whatever you do, don\'t type your password into the page that link opens.\n\n-- \nOmar, list admin',
    "babe the parcel from your sister is stuck, Parcelforce want a £19 customs charge. I'll pay it on their site tonight, you can pay me back later",
  ])('does not flag: %s', (text) => {
    expectNotFlagged(analyzer, text);
  });

  it('reads an expiry on a stated date as a date, not as pressure; "expires today" is pressure', () => {
    const codes = (text: string) => analyzer.analyze({ text }).findings.map((finding) => finding.code);
    const notice = (when: string) =>
      `Your parking permit for Zone B ${when}. Renew it at permit-renewals-online.top and pay the £70 fee.`;
    expect(codes(notice('expires on 14 June 2025'))).not.toContain('pressure');
    expect(codes(notice('expires today'))).toContain('pressure');
  });
});

// Written for these tests (session 23), in other words than blind batches 140-144 that showed the gaps.
describe('scam families: session 23', () => {
  it.each([
    [
      'card-transaction',
      'Santander: Hemos detectado una compra no reconocida de 612,40€ en ZARA ONLINE. Si no ha sido usted, llame al 910 44 82 17 de inmediato.',
    ],
    [
      'subscription-renewal',
      'Naturgy: su suministro de gas será suspendido mañana por una factura impagada. Para evitarlo comuníquese al 622 19 84 30.',
    ],
    [
      'account-security',
      'Subject: Invoice shared with you\n\nA document has been shared with you through Dropbox.\n\nTo open the file, choose your email provider below and sign in with your email and password.\n\n[ Outlook ] [ Gmail ] [ Other ]',
    ],
    [
      'account-security',
      'MTN: we are moving your line to eSIM today. We have sent you a 6 digit code, kindly reply with it so we can finish the move.',
    ],
    [
      'account-security',
      'Olá! Aqui é do suporte do iFood. Você vai receber um código por SMS agora, me envia aqui para liberar seu cupom.',
    ],
    [
      'government',
      'Subject: GST/HST credit - INTERAC e-Transfer\n\nThe Canada Revenue Agency has sent you an INTERAC e-Transfer for your GST/HST credit of $312.20. To accept it, choose your bank below.',
    ],
    [
      'government',
      'IRS: our records show an underpayment on your 2023 return. To avoid enforcement action, call agent Morris on 202-555-0143 before 4pm today.',
    ],
    [
      'job',
      'Subject: Offer - Parcel Quality Assistant (remote)\n\nDear applicant, we are glad to offer you the role.\n\nWhat you will do:\n- receive parcels at your home address\n- check and repackage the goods\n- print the shipping labels we email you and drop them at the post office',
    ],
    [
      'job',
      'Subject: Next step in your application\n\nHello, the recruiting team would like to continue with a chat-based interview with our HR lead. Please message @hr_lead_karen on Telegram to book it.',
    ],
    [
      'tech-support',
      "Hello, it's Dan from Virgin Media billing. You were overcharged £96 and we're issuing a refund, but I'll need to connect to your laptop to open the refund page. Are you near it now?",
    ],
    [
      'marketplace',
      "Is the bookcase still available? I'll pay through courier service and they will collect it from your place, send me your email for the payment.",
    ],
    [
      'marketplace',
      'Saw your fridge on Jiji. I have sent the N250,000, the bank alert is in your email. It will show in your account as soon as you pay the N4,000 activation to their officer.',
    ],
    [
      'marketplace',
      'Oi, fiz o pix da bicicleta que você anunciou na OLX, mas mandei R$ 900 a mais por engano. Pode me devolver a diferença nessa chave?',
    ],
    [
      'marketplace',
      'I paid $900 for the couch through Zelle but it says your account must be upgraded to a business account. Please send me $250 first and you get it all back.',
    ],
    [
      'prize',
      'Guess what, you are on the winners list for the community relief grant! I got $20,000 last month. Message the claims agent here: facebook.com/profile.php?id=61550012345',
    ],
    [
      'account-security',
      "UniCredit: tentativo di accesso da un nuovo dispositivo. Se non sei stato tu chiama l'operatore al 06 9981 4402",
    ],
    [
      'romance',
      'Subject: greetings\n\nHello dear, I am Captain Mark Hill of the US Army, now on a peacekeeping mission in South Sudan. I came across your profile and would love to know you better. I am a widower looking for an honest woman.',
    ],
    [
      'subscription-renewal',
      "Hi all, subs for the under-10s football are £40 this term. Due to an issue with the club's payment system, please send it by bank transfer to our treasurer's personal account, details below.",
    ],
    [
      'subscription-renewal',
      'Subject: Invoice 5521\n\nPlease find our invoice for the October deliveries (£3,410). Our bank details have recently changed, so please use the new account on the invoice for this payment.',
    ],
    [
      'investment',
      'EXCLUSIVE: how ordinary Canadians are making $9,500/week with an automated bitcoin trading app. Only 50 places left: cdn-wealth-now.com',
    ],
    [
      'marketplace',
      "Hey I paid $250 for the bike on Zelle but it's stuck as pending, you need to confirm your email first. Look in your spam for an email from Zelle and follow the steps",
    ],
    [
      'marketplace',
      'Pasensya na po, maling number napadalhan ko ng P2,000. Pang-tuition po ng anak ko, pwede po pakibalik sa 0918 441 2276?',
    ],
    [
      'account-security',
      "Hi it's Dave from the Chase fraud team, we're sending you a verification code to confirm it's you, please text it back here when it arrives",
    ],
    [
      'government',
      'Cyber Crime Wing: aap ke CNIC par illegal SIM cards register hain. Case se bachne ke liye 0333-4412098 par rabta karein.',
    ],
    [
      'prize',
      'Subject: Assistance needed\n\nDear friend, I am a businessman in Abu Dhabi and I am dying of cancer. I have a deposit of $4,500,000 with a security company. Help me collect this deposit for charity; I have set aside 25% for you. Reply to my private email.',
    ],
    [
      'prize',
      'Subject: Urgent from Kabul\n\nI am Sgt. Paul Harris of the US Army. We recovered $18 Million during a raid and I need your assistance to transfer the sum out of the country. Please reply urgently for details.',
    ],
    [
      'family-impersonation',
      "Mum my phone got stolen on the bus, I'm on a friend's. Please send R900 via eWallet to 0731120098 so I can get home, will pay you back",
    ],
    [
      'family-impersonation',
      'Hej pappa, jag har tappat min telefon, det här är mitt nya nummer. Kan du swisha 2 300 kr till en räkning åt mig?',
    ],
    [
      'extortion',
      'i recorded our video call. send me 300 dollars or i post it on facebook and tag your family. 2 hours',
    ],
    [
      'romance',
      'Morning my love, I miss you. I want to fly to you but the rig company is holding my pay until I settle a release fee. Could you help me just this once?',
    ],
    [
      'job',
      'Thanks for applying! To continue the interview please switch to Telegram, our HR team only uses it. Search for: Anna Recruiter',
    ],
    [
      'government',
      'SARS: your return has been flagged for fraud and a case has been opened. Reply CALL to speak to an investigating officer today.',
    ],
    ['government', '您好，这里是市公安局，您的身份证涉嫌洗钱案件，请立即添加QQ 3391024785配合调查。'],
    ['card-transaction', '[국제발신] 해외결제 승인 1,120,000원 완료. 본인이 아닐 경우 고객센터 02-3321-4470'],
    [
      'bank-account',
      'Alpha Bank: Ο λογαριασμός σας έχει ανασταλεί. Επαληθεύστε τα στοιχεία σας εδώ: alpha-epalitheusi.info',
    ],
    ['subscription-renewal', '台灣電力公司：您的電費逾期未繳，今日將停止供電，請立即繳費 taipower-bill.net'],
    [
      'job',
      'Oi! Somos da agência de empregos, vaga home office: ganhe de R$100 a R$600 por dia curtindo vídeos. Responda SIM.',
    ],
    [
      'subscription-renewal',
      'Dear residents, our bank account has changed because of an audit. From this month please pay rent to Mr J. Boateng, Acc 0091823345.',
    ],
    [
      'account-security',
      'Subject: New voice message (0:38)\n\nYou have a new voice message from +1 (415) 555-0148.\n\nClick below to listen. You will need to verify your Microsoft credentials to open the secure player.\n\n>> Play message',
    ],
    [
      'tech-support',
      "Subject: Spam on your mailbox\n\nHi Priya, your inbox is getting a lot of spam today. I'll message you on Teams as IT Support; please open Quick Assist and share the code so I can fix it on your machine.",
    ],
    [
      'family-impersonation',
      "Subject: Quick one\n\nHi Laura, send me your cell phone number. I need you to do a quick favour for me right now, I'll text you.\n\nMichael Grant, CEO",
    ],
    [
      'account-security',
      'Westpac: a new device was added to your online banking. If this was not you, call our security team urgently on 02 9155 7713.',
    ],
    [
      'family-impersonation',
      'Mum? Dropped my phone in the bath 😩 this is my temp number. Can you help me with something urgent?',
    ],
    [
      'government',
      'Loan Forgiveness Center: you are eligible for full student loan forgiveness. Last day to apply, call 1-866-410-2290 now.',
    ],
    [
      'card-transaction',
      'OCBC: your card was charged SGD 980.00 at LAZADA. If unauthorised, call 6612 7741 immediately.',
    ],
    [
      'job',
      'Hi! Your profile matches a Data Analyst role with one of our clients. To go ahead we need a one-time CV optimisation fee of $120 so it passes their screening.',
    ],
    [
      'investment',
      "It's Elon. I'm choosing a few loyal fans for an early allocation in Starlink shares, minimum $1,500 via BTC. Reply to reserve yours.",
    ],
    [
      'marketplace',
      "Flat available in Leeds, £700 pcm. I'm abroad for work so the keys will be handled once you pay the deposit through the link I send",
    ],
    [
      'marketplace',
      'trade me ur headless and ill give u 4k robux + a korblox, but u gotta go first cos i got scammed before',
    ],
    [
      'extortion',
      'I made an edit with your face and your school. Send $200 on cashapp now or I post it in every group chat you are in.',
    ],
    [
      'extortion',
      'We have your son. Do not hang up and do not call the police. Send $9,000 by Western Union in the next hour or you will never see him again.',
    ],
    [
      'job',
      "Hey lovely! We'd love you as a brand ambassador 💕 You get 30% off everything with your own code. Just make your first order with the code to activate your spot!",
    ],
  ])('flags %s: %s', (family, text) => {
    expectFlaggedAs(analyzer, text, family);
  });

  it.each([
    ['money-flip', 'CASH APP FLIPS 💸 send me $50 and I will flip it to $600 within the hour, DM for proof'],
    [
      'staff-records-request',
      'Subject: Quick request\n\nHi Mo, can you pull the 2024 P60s for all staff and e-mail them to me in one PDF? Need them for the accountant this afternoon.',
    ],
    [
      'secrecy-demand',
      'Subject: Project Heron\n\nDear Ana, our firm is handling a confidential acquisition for the company and the first escrow deposit is due today. Please do not discuss it with anyone internally until the announcement.',
    ],
    [
      'secrecy-demand',
      "Subject: Staff list\n\nHi Sam, the auditors need every employee's name, address, date of birth and SSN by noon. Send it straight to me and don't cc anyone.",
    ],
    [
      'secrecy-demand',
      "Subject: Urgent payment\n\nPlease pay the attached invoice today, the bank details are on it. No need to route it through the usual approval, I've signed it off.",
    ],
    [
      'money-flip',
      'its ya boy from the gym lol I can flip ur $100 into $1500 by tonight on cash app, reply IN',
    ],
    [
      'advance-fee',
      'Good news, your loan application for $8,000 was approved. Please pay the $250 insurance to activate it.',
    ],
    [
      'untraceable-payment',
      'This is the Hope Relief team. We are helping families after the floods. Please donate via gift cards, it is faster than a bank transfer.',
    ],
    [
      'attachment-to-act',
      'Subject: Account notice\n\nDear customer, your online access has been suspended. Open the attached file to complete the verification and restore access.',
    ],
    [
      'attachment-to-act',
      'Subject: FedEx - delivery failed\n\nWe could not deliver your parcel because the address is incorrect. Please print the label attached to this e-mail and bring it to our depot to collect your package.',
    ],
    [
      'pin-to-receive',
      'Bhai galti se aapko Rs 1500 bhej diye, maine collect request bheji hai, approve karke PIN daal do please',
    ],
    [
      'pin-to-receive',
      'Vodafone Cash: someone sent you GHS 300 in error. Approve the reversal with your PIN to clear it.',
    ],
    [
      'secrecy-demand',
      'This is Sergeant Blake of the fraud unit. We believe someone at your branch is stealing from customers. Please do not discuss this with the bank; reply with a time we can call you.',
    ],
    [
      'secrecy-demand',
      "Grandma, it's the lawyer for your grandson Sam. He's being held after a crash and bail is $6,000. The judge put a gag order on it so please don't tell your family. Call me back today.",
    ],
    [
      'payment-details-by-callback',
      'Origin Energy: your last payment was declined. To keep your supply on, reply with a convenient time for our billing team to call and update your card details.',
    ],
    [
      'wallet-access-request',
      'Trust Wallet: all wallets must be verified by 1 July. You will need your 12-word recovery phrase to sync your wallet with our new server.',
    ],
    [
      'advance-fee',
      'Crypto Recovery Desk: we have recovered 1.4 BTC from the exchange that took your savings. A release fee of $450 is required to unlock the funds.',
    ],
    [
      'advance-fee',
      'Approved! You qualify for a $3,000 personal loan. A refundable $120 security deposit is needed before funding. Reply YES.',
    ],
    [
      'money-flip',
      "Mr Beast here 🎁 I'm doubling all ETH sent to my wallet in the next 30 minutes. Send 0.5, get 1 ETH back.",
    ],
  ])('flags with %s: %s', (code, text) => {
    expectFlaggedWith(analyzer, text, code);
  });

  it.each([
    'Subject: VPN maintenance Sunday\n\nHi everyone, the VPN will be down on Sunday from 01:00 to 04:00 for patching. Remote access to internal systems (Confluence, the shared drives) will be unavailable in that window. Microsoft 365 is not affected. No action is needed from you.',
    'Subject: Re: Hedge quote\n\nHi Tom, the gardener quoted £300 for trimming the whole hedge, so £150 each. I can pay him and you transfer me your half, or you can pay him directly, he takes bank transfer or cheque. Sue',
    'Subject: New login to your account\n\nHi Ana, we noticed a login from a new device (Safari on Mac, Lisbon). If this was you, you can ignore this. If not, change your password from Settings > Security and turn on two-factor authentication.\n\nThe Instagram Team',
    'Subject: Login from a new IP address\n\nYour account signed in from a new IP address (41.13.xx.xx, Cape Town). If this was not you, lock your account in the Kraken app. Kraken will never ask for your password or 2FA codes.',
    'Google: new sign-in on a Galaxy S24. If this was you, no need to do anything. If not, review it at g.co/sc',
    "My aunt got one of those 'Mum, I lost my phone' WhatsApps last week and nearly paid £900 before she rang me. Please warn your gran.",
    'ugh my card got blocked after I entered the wrong PIN twice, had to ring them. I will transfer you for the cinema tomorrow',
    'Reminder: the office Euros sweepstake buy-in is £5, winner takes all. Pay Dave by Friday.',
    'Your ITR for AY 2025-26 has been processed and a refund of Rs 4,210 will be credited to your pre-validated bank account. Log in to the e-filing portal to see the intimation.',
    'Subject: Your return is ready\n\nHi Sam, your 2024 return is ready. Please log in to the client portal (same login as last year) to sign it. You owe $640 federal; pay it through IRS Direct Pay, not to us. Thanks, Jo',
    'Aapka Zomato order aa raha hai. OTP 3391 hai, order milne ke baad hi delivery partner ko batayein.',
    'Uber: Your driver Ravi (MH02 AB 5521) is 3 min away. Share PIN 4410 with driver to start your trip.',
    'Hi mum, new SIM arrived, number is still the same. All working now x',
    'Anytime Fitness: your membership payment failed. Please update your card details in the app to keep your access.',
    'Hi parents, due to an issue with our online payment system, please pay the £12 trip fee in cash at the school office this week.',
    "We're planning a surprise party for Dad's 60th on Saturday! Please don't tell your family yet, I'll send the details later.",
    "Grandad your new phone is ready! If anyone ever texts saying they're me on a new number asking for money, ring me on my usual number first x",
    "Heads up: if someone on Vinted asks you to send them the code you just got 'to verify you', it's a WhatsApp takeover scam. Don't send it, block them.",
    'Subject: Your 2024 W-2 is ready\n\nW-2s for all employees are now available in ADP. Log in as you normally do and go to Pay > Tax Statements.',
    'BDO: a new device was enrolled for BDO Online Banking on 03Jul25 9:02PM. If you did not do this, call our Contact Center at (02) 8631-8000.',
    'Equity Bank: your card ending 3310 was used at JAVA HOUSE for KES 1,450.00 on 02/07/25. If you did not make this transaction, call +254 20 226 2000.',
    'GTBank: your internet banking was disabled after 3 wrong passwords. Visit any GTBank branch with your ID or call 0700 482 6328 to restore it.',
    'Bro can you send me your Netflix password again? It signed me out on the TV',
    "Mum it's Zoe, my phone died so I'm on Amy's. I'm fine, getting the 7pm bus, don't need anything, ring me on this if you need me",
    'Subject: Tickets attached\n\nHi Jo, I have attached the tickets for Saturday. Print them out or show them on your phone at the door. See you there!',
  ])('does not flag: %s', (text) => {
    expectNotFlagged(analyzer, text);
  });

  it('reads "if unauthorised, call …" as a lure only with a line that is not toll-free', () => {
    const families = (text: string) => analyzer.analyze({ text }).families;
    const alert = (line: string) =>
      `DBS: You have made a payment of SGD 38.90 to FOODPANDA on 02 Jul. If unauthorised, call ${line}.`;
    expect(families(alert('1800 111 1111'))).not.toContain('card-transaction');
    expect(families(alert('6612 7741'))).toContain('card-transaction');
  });

  it("flags a device-code sign-in: Microsoft's own page, with the code the sender made", () => {
    const text =
      "Subject: Guest access for today's vendor review\n\nHi Daniel,\n\nAhead of our vendor review this afternoon, our Teams tenant requires external guests to be authorised first. Please go to https://microsoft.com/devicelogin and enter the code below, then sign in with your work account to accept the invite:\n\nCode: QW7T-81KD\n\nThe code expires in 15 minutes, so please do it as soon as you can and let me know once done.\n\nThanks,\nMarta";
    expectFlaggedAs(analyzer, text, 'account-security');
  });

  it('finds numbers to call after a few words and in other languages', () => {
    const phones = (text: string) => analyzer.analyze({ text }).entities.phones.map((phone) => phone.text);
    expect(phones('Si no reconoce el cargo, llame inmediatamente al 911 23 45 67.')).toEqual([
      '911 23 45 67',
    ]);
    expect(phones('Se non sei stato tu chiama subito il nostro operatore al 06 4471 2290')).toEqual([
      '06 4471 2290',
    ]);
    expect(phones('If this was not you please call our security team urgently on 01 687 4410')).toEqual([
      '01 687 4410',
    ]);
  });
});

// Written for these tests (session 24), in other words than blind batches 159-163 and 166 that showed the gaps.
describe('scam families: session 24', () => {
  it.each([
    [
      'government',
      'This is Delhi Cyber Crime. A courier booked on your Aadhaar with 140 g of MDMA was seized in Chennai. Join the video statement with the investigating officer now or a warrant will follow.',
    ],
    [
      'government',
      'Main CBI office se Inspector Verma bol raha hu, aapke khilaf case darj hai. Abhi Skype par baat karni hogi warna arrest hoga.',
    ],
    [
      'job',
      'Namaste! We are hiring for home based work, salary 20k-35k/month, no experience. WhatsApp HI to +91 90041 22387',
    ],
    [
      'job',
      'Our agency needs people to rate restaurants on Maps. 1 rating = Rs 40, daily payout. Reply YES to start',
    ],
    ['account-security', 'Gas agency se bol rahe hain, KYC ke liye jo OTP aaya hai woh bata dijiye sir'],
    [
      'account-security',
      'Hi, I typed your number by mistake for my login code, can you text me back the 6 digits?',
    ],
    [
      'extortion',
      'Your loan EMI is overdue. Pay now or your morphed pictures will be sent to all your contacts.',
    ],
    ['extortion', 'tera video mere paas hai, 20000 bhej warna sab friends ko bhej dunga'],
    ['marketplace', 'Bhai galti se aapke account me 3000 chale gaye, please return kar do isi number pe 🙏'],
    [
      'marketplace',
      'The studio in Parklands is available, Ksh 18,000 pm. I am in Mombasa for work, pay the deposit and the caretaker will hand over the keys.',
    ],
    ['marketplace', 'Hi, is the bike still for sale? I pay by Zelle, I will add $60 extra for the movers.'],
    [
      'romance',
      'My love, I have sent you a parcel containing 20,000 USD and a gold necklace. The airport customs want a clearance fee, please pay it for me.',
    ],
    [
      'family-impersonation',
      "Uncle, this is Mei Ling's coursemate, she got into an accident and is at hospital. Pls bank in RM600 to my account quickly",
    ],
    [
      'family-impersonation',
      'Aapke bete ka accident ho gaya hai, hospital me hai. Operation ke liye 30000 abhi is UPI pe bhejo',
    ],
    [
      'prize',
      'Ur free Samsung mobile is waiting! Reply YES & we will call u 2 arrange delivery. Call 0800 123 4567',
    ],
    [
      'prize',
      'I am a widow with a fund of $3.2 million from my late husband. I want to donate it to orphanages through you. Kindly provide your full name and address.',
    ],
    [
      'investment',
      'Join our crypto club and invest Rs 10,000 get Rs 1,00,000 in 7 days. chat.whatsapp.com/Ab12Cd34',
    ],
    [
      'investment',
      'Welcome to the VIP group! Learn swing trading with Prof. Daniel Hart here: chat.whatsapp.com/XyZ98',
    ],
    ['premium-rate', 'You have a voicemail waiting. To listen call 0871 223 344 now.'],
    [
      'prize',
      'Ur phone has been chosen 2 receive a FREE Nokia upgrade! Call the Upgrade Dept on 0800 123 4567 now',
    ],
    [
      'prize',
      'Hi, Jade from the Handset Rewards team. You are still eligible for a free iPhone 12, shall I book delivery? Reply YES',
    ],
    [
      'family-impersonation',
      'hi mum its me, phones smashed so on a mates one. can u text me back? need a favour',
    ],
    [
      'family-impersonation',
      "Dad it's Ollie, new number, delete the old one. Could you do me a massive favour and cover something, I'll pay you back Friday",
    ],
    [
      'job',
      'Dear applicant, the Remote Payments Assistant role involves receiving client payments into your personal account and forwarding them to our partners.',
    ],
    [
      'job',
      'Hey lovely! Join our ambassador team 💕 just pay $35 for the welcome kit and start earning commission',
    ],
    [
      'romance',
      'Hello dear, I am Captain Ross, stationed in Yemen on a peace keeping mission. I saw your profile and would love to know you better. Are you on Telegram?',
    ],
    [
      'account-security',
      "Quick one, what's the code Instagram just sent you? Need it to verify my giveaway entry",
    ],
    [
      'account-security',
      'my acc got locked 😭 fb will send you a link for me, can you screenshot it and send it here?',
    ],
    [
      'marketplace',
      "Hi, I'm interested but I'm deaf so I can only text. Could you give me your email so I can send the payment?",
    ],
    [
      'marketplace',
      'Your kitten Milo is being held at Heathrow in transit because the crate is not approved. A refundable fee of £400 is needed.',
    ],
    ['extortion', "I've got your pics. Pay $600 or I'm sending them to everyone on your list"],
    [
      'investment',
      'I am a forex trader, I can trade your account for you and we split profits 70/30. Minimum is $250',
    ],
    ['job', '招聘居家兼职，手机刷单，每单佣金30~200元，当日结算，有意请加我微信 hx20331'],
    [
      'investment',
      'Coach says the Gold tier is required before you can withdraw your profits over $20k. Only $2,900 once.',
    ],
    [
      'investment',
      'Your withdrawal of $14,200 in profits is approved, please pay the network gas & verification fee of $980 to complete it.',
    ],
    [
      'extortion',
      'I still have the video. I already found your brother and your boss online. $1,500 in gift cards or it goes live tonight',
    ],
    [
      'extortion',
      'Detective Ross here. The girl you messaged is 14. Her parents will press charges unless you pay $2,500 for her therapy today.',
    ],
    [
      'family-impersonation',
      "Hey it's Sam, new number. Card got declined, can you zelle me $150? Will pay you back tonight",
    ],
    [
      'family-impersonation',
      "Mum please don't ring, my mic is broken. Can you send £900 to this account, it's my friend's? Sort 20-00-00 acc 12345678",
    ],
    [
      'extortion',
      'You have defaulted N9,000 on QuickCash. Pay by 6pm or we will send a message to all your contacts that you are a thief.',
    ],
    [
      'marketplace',
      "Good evening, I've made the transfer of N90,000 for the fridge, check your phone for alert. My dispatch rider is on the way.",
    ],
    [
      'marketplace',
      "Self contain at Lekki, N800k yearly. I'm travelling, send N100k commitment fee and I'll bring the keys when I return.",
    ],
    [
      'family-impersonation',
      'This is Inspector Musa. Your daughter was arrested at a party; she stays in the cell unless bail of N80,000 is paid to 0123456789 (GTB).',
    ],
    [
      'family-impersonation',
      "Dad it's me, using friend's phone, my phone was stolen at the park. Pls send 4000 on GPay to this number urgently",
    ],
    [
      'government',
      'Dear customer, your account is frozen. CBI case no. DL/2024/1187 registered on your Aadhaar. Contact Inspector Singh on Skype now.',
    ],
    [
      'prize',
      'Dear sir, your SIM card has won 25lac in the KBC lucky draw. Call the KBC office on 0092-300-1234567 to claim.',
    ],
    [
      'job',
      'Jobs in Canada! Visa sponsored, salary CAD 3,000/month. Send your CV + Rs.12,000 file charges to Overseas Placement 9015-000-111',
    ],

    [
      'marketplace',
      'Hola, te pasé 80€ por Bizum sin querer, eran para mi primo. ¿Me los devuelves? Te mando la solicitud',
    ],
    [
      'marketplace',
      'Oi! Mandei um PIX de R$ 250 pra você por engano, consegue devolver nessa chave? 21987654321',
    ],
    [
      'family-impersonation',
      'Ahoj tati, tohle je moje nove cislo. Muzes mi poslat 5 000 Kc? Vysvetlim to pozdeji',
    ],
    ['family-impersonation', 'Me oi con doi so moi roi. Me chuyen giup con 2 trieu vao STK 0123456789 nhe'],
    [
      'bank-account',
      'Komercni banka: Vas ucet byl docasne omezen. Overte svou identitu zde: kb-overeni-klient.com',
    ],
    [
      'prize',
      'Felicitari! Ai castigat un voucher de 500 lei. Revendica-l platind 12 lei transport: altex-premii.ro-win.com',
    ],
    [
      'government',
      'Polizei München: Gegen Sie liegt ein Haftbefehl vor. Rufen Sie umgehend Kommissar Huber an: 089 2910 4471',
    ],
    [
      'government',
      'Policie CR: Na Vase jmeno bylo zahajeno trestni rizeni. Kontaktujte ihned pplk. Novaka na tel. 224 551 873.',
    ],
    [
      'government',
      'Cumhuriyet Başsavcılığı: Hakkınızda dolandırıcılık soruşturması açılmıştır. 0212 555 10 20 numaralı hattı arayınız.',
    ],
    ['investment', '王老师每天早盘免费推荐牛股，上周三只全部涨停，想进群的加微信 wls8812'],
    [
      'family-impersonation',
      "hey it's Jo, new number!! can you spot me $200 till Friday? my bank's frozen rn",
    ],
    [
      'family-impersonation',
      "It's Dan from work, stuck abroad and my wallet got nicked. Could you send €200 on Revolut to @dan_k88?",
    ],
    [
      'marketplace',
      "I'm only showing the flat to people who've paid the €600 deposit through Airbnb's secure payment",
    ],
    [
      'bank-account',
      'Maybank: Akaun anda telah dibekukan. Sila balas dengan nombor kad dan TAC untuk aktifkan semula.',
    ],
    [
      'family-impersonation',
      "Hi it's Mum, new number, old phone died. Can you help me with a payment today? my banking app is not working",
    ],
    [
      'family-impersonation',
      "Dad I got mugged, this is a mate's phone. I need £180 to get home, can you send it to his account?",
    ],
    [
      'family-impersonation',
      'Hello, this is your new area manager, please save my number. Are you at your desk? I need a quick favour',
    ],
    [
      'marketplace',
      "I'm abroad for work so I can't show it. The flat is yours if you send the bond today, I'll courier the keys",
    ],
    [
      'marketplace',
      'Selling my 2018 Honda City, migrating next week. Reservation fee P8,000 via GCash to hold, first to pay gets it',
    ],
    [
      'marketplace',
      'Is the van still for sale? I will pay by PayPal, my pick up agent will collect it. Send your PayPal email',
    ],
    [
      'subscription-renewal',
      'Hi, this is your electrician. We have new bank details, please send the outstanding $420 to BSB 062-000 Acc 1234 5678',
    ],
  ])('%s: %s', (family, text) => {
    expectFlaggedAs(analyzer, text, family);
  });

  it.each([
    [
      'pin-to-receive',
      'Rs 2,500 has been requested from you via UPI by GAS SUBSIDY. Approve the request to receive your subsidy.',
    ],
    ['pin-to-receive', 'Maine collect request bheja hai, PIN daal do, paise aapke account me aa jayenge'],
    [
      'pin-to-receive',
      'Paytm: you have a cashback request of Rs.2,500. Approve with UPI PIN to credit it in your account.',
    ],
    [
      'donation-to-personal-account',
      "I'm collecting for a small local charity for veterans. Can you give $40 to Cash App $VetsAid22? Receipt later",
    ],
    [
      'credential-request',
      'Courier here: to release your parcel send a photo of the front and back of your driving licence to 07700 900123.',
    ],
    ['call-forwarding-code', 'Network upgrade: to keep your line working dial *21*8125503390# now.'],
    [
      'sender-lookalike-site',
      'Your GOtv subscription has ended. Renew at gotv-renew-africa.com to keep watching.',
    ],
    ['console-script', 'want free nitro? press ctrl+shift+i on discord and paste this in the console'],
    [
      'credentials-through-link',
      'I want to buy your skin for 40% over market, log in with steam here: skinport-trade.pro/offer/12',
    ],
    [
      'advance-fee',
      'A transfer of US$1,900 is awaiting you from Mr. Paul Evans. Pay the release fee of $70 to our agent to receive it.',
    ],
    [
      'donation-to-personal-account',
      'Dear customer, your PLDT bill is overdue. Pay P1,980 to GCash 0917 555 0199 today to avoid disconnection.',
    ],
    [
      'credential-request',
      'I want to buy your plot, my lawyer will call. To transfer the deposit pls send your BVN and account details.',
    ],
    [
      'card-secret-request',
      'Your Medicare card was flagged for misuse. Call 1-877-555-0142 and have your SSN ready.',
    ],
    [
      'card-secret-request',
      'Your debit card ending 4410 is locked. Call 555-0198 and have your card & PIN ready for verification.',
    ],
    [
      'details-by-reply',
      'Medicare: your benefits card will be cancelled today. Text back your Medicare number and date of birth to keep it.',
    ],
    [
      'gift-card-payment',
      'We received your rental application. The holding fee and first week are to be paid via Bitcoin ATM.',
    ],
    [
      'link-in-unread-script',
      '【顺丰速运】您的快件因地址不详暂存网点，请点击 https://sf-exprss-cn.top/a 更新地址',
    ],
    [
      'link-in-unread-script',
      'Київстар: ваші 1 800 бонусів згорають сьогодні, обміняйте їх тут: kyivstar-bonus-ua.club',
    ],
  ])('%s: %s', (code, text) => {
    expectFlaggedWith(analyzer, text, code);
  });

  it.each([
    'ParcelForce: your parcel will arrive Thursday 8am-1pm. To rearrange call 08708 501 150 or visit parcelforce.com',
    'Aviva: your home insurance renews on 12/05. Questions? Call us on 0844 874 0304.',
    'Debit Alert: Acct **7702 debited NGN 8,500.00 at SPAR IKEJA. Bal: NGN 40,110.20. Not you? Call 0700 482 666 328. - GTBank',
    'Kaiser Permanente: You have a new test result. Sign in at kp.org to view it.',
    'Dear customer, your broadband bill Rs 1,450 is due on 12 Mar. Pay online at slt.lk or the MySLT app. -SLT',
    'Dear Candidate, your admit card is available. Download it from exam.nta.nic.in with your application number. -NTA',
    'Our iPhone repair shop is open on Station Rd! Walk in or book at fix-my-iphone-leeds.co.uk',
    "We're hiring baristas at our Leeds cafe, salary 24k plus tips. Apply in person or reply to this text.",
    'Bhai OTP kisi ke saath mat share karna, bank kabhi nahi maangta',
    'Mummy 500 bhej do please, canteen ka bill dena hai',
    'Mum I posted you a parcel with the jewellery you left here, should arrive Tuesday x',
    "I've had a couple of no-shows, so to hold it till Sunday I'd ask for a $20 deposit on Venmo, which comes off the price.",
    'My email address is tunde.ade@gmail.com, send me the pictures from the party',
    'Out of office until Monday. For urgent matters please contact Priya Shah (pshah@lindenpartners.co.uk).',
    'EE: you are eligible for a free upgrade from 3 June. See your options at ee.co.uk/upgrade or in the My EE app',
    'Hi Sam, saw your profile on LinkedIn - contract data engineer position, £550/day, 6 months, hybrid. Can we talk?',
    'If you want to secure it send a £20 deposit and I will mark it reserved, rest on collection, or come and see it first',
    "I've sent the £30 deposit to hold the bike. See you Saturday with the rest in cash",
    'Could you drop it round? Happy to pay an extra $15 for gas',
    'Reminder from the mods: staff will never DM you first. If someone does, screenshot it and send to #mod-mail.',
    "my insta got hacked yesterday, if 'I' messaged you about crypto pls ignore and block, got it back now",
    'Can you send me the netflix code? it wants to verify the household again',
    'Sunday school play: fabric is $12 per kid. Put it in an envelope with your name and give it to Sister Ann',
    'Почта России: Ваше отправление прибыло в отделение 119021. Отслеживание на pochta.ru',
    '我们群里周六聚餐，老师说股票课取消了',
    '妈，我周末回家吃饭，记得加我微信新号',
    "Mate, awkward one, can you lend me 50 quid till payday? The garage won't release the car till I pay. Back Saturday, promise",
    'Meezan Bank: PKR 5,000 sent via Raast to Ali Khan on 02-Sep-24. Call 111-331-331 if not done by you.',
    "Congratulations! You won the St Mary's School summer fair raffle, a £40 voucher. Collect it at the school office with your ticket.",
    "Hi, Jan from the bowls club - you won the big hamper in Saturday's tombola! Ring me on 07700 900 514 and I'll drop it round",
    'Hello Mr Tan, you are a lucky draw winner at our Ampang outlet (RM100 voucher). Please bring your IC and receipt to the service counter.',
    'Hi, this is Sam from Hamptons. The landlord approved your application for Flat 2. Call me on 020 7946 0000 to arrange the holding deposit.',
    "Can you ask mum to send the OTP that goes to her phone? I'm adding her to the family plan",
    'hey sorry to ask but could you spot me $40 till friday? my card got frozen and I need petrol',
    'GOV.UK One Login: your security code is 482913. It will expire in 15 minutes. Do not share this code.',
    'Hola Marta! Te devuelvo los 20€ del cine por Bizum ahora, que ayer se me olvidó',
    "sorry I won't do PayPal friends and family, I'll pay goods and services and cover the fee",
    'Reminder from the letting office: rent is paid through the tenant portal as usual. We never accept gift cards or crypto.',
    'heads up, a new scam email is going round saying they hacked your webcam. Ignore it.',
    "Got a DM from a 'Professor' after joining that stock group? Blocked him. Classic pig butchering",
    "Collecting for Mr. Shah's leaving gift, $10 suggested, any amount is fine. Envelope on my desk or Venmo @ravi-k",
    'Sky: get Sky Broadband Superfast for £28/month for 18 months. Call free on 0800 759 1234 or visit sky.com. Reply STOP to opt out',
  ])('does not flag: %s', (text) => {
    expectNotFlagged(analyzer, text);
  });

  it('reads text-speak numbers for words only where no number is meant', () => {
    expect(toMatchForm('Txt WIN 2 86022 2 claim ur prize, reply HELP 4 info')).toBe(
      'text win to 86022 to claim your prize, reply help for info',
    );
    expect(toMatchForm('reply w ur a/c no.')).toBe('reply with your account no.');
    expect(toMatchForm('in 2 days i have 2 tickets 4 people')).toBe('in 2 days i have 2 tickets 4 people');
  });

  it('reads two letters before .com, .org or .net as an address unless they are a word', () => {
    const links = (text: string) => analyzer.analyze({ text }).entities.links.map((link) => link.domain);
    expect(links('Sign in at kp.org to read it')).toEqual(['kp.org']);
    expect(links('ok ma.bt wat u doing')).toEqual([]);
    expect(links('see you at 6 ok so.com on then')).toEqual([]);
  });
});

// Written for these tests (session 25), in other words than blind batches 184-191 that showed the gaps.
describe('scam families: session 25', () => {
  it.each([
    [
      'account-security',
      'Hola, te he mandado un código por SMS sin querer, ¿me lo pasas? Es para el grupo del colegio',
    ],
    [
      'account-security',
      'Oi, vai chegar um código no seu celular agora, me manda por favor que é da votação',
    ],
    ['account-security', 'Abi telefonuna bir kod gelecek, bana atar mısın hemen'],
    ['account-security', 'أخوي أرسلت لك كود بالغلط، ممكن تبعتلي ياه؟'],
    ['account-security', 'היי, נשלח אליך קוד בטעות, אפשר להעביר לי אותו?'],
    [
      'romance',
      'my darling the embassy clerk says the travel permit needs 700 more. please send the 700 today so i can finally hold you',
    ],
    [
      'romance',
      'Honey the container with my tools is held at the port and the clearing agent wants 2,300 dollars. Can you help me?',
    ],
    [
      'romance',
      'I love you so much. Do not tell your daughter about us yet. Just send the 400 for my lawyer tomorrow',
    ],
    [
      'romance',
      'Sweetie they are holding my passport until I settle the clinic. Can you send part today? I will pay you back when I land',
    ],
    [
      'marketplace',
      'The flat on King St is still available, $390 a week. Transfer the $400 holding deposit and I will send you the lockbox code to view it.',
    ],
    [
      'extortion',
      'Tenemos a su hijo con nosotros. No avise a nadie y prepare el dinero, le llamamos en una hora',
    ],
    ['extortion', 'Sua filha está com a gente. Não chame a polícia e faça o pix que vamos passar'],
    [
      'family-impersonation',
      'Mami no me llames que el móvil no va bien, solo puedo escribir. Me haces un Bizum de 300 a este número?',
    ],
    [
      'family-impersonation',
      'Hola pa, me robaron el celular, este es mi nuevo número. Necesito que me transfieras hoy',
    ],
    [
      'card-transaction',
      'BBVA: Se ha añadido un nuevo beneficiario a su cuenta. Si no reconoce la operación llame al 911 456 220',
    ],
    [
      'job',
      'Buscamos personal para valorar restaurantes desde casa, 4€ por reseña. Escribe a wa.me/34611220987',
    ],
    [
      'card-transaction',
      "Barclays: your debit card ending 8812 has been used for £964.00 at Currys. If this wasn't you call our fraud team on 07712 406 118",
    ],
    [
      'job',
      'Olá! Vaga de assistente remota aprovada. Para começar é preciso pagar o kit de boas-vindas de R$ 120 via pix.',
    ],
    [
      'prize',
      'Congrats! Your mobile number has won 5,00,000 (Five Lac) in the Pepsi promo. Send your name and address to pepsi.promo.win@yahoo.com',
    ],
    [
      'prize',
      'Dear policy holder, your maturity bonus of Rs 92,000 is ready. Pay processing charges Rs 3,100 to release it. Call 9812345670',
    ],
    [
      'prize',
      'Your ticket number 2231 matched 6 numbers in the International Draw. E-mail claims.intl@gmail.com to collect',
    ],
    [
      'bank-account',
      'Policie ČR: vaše úspory jsou v ohrožení, musíte je převést na bezpečný účet ještě dnes.',
    ],
    [
      'bank-account',
      'Polis: akaun anda terlibat dalam siasatan, sila pindahkan semua wang ke akaun selamat hari ini.',
    ],
    [
      'family-impersonation',
      'Niaje, ni mimi Brian nimebadilisha line. Nitumie 500 kwa hii namba nitakurudishia kesho',
    ],
    [
      'family-impersonation',
      'Abeg na me Chidi, I dey use my friend phone. Send 10k to this account 0123456789 GTB, I go explain',
    ],
    [
      'family-impersonation',
      "Salut c'est Paul, j'ai changé de numéro. Envoie-moi 5 000 par Orange Money stp, je te rembourse demain",
    ],
    [
      'prize',
      'Félicitations! Votre numéro a gagné 2 000 000 FCFA. Pour retirer, envoyez les frais de 15 000 FCFA au 677 12 34 56',
    ],
    [
      'job',
      'KAZI DUBAI: madereva wanahitajika, mshahara mzuri. Lipa medical Ksh 5,000 kwanza. Piga 0712 345 678',
    ],
    [
      'marketplace',
      "Still available! To hold it send a £100 deposit by PayPal friends and family to lou.sells@gmail.com, I'll post Monday",
    ],
    [
      'marketplace',
      'Hi, I bought your lamp on Vinted. To receive the money you need to verify your card first, I sent the link to your e-mail',
    ],
    [
      'marketplace',
      'Deal! My courier collects Friday, you just pay the $60 shipping insurance first and I refund it with the price.',
    ],
    [
      'marketplace',
      'The kittens are free to a loving home, you only cover the transport of $200 through the pet delivery company',
    ],
    [
      'account-security',
      "You'll get a link in your email from Instagram, just send me a screenshot of it so I can get verified",
    ],
    [
      'job',
      'Well done on day one! To continue the rating tasks you need to add funds to your working account first.',
    ],
    [
      'investment',
      'Your profit is 6,000 but you cannot withdraw because your credit score is 70. Top up another 2,000 and it will be restored.',
    ],
    [
      'romance',
      'So glad we matched! I only meet people verified through the background check at safe-date-check.com, $25',
    ],
    [
      'account-security',
      "You should have got a 6 digit text from Microsoft just now. What's the code? It's only to confirm it's you",
    ],
    [
      'account-security',
      "Hi, it's IT. You'll see some Authenticator prompts in a minute while I fix your mailbox, just tap Approve on each one",
    ],
    [
      'extortion',
      'I have the recording and your friends list. Pay $500 in bitcoin by tonight or everyone sees it',
    ],
    [
      'marketplace',
      "I'll pay by cheque and add extra for my mover, please send the rest on to him when it clears",
    ],
    [
      'marketplace',
      "Is the bike still for sale? I'll e-transfer $900, it's over the price so just e-transfer me back the $300 difference",
    ],
    [
      'job',
      "My account is on hold, can I send you $200 and you send it on to my other account? I'll give you $30 for helping",
    ],
    [
      'romance',
      "Thanks for accepting my friend request! I'm Colonel Ray Dalton, on a UN peacekeeping mission in Mali. Could we talk on Google Hangouts?",
    ],
    [
      'romance',
      "Hi cutie, I'm a successful businessman looking for a sugar baby to spoil with a $2,000 weekly allowance. No meetings needed",
    ],
    [
      'investment',
      'Investigator here: we have traced your stolen crypto and located your funds. Pay the $500 recovery retainer to start the release',
    ],
    [
      'account-security',
      "Hi, keen on the desk! Marketplace wants me to check you're genuine, I've asked them to send you a code, tell me what it is",
    ],
    [
      'account-security',
      "Can you vote for my nephew in the talent contest? You'll get a message with a link, just send me a screenshot of it",
    ],
    [
      'card-transaction',
      'Monzo: A payment of £640.00 to QX LTD is pending. If you did not authorise it, reply STOP and our fraud specialist will call you.',
    ],
  ])('recognises %s: %s', (family, text) => {
    expectFlaggedAs(analyzer, text, family);
  });

  it.each([
    'what is the wifi code again? me lo pasas please',
    'Thank you for your refund claim (ref RF-22190). We have approved compensation of £12.40, paid to your card within 5 days.',
    'Good news! Sign in to your lottery account to see how much you have won.',
    'GOV.UK: your sign-in code is 552901. It expires in 15 minutes.',
    "Subject: Change of e-mail\n\nHi Sam, we received a request to change the e-mail on your account.\n\nIf you didn't ask to change it, you can ignore this message.",
    'Your plumber Sam will arrive at 2pm. Share the job PIN 5521 only when he arrives.',
    'Votre banque ne vous demandera jamais de transférer votre argent vers un compte sécurisé.',
    'Mama, nimefika salama. Nitakupigia jioni',
    'Frais de scolarité: merci de régler 35 000 FCFA au secrétariat avant vendredi.',
    "Hi! The key is in the key safe by the gate, I'll message you the code in the app on the day you arrive.",
    'Parking is free after 6pm, otherwise the car park on Mill Lane is €12/day. Reply here if you need anything',
    'babe the DHL parcel from your mum has £19 customs on it, I paid it on their site so it comes Friday',
    'Tell Uncle Femi I have sent the 15k for the hospital bill, make he confirm',
    "To finish signing in, enter the verification code on the new device. If this wasn't you, change your password at github.com/settings/security",
    'Mama te paso por Bizum lo de las entradas, 18€ cada una',
    'Standard Bank: R2,310.00 paid to PICK N PAY. Not you? Call 0860 123 000',
    'Equity Bank: card ending 9921 was used for KES 2,400.00 at CARREFOUR. Not you? Call 0763 063 000',
    'Mamá este es mi número nuevo del trabajo, el otro lo sigo teniendo',
    'Hola equipo, buscamos personal para el turno de tarde, pasad el CV a rrhh@tiendaluna.es',
    "Cottage is booked! It's £420 each, send me half now and half in July if that's easier",
    'We never use escrow sites, just pay in the app when you collect',
    'Hi Sam, the dental practice tried to ring you about Tuesday. Could you call us back on 01632 960123? Nothing urgent.',
    'Fidelity Security Alert: your password was changed on 11/04 at 8:02 PM. If you did not make this change, call us at 800-544-6666.',
    'Cash App: your Cash Card payment at Target was declined because the card is locked. Unlock it in the Cash Card tab.',
    "Steam Guard: new sign-in from Lisbon. If this wasn't you, change your password in the Steam Mobile app.",
    'Subject: Your domain has been renewed\n\nDomain: pottery-barn-studio.co.uk\nRenewal: 1 year, £9.98 charged to card ending 1123.\n\nManage auto-renew in your dashboard.',
    'Thanks for accepting my friend request! Loved your photos from the Lake District, we were there last summer too',
  ])('does not flag: %s', (text) => {
    expectNotFlagged(analyzer, text);
  });
});
