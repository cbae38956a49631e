// Realistic questions with the incident each one is about (null: not an incident, so the curated
// answers reply). Written from how people ask on help forums and in chats: misspellings, text-speak,
// Hinglish and Spanglish included. The classifier's examples do not contain these sentences.
import type { IncidentClass } from './incident-examples';

export type LabelledQuestion = readonly [
  question: string,
  expected: Exclude<IncidentClass, 'not-incident'> | null,
];

export const INCIDENT_QUESTIONS: readonly LabelledQuestion[] = [
  // Paid by card
  ['I paid a fake shop, what now?', 'fake-shop'],
  ['i put my credit card info on a sketchy website what do i do', 'card'],
  ['Entered my debit card number and CVV on a site that turned out to be fake', 'card'],
  ['they charged my visa twice after i bought shoes from a scam ad', 'card'],
  ['payd with my crdit card on a fake site pls help', 'card'],
  ['bhai maine credit card details daal di ek fake site pe', 'card'],
  // Bank transfer
  [
    'I transferred £2,000 to what I thought was my builder but the bank details were changed',
    'bank-transfer',
  ],
  ['sent a wire transfer to a scammer yesterday, can the bank reverse it?', 'bank-transfer'],
  ['i did a bank tranfer to a fraudster', 'bank-transfer'],
  ['hice una bank transfer a un scammer, what do I do', 'bank-transfer'],
  // Payment apps
  ['I sent $800 on Zelle to someone selling a puppy and now they ghosted me', 'payment-app'],
  ['paid a seller with paypal friends and family and never got anything', 'payment-app'],
  ['Got scammed on Cash App, sent 300 bucks', 'payment-app'],
  ['UPI se 5000 rupees bhej diye fraud ko, ab kya karu', 'payment-app'],
  // Gift cards
  ['I bought $500 in Apple gift cards and gave the numbers to the IRS caller', 'gift-card'],
  ['the caller made me buy google play cards and read him the codes', 'gift-card'],
  ['i gave a scammer steam gift card codes', 'gift-card'],
  ['gave the guy amazon giftcards for my grandson bail', 'gift-card'],
  // Crypto
  ['I sent my bitcoin to a fake Elon giveaway', 'crypto'],
  ['sent usdt to a wallet adress that was a scam', 'crypto'],
  ['lost all my crypto to a scammer on telegram', 'crypto'],
  ['maine bitcoin bhej diya ek scammer ko', 'crypto'],
  // Money transfer services
  ['I sent money through western union to a scammer', 'money-transfer'],
  ['paid a landlord deposit with moneygram and the flat doesnt exist', 'money-transfer'],
  // Fake shop
  ['Bought a PS5 from a website and it never arrived, site is gone now', 'fake-shop'],
  ['ordered from an instagram shop and they took the money and blocked me', 'fake-shop'],
  ['i orderd from a fake online store, wat now', 'fake-shop'],
  ['compré unos sneakers en una fake website y nunca llegaron', 'fake-shop'],
  // Password
  ['I typed my Microsoft password into a phishing page', 'password'],
  ['clicked a link in an email and logged into my bank on the fake site', 'password'],
  ['i entred my pasword on a fake netflix login', 'password'],
  ['a scammer got my instagram password', 'password'],
  ['puse mi password en un fake login de PayPal', 'password'],
  // One-time code
  ['I gave the caller the 6 digit code from my bank text', 'one-time-code'],
  ['someone on whatsapp asked for a code and i sent it to them', 'one-time-code'],
  ['i shared my otp with a fake bank agent', 'one-time-code'],
  ['galti se OTP bata diya delivery wale ko', 'one-time-code'],
  ['told them my verification code by mistake', 'one-time-code'],
  // Bank details
  ['I gave my account number and sort code to a caller claiming to be from my bank', 'bank-details'],
  ['shared my bank login details with a fake loan company', 'bank-details'],
  ['di mis bank details a alguien en un call', 'bank-details'],
  // Remote access
  ['I let a Microsoft support guy install AnyDesk on my computer', 'remote-access'],
  ['a scammer had remote control of my laptop for an hour', 'remote-access'],
  ['downloaded teamviewer coz the bank told me to', 'remote-access'],
  ['installed an app the caller said and he could see my screen', 'remote-access'],
  // Identity documents
  ['I sent a photo of my passport and a selfie to a recruiter who turned out fake', 'identity-documents'],
  ['gave my social security number to a fake job', 'identity-documents'],
  ['Aadhaar aur PAN card ki photo bhej di fake loan app ko', 'identity-documents'],
  ['sent pics of my driving license to a fake landlord', 'identity-documents'],
  // Sextortion
  ['someone is blackmailing me with a video from a video call', 'sextortion'],
  ['a girl on instagram says she will send my nudes to my family unless I pay', 'sextortion'],
  ['got an email saying they recorded me through my webcam and want bitcoin', 'sextortion'],
  ['he threatens to post my private pics', 'sextortion'],
  // Romance
  ['I sent money to a man I met on a dating site for his plane ticket', 'romance'],
  ['my online gf asked for money for her hospital bill and I sent it', 'romance'],
  // Investment
  ['I invested in a crypto trading platform and now they want fees to withdraw', 'investment'],
  ['cant withdraw from trading app they say i must pay tax first', 'investment'],
  // Impersonation
  ['Someone pretending to be police told me to move money to a safe account and I did', 'impersonation'],
  ['got a hi mum text and sent money to the new number', 'impersonation'],
  // Not sure what happened
  ["I've been scammed, what should I do?", 'scammed-general'],
  ['i think i got scamed', 'scammed-general'],
  ['help i was scammed online', 'scammed-general'],
  ['mere saath online fraud ho gaya', 'scammed-general'],
  ['me estafaron online, what do I do?', 'scammed-general'],
  // Not incidents: how to avoid, product questions, off-topic
  ['How do I spot a phishing email?', null],
  ['Is it safe to pay by bank transfer on marketplaces?', null],
  ['how can i avoid gift card scams', null],
  ['What are the signs of a romance scam?', null],
  ['Do you have a browser extension for Chrome?', null],
  ['How does the score work?', null],
  ['What is the capital of France?', null],
  ['Is paypal.com safe?', null],
];
