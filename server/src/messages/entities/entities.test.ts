import { describe, expect, it } from 'vitest';
import { extractAmounts } from './amounts';
import { readLinks } from './message-links';
import { classifyPhone, extractPhones, isBusinessLine } from './phone-numbers';

describe('phone numbers', () => {
  it.each([
    ['Call 09061 701 461 now', 'premium-rate', 'GB'],
    ['ring 0871 872 1234', 'premium-rate', 'GB'],
    ['call +44 9065 123456', 'premium-rate', 'GB'],
    ['my new number 07012 345678', 'personal', 'GB'],
    ['text me on 07700 900123', 'mobile', 'GB'],
    ['freephone 0800 046 5821', 'toll-free', 'GB'],
    ['call 020 7946 0018', 'landline', 'GB'],
    ['call 1-888-492-3011', 'toll-free', 'US'],
    ['call (877) 406-1102', 'toll-free', 'US'],
    ['call +1 833 774 9021', 'toll-free', 'US'],
    ['call 1-844-520-1187', 'toll-free', 'US'],
    ['call 866.291.3387', 'toll-free', 'US'],
    ['call 855-331-2914', 'toll-free', 'US'],
    ['call 800 555 0199', 'toll-free', 'US'],
    ['call (415) 555-0132', 'landline', 'US'],
    ['call 9876543210 now', 'mobile', 'IN'],
    ['call +91 98765 43210', 'mobile', 'IN'],
    ['call +91-8017352291', 'mobile', 'IN'],
    ['call 0412 345 678', 'mobile', 'AU'],
    ['whatsapp +234 803 123 4567', 'mobile', 'NG'],
    ['call 1860 500 5555 for help', 'landline', 'IN'],
    ['If not done by you, call 1800 1234 immediately. -SBI', 'toll-free', 'IN'],
    ['Not you? Call 18001080 to block', 'toll-free', 'IN'],
    ['call 0763 063 000', 'mobile', null],
    ['Not you? Call 18004195959/SMS BLOCK 4471', 'toll-free', 'US'],
  ])('%s → %s %s', (text, kind, country) => {
    const [phone] = extractPhones(text);
    expect(phone).toMatchObject({ kind, country });
  });

  it('reads 0803 and 0906 numbers as Nigerian mobiles in a Nigerian message', () => {
    expect(extractPhones('MTN: call 09061234567 for help')).toEqual([
      expect.objectContaining({ kind: 'mobile', country: 'NG' }),
    ]);
    expect(extractPhones('call 09061234567 for help')).toEqual([
      expect.objectContaining({ kind: 'premium-rate', country: 'GB' }),
    ]);
    // A London postcode ("N1 7XX") is not a naira amount ("N5,000").
    expect(extractPhones('Call 09050 002 116 now. PO Box 12 London N1 7XX')).toEqual([
      expect.objectContaining({ kind: 'premium-rate', country: 'GB' }),
    ]);
    expect(extractPhones('Send N5,000 to 09050 002 116 now')).toEqual([
      expect.objectContaining({ kind: 'mobile', country: 'NG' }),
    ]);
    // A short code followed by an age limit is still a short code.
    expect(extractPhones('Txt STOP to 87239 16+')).toEqual([
      expect.objectContaining({ text: '87239', kind: 'short-code' }),
    ]);
  });

  it('finds SMS short codes after "text … to"', () => {
    expect(extractPhones('txt CLAIM to 80488 now')).toEqual([
      expect.objectContaining({ text: '80488', kind: 'short-code' }),
    ]);
  });

  it('reads a number followed by an age limit or a rate as the number alone', () => {
    expect(extractPhones('to stop send STOP 08452810071 16+')).toEqual([
      expect.objectContaining({ text: '08452810071', kind: 'premium-rate', country: 'GB' }),
    ]);
  });

  it('reads a number glued to the word before or after it', () => {
    expect(extractPhones('please call this number07700900461 now')).toEqual([
      expect.objectContaining({ text: '07700900461', kind: 'mobile', country: 'GB' }),
    ]);
    expect(extractPhones('Please call us 9866037046immediately')).toEqual([
      expect.objectContaining({ text: '9866037046', kind: 'mobile', country: 'IN' }),
    ]);
    expect(extractPhones('Pay £1,249.99 by 12/03/2025, ref AB4482910')).toEqual([]);
  });

  it('counts a blanked-out number written in groups after "dial"', () => {
    expect(extractPhones('to ACTIVATE Dial XXXXXX-XXXXX for RECTIFICATION')).toEqual([
      expect.objectContaining({ text: 'XXXXXX-XXXXX', kind: 'unknown' }),
    ]);
  });

  it('does not take a US ZIP+4 code for an Australian premium-rate number', () => {
    expect(extractPhones('Philadelphia, PA 19104 - 6374, call me next week')).toEqual([]);
  });

  it('explains why premium-rate and personal numbers matter', () => {
    expect(classifyPhone('09066 612 445')?.note).toMatch(/premium/i);
    expect(classifyPhone('07012 345678')?.note).toMatch(/personal/i);
  });

  it('leaves amounts, dates and order numbers alone', () => {
    expect(extractPhones('Order #1029384 for £1,249.99 on 12/03/2025, ref 4482910')).toEqual([]);
    // A slash before more digits continues a path or a date.
    expect(extractPhones('see example.org/docs/20240312/45/index')).toEqual([]);
  });

  it('does not take an IP address in a sign-in alert for a phone number', () => {
    expect(extractPhones('Country/region: Portugal\nIP address: 85.247.112.19\nPlatform: iOS')).toEqual([]);
  });

  it('reads 087 and 08x numbers the South African way in a message about rand or a South African bank', () => {
    expect(extractPhones('FNB: R1,299.00 reserved on card..4421. Not you? Call 087 575 9444')).toEqual([
      expect.objectContaining({ text: '087 575 9444', kind: 'landline', country: 'ZA' }),
    ]);
    expect(extractPhones('Capitec: R300.00 paid. Queries: 082 555 0142')).toEqual([
      expect.objectContaining({ kind: 'mobile', country: 'ZA' }),
    ]);
    expect(extractPhones('Call 0870 123 4567 to claim your £500 prize')).toEqual([
      expect.objectContaining({ kind: 'premium-rate', country: 'GB' }),
    ]);
  });

  it('reads 09xx numbers as Philippine mobiles in a message about GCash or pesos', () => {
    expect(extractPhones('Send any amount via GCash 0917 442 8810 for the flood victims')).toEqual([
      expect.objectContaining({ kind: 'mobile', country: 'PH' }),
    ]);
    expect(classifyPhone('09174428810')?.kind).toBe('premium-rate');
    expect(extractPhones('Be smart! Call 09061701461 now to claim your prize')).toEqual([
      expect.objectContaining({ kind: 'premium-rate', country: 'GB' }),
    ]);
  });

  it('counts a number after "call" or "WhatsApp" in a format it does not know as a number of unknown kind', () => {
    expect(extractPhones('If this was not you please call 01 443 9127 immediately')).toEqual([
      expect.objectContaining({ text: '01 443 9127', kind: 'unknown' }),
    ]);
    expect(extractPhones('Call us on 1-800-555-0199 with questions')).toEqual([
      expect.objectContaining({ kind: 'toll-free' }),
    ]);
    expect(extractPhones('Please call me after 5, order 123456789 ships on 12/03/2025')).toEqual([]);
  });

  it('counts a number whose digits were blanked out after "call" or "PH" as a way to reach the sender', () => {
    expect(extractPhones('Paytm office PH XXXXXXXXXX immediately')).toEqual([
      expect.objectContaining({ text: 'XXXXXXXXXX', kind: 'unknown' }),
    ]);
    expect(extractPhones('please call customer care ########## today')).toHaveLength(1);
    expect(extractPhones('Your order XXXXXXXXXX has shipped, ref XXXXXXX')).toEqual([]);
  });

  it('counts a number blanked in part after "call", but not an account masked to its last digits', () => {
    expect(extractPhones('Call us on 0207 XXX XXXX quoting ref 4821')).toEqual([
      expect.objectContaining({ text: '0207 XXX XXXX', kind: 'unknown' }),
    ]);
    expect(extractPhones('Dial 1-888-XXX-XXXX today')).toHaveLength(1);
    expect(extractPhones('Debit of Rs 500 from A/c no XXXXXXXX4521 on 12-03')).toEqual([]);
  });

  it('counts a number blanked in the middle after a word for calling, but not an account number blanked likewise', () => {
    expect(extractPhones('A warrant will be issued. Call 202-XXX-3391 immediately.')).toEqual([
      expect.objectContaining({ text: '202-XXX-3391', kind: 'unknown' }),
    ]);
    expect(extractPhones('pls call me back urgently on 0779XXXX212')).toHaveLength(1);
    expect(extractPhones('contact our electricity officer 98317XXXXX')).toHaveLength(1);
    expect(extractPhones('Your A/c no 50XXXX1234 is credited with Rs 500')).toEqual([]);
    expect(extractPhones('account number 12XXXX7781 has been debited')).toEqual([]);
    // Spam-report sites often hide two digits in lower case.
    expect(extractPhones("If you didn't take this ride, call Uber support: 1 (855) 5xx-4022")).toHaveLength(
      1,
    );
    expect(extractPhones('apna CNIC number aur PIN is number par bhejein 030x-xxx9821')).toHaveLength(1);
  });

  it('counts a number by its shape when a few middle digits are hidden, but not a reference, a card or a date', () => {
    expect(extractPhones('담당 수사관에게 연락 바랍니다 010-xxxx-4412')).toEqual([
      expect.objectContaining({ text: '010-xxxx-4412', kind: 'unknown' }),
    ]);
    expect(extractPhones('send your MPIN and CNIC to 03xx-xxx7711.')).toHaveLength(1);
    expect(
      extractPhones('Ref 2024-XXX-118 for card XXXX-XXXX-1234 on 12-xx-2024, order no 0123-XXX-456'),
    ).toEqual([]);
  });

  it('lists a number written twice once', () => {
    expect(extractPhones('call 1-888-492-3011 or (888) 492-3011')).toHaveLength(1);
  });
});

