/** What to do by the way the money left: each method has its own way to claw it back, and its own clock. */
export type Guide = { id: string; title: string; urgency: string; steps: readonly string[] };

export const PAYMENT_GUIDES: readonly Guide[] = [
  {
    id: 'card',
    title: 'Credit or debit card',
    urgency: 'Best chance of getting money back. Act within days, not weeks.',
    steps: [
      'Call the number on the back of your card and say the payment was fraud; ask them to block the card.',
      'Ask for a chargeback (a “dispute”). Card networks let banks reverse payments for goods never delivered or payments you were tricked into.',
      'Check recent statements for other charges you do not recognise and dispute them too.',
      'Keep the reference number of your call and the date.',
    ],
  },
  {
    id: 'bank-transfer',
    title: 'Bank transfer',
    urgency: 'Call your bank immediately: a transfer can sometimes be stopped or recalled within hours.',
    steps: [
      'Phone your bank’s fraud line (the number on its website or your card, never one from the scammer).',
      'Ask them to recall the payment and to alert the receiving bank.',
      'In the UK, ask about reimbursement for authorised push payment (APP) fraud; many countries have similar rules.',
      'Change your online banking password if you entered it anywhere.',
    ],
  },
  {
    id: 'payment-app',
    title: 'PayPal, Venmo, Zelle, Cash App or similar',
    urgency: 'Report in the app today; disputes have short deadlines.',
    steps: [
      'Open a dispute in the app (PayPal: Resolution Center) and choose the option for unauthorised or “item not received”.',
      'Report the recipient’s account as a scam so it can be frozen.',
      'If the app is linked to your bank or card, tell your bank too: it may cover what the app does not.',
      '“Friends and family” payments are rarely protected; say clearly that you were deceived.',
    ],
  },
  {
    id: 'crypto',
    title: 'Cryptocurrency',
    urgency: 'Transfers cannot be reversed, but reporting quickly can get the receiving account frozen.',
    steps: [
      'Note the wallet addresses and transaction IDs (hashes) involved.',
      'Report to the exchange you sent from and, if you know it, the exchange that received the funds.',
      'Report to the police or your national fraud centre with the transaction details.',
      'Ignore anyone who offers to “recover” your crypto for a fee: recovery offers are a second scam.',
    ],
  },
  {
    id: 'gift-card',
    title: 'Gift cards',
    urgency: 'Contact the card issuer right away: unspent balances can sometimes be frozen.',
    steps: [
      'Keep the cards and the receipts; photograph the card numbers and PINs.',
      'Call the issuer’s fraud line (Apple, Google Play, Amazon, Steam…) and give them the numbers.',
      'Report the scam: no real company or government body takes payment in gift cards.',
    ],
  },
  {
    id: 'money-transfer',
    title: 'Money transfer service (Western Union, MoneyGram, Wise…)',
    urgency: 'If the money has not been collected yet, it can still be stopped.',
    steps: [
      'Call the service’s fraud line straight away with the transfer reference number.',
      'Ask them to stop the transfer and refund it if it has not been picked up.',
      'File a complaint with the service and keep its reference.',
    ],
  },
];
