import type { Sample } from './layouts';

// A fourth set, written after tuning stopped, kept only to measure (`make:image-set --final`).
export const FINAL_SCAM_SAMPLES: Record<string, Sample> = {
  'sms-costco-renew': {
    layout: 'sms',
    sender: '+1 (425) 555-0171',
    messages: [
      {
        from: 'them',
        text: 'Hi, we noticed your Costco membership expired. Renew now and receive a free $100 voucher: costco-member-renew.shop',
      },
    ],
  },
  'sms-att-gift': {
    layout: 'sms',
    sender: '+1 (972) 555-0110',
    dark: true,
    messages: [
      {
        from: 'them',
        text: "AT&T Free Msg: Your bill is paid for March. As a thank you, here's a little gift for you: att-loyalty-gift.com/claim",
      },
    ],
  },
  'sms-apple-pay-call': {
    layout: 'sms',
    sender: '+1 (702) 555-0190',
    messages: [
      {
        from: 'them',
        text: 'Your Apple Pay card was temporarily disabled due to suspicious activity. Call Apple Support at 1-888-555-0100 to restore it.',
      },
    ],
  },
  'sms-jury-duty': {
    layout: 'sms',
    sender: '+1 (314) 555-0142',
    messages: [
      {
        from: 'them',
        text: "This is the Sheriff's Office. You missed jury duty and a warrant is out for your arrest. Pay the fine of $1,500 with gift cards to clear it. Call 314-555-0142.",
      },
    ],
  },
  'chat-amazon-recruiter': {
    layout: 'chat',
    sender: 'Amazon Recruiter',
    messages: [
      {
        from: 'them',
        text: "Hello, I'm a recruiter from Amazon. We have a remote job: review products on Amazon and earn $50-$200 per task. Message me on Telegram @amz_jobs_hr",
      },
    ],
  },
  'email-dropbox-delete': {
    layout: 'email',
    from: 'Dropbox Billing <billing@dropbox-billing-help.com>',
    subject: 'Your files will be deleted',
    body: [
      'Your storage plan payment failed and your files are scheduled for deletion.',
      'Update your payment method within 24 hours to keep your files.',
    ],
    button: 'Update payment',
    footer: 'dropbox-billing-help.com',
  },
  'email-voicemail': {
    layout: 'email',
    from: 'Voice Mail <voicemail@office365-notify.net>',
    subject: 'You have (1) pending voicemail',
    body: [
      'Caller: +1 (312) 555-0181. Duration 00:42.',
      'Sign in with your Microsoft 365 email and password to listen to the message.',
    ],
    button: 'Play voicemail',
  },
  'popup-facebook-disabled': {
    layout: 'popup',
    tone: 'white',
    title: 'Facebook Security',
    body: [
      'Your Facebook account will be disabled in 12 hours because of a copyright complaint.',
      'Confirm your password to continue and keep your account.',
    ],
  },
  'post-app-income': {
    layout: 'post',
    author: 'Sarah Success',
    handle: '@sarah_wealth_daily',
    body: [
      'I made $12,000 in a week with this app and you can too! Only 50 spots left.',
      'DM me "START" and I will send you the link.',
    ],
  },
  'chat-boss-itunes': {
    layout: 'chat',
    sender: 'Mr. Harris (boss)',
    dark: true,
    messages: [
      {
        from: 'them',
        text: "Hey, it's your boss. I'm in a meeting and can't talk. Can you buy 4 iTunes cards ($100 each) and email me the codes? I'll reimburse you today.",
      },
    ],
  },
  'sms-lloyds-frozen': {
    layout: 'sms',
    sender: 'Lloyds',
    messages: [
      {
        from: 'them',
        text: 'Lloyds: Your bank card has been frozen due to a suspicious payment. Call 0800 555 0199 or visit lloyds-card-unfreeze.com to unfreeze it.',
      },
    ],
  },
  'sms-irs-unclaimed': {
    layout: 'sms',
    sender: '+1 (202) 555-0133',
    messages: [
      {
        from: 'them',
        text: 'IRS: You have an unclaimed tax refund. Complete your information at irs-refund-claim.online to receive your payment.',
      },
    ],
  },
  'notification-binance': {
    layout: 'notification',
    app: 'Messages',
    title: '+1 (888) 555-0101',
    body: 'Binance: Withdrawal request of 1.2 BTC received. If this was not you, call our security team at +1 (888) 555-0101 immediately.',
  },
  'chat-soldier-gold': {
    layout: 'chat',
    sender: 'Sgt. James Miller',
    messages: [
      {
        from: 'them',
        text: 'Hi dear, I am a US soldier in Syria. I found a box of gold bars and need your help to ship it home. I will give you 30%, you only need to pay the shipping fee.',
      },
    ],
  },
  'email-walmart-grant': {
    layout: 'email',
    from: 'Walmart Foundation <grants@walmart-community-fund.org>',
    subject: 'Grant approved',
    body: [
      'Congratulations, you have been approved for a $5,000 Walmart community grant.',
      'Pay a $50 processing fee to receive your funds by direct deposit.',
    ],
  },
  'sms-toll-services': {
    layout: 'sms',
    sender: '+1 (480) 555-0124',
    dark: true,
    messages: [
      {
        from: 'them',
        text: 'Toll Services: Final notice of an unpaid toll of $11.69. Pay before 6/15 to avoid a late fee. https://tollservices-pay.live',
      },
    ],
  },
  'chat-old-friend-gold': {
    layout: 'chat',
    sender: 'Rachel (old school)',
    messages: [
      {
        from: 'them',
        text: "Hey! Long time no see. I've been investing in gold on a new trading platform, made 30% profit last month. Want me to send you the link so you can join?",
      },
    ],
  },
  'popup-ip-winner': {
    layout: 'popup',
    tone: 'blue',
    title: 'Congratulations!',
    body: [
      'Your IP address has been selected to win an Apple Watch Ultra.',
      'Click OK and enter your shipping details. Only today!',
    ],
  },
  'sms-prime-renew': {
    layout: 'sms',
    sender: '+1 (206) 555-0148',
    messages: [
      {
        from: 'them',
        text: 'Your Amazon Prime membership will auto-renew for $139.99 today. To cancel the renewal, call 1-844-555-0122.',
      },
    ],
  },
  'email-ceo-wire': {
    layout: 'email',
    from: 'Robert Chen (CEO) <robert.chen.ceo@gmail.com>',
    subject: 'Urgent wire request',
    body: [
      'Please process a wire transfer of $48,500 to the vendor account below today. I am travelling and cannot talk right now.',
      'Keep this confidential until the deal is announced.',
    ],
  },
};