describe('national business numbers', () => {
  it.each([
    ['Please call us on 0818 724 724 to confirm', 'IE'],
    ['ring 1850 24 1850', 'IE'],
    ['call 0860 123 000 now', 'ZA'],
    ['If you do not recognise it, call us on 13 2221', 'AU'],
    ['Call 13 22 21 any time', 'AU'],
  ])('%s is a business line, not a UK or unknown number', (text, country) => {
    expect(extractPhones(text)).toMatchObject([{ kind: 'landline', country }]);
  });

  it('reads 0860 and 0861 as shared-call lines in a South African message', () => {
    expect(
      extractPhones('Capitec: Your card was used for R89.50 at SHOPRITE. Not you? Call 0860 10 20 43'),
    ).toEqual([expect.objectContaining({ kind: 'landline', country: 'ZA' })]);
    expect(extractPhones('Absa: R1,200.00 paid. Not you? Call 0860 008 600').map(isBusinessLine)).toEqual([
      true,
    ]);
  });

  it('does not take a six-digit code written whole for an Australian 13 number', () => {
    expect(extractPhones('Your verification code is 132221')).toEqual([]);
  });
});

describe('references are not phone numbers', () => {
  it.each([
    'Your shipment AWB 7438192001 is out for delivery today.',
    'Order no. 4061123988 has been packed.',
    'UPI Ref 9071234567 for Rs 500 to Swiggy.',
  ])('%s', (text) => {
    expect(extractPhones(text)).toEqual([]);
  });

  it('still reads the number to call beside a reference', () => {
    expect(
      extractPhones('Booking 4471 confirmed. Questions? Call 9876543210').map((item) => item.text),
    ).toEqual(['9876543210']);
  });
});

