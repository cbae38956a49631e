import type { Sample } from './layouts';

// Honest screenshots of the same kinds, including the hard ones: real security codes, real delivery
// updates, real bank alerts that say "we will never ask", shops with sales, crypto price news and
// friendly chats with strangers. A checker that flags these is useless however well it catches scams.
export const BENIGN_SAMPLES: Record<string, Sample> = {
  'sms-2fa-code': {
    layout: 'sms',
    sender: '22395',
    messages: [
      { from: 'them', text: "Your Google verification code is 482913. Don't share this code with anyone." },
    ],
  },
  'sms-bank-code': {
    layout: 'sms',
    sender: 'Barclays',
    dark: true,
    messages: [
      {
        from: 'them',
        text: 'Barclays: 771204 is your one-time passcode to approve a payment of £24.99 to SPOTIFY. We will never call you to ask for this code.',
      },
    ],
  },
  'sms-delivered': {
    layout: 'sms',
    sender: 'UPS',
    messages: [
      {
        from: 'them',
        text: 'UPS: Your package 1Z999AA10123456784 was delivered today at 2:14 PM, left at front door. Track at ups.com/track',
      },
    ],
  },
  'sms-out-for-delivery': {
    layout: 'sms',
    sender: 'Amazon',
    messages: [
      {
        from: 'them',
        text: 'Amazon: Your package with Kindle Paperwhite is out for delivery and will arrive by 8pm today. Track: amazon.com/orders',
      },
    ],
  },
  'sms-dentist': {
    layout: 'sms',
    sender: 'Bright Smile Dental',
    messages: [
      {
        from: 'them',
        text: 'Reminder: You have a dental cleaning appointment on Tuesday June 4 at 10:30 AM with Dr. Patel. Reply C to confirm or call 555-0142 to reschedule.',
      },
    ],
  },
  'sms-friend-dinner': {
    layout: 'sms',
    sender: 'Maria',
    messages: [
      { from: 'them', text: 'Are we still on for dinner tonight? I booked the Thai place for 7:30' },
      { from: 'me', text: 'Yes! See you there' },
      { from: 'them', text: 'Great, bring the book you borrowed if you remember 😊' },
    ],
  },
  'sms-mom': {
    layout: 'sms',
    sender: 'Mom',
    dark: true,
    messages: [
      {
        from: 'them',
        text: 'Hi sweetheart, Dad and I landed safely. Call us when you get home from work. Love you',
      },
      { from: 'me', text: 'Glad you made it! Will call at 6' },
    ],
  },
  'sms-bank-alert-real': {
    layout: 'sms',
    sender: 'Chase',
    messages: [
      {
        from: 'them',
        text: 'Chase: A $52.18 debit card transaction to WHOLE FOODS on 06/02 was approved. Not you? Call the number on the back of your card.',
      },
    ],
  },
  'sms-pharmacy': {
    layout: 'sms',
    sender: 'CVS Pharmacy',
    messages: [
      {
        from: 'them',
        text: 'CVS Pharmacy: Your prescription is ready for pickup at 123 Main St. Store hours 8am-9pm. Reply STOP to opt out.',
      },
    ],
  },
  'sms-school': {
    layout: 'sms',
    sender: 'Lincoln Elementary',
    messages: [
      {
        from: 'them',
        text: 'Reminder: School will close at 1 PM on Friday for the staff training day. After-school club is cancelled this week.',
      },
    ],
  },
  'sms-wrong-number-honest': {
    layout: 'sms',
    sender: '+1 (617) 555-0112',
    messages: [
      { from: 'them', text: "Hey is this Jake? It's Sam from soccer practice" },
      { from: 'me', text: 'No sorry, wrong number' },
      { from: 'them', text: 'Oh my bad, sorry to bother you! Have a good one' },
    ],
  },
  'sms-uber': {
    layout: 'sms',
    sender: 'Uber',
    messages: [
      { from: 'them', text: 'Your Uber code is 3391. Never share this code. Reply STOP ALL to unsubscribe.' },
    ],
  },
  'sms-plumber': {
    layout: 'sms',
    sender: 'Rob Plumbing',
    messages: [
      {
        from: 'them',
        text: 'Hi, this is Rob. I can come by Thursday morning around 9 to look at the leak. The call-out charge is $80, you can pay cash or card when I finish.',
      },
    ],
  },
  'sms-package-delayed': {
    layout: 'sms',
    sender: 'FedEx',
    dark: true,
    messages: [
      {
        from: 'them',
        text: 'FedEx: Your shipment 7719 2283 4410 is delayed due to weather and is now scheduled for delivery on Thursday. No action is needed.',
      },
    ],
  },
  'chat-family': {
    layout: 'chat',
    sender: 'Family ❤',
    messages: [
      { from: 'them', text: 'Who is bringing dessert on Sunday?' },
      { from: 'me', text: 'I can make the apple pie' },
      { from: 'them', text: 'Perfect! Grandma wants to see the baby pictures too' },
    ],
  },
  'chat-work': {
    layout: 'chat',
    sender: 'Project Team',
    dark: true,
    messages: [
      { from: 'them', text: 'The client moved the review to Wednesday 3pm.' },
      { from: 'me', text: 'Ok, I will update the slides tonight' },
      { from: 'them', text: 'Thanks! Please send them to me before noon so I can check the numbers.' },
    ],
  },
  'chat-marketplace-honest': {
    layout: 'chat',
    sender: 'Buyer Anna',
    messages: [
      { from: 'them', text: 'Hi! Is the bike still available?' },
      { from: 'me', text: 'Yes, $150, you can come see it in person' },
      { from: 'them', text: 'Great, can I come at 5 today? I will bring cash.' },
    ],
  },
  'chat-landlord': {
    layout: 'chat',
    sender: 'Landlord Mr. Chen',
    messages: [
      {
        from: 'them',
        text: 'Hello, the electrician will check the wiring on Monday between 9 and 12. Please make sure someone is home.',
      },
      { from: 'me', text: 'No problem, I work from home that day' },
    ],
  },
  'chat-friend-crypto': {
    layout: 'chat',
    sender: 'Ben',
    messages: [
      { from: 'them', text: "Did you see bitcoin dropped again? Glad I didn't buy last week lol" },
      { from: 'me', text: "Haha yeah I'm staying away from crypto" },
    ],
  },
  'chat-gift-idea': {
    layout: 'chat',
    sender: 'Sis',
    messages: [
      { from: 'them', text: 'What should we get Dad for his birthday?' },
      { from: 'me', text: 'Maybe a gift card for the bookstore? He always says he has nothing to read' },
      { from: 'them', text: "Good idea, I'll pick one up on Saturday" },
    ],
  },
  'chat-new-number-honest': {
    layout: 'chat',
    sender: 'Laura (new)',
    messages: [
      { from: 'them', text: 'Hi! This is Laura, I changed carriers so this is my new number. Save it 🙂' },
      { from: 'me', text: 'Saved! See you at yoga' },
    ],
  },
  'email-receipt': {
    layout: 'email',
    from: 'Apple <no_reply@email.apple.com>',
    subject: 'Your receipt from Apple',
    body: [
      'Receipt',
      'iCloud+ with 200 GB storage (Monthly) $2.99',
      'Billed to Visa •••• 4242',
      'If you have questions about your bill, visit apple.com/support.',
    ],
  },
  'email-newsletter': {
    layout: 'email',
    from: 'The Garden Club <news@gardenclub.org>',
    subject: 'June newsletter: tomatoes, roses and our summer fair',
    body: [
      'This month we look at staking tomatoes and pruning climbing roses.',
      'Our summer fair is on June 22 at the community hall. Volunteers are welcome, reply to this email if you can help.',
    ],
    footer: 'You receive this because you are a member. Unsubscribe at gardenclub.org/prefs',
  },
  'email-security-real': {
    layout: 'email',
    from: 'Google <no-reply@accounts.google.com>',
    subject: 'Security alert',
    body: [
      'A new sign-in on Windows',
      "We noticed a new sign-in to your Google Account on a Windows device. If this was you, you don't need to do anything.",
      "If not, we'll help you secure your account. Check activity at myaccount.google.com/notifications",
    ],
  },
  'email-order-shipped': {
    layout: 'email',
    from: 'Etsy <transaction@etsy.com>',
    subject: 'Your order has shipped!',
    body: [
      'Good news! Your order from CeramicsByJo has shipped.',
      'Handmade coffee mug, blue glaze, quantity 2. Estimated delivery: June 7-10.',
      'Track your package from your Purchases page on etsy.com.',
    ],
  },
  'email-work-meeting': {
    layout: 'email',
    from: 'Sarah Kim <sarah.kim@northwind-consulting.com>',
    subject: 'Agenda for Thursday',
    body: [
      'Hi all,',
      'Attached is the agenda for Thursday. We will go over the Q2 results and the hiring plan.',
      'Please add any topics by Wednesday evening. Thanks, Sarah',
    ],
  },
  'email-password-reset-real': {
    layout: 'email',
    from: 'GitHub <noreply@github.com>',
    subject: '[GitHub] Please reset your password',
    body: [
      'We heard that you lost your GitHub password. Sorry about that!',
      "But don't worry! You can use the following button to reset your password. If you don't use this link within 3 hours, it will expire.",
      'If you did not request a password reset, you can ignore this email.',
    ],
    button: 'Reset your password',
  },
  'email-sale': {
    layout: 'email',
    from: 'REI Co-op <rei@email.rei.com>',
    subject: 'Member sale ends Sunday: 20% off one item',
    body: [
      'Save 20% on one full-price item and an extra 20% on one REI Outlet item.',
      'Shop in stores or at rei.com. Offer ends June 9.',
    ],
    button: 'Shop the sale',
  },
  'email-job-real': {
    layout: 'email',
    from: 'Acme Corp Talent <careers@acme-corp.com>',
    subject: 'Interview invitation: Senior Accountant',
    body: [
      'Thank you for applying for the Senior Accountant role. We would like to invite you to a video interview with our finance team.',
      'Please choose a time that suits you next week using the scheduling link in our careers portal.',
    ],
  },
  'email-bank-statement': {
    layout: 'email',
    from: 'Capital One <capitalone@notification.capitalone.com>',
    subject: 'Your statement is ready',
    body: [
      'Your May statement for your Quicksilver card ending in 4821 is now available.',
      'Minimum payment due: $35.00 by June 25. Sign in to the Capital One app to view it.',
    ],
  },
  'email-charity': {
    layout: 'email',
    from: 'City Food Bank <hello@cityfoodbank.org>',
    subject: 'Thank you for volunteering',
    body: [
      'Thank you for helping us pack 2,300 meals last Saturday!',
      'Our next volunteer day is June 15. Sign up on our website if you would like to join again.',
    ],
  },
  'popup-update-real': {
    layout: 'popup',
    tone: 'white',
    title: 'Software Update',
    body: [
      'macOS Sonoma 14.5 is available for your Mac.',
      'This update includes security fixes and improves the stability of your Mac. Restart to install now or schedule it for tonight.',
    ],
  },
  'popup-cookie': {
    layout: 'popup',
    tone: 'white',
    title: 'We value your privacy',
    body: [
      'We use cookies to improve your experience, analyse traffic and show personalised content.',
      'You can accept all cookies or manage your preferences at any time in the privacy settings.',
    ],
  },
  'popup-defender-ok': {
    layout: 'popup',
    tone: 'white',
    title: 'Windows Security',
    body: [
      'Virus & threat protection',
      'No current threats. Last scan: 6/2/2024 9:14 AM (quick scan). 0 threats found.',
      'Scan lasted 4 minutes 12 seconds, 41,236 files scanned.',
    ],
  },
  'popup-newsletter': {
    layout: 'popup',
    tone: 'white',
    title: 'Get 10% off your first order',
    body: [
      'Join our newsletter for new arrivals, style tips and member-only offers.',
      'Enter your email to receive your welcome code.',
    ],
  },
  'post-news': {
    layout: 'post',
    author: 'City News',
    handle: '@citynews',
    body: [
      'The new riverside park opens this Saturday with a free concert at 4pm.',
      'Road closures on Bridge Street from 2pm to 9pm. Take the bus or bike if you can.',
    ],
  },
  'post-crypto-news': {
    layout: 'post',
    author: 'Markets Today',
    handle: '@marketstoday',
    body: [
      'Bitcoin rose 3% to $64,200 on Monday while Ethereum traded near $3,100.',
      'Analysts point to ETF inflows; volatility remains high, so invest only what you can afford to lose.',
    ],
  },
  'post-scam-warning': {
    layout: 'post',
    author: 'FTC',
    handle: '@FTC',
    body: [
      'Got a text about an unpaid toll? It could be a scam. Toll agencies will not text you a link asking for payment.',
      "Check your account by going directly to the agency's official website. Report scams at ReportFraud.ftc.gov",
    ],
  },
  'post-personal': {
    layout: 'post',
    author: 'Jamie Lee',
    handle: '@jamielee',
    body: [
      'Finally finished my first marathon! 4 hours 12 minutes.',
      'Thank you to everyone who cheered at mile 20, you got me through it.',
    ],
  },
  'post-hiring': {
    layout: 'post',
    author: 'Northwind Bakery',
    handle: '@northwindbakery',
    body: [
      'We are hiring! Part-time baker for weekend mornings, $19/hour, experience with sourdough preferred.',
      'Drop off your CV at the shop or email jobs@northwindbakery.com',
    ],
  },
  'page-shop-sale': {
    layout: 'page',
    site: 'www.outdoorgear-shop.com/summer',
    heading: 'Summer Sale - up to 40% off tents',
    body: [
      'Free shipping on orders over $75. 30-day returns.',
      'Pay with card, PayPal or Apple Pay. Sale ends Sunday.',
    ],
  },
  'page-recipe': {
    layout: 'page',
    site: 'www.simplyrecipes-home.com/lasagna',
    heading: 'Classic Beef Lasagna',
    body: [
      'Prep 30 min, cook 1 hour, serves 8.',
      'Layer the noodles, ricotta mixture and meat sauce, then bake at 375°F until bubbling.',
    ],
  },
  'page-bank-login-real': {
    layout: 'page',
    site: 'www.chase.com',
    heading: 'Welcome to Chase Online',
    body: [
      'Sign in to manage your accounts, pay bills and transfer money.',
      'Chase will never ask for your password or one-time code by phone, text or email.',
    ],
  },
  'page-gov-info': {
    layout: 'page',
    site: 'www.irs.gov/refunds',
    heading: "Where's My Refund?",
    body: [
      'Check the status of your tax refund within 24 hours after e-filing.',
      'The IRS does not initiate contact by email, text or social media to request personal or financial information.',
    ],
  },
  'page-crypto-exchange': {
    layout: 'page',
    site: 'www.coinbase.com/price/bitcoin',
    heading: 'Bitcoin price',
    body: [
      'BTC $64,210.55 +2.9% today. Market cap $1.26T.',
      'Buy, sell and convert crypto on the most trusted exchange. Crypto is volatile and your capital is at risk.',
    ],
  },
  'notification-calendar': {
    layout: 'notification',
    app: 'Calendar',
    title: 'Team standup in 15 minutes',
    body: 'Room 4B · Zoom link in the invite',
  },
  'notification-delivery': {
    layout: 'notification',
    app: 'Royal Mail',
    title: 'Your parcel is on its way',
    body: 'Your parcel from ASOS will be delivered today between 10:05 and 11:05.',
  },
  'notification-bank': {
    layout: 'notification',
    app: 'Monzo',
    title: 'You paid £3.20',
    body: 'Pret A Manger. Tap to add a receipt or split the bill.',
  },
  'notification-weather': {
    layout: 'notification',
    app: 'Weather',
    title: 'Heat advisory',
    body: 'High of 97°F expected this afternoon. Stay hydrated and check on neighbours.',
  },
};
