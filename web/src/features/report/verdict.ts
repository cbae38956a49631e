import type { Band } from '@scamcheck/shared';

/** The one-line verdict and what to do about it, per band: the part people read before anything else. */
export const VERDICTS: Record<Band, { headline: string; advice: string }> = {
  trusted: {
    headline: 'No signs of a scam',
    advice:
      'This site shows the signs of an established, legitimate website. Still check the address bar matches before signing in or paying.',
  },
  caution: {
    headline: 'Be careful with this site',
    advice:
      'Some warning signs were found. Do not enter passwords or payment details unless you reached this site yourself and trust it.',
  },
  suspicious: {
    headline: 'This site looks like a scam',
    advice:
      'Several strong warning signs were found. Do not sign in, pay or share personal details here. If you already did, see what to do now.',
  },
};