describe('amounts', () => {
  it.each([
    ['pay £1.99 now', 'GBP', 1.99],
    ['a fee of $1,249.00', 'USD', 1249],
    ['€3.20 import tax', 'EUR', 3.2],
    ['₹49,999 debited', 'INR', 49999],
    ['Rs 25,000 fine', 'INR', 25000],
    ['Rs.500 cashback', 'INR', 500],
    ['INR 650 credited', 'INR', 650],
    ['duty of 2.95 AUD', 'AUD', 2.95],
    ['A$120 fine', 'AUD', 120],
    ['won £ 6,500,000', 'GBP', 6500000],
    ['send 150 USDT', 'USDT', 150],
    ['Rs 25 lakh prize', 'INR', 2500000],
    ['winner of Rp 175,000,000', 'IDR', 175000000],
    ['bill of RM868.25 is overdue', 'MYR', 868.25],
    ['₱5,000 cash gift', 'PHP', 5000],
    ['gagné 1 500 000 FCFA', 'XAF', 1500000],
    ['salaire 25 000 DH par mois', 'MAD', 25000],
    ['lipa Ksh 6,500 kwanza', 'KES', 6500],
    ['UGX 150,000 received', 'UGX', 150000],
    ['GHS 600.00 from KWAME', 'GHS', 600],
  ])('%s → %s %s', (text, currency, value) => {
    expect(extractAmounts(text)).toEqual([expect.objectContaining({ currency, value })]);
  });

  it('ignores numbers with no currency', () => {
    expect(extractAmounts('your code is 482913, valid 10 minutes')).toEqual([]);
  });
});

describe('links, e-mails and brands', () => {
  it('scores each link with the lexical engine and reports it once', () => {
    const facts = readLinks('Pay at https://usps-redeliver.top/pay or usps-redeliver.top today');
    expect(facts.links).toHaveLength(1);
    expect(facts.links[0]).toMatchObject({
      domain: 'usps-redeliver.top',
      reportPath: '/domain/usps-redeliver.top',
    });
    expect(facts.links[0]?.score).toBeLessThan(70);
  });

  it('finds e-mail addresses', () => {
    expect(readLinks('send your details to claims@uk-lotto.org today').emails).toEqual([
      'claims@uk-lotto.org',
    ]);
  });

  it('marks a brand that links elsewhere, and not one that links home', () => {
    const elsewhere = readLinks('Amazon: your order is on hold, confirm payment at amazon-orders-help.com');
    expect(elsewhere.brands.map(({ brand, linksElsewhere }) => [brand.name, linksElsewhere])).toEqual([
      ['Amazon', true],
    ]);
    const home = readLinks('Amazon: your order has shipped, track it at https://www.amazon.co.uk/orders');
    expect(home.brands.map(({ linksElsewhere }) => linksElsewhere)).toEqual([false]);
  });
});
