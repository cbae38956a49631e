// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { BANNER_TAG, showWarningBanner } from './warning-banner';

const message = {
  type: 'show-warning' as const,
  site: {
    host: 'paypa1.example',
    score: 12,
    flags: ['<img src=x onerror=alert(1)>', 'Registered 3 days ago'],
    lookalike: { brand: 'PayPal', officialDomain: 'paypal.com' },
  },
};

beforeEach(() => {
  document.body.innerHTML = '<p>page</p>';
});

function capture() {
  const calls: string[] = [];
  return { calls, actions: { onGoBack: () => calls.push('back'), onContinue: () => calls.push('continue') } };
}

describe('showWarningBanner', () => {
  it('says what is wrong, as text, in a shadow root the page cannot reach', () => {
    const { actions } = capture();
    const host = showWarningBanner(document, message, actions);
    expect(document.querySelector(BANNER_TAG)).toBe(host);
    expect(host.shadowRoot).toBeNull(); // closed: page scripts cannot read or restyle it
    expect(document.body.textContent).toBe('page'); // nothing of the banner is in the page's own DOM
    expect(document.querySelector('img')).toBeNull();
  });

  it('offers Go back and Continue anyway, each of which removes the banner', () => {
    for (const [label, expected] of [
      ['Go back', 'back'],
      ['Continue anyway', 'continue'],
    ] as const) {
      const { calls, actions } = capture();
      const root = attachOpen(() => showWarningBanner(document, message, actions));
      const button = [...root.querySelectorAll('button')].find((b) => b.textContent === label);
      expect(root.textContent).toContain('paypa1.example may be a scam');
      expect(root.textContent).toContain('Did you mean paypal.com?');
      expect(root.textContent).toContain('<img src=x onerror=alert(1)>');
      expect(root.querySelector('img')).toBeNull();
      button?.click();
      expect(calls).toEqual([expected]);
      expect(document.querySelector(BANNER_TAG)).toBeNull();
    }
  });

  it('shows one banner at a time', () => {
    const { actions } = capture();
    showWarningBanner(document, message, actions);
    showWarningBanner(document, message, actions);
    expect(document.querySelectorAll(BANNER_TAG)).toHaveLength(1);
  });
});

/** Reads the closed root by catching it as it is attached (tests only). */
function attachOpen(render: () => HTMLElement): ShadowRoot {
  const original = Element.prototype.attachShadow;
  let root: ShadowRoot | undefined;
  Element.prototype.attachShadow = function (init) {
    root = original.call(this, init);
    return root;
  };
  try {
    render();
  } finally {
    Element.prototype.attachShadow = original;
  }
  if (root === undefined) throw new Error('no shadow root was attached');
  return root;
}