export const FINAL_BENIGN_SAMPLES: Record<string, Sample> = {
  'sms-costco-real': {
    layout: 'sms',
    sender: 'Costco',
    messages: [
      {
        from: 'them',
        text: 'Costco: Your Executive membership renews on 7/1. Manage it anytime in the Costco app.',
      },
    ],
  },
  'sms-att-bill': {
    layout: 'sms',
    sender: 'AT&T',
    dark: true,
    messages: [
      { from: 'them', text: 'AT&T Free Msg: Your bill of $65.00 is due June 20. Pay in the myAT&T app.' },
    ],
  },
  'chat-mom-call': {
    layout: 'chat',
    sender: 'Mom',
    messages: [{ from: 'them', text: 'Call me when you can, nothing urgent. Dad says hi!' }],
  },
  'email-prime-real': {
    layout: 'email',
    from: 'Amazon <auto-confirm@amazon.com>',
    subject: 'Your Prime membership renews soon',
    body: [
      'Your Prime membership will renew on July 3 for $139.00.',
      'You can change or cancel your membership anytime in Your Account.',
    ],
  },
  'email-zoom': {
    layout: 'email',
    from: 'Zoom <no-reply@zoom.us>',
    subject: 'Cloud recording is now available',
    body: ['The recording of "Weekly planning" is ready to view.', 'Recordings are kept for 30 days.'],
  },
  'sms-instagram-code': {
    layout: 'sms',
    sender: '32665',
    messages: [
      {
        from: 'them',
        text: "Use 223441 to verify your Instagram account. If you didn't request this, you can ignore this message.",
      },
    ],
  },
  'popup-battery': {
    layout: 'popup',
    tone: 'white',
    title: 'Low Battery',
    body: ['10% battery remaining.', 'Connect your charger or turn on Low Power Mode.'],
  },
  'post-toll-warning': {
    layout: 'post',
    author: 'Mike R.',
    handle: '@mike_r',
    body: [
      "Today I learned scammers send fake toll texts. Don't click the link, check the official website instead!",
    ],
  },
  'chat-team-lunch': {
    layout: 'chat',
    sender: 'Team',
    dark: true,
    messages: [
      {
        from: 'them',
        text: 'Team lunch on Friday! Everyone chips in $15 for pizza. Cash or Venmo to me by Thursday.',
      },
    ],
  },
  'email-maintenance': {
    layout: 'email',
    from: 'IT Services <it@northwind-consulting.com>',
    subject: 'Scheduled maintenance this weekend',
    body: [
      'Email and VPN may be unavailable on Saturday from 10pm to 2am while we upgrade servers.',
      'No action is needed from you.',
    ],
  },
  'sms-walgreens': {
    layout: 'sms',
    sender: 'Walgreens',
    messages: [
      {
        from: 'them',
        text: 'Walgreens: Your flu shot appointment is confirmed for Tue 6/11 at 10:15 AM at 500 Pine St.',
      },
    ],
  },
  'notification-photos': {
    layout: 'notification',
    app: 'Google Photos',
    title: 'New memories',
    body: 'You have new memories from 3 years ago. Take a look!',
  },
  'page-apple-watch': {
    layout: 'page',
    site: 'www.apple.com/shop/watch',
    heading: 'Apple Watch Series 9',
    body: ['From $399 or $33.25/mo. for 12 mo.', 'Free delivery and free returns.'],
  },
  'chat-wedding': {
    layout: 'chat',
    sender: 'Rachel (old school)',
    messages: [
      { from: 'them', text: "Hey! Long time no see. Are you coming to Anna's wedding in September?" },
      { from: 'me', text: "Yes! Can't wait" },
    ],
  },
  'email-linkedin-jobs': {
    layout: 'email',
    from: 'LinkedIn Job Alerts <jobalerts-noreply@linkedin.com>',
    subject: '12 new jobs for "Data Analyst"',
    body: [
      '12 new jobs in Seattle match your preferences.',
      'Data Analyst at Northwind Bank, Seattle, WA. Apply with your LinkedIn profile.',
    ],
  },
  'sms-doctor': {
    layout: 'sms',
    sender: 'Dr. Lee Office',
    dark: true,
    messages: [
      {
        from: 'them',
        text: "Reminder from Dr. Lee's office: please bring your insurance card and photo ID to your appointment tomorrow at 2 PM.",
      },
    ],
  },
  'post-bakery': {
    layout: 'post',
    author: 'Sunrise Bakery',
    handle: '@sunrisebakery',
    body: [
      'We are giving away free cookies to the first 50 customers this Saturday to celebrate our 5th birthday!',
      'See you at 8 am.',
    ],
  },
  'email-zelle-sent': {
    layout: 'email',
    from: 'Chase <no.reply.alerts@chase.com>',
    subject: 'You sent money with Zelle',
    body: [
      'You sent $250.00 to Maria Lopez on June 4.',
      'If you have questions, sign in to chase.com or call the number on the back of your card.',
    ],
  },
  'chat-tickets': {
    layout: 'chat',
    sender: 'Leo',
    messages: [
      { from: 'them', text: 'Got the concert tickets!' },
      { from: 'me', text: "Amazing, I'll transfer you the $30 tonight" },
    ],
  },
  'sms-lyft-receipt': {
    layout: 'sms',
    sender: 'Lyft',
    messages: [
      { from: 'them', text: 'Lyft: Your ride receipt for June 3 is $18.40. Thanks for riding with Lyft!' },
    ],
  },
};
