import type { Sample } from './layouts';

// A third labelled set, written last and used only to measure (`make:image-set --fresh`): new stories
// and hard honest messages (rent by Zelle, real fraud texts that ask YES/NO, flash sales).
export const FRESH_SCAM_SAMPLES: Record<string, Sample> = {
  'sms-electricity': {
    layout: 'sms',
    sender: '+91 98765 43210',
    messages: [
      {
        from: 'them',
        text: 'Dear Consumer, your electricity power will be disconnected tonight at 9.30pm from the electricity office because your previous month bill was not updated. Please immediately contact our electricity officer 98765 43210.',
      },
    ],
  },
  'sms-sbi-pan': {
    layout: 'sms',
    sender: 'AX-SBIINB',
    dark: true,
    messages: [
      {
        from: 'them',
        text: 'Dear Customer, your SBI YONO account will be blocked today. Please update your PAN card immediately by clicking the link: http://sbi-kyc-update.in.net',
      },
    ],
  },
  'sms-icloud-full': {
    layout: 'sms',
    sender: '+1 (213) 555-0193',
    messages: [
      {
        from: 'them',
        text: 'iCloud: Your storage is full and your photos and videos will be deleted on June 8. Upgrade now for only $0.99: icloud-storage-upgrade.com',
      },
    ],
  },
  'sms-whatsapp-code': {
    layout: 'sms',
    sender: '+44 7911 555012',
    messages: [
      {
        from: 'them',
        text: 'Someone tried to log in to your WhatsApp. To secure your account please reply with the 6 digit code we sent you now.',
      },
    ],
  },
  'sms-lottery-uk': {
    layout: 'sms',
    sender: '+44 7700 900222',
    dark: true,
    messages: [
      {
        from: 'them',
        text: 'Congrats! Your mobile number has won £850,000 in the UK National Lottery online draw. To claim, contact our claims agent on WhatsApp +44 7700 900223 with ref UK/449/22.',
      },
    ],
  },
  'sms-warranty': {
    layout: 'sms',
    sender: '+1 (833) 555-0112',
    messages: [
      {
        from: 'them',
        text: 'FINAL REMINDER: The factory warranty on your vehicle is expiring. Call 1-833-555-0112 now to extend coverage before it is too late.',
      },
    ],
  },
  'sms-paypal-hold': {
    layout: 'sms',
    sender: '+1 (646) 555-0177',
    messages: [
      {
        from: 'them',
        text: 'PayPal: You received a payment of $500.00 that is on hold. To release the funds to your account, verify your identity at paypal-release-funds.com',
      },
    ],
  },
  'sms-student-loan': {
    layout: 'sms',
    sender: '+1 (210) 555-0125',
    dark: true,
    messages: [
      {
        from: 'them',
        text: 'Your student loan forgiveness application has been approved! Your remaining balance will be cleared once you pay a one-time processing fee of $199. Call 210-555-0125.',
      },
    ],
  },
  'sms-parking-fine': {
    layout: 'sms',
    sender: '+1 (617) 555-0188',
    messages: [
      {
        from: 'them',
        text: 'City of Boston Parking: An unpaid parking ticket was issued to your vehicle. Pay $25.00 today to avoid a $75 penalty: boston-parking-pay.com',
      },
    ],
  },
  'sms-medicare': {
    layout: 'sms',
    sender: '+1 (305) 555-0164',
    messages: [
      {
        from: 'them',
        text: 'Medicare: You qualify for a free back brace and a $900 benefit card. Confirm your Medicare number to receive them this week.',
      },
    ],
  },
  'chat-stranded-babe': {
    layout: 'chat',
    sender: 'Daniel',
    dark: true,
    messages: [
      {
        from: 'them',
        text: "Babe I'm stuck at the airport in Istanbul, they cancelled my card. I need $600 for a new ticket home, can you send it through Western Union? I'll pay you back as soon as I land ❤️",
      },
    ],
  },
  'chat-marketplace-code': {
    layout: 'chat',
    sender: 'Buyer Kim',
    messages: [
      {
        from: 'them',
        text: 'Hi I want to buy your camera. Before I pay I need to verify you are real. I sent a code to your phone, please tell me the code.',
      },
    ],
  },
  'chat-coinbase-support': {
    layout: 'chat',
    sender: 'Coinbase Support Team',
    messages: [
      {
        from: 'them',
        text: 'Hello, this is Coinbase support. We detected an unauthorized login on your account. To protect your funds please install AnyDesk and share the 9-digit ID so our agent can secure your wallet.',
      },
    ],
  },
  'chat-robux': {
    layout: 'chat',
    sender: 'FreeRobux Bot',
    dark: true,
    messages: [
      {
        from: 'them',
        text: 'Get 10,000 FREE Robux today only! Enter your Roblox username and password on robux-free-gift.com to receive them instantly.',
      },
    ],
  },
  'chat-widow': {
    layout: 'chat',
    sender: 'Mrs. Sarah Johnson',
    messages: [
      {
        from: 'them',
        text: "Hello dear, I am a widow suffering from cancer. I want to donate $2.8 million from my late husband's account to charity through you. Kindly send your full name, address and bank details.",
      },
    ],
  },
  'email-amazon-locked': {
    layout: 'email',
    from: 'Amazon <account-update@amazon-security-center.net>',
    subject: 'Your account has been locked',
    body: [
      'We have locked your Amazon account because of multiple failed login attempts.',
      'To unlock your account, please confirm your payment information within 24 hours. Otherwise your pending orders will be cancelled.',
    ],
    button: 'Unlock account',
  },
  'email-mcafee-charge': {
    layout: 'email',
    from: 'McAfee Billing <invoice@mcafee-billing-dept.com>',
    subject: 'Order confirmation #MC-77218',
    body: [
      'Your card has been charged $799.00 for McAfee LiveSafe (5 years).',
      'If you did not authorize this payment, call our refund desk at +1 (877) 555-0139.',
    ],
  },
  'email-shein-gift': {
    layout: 'email',
    from: 'SHEIN Rewards <rewards@shein-gifts.store>',
    subject: 'You have received a FREE $500 gift card',
    body: [
      'Congratulations! You have been selected to receive a $500 SHEIN gift card.',
      'Click below and complete a short survey to claim it. Offer expires today.',
    ],
    button: 'Claim my gift card',
  },
  'email-remote-check': {
    layout: 'email',
    from: 'Talent Team <hr@globex-remote-hiring.com>',
    subject: 'Offer: Remote Administrative Assistant',
    body: [
      'We are pleased to offer you the remote position. We will mail you a check of $2,950 to buy your home office equipment.',
      'Deposit it and send $2,200 to our certified vendor through Zelle to receive your laptop.',
    ],
  },
  'email-steam-report': {
    layout: 'email',
    from: 'Steam Support <support@steamcommunity-security.com>',
    subject: 'Your account has been reported',
    body: [
      'Your Steam account was reported for fraudulent trading and will be permanently banned.',
      'If this is a mistake, log in here and verify your account within 12 hours.',
    ],
    button: 'Verify account',
  },
  'popup-microsoft-compromised': {
    layout: 'popup',
    tone: 'blue',
    title: 'Microsoft Windows Alert',
    body: [
      'Your Microsoft account has been compromised. Hackers may be accessing your banking details.',
      'Call Microsoft Technicians immediately at +1-866-555-0114 to secure your computer.',
    ],
  },
  'popup-flash-player': {
    layout: 'popup',
    tone: 'red',
    title: 'System Warning',
    body: [
      'Your system is heavily damaged by 4 viruses! Your files will be deleted in 2 minutes.',
      'Install the cleaner now to repair your device. Do not close this page.',
    ],
  },
  'post-elon-live': {
    layout: 'post',
    author: 'Tesla Live',
    handle: '@tesla_live_event',
    body: [
      'LIVE NOW: Tesla celebrates with a 5,000 BTC event. Scan the QR code or send BTC to the address on screen and get 2X back instantly!',
    ],
  },
  'page-fake-bank': {
    layout: 'page',
    site: 'hsbc-online-secure.com-login.info',
    heading: 'HSBC Online Banking',
    body: [
      'Your account has been temporarily suspended for security reasons.',
      'Please enter your customer number, password and the code sent to your phone to reactivate it.',
    ],
  },
  'notification-usps': {
    layout: 'notification',
    app: 'Messages',
    title: '+1 (912) 555-0150',
    body: 'USPS: Your package is waiting for delivery. Please confirm your address in the link within 12 hours: usps.postalservice-track.com',
  },
};

