import type { Sample } from './layouts';

// A second labelled set, written separately from the first with different wording, to check that the
// detectors generalise rather than memorise (`make:image-set --holdout`).
export const HOLDOUT_SCAM_SAMPLES: Record<string, Sample> = {
  'sms-evri': {
    layout: 'sms',
    sender: '+44 7441 912203',
    messages: [
      {
        from: 'them',
        text: 'EVRI: We missed you today. A small fee of £1.20 is required to rebook your parcel delivery. Rebook here: evri-rebook-uk.com',
      },
    ],
  },
  'sms-canada-post': {
    layout: 'sms',
    sender: '+1 (587) 555-0140',
    dark: true,
    messages: [
      {
        from: 'them',
        text: 'Canada Post: your package cannot be delivered because the postal code is wrong. Please correct it before it is sent back: canadapost-redirect.info/ca',
      },
    ],
  },
  'sms-dmv': {
    layout: 'sms',
    sender: '+1 (510) 555-0129',
    messages: [
      {
        from: 'them',
        text: 'DMV Final Notice: You have an unpaid traffic violation. Pay $6.50 by June 10 or your driving privileges will be suspended and your case sent to collections. dmv-ca-pay.top',
      },
    ],
  },
  'sms-bank-otp': {
    layout: 'sms',
    sender: 'BOA-Alert',
    messages: [
      {
        from: 'them',
        text: 'Bank of America: We blocked a suspicious transfer of $2,400. To cancel it, reply with the security code we just sent you. Do not share it with anyone else.',
      },
    ],
  },
  'sms-venmo-refund': {
    layout: 'sms',
    sender: '+1 (323) 555-0157',
    messages: [
      {
        from: 'them',
        text: 'Hey I accidentally sent you $350 on Venmo, it was meant for my landlord. Can you please send it back? Sorry for the trouble!',
      },
    ],
  },
  'sms-apple-pay': {
    layout: 'sms',
    sender: '+1 (779) 555-0166',
    dark: true,
    messages: [
      {
        from: 'them',
        text: 'Apple Pay has been suspended on your device due to unusual activity. To reactivate, visit applepay-support-center.com and confirm your card details.',
      },
    ],
  },
  'sms-crypto-recovery': {
    layout: 'sms',
    sender: '+1 (917) 555-0191',
    messages: [
      {
        from: 'them',
        text: 'We are a blockchain recovery agency. We can recover the crypto you lost to scammers. Pay a 10% upfront fee in USDT and we will get your funds back within 3 days.',
      },
    ],
  },
  'sms-grandparent': {
    layout: 'sms',
    sender: '+1 (404) 555-0178',
    messages: [
      {
        from: 'them',
        text: "Grandma it's me, I got into a car accident and I'm at the police station. I need $3,000 for bail. Please don't tell mom and dad, they'll be so angry. Can you get gift cards from Target?",
      },
    ],
  },
  'sms-netflix-hold': {
    layout: 'sms',
    sender: 'NETFLX',
    messages: [
      {
        from: 'them',
        text: 'Your Netflix account is on hold because we could not validate your payment information. Visit netflix-account-restore.net to update your details within 48 hours.',
      },
    ],
  },
  'sms-package-customs': {
    layout: 'sms',
    sender: '+234 803 555 0101',
    messages: [
      {
        from: 'them',
        text: 'Customs Department: A parcel addressed to you containing valuables is being held. Pay the clearance charge of $85 to release it. Reply for payment details.',
      },
    ],
  },
  'chat-instagram-invest': {
    layout: 'chat',
    sender: 'jessica.trades',
    dark: true,
    messages: [
      { from: 'them', text: 'Hey love your posts 😊 do you invest?' },
      { from: 'me', text: 'Not really' },
      {
        from: 'them',
        text: 'I trade bitcoin options with my mentor, I turned $1,000 into $9,800 in two weeks. Sign up on tradexpro-global.com and I will guide you step by step!',
      },
    ],
  },
  'chat-fake-support': {
    layout: 'chat',
    sender: 'Meta Support',
    messages: [
      {
        from: 'them',
        text: 'Your Facebook page has violated our community standards and will be permanently deleted in 24 hours.',
      },
      {
        from: 'them',
        text: 'If you think this is a mistake, submit an appeal here: meta-appeal-center.com/review and log in to verify your identity.',
      },
    ],
  },
  'chat-delivery-driver': {
    layout: 'chat',
    sender: 'Courier Mark',
    messages: [
      {
        from: 'them',
        text: 'Hello, I am the courier for your parcel. I am outside but the system needs a $2 redelivery payment. Please pay on this link so I can hand it to you: parcel-redeliver.online',
      },
    ],
  },
  'chat-rental': {
    layout: 'chat',
    sender: 'Landlord Peter',
    dark: true,
    messages: [
      {
        from: 'them',
        text: 'The apartment is still available but many people want it. I am abroad so I cannot show it. Send the deposit of $1,200 by wire transfer today and I will mail you the keys.',
      },
    ],
  },
  'chat-loan': {
    layout: 'chat',
    sender: 'QuickLoans Agent',
    messages: [
      {
        from: 'them',
        text: 'Congratulations, your loan of $15,000 is approved with no credit check! To release the funds you need to pay an insurance fee of $250 with Google Play gift cards.',
      },
    ],
  },
  'email-geek-squad': {
    layout: 'email',
    from: 'Geek Squad <billing@geeksquad-renewals.com>',
    subject: 'Your membership has been auto-renewed',
    body: [
      'Dear customer, your Geek Squad Total Protection plan was renewed today for $389.99 and charged to your account.',
      'To cancel and request a refund, call our support line at +1 (808) 555-0119 within 48 hours.',
    ],
  },
  'email-shared-file': {
    layout: 'email',
    from: 'OneDrive <share@onedrive-docs-share.com>',
    subject: 'Invoice_2024_0612.pdf was shared with you',
    body: [
      'A secure document was shared with you. To view the file, sign in with your Microsoft email and password.',
      'This link expires in 24 hours.',
    ],
    button: 'Open document',
  },
  'email-bank-verify': {
    layout: 'email',
    from: 'Wells Fargo Online <alerts@wellsfargo-security-check.com>',
    subject: 'Action required: verify your account',
    body: [
      'We detected irregular activity in your online banking. Access has been restricted for your protection.',
      'Please verify your information to restore full access. Accounts not verified within 24 hours will be closed.',
    ],
    button: 'Verify now',
  },
  'email-prize-walmart': {
    layout: 'email',
    from: 'Walmart Rewards <rewards@walmart-winner.club>',
    subject: 'You have been chosen!',
    body: [
      'Dear shopper, you have been selected to receive a $1,000 Walmart gift card as part of our loyalty program.',
      'Complete a 30-second survey and pay just $4.95 shipping to claim it.',
    ],
  },
  'email-tax-penalty': {
    layout: 'email',
    from: 'Internal Revenue Service <notice@irs-tax-dept.org>',
    subject: 'Final notice before legal action',
    body: [
      'Our records show you owe $4,870 in back taxes. Failure to settle this balance today will result in legal action and possible arrest.',
      'Call our enforcement office at 1-888-555-0147 to arrange payment.',
    ],
  },
  'email-crypto-exchange': {
    layout: 'email',
    from: 'Kraken Security <security@kraken-walletverify.com>',
    subject: 'Wallet synchronization required',
    body: [
      'Due to a network upgrade, all wallets must be synchronized to avoid loss of funds.',
      'Please import your wallet by entering your secret recovery phrase on our secure portal.',
    ],
    button: 'Synchronize wallet',
  },
  'email-sextortion': {
    layout: 'email',
    from: 'Hacker <you@yourdomain.com>',
    subject: 'I know your password',
    body: [
      'I hacked your device and recorded you through your camera while you were browsing adult sites.',
      'Transfer $1,450 in Bitcoin to the wallet below within 48 hours, otherwise the video will be sent to all your contacts.',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    ],
  },
  'popup-norton-scan': {
    layout: 'popup',
    tone: 'white',
    title: 'Norton Security Scan',
    body: [
      'Your PC is infected with 3 viruses! Your personal data is at risk.',
      'Your Norton subscription has expired today. Renew now to remove the threats.',
    ],
  },
  'popup-chrome-locked': {
    layout: 'popup',
    tone: 'red',
    title: 'Google Chrome - Critical Alert',
    body: [
      'Your browser has been locked due to suspicious activity. Your IP address and location have been exposed.',
      'Do not close this window. Call technical support now: +1 855-555-0130',
    ],
  },
  'popup-winner': {
    layout: 'popup',
    tone: 'blue',
    title: 'Amazon Customer Reward',
    body: [
      'Congratulations! You are one of 10 randomly selected users today.',
      'Answer 4 quick questions to claim your reward: a new iPad Pro. Only 3 rewards left!',
    ],
  },
  'post-trump-coin': {
    layout: 'post',
    author: 'Crypto Airdrop News',
    handle: '@official_airdrops',
    body: [
      'The biggest crypto airdrop ever is live! Send 0.05 ETH to verify your wallet and receive 1,000 tokens worth $5,000.',
      'Limited spots, ends in 2 hours!',
    ],
  },
  'post-fake-giveaway-page': {
    layout: 'post',
    author: 'Costco Fans',
    handle: '@costco_giveaways',
    body: [
      'We are giving away 500 Costco gift cards worth $750 to celebrate our anniversary!',
      'Just like, share and click the link in our bio to claim yours before midnight.',
    ],
  },
  'page-fake-refund': {
    layout: 'page',
    site: 'refund-center-online.top/claim',
    heading: 'Claim Your Refund',
    body: [
      'You are eligible for a refund of $399.99 for your cancelled subscription.',
      'Enter your online banking username and password below so we can deposit the refund.',
    ],
  },
  'page-pet-scam': {
    layout: 'page',
    site: 'goldenpuppies-home.net',
    heading: 'Golden Retriever Puppies for Adoption',
    body: [
      'Healthy puppies, free to a good home. You only pay the shipping and insurance fee of $350.',
      'Payment by Zelle or Cash App only. Reserve now, only 2 left!',
    ],
  },
  'notification-wallet': {
    layout: 'notification',
    app: 'Messages',
    title: '+1 (209) 555-0184',
    body: 'MetaMask: Your wallet will be suspended today. Verify your seed phrase at metamask-verify-wallet.io to keep access.',
  },
};

