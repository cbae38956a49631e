import { describe, expect, it } from 'vitest';
import { readMessage, splitSentences, toMatchForm } from './message-text';

describe('message text', () => {
  it('spells out text-speak and banking shorthand for the rules', () => {
    expect(toMatchForm('Ur A/C will b blocked 2day, pls update KYC')).toBe(
      'your account will be blocked today, please update kyc',
    );
  });

  it('drops the accents of Latin letters in the match form only, and leaves other scripts alone', () => {
    expect(toMatchForm('Su envío está retenido: pague la Zollgebühr')).toBe(
      'su envio esta retenido: pague la zollgebuhr',
    );
    expect(toMatchForm('Din pakke på posthuset')).toBe('din pakke pa posthuset');
    expect(toMatchForm('आपका खाता')).toBe('आपका खाता');
    expect(readMessage('Su envío').sentences[0]?.text).toBe('Su envío');
  });

  it('reads text whose UTF-8 was decoded as Windows-1252 again, and leaves real accents as they are', () => {
    expect(readMessage('betal de nÃ¸dvendige gebyrer, sÃ¥ vi kan levere').text).toBe(
      'betal de nødvendige gebyrer, så vi kan levere',
    );
    expect(readMessage('CafÃ© â€“ â‚¬5').text).toBe('Café - €5');
    expect(readMessage('Ã°Å¸Ëœâ‚¬ see you').text).toBe('😀 see you');
    expect(readMessage('NÃO é possível, Ã tout').text).toBe('NÃO é possível, Ã tout');
  });

  it('does not end a sentence at a title before a name', () => {
    expect(
      splitSentences('Hello, is this Mr. Chen? We met at the golf club. Dr. Evans and K. Ross said hi.'),
    ).toEqual(['Hello, is this Mr. Chen?', 'We met at the golf club.', 'Dr. Evans and K. Ross said hi.']);
  });

  it('splits sentences at full stops and line breaks, keeping each as written', () => {
    expect(splitSentences('Hi. Your parcel is held.\nPay £1.99 at evri-fee.top')).toEqual([
      'Hi.',
      'Your parcel is held.',
      'Pay £1.99 at evri-fee.top',
    ]);
  });

  it('does not split inside amounts or links', () => {
    expect(splitSentences('Pay £1.99 at www.pay-now.info today.')).toEqual([
      'Pay £1.99 at www.pay-now.info today.',
    ]);
  });

  it('joins names spelled out with dots, dashes or underscores, and leaves links and abbreviations alone', () => {
    expect(toMatchForm('U-S-P-S ID 5521: ur item')).toBe('usps id 5521: your item');
    expect(toMatchForm('D.H.L notice, IRS_TAX_REFUND_ID')).toBe('dhl notice, irs tax refund id');
    expect(toMatchForm('see t.co/abc, e.g. the best')).toBe('see t.co/abc, e.g. the best');
  });

  it('removes invisible characters that could split a phrase', () => {
    expect(readMessage('ver\u200bify your account').match).toBe('verify your account');
  });
});

describe('defanged links', () => {
  it('reads an address made unclickable by whoever reported the message as the address', () => {
    expect(readMessage('Pay here: postnl-bezorging[.]info').text).toBe('Pay here: postnl-bezorging.info');
    expect(readMessage('update at hxxps://hkpost-hk[.]cc/x').text).toBe('update at https://hkpost-hk.cc/x');
    expect(readMessage('go to evil(.)com or evil[dot]net').text).toBe('go to evil.com or evil.net');
    expect(readMessage('track it here http //bit.ly/2E1').text).toBe('track it here http://bit.ly/2E1');
  });

  it('leaves ordinary brackets and dots alone', () => {
    expect(readMessage('Totals [.] are final (see note 3.).').text).toBe(
      'Totals [.] are final (see note 3.).',
    );
  });
});