export const FRESH_BENIGN_SAMPLES: Record<string, Sample> = {
  'sms-rent-zelle': {
    layout: 'sms',
    sender: 'Landlord Gina',
    messages: [
      {
        from: 'them',
        text: 'Hi! Just a reminder that rent is due on the 1st. Please Zelle me $1,400 like usual. Thanks!',
      },
    ],
  },
  'sms-bank-yes-no': {
    layout: 'sms',
    sender: 'Citi',
    dark: true,
    messages: [
      {
        from: 'them',
        text: 'Citi Fraud Alert: Did you attempt a $45.20 purchase at TARGET on card ending 1234? Reply YES or NO. Msg&data rates may apply.',
      },
    ],
  },
  'sms-fedex-retry': {
    layout: 'sms',
    sender: 'FedEx',
    messages: [
      {
        from: 'them',
        text: 'FedEx: We attempted delivery of your package today but no one was available to sign. We will try again tomorrow between 9am and 5pm.',
      },
    ],
  },
  'sms-cabin-split': {
    layout: 'sms',
    sender: 'Cabin Trip 🏔',
    messages: [
      {
        from: 'them',
        text: 'Everyone please send me $45 for the cabin by Friday so I can pay the deposit. Venmo or cash is fine!',
      },
    ],
  },
  'sms-flash-sale': {
    layout: 'sms',
    sender: 'Sweetgreen',
    messages: [
      {
        from: 'them',
        text: 'Flash sale! 30% off all bowls today only in the app. Ends at midnight. Reply STOP to opt out.',
      },
    ],
  },
  'sms-electric-bill': {
    layout: 'sms',
    sender: 'PG&E',
    dark: true,
    messages: [
      {
        from: 'them',
        text: 'PG&E: Your bill of $84.20 is ready and due on 06/30. View and pay in the PG&E app or at pge.com.',
      },
    ],
  },
  'sms-anniversary': {
    layout: 'sms',
    sender: 'Chris ❤',
    messages: [
      { from: 'them', text: 'Happy anniversary my love! Dinner at 8, I booked our favourite place 🥂' },
    ],
  },
  'sms-ebay-sold': {
    layout: 'sms',
    sender: 'eBay',
    messages: [
      {
        from: 'them',
        text: 'eBay: Your item "Vintage camera" sold for $120.00! Please ship it by June 5 and upload tracking in My eBay.',
      },
    ],
  },
  'chat-bake-sale': {
    layout: 'chat',
    sender: 'Church Volunteers',
    messages: [
      {
        from: 'them',
        text: 'Bake sale this Saturday from 9 to noon. We accept cash or Venmo. Please bring labelled containers!',
      },
    ],
  },
  'chat-raffle-winners': {
    layout: 'chat',
    sender: 'School PTA',
    dark: true,
    messages: [
      {
        from: 'them',
        text: 'Congratulations to our raffle winners! Prizes can be picked up at the front office this week. Thank you all for supporting the school.',
      },
    ],
  },
  'chat-friend-loan': {
    layout: 'chat',
    sender: 'Jamie',
    messages: [
      { from: 'them', text: "Hey can I borrow your ladder this weekend? I'll bring it back Sunday." },
      { from: 'me', text: "Sure, it's in the garage" },
    ],
  },
  'chat-gym-news': {
    layout: 'chat',
    sender: 'Gym Buddies',
    messages: [
      {
        from: 'them',
        text: "Anyone else get that fake text about a toll payment? Don't click those links, it's a scam.",
      },
      { from: 'me', text: 'Yes! Reported it' },
    ],
  },
  'email-binance-login': {
    layout: 'email',
    from: 'Binance <do-not-reply@binance.com>',
    subject: '[Binance] Login attempted from new IP',
    body: [
      'The system has detected that your account is logged in from an unused IP address.',
      'If this activity is not your own operation, please disable your account in the app and contact us immediately.',
    ],
  },
  'email-microsoft-info': {
    layout: 'email',
    from: 'Microsoft account team <account-security-noreply@accountprotection.microsoft.com>',
    subject: 'Microsoft account security info was added',
    body: [
      'The following security info was recently added to your account: a phone number.',
      'If you added this info, you can safely ignore this email.',
    ],
  },
  'email-assessment': {
    layout: 'email',
    from: 'Recruiting <jobs@northwind-bank.com>',
    subject: 'Next step: online assessment',
    body: [
      'Thank you for applying for the Graduate Analyst programme.',
      'The next step is a 45-minute online assessment. Please complete it by Friday using the link in your candidate portal.',
    ],
  },
  'email-news-scam': {
    layout: 'email',
    from: 'Daily Brief <brief@newsdaily.com>',
    subject: 'Gift card scams are rising',
    body: [
      'Police warn that scammers are asking victims to pay with gift cards and bitcoin. No real business or agency will ever demand payment this way.',
      'If someone tells you to buy gift cards and read them the codes, hang up.',
    ],
  },
  'email-donation-receipt': {
    layout: 'email',
    from: 'UNICEF <donations@unicef.org>',
    subject: 'Thank you for your donation',
    body: [
      'Thank you for your gift of $50.00 to UNICEF. Your donation helps children in emergencies.',
      'This email serves as your receipt for tax purposes.',
    ],
  },
  'popup-windows-update': {
    layout: 'popup',
    tone: 'white',
    title: 'Windows Update',
    body: [
      'Updates are available. Your device will restart outside of active hours to install them.',
      'You can also restart now or schedule a time.',
    ],
  },
  'popup-session-expired': {
    layout: 'popup',
    tone: 'white',
    title: 'Session expired',
    body: ['You have been signed out because of inactivity.', 'Please sign in again to continue.'],
  },
  'post-contest': {
    layout: 'post',
    author: 'Local Bookshop',
    handle: '@localbooks',
    body: [
      'Our summer reading challenge starts today! Read 5 books by August and win a tote bag.',
      'Sign up in store.',
    ],
  },
  'post-crypto-opinion': {
    layout: 'post',
    author: 'Finance Nerd',
    handle: '@financenerd',
    body: [
      "Reminder: if anyone promises guaranteed returns on crypto, it's a scam. Real investments carry risk.",
    ],
  },
  'page-store-checkout': {
    layout: 'page',
    site: 'www.ikea.com/checkout',
    heading: 'Checkout',
    body: ['Order total $249.00. Delivery on June 12.', 'Pay with credit card, debit card or PayPal.'],
  },
  'page-help-center': {
    layout: 'page',
    site: 'support.apple.com/icloud',
    heading: 'If your iCloud storage is full',
    body: [
      'When your iCloud storage is full, new photos and files will not upload.',
      'You can free up space or upgrade to iCloud+ in Settings.',
    ],
  },
  'notification-whatsapp': {
    layout: 'notification',
    app: 'WhatsApp',
    title: 'Mom',
    body: "Don't forget to call grandma today, it's her birthday 🎂",
  },
  'notification-uber-eats': {
    layout: 'notification',
    app: 'Uber Eats',
    title: 'Your order is on the way',
    body: 'Your driver is 5 minutes away with your order from Pho House.',
  },
};