export const HOLDOUT_BENIGN_SAMPLES: Record<string, Sample> = {
  'sms-vet': {
    layout: 'sms',
    sender: 'Happy Paws Vet',
    messages: [
      {
        from: 'them',
        text: 'Hi! Luna is due for her annual vaccines. Book online or call us at 555-0136. See you soon!',
      },
    ],
  },
  'sms-bank-otp-real': {
    layout: 'sms',
    sender: 'Chase',
    dark: true,
    messages: [
      {
        from: 'them',
        text: "Chase: Your one-time code is 604512. Don't share it. Chase will NEVER call you to ask for this code.",
      },
    ],
  },
  'sms-usps-real': {
    layout: 'sms',
    sender: 'USPS',
    messages: [
      {
        from: 'them',
        text: 'USPS: Your item 9400 1000 0000 0000 0000 00 was delivered in or at the mailbox at 11:52 am on June 4 in SEATTLE, WA 98101.',
      },
    ],
  },
  'sms-friend-venmo': {
    layout: 'sms',
    sender: 'Alex',
    messages: [
      { from: 'them', text: 'Thanks for covering lunch! Just sent you $18 on Venmo' },
      { from: 'me', text: 'Got it, thanks!' },
    ],
  },
  'sms-carpool': {
    layout: 'sms',
    sender: 'Priya',
    messages: [
      {
        from: 'them',
        text: "Can you pick up the kids from practice today? I'm stuck at work until 6. I owe you one!",
      },
      { from: 'me', text: 'Sure, no problem' },
    ],
  },
  'sms-appointment': {
    layout: 'sms',
    sender: 'City Hospital',
    dark: true,
    messages: [
      {
        from: 'them',
        text: 'Reminder: MRI appointment on Thu 6/13 at 8:15 AM. Please arrive 15 minutes early and bring your insurance card. Reply Y to confirm.',
      },
    ],
  },
  'sms-ride-share': {
    layout: 'sms',
    sender: 'Lyft',
    messages: [
      {
        from: 'them',
        text: 'Your Lyft driver Maria is arriving in 3 minutes in a white Toyota Camry, plate 7ABC123.',
      },
    ],
  },
  'sms-toll-real': {
    layout: 'sms',
    sender: 'E-ZPass NY',
    messages: [
      {
        from: 'them',
        text: 'E-ZPass NY: Your account was replenished with $25.00 from your card on file. Log in to your account at e-zpassny.com to view statements.',
      },
    ],
  },
  'chat-neighbour': {
    layout: 'chat',
    sender: 'Neighbour Tom',
    messages: [
      {
        from: 'them',
        text: "Hi! A parcel for you was left at my door by mistake, I'll drop it over this evening.",
      },
      { from: 'me', text: 'Thank you so much!' },
    ],
  },
  'chat-study-group': {
    layout: 'chat',
    sender: 'Study Group',
    dark: true,
    messages: [
      { from: 'them', text: 'Exam moved to Monday. Does anyone have notes for chapter 7?' },
      { from: 'me', text: 'I do, will share them tonight' },
    ],
  },
  'chat-birthday': {
    layout: 'chat',
    sender: 'Emma',
    messages: [
      { from: 'them', text: 'Happy birthday!!! 🎉 Hope you have an amazing day, drinks on me this weekend' },
    ],
  },
  'chat-seller-honest': {
    layout: 'chat',
    sender: 'Seller Dan',
    messages: [
      {
        from: 'them',
        text: "Yes the guitar is still available. You can come and try it before buying, I'm home after 5.",
      },
      { from: 'me', text: 'Great, see you at 6' },
    ],
  },
  'chat-coworker-giftcard': {
    layout: 'chat',
    sender: 'Office Social Club',
    messages: [
      {
        from: 'them',
        text: "We are collecting for Sam's farewell gift, a restaurant gift card. Drop cash in the envelope at reception if you want to chip in.",
      },
    ],
  },
  'email-flight': {
    layout: 'email',
    from: 'Delta Air Lines <deltaairlines@t.delta.com>',
    subject: 'Your trip confirmation: SEA to JFK',
    body: [
      'Confirmation number: GH7K2L. Flight DL 2148 departs Seattle at 7:05 AM on June 20.',
      'Check in 24 hours before departure on the Fly Delta app or delta.com.',
    ],
  },
  'email-library': {
    layout: 'email',
    from: 'Public Library <notices@library.example.org>',
    subject: 'Items due soon',
    body: [
      'The following items are due on June 14: "The Overstory" and "Project Hail Mary".',
      'You can renew them online from your account page.',
    ],
  },
  'email-utility': {
    layout: 'email',
    from: 'City Water <billing@citywater.gov>',
    subject: 'Your bill is ready',
    body: [
      'Your water bill for May is $42.17, due June 25.',
      'Pay online through your account, by mail, or set up autopay. Questions? Call customer service during business hours.',
    ],
  },
  'email-security-notice': {
    layout: 'email',
    from: 'PayPal <service@paypal.com>',
    subject: 'Beware of phishing',
    body: [
      'Scammers sometimes send fake emails that look like they come from PayPal. We will never ask for your password, bank details or card number by email.',
      'If you receive a suspicious message, forward it to phishing@paypal.com and delete it.',
    ],
  },
  'email-school-newsletter': {
    layout: 'email',
    from: 'Oakwood Middle School <office@oakwood.k12.example.us>',
    subject: 'End of year picnic',
    body: [
      'Join us for the end of year picnic on June 18 at noon in the school field.',
      'Families are welcome to bring a dish to share.',
    ],
  },
  'email-2fa-enabled': {
    layout: 'email',
    from: 'Dropbox <no-reply@dropbox.com>',
    subject: 'Two-step verification enabled',
    body: [
      'Two-step verification was turned on for your Dropbox account.',
      "If you didn't make this change, visit your security settings on dropbox.com.",
    ],
  },
  'popup-antivirus-ok': {
    layout: 'popup',
    tone: 'white',
    title: 'Malwarebytes',
    body: [
      'Scan complete. No threats detected.',
      'Real-time protection is on. Your subscription renews on August 2.',
    ],
  },
  'popup-login-form': {
    layout: 'popup',
    tone: 'white',
    title: 'Sign in to Outlook',
    body: ['Enter your email address to continue to Outlook.', 'No account? Create one!'],
  },
  'post-lottery-news': {
    layout: 'post',
    author: 'Local News 5',
    handle: '@localnews5',
    body: [
      'A retired teacher from Springfield won the $2 million state lottery jackpot on Saturday.',
      'She plans to use the money to travel and help her grandchildren with college.',
    ],
  },
  'post-bank-warning': {
    layout: 'post',
    author: 'Barclays UK',
    handle: '@BarclaysUK',
    body: [
      'We will never text you asking you to move money to a safe account. If in doubt, hang up and call the number on the back of your card.',
      'Learn more about scams on our website.',
    ],
  },
  'post-job-real': {
    layout: 'post',
    author: 'City Library',
    handle: '@citylibrary',
    body: [
      'We are hiring weekend library assistants! $17.50 per hour, 12 hours per week.',
      'Apply through the city careers portal by June 30.',
    ],
  },
  'page-charity': {
    layout: 'page',
    site: 'www.redcross.org/donate',
    heading: 'Donate to Disaster Relief',
    body: [
      'Your gift helps people affected by disasters big and small.',
      'Donate online with a card or PayPal, or give by phone.',
    ],
  },
  'page-crypto-learn': {
    layout: 'page',
    site: 'www.investopedia.com/crypto-basics',
    heading: 'Cryptocurrency Explained',
    body: [
      'A cryptocurrency is a digital currency secured by cryptography. Bitcoin and Ethereum are the largest.',
      'Prices are volatile; never share your seed phrase with anyone.',
    ],
  },
  'page-shipping-info': {
    layout: 'page',
    site: 'www.usps.com/help',
    heading: 'Track a Package',
    body: [
      'Enter your tracking number to see the latest status of your package.',
      'Redelivery can be scheduled for free online.',
    ],
  },
  'notification-package': {
    layout: 'notification',
    app: 'Amazon Shopping',
    title: 'Delivered: 2 items',
    body: 'Your package was left near the front door or porch.',
  },
  'notification-venmo': {
    layout: 'notification',
    app: 'Venmo',
    title: 'Jordan paid you $25.00',
    body: 'Concert tickets 🎵',
  },
  'notification-bank-real': {
    layout: 'notification',
    app: 'Bank of America',
    title: 'Balance alert',
    body: 'Your checking account balance is below $100.00.',
  },
};
