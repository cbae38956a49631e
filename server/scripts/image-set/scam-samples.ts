import type { Sample } from './layouts';

// Scam screenshots, written after the common scam families and the wording of
// reported real messages (FTC, Action Fraud, r/Scams). Domains and numbers are invented (555 numbers,
// .example-like made-up sites) so nothing here points at a real person or business.
export const SCAM_SAMPLES: Record<string, Sample> = {
  'sms-usps-hold': {
    layout: 'sms',
    sender: '+1 (804) 555-0193',
    messages: [
      {
        from: 'them',
        text: 'USPS: Your package has arrived at the warehouse but could not be delivered due to incomplete address information. Please confirm your address in the link within 12 hours. https://usps-posthelp.top/us',
      },
    ],
  },
  'sms-usps-fee': {
    layout: 'sms',
    sender: '+63 917 555 0142',
    dark: true,
    messages: [
      {
        from: 'them',
        text: 'The USPS package arrived at the warehouse and could not be delivered. Redelivery fee $0.30 required. Update here: usps.redeliver-parcel.com/track',
      },
    ],
  },
  'sms-dhl-customs': {
    layout: 'sms',
    sender: 'DHL',
    messages: [
      {
        from: 'them',
        text: 'DHL: Your parcel is being held at customs. An import duty of 2.99 GBP must be paid before delivery. Pay now: dhl-parcel-fees.info',
      },
    ],
  },
  'sms-royalmail': {
    layout: 'sms',
    sender: '07700 900461',
    messages: [
      {
        from: 'them',
        text: 'RoyalMail: Your item has a £1.45 unpaid shipping fee, to pay this now visit: royalmail-reschedule.co.uk. Items will be returned to sender if unpaid.',
      },
    ],
  },
  'sms-toll-ezpass': {
    layout: 'sms',
    sender: '+1 (239) 555-0117',
    messages: [
      {
        from: 'them',
        text: 'E-ZPass: You have an outstanding toll balance of $6.99. To avoid a late fee of $50.00 please settle your balance today: https://ezpass-tolls.vip/pay',
      },
    ],
  },
  'sms-toll-sunpass': {
    layout: 'sms',
    sender: '+1 (305) 555-0102',
    dark: true,
    messages: [
      {
        from: 'them',
        text: 'SunPass Notice: We have noticed an unpaid toll amount on your vehicle. Pay $4.25 within 24 hours to avoid additional fees and license suspension. sunpass.com-tolls.icu',
      },
    ],
  },
  'sms-fedex-track': {
    layout: 'sms',
    sender: '+44 7700 900812',
    messages: [
      {
        from: 'them',
        text: 'FedEx: Dear customer, your shipment 7719-2283 is pending. Delivery failed because the street number is missing. Reschedule: http://fdx-delivery.xyz/r/7719',
      },
    ],
  },
  'sms-bank-lock': {
    layout: 'sms',
    sender: 'WellsFargo',
    messages: [
      {
        from: 'them',
        text: 'Wells Fargo Alert: Your online banking has been locked due to unusual sign-in attempts. Verify your identity to restore access: wellsfargo-secure-verify.com',
      },
    ],
  },
  'sms-chase-fraud': {
    layout: 'sms',
    sender: '+1 (646) 555-0148',
    messages: [
      {
        from: 'them',
        text: 'Chase Fraud Dept: Did you attempt a purchase of $879.99 at Walmart? Reply YES or NO. If NO, call us immediately at 1-844-555-0176 to secure your account.',
      },
    ],
  },
  'sms-paypal-limited': {
    layout: 'sms',
    sender: 'PayPal',
    dark: true,
    messages: [
      {
        from: 'them',
        text: 'PayPal: Your account has been temporarily limited. Please log in to confirm your details or it will be permanently closed: paypal.account-resolve.net',
      },
    ],
  },
  'sms-netflix-payment': {
    layout: 'sms',
    sender: '+1 (415) 555-0165',
    messages: [
      {
        from: 'them',
        text: 'NETFLIX: Your payment was declined and your membership will be suspended today. Update your billing information at netflix-renew-billing.com to keep watching.',
      },
    ],
  },
  'sms-apple-id': {
    layout: 'sms',
    sender: '+1 (650) 555-0133',
    messages: [
      {
        from: 'them',
        text: 'Apple: your Apple ID has been locked for security reasons. Unlock it within 24 hours at appleid-unlock-support.com or it will be deleted.',
      },
    ],
  },
  'sms-otp-share': {
    layout: 'sms',
    sender: '+1 (917) 555-0120',
    messages: [
      {
        from: 'them',
        text: 'Hi! Sorry, I sent my verification code to your number by mistake. Can you please forward me the 6-digit code you just received? It is urgent!',
      },
      { from: 'me', text: 'What code?' },
      { from: 'them', text: 'The one from WhatsApp, just send it to me please, my account is blocked' },
    ],
  },
  'sms-prize-iphone': {
    layout: 'sms',
    sender: '+1 (702) 555-0177',
    messages: [
      {
        from: 'them',
        text: 'Congratulations! You have been selected as the winner of a new iPhone 15 Pro in our monthly draw. Claim your reward now, only pay $2.95 shipping: win-rewards-center.live',
      },
    ],
  },
  'sms-irs-refund': {
    layout: 'sms',
    sender: '+1 (202) 555-0144',
    messages: [
      {
        from: 'them',
        text: 'IRS: You are eligible to receive a tax refund of $1,438.20. To claim, submit your bank details at irs-gov-refund.online before Friday.',
      },
    ],
  },
  'sms-job-offer': {
    layout: 'sms',
    sender: '+1 (786) 555-0150',
    dark: true,
    messages: [
      {
        from: 'them',
        text: 'Hello, I am Emily from the recruitment team. We are offering a flexible part-time job, only 60-90 minutes a day, earn $200-$600 daily. No experience needed. Contact us on WhatsApp +1 786 555 0150',
      },
    ],
  },
  'sms-wrong-number': {
    layout: 'sms',
    sender: '+1 (628) 555-0109',
    messages: [
      { from: 'them', text: 'Hi Jessica, are we still on for golf at 3 this Saturday?' },
      { from: 'me', text: 'Sorry, wrong number' },
      {
        from: 'them',
        text: 'Oh sorry! Nice to meet you anyway, my name is Amy. It must be fate. I work in finance, my uncle taught me crypto trading and I earned $8,000 last week. I can show you how.',
      },
    ],
  },
  'sms-ssa-suspend': {
    layout: 'sms',
    sender: '+1 (888) 555-0131',
    messages: [
      {
        from: 'them',
        text: 'Social Security Administration: your Social Security number has been suspended due to suspicious activity. Call 1-888-555-0131 immediately or a warrant will be issued for your arrest.',
      },
    ],
  },
  'sms-amazon-order': {
    layout: 'sms',
    sender: '+1 (213) 555-0185',
    messages: [
      {
        from: 'them',
        text: 'Amazon: An order of iPhone 15 Pro Max for $1,299.00 was placed on your account. If you did not authorize this, call Amazon support at +1 (844) 555-0186 to cancel and get a refund.',
      },
    ],
  },
  'sms-crypto-wallet': {
    layout: 'sms',
    sender: 'Coinbase',
    dark: true,
    messages: [
      {
        from: 'them',
        text: 'Coinbase: A withdrawal of 0.82 BTC was requested. If this was not you, secure your wallet now by validating your recovery phrase at coinbase-walletsupport.com',
      },
    ],
  },
  'chat-giftcard-boss': {
    layout: 'chat',
    sender: 'David (CEO)',
    messages: [
      { from: 'them', text: 'Hi, are you at your desk? I need a quick favour.' },
      { from: 'me', text: 'Yes, what do you need?' },
      {
        from: 'them',
        text: 'I need you to purchase 5 Apple gift cards of $200 each for a client. Scratch the back and send me pictures of the codes. Keep this confidential for now, I am in a meeting.',
      },
    ],
  },
  'chat-romance-customs': {
    layout: 'chat',
    sender: 'Michael ❤',
    messages: [
      {
        from: 'them',
        text: 'Good morning my love, I miss you so much. I am still on the oil rig but my package with your gifts is stuck at customs.',
      },
      {
        from: 'them',
        text: 'They want a clearance fee of $1,500 before they release it. Can you send the money by Western Union today? I will pay you back when I come home.',
      },
    ],
  },
  'chat-task-scam': {
    layout: 'chat',
    sender: 'Sophia HR',
    dark: true,
    messages: [
      {
        from: 'them',
        text: 'Welcome to the team! Your task today is to rate 40 hotel products on our platform. You earn a commission for each order.',
      },
      { from: 'me', text: 'I finished but the balance shows negative?' },
      {
        from: 'them',
        text: 'This is a combo task. You need to recharge 150 USDT to complete it, then you can withdraw all your earnings plus the bonus.',
      },
    ],
  },
  'chat-investment': {
    layout: 'chat',
    sender: 'Crypto Mentor Lisa',
    messages: [
      {
        from: 'them',
        text: 'Our AI trading robot gives 3% daily profit, guaranteed. Minimum investment is 500 USDT.',
      },
      {
        from: 'them',
        text: 'Send to this TRC20 address and I will activate your account: TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
      },
    ],
  },
  'chat-marketplace': {
    layout: 'chat',
    sender: 'Buyer Tom',
    messages: [
      { from: 'them', text: 'Hi is the sofa still available? I will pay the full price.' },
      {
        from: 'them',
        text: 'I sent the payment by Zelle but it is pending because your account is not a business account. Please upgrade by sending $300, Zelle will refund you immediately.',
      },
    ],
  },
  'chat-sextortion': {
    layout: 'chat',
    sender: 'Unknown',
    dark: true,
    messages: [
      {
        from: 'them',
        text: 'I have recorded you and I have all your contacts. Send $500 in Bitcoin to bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq within 48 hours or I will share the video with everyone.',
      },
    ],
  },
  'chat-family-emergency': {
    layout: 'chat',
    sender: '+44 7700 900734',
    messages: [
      { from: 'them', text: 'Hi Mum, I dropped my phone in the toilet, this is my new number.' },
      {
        from: 'them',
        text: "I need to pay a bill today urgently but my banking app is locked. Can you transfer £1,450 to this account? I will pay you back tomorrow. Please don't tell dad yet",
      },
    ],
  },
  'email-microsoft-password': {
    layout: 'email',
    from: 'Microsoft account team <no-reply@micros0ft-account.com>',
    subject: 'Your password expires today',
    body: [
      'Dear user,',
      'Your Office 365 password is set to expire today. To keep using your mailbox, please verify your account and keep the current password.',
      'Failure to do so will result in your account being disabled.',
    ],
    button: 'Keep same password',
    footer: 'Microsoft Corporation · office365-verify-login.com',
  },
  'email-paypal-invoice': {
    layout: 'email',
    from: 'PayPal Billing <service@paypal-invoices.net>',
    subject: 'Invoice #INV-29381: Norton 360 renewal $499.99',
    body: [
      'Thank you for your purchase. Your Norton 360 Total Protection subscription has been renewed for $499.99.',
      'If you did not authorize this charge, please call our billing department toll-free at +1 (888) 555-0162 within 24 hours to cancel and receive a refund.',
    ],
    footer: 'This is an automated message.',
  },
  'email-docusign': {
    layout: 'email',
    from: 'DocuSign <docs@secure-docusign-mail.com>',
    subject: 'Please review and sign: Payroll update Q3',
    body: [
      'You have received a document to review and sign.',
      'HR Department shared "Salary adjustment 2024.pdf" with you. Sign in with your email password to view the document.',
    ],
    button: 'REVIEW DOCUMENT',
    footer: 'docusign-view.secure-files.top',
  },
  'email-lottery': {
    layout: 'email',
    from: 'International Lottery Board <claims@intl-lotto-board.org>',
    subject: 'WINNING NOTIFICATION',
    body: [
      'We are pleased to inform you that your email address was selected in our online draw and you have won the sum of $850,000.00 USD.',
      'To claim your prize, send your full name, address and phone number to our claims agent. A processing fee of $250 applies before release of funds.',
      'Keep this notification confidential until your claim is processed.',
    ],
  },
  'email-inheritance': {
    layout: 'email',
    from: 'Barrister James Okoro <jokoro.chambers@mail-law.net>',
    subject: 'Unclaimed inheritance fund',
    body: [
      'I am contacting you regarding an unclaimed inheritance of $4.5 million left by a late client who shares your surname.',
      'I need your cooperation to present you as the next of kin. You will receive 40% of the funds. Reply with your bank details and a copy of your ID.',
    ],
  },
  'email-hmrc': {
    layout: 'email',
    from: 'HMRC <refunds@hmrc-gov-uk.help>',
    subject: 'Tax rebate notification',
    body: [
      'After the last annual calculation of your fiscal activity we have determined that you are eligible to receive a tax refund of £648.20.',
      'Please submit the tax refund request and allow us 3-5 days to process it. Click below to access the refund form.',
    ],
    button: 'Claim refund',
    footer: 'HM Revenue & Customs',
  },
  'email-mailbox-full': {
    layout: 'email',
    from: 'IT Helpdesk <helpdesk@mail-quota-alert.com>',
    subject: 'Mailbox storage full - action required',
    body: [
      'Your mailbox is full. You will not be able to send or receive new messages.',
      'Log in below to upgrade your storage for free. Failure to upgrade within 24 hours will result in the deletion of your emails.',
    ],
    button: 'Upgrade storage now',
  },
  'email-crypto-giveaway': {
    layout: 'email',
    from: 'Binance Events <events@binance-airdrop.org>',
    subject: 'You qualify for the 10,000 USDT airdrop',
    body: [
      'To celebrate our anniversary, Binance is giving away 10,000,000 USDT to loyal users.',
      'Connect your wallet and confirm your 12-word seed phrase to receive your share. Offer ends in 24 hours.',
    ],
    button: 'CLAIM AIRDROP',
  },
  'email-job-offer': {
    layout: 'email',
    from: 'Amazon Recruitment <hr@amazon-careers-jobs.com>',
    subject: 'Job offer: Remote Data Entry Assistant',
    body: [
      'Congratulations, you have been selected for a remote data entry position paying $45 per hour.',
      'Before starting, you need to buy your work equipment from our approved vendor. We will send you a check to deposit, then send the balance to the vendor by Zelle.',
    ],
  },
  'email-police-fine': {
    layout: 'email',
    from: 'Europol Cybercrime Unit <notice@europol-cyber.eu.com>',
    subject: 'Summons: criminal investigation',
    body: [
      'Your IP address has been linked to illegal activity. A criminal case has been opened against you.',
      'To avoid arrest and prosecution you must pay a fine of 600 EUR within 48 hours. Reply to this email with your payment confirmation.',
    ],
  },
  'popup-windows-locked': {
    layout: 'popup',
    tone: 'blue',
    title: 'Windows Defender Security Center',
    body: [
      '** ACCESS TO THIS PC HAS BEEN BLOCKED FOR SECURITY REASONS **',
      'Your computer has alerted us that it has been infected with a Trojan Spyware. The following data has been compromised: email credentials, banking passwords, Facebook login, pictures and documents.',
      'Do not shut down or restart your computer. Call Windows Support immediately: +1-888-555-0199 (Toll Free)',
    ],
  },
  'popup-virus-red': {
    layout: 'popup',
    tone: 'red',
    title: 'VIRUS ALERT FROM MICROSOFT',
    body: [
      'This computer is BLOCKED',
      'Error code: #0x268d3 - Pornographic spyware detected!',
      'Please call us within the next 5 minutes to prevent your computer from being disabled.',
      'Toll Free: 1-844-555-0123',
    ],
  },
  'popup-apple': {
    layout: 'popup',
    tone: 'white',
    title: 'Apple Security Alert',
    body: [
      'Your iPhone has been hacked! Your photos, accounts and banking information are at risk.',
      'We detected 4 viruses on your device. Call Apple Support at +1 (833) 555-0170 to remove them now.',
      'Do not close this page.',
    ],
  },
  'popup-mcafee': {
    layout: 'popup',
    tone: 'red',
    title: 'McAfee | Your PC is infected with 5 viruses!',
    body: [
      'Your McAfee subscription has expired. Your PC is unprotected and exposed to threats.',
      'Renew now to get 80% off. Act now, this offer expires in 04:59!',
    ],
  },
  'popup-spin-wheel': {
    layout: 'popup',
    tone: 'white',
    title: 'Congratulations, Lucky Visitor!',
    body: [
      "You are today's lucky visitor and you have been chosen to receive a Samsung Galaxy S24.",
      'Spin the wheel and answer 3 short questions to claim your gift. Only 2 prizes left!',
    ],
  },
  'post-elon-giveaway': {
    layout: 'post',
    author: 'Elon Musk',
    handle: '@elonmusk_giveaway',
    body: [
      'I am giving away 5,000 BTC to celebrate! Send any amount between 0.1 and 20 BTC to the address below and I will send back double.',
      'Address: 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      'Only the first 1,000 participants!',
    ],
  },
  'post-eth-double': {
    layout: 'post',
    author: 'Vitalik Buterin',
    handle: '@VitalikButerin_ETH',
    body: [
      'Ethereum community event: send 0.5-50 ETH and receive 2x back instantly.',
      '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe',
      'Event ends tonight.',
    ],
  },
  'post-job-tiktok': {
    layout: 'post',
    author: 'Remote Jobs Daily',
    handle: '@easyincome_jobs',
    body: [
      'HIRING NOW! Earn $300-$700 per day from home just by liking TikTok videos. No experience required, daily payout.',
      'DM our recruiter on Telegram @tasks_manager_jen to start today!',
    ],
  },
  'post-investment-guru': {
    layout: 'post',
    author: 'Forex Queen Anna',
    handle: '@anna_fx_profits',
    body: [
      'My students earned 40% weekly returns with my mining pool, zero risk investment, guaranteed profits.',
      'Message me on WhatsApp to start with just $200 and withdraw daily.',
    ],
  },
  'page-fake-shop': {
    layout: 'page',
    site: 'nike-outlet-clearance.shop/sale',
    heading: 'Nike Outlet - 90% OFF Clearance',
    body: [
      'All sneakers $19.99 today only! Store closing sale.',
      'Payment by bank transfer or gift card only. Limited stock, hurry!',
    ],
  },
  'page-crypto-invest': {
    layout: 'page',
    site: 'quantum-ai-profits.io/join',
    heading: 'Quantum AI Trading',
    body: [
      'Our automated trading software earns members up to $1,700 per day.',
      'Guaranteed returns, risk-free. Deposit just $250 to start trading today.',
    ],
  },
  'page-login-phish': {
    layout: 'page',
    site: 'secure-login-paypal.com.verify-id.top/signin',
    heading: 'PayPal - Confirm your identity',
    body: [
      'We noticed suspicious activity on your account. Your account access has been limited.',
      'Enter your email, password and card number to restore full access.',
    ],
  },
  'notification-toll': {
    layout: 'notification',
    app: 'Messages',
    title: '+1 (424) 555-0199',
    body: 'FasTrak: Your toll account has an unpaid balance of $3.89. Pay by today to avoid a $35 late fee: fastrak-paytoll.com',
  },
  'notification-bank': {
    layout: 'notification',
    app: 'Messages',
    title: 'HSBC',
    body: 'HSBC: A new payee was added to your account. If this was NOT you, visit hsbc-secure-payee.com to cancel immediately.',
  },
};
