import { verdictTone, type AnalyzeResponse, type VerdictTone } from '@scamcheck/shared';
import { NO_EVIDENCE_HEADLINE } from '../scores/no-evidence';

/**
 * The one-line verdict and what to do about it, per band, and for a score without evidence either way:
 * the part people read before anything else.
 */
export const VERDICTS: Record<VerdictTone, { headline: string; advice: string }> = {
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
  unknown: {
    headline: NO_EVIDENCE_HEADLINE,
    advice:
      'Nothing we checked shows this site is a scam, and nothing shows it is an established site either. Not knowing is not a good sign: do not enter passwords or payment details unless you reached this site yourself and trust it.',
  },
};

export function verdictOf(report: Pick<AnalyzeResponse, 'band' | 'threatLevel'>) {
  return VERDICTS[verdictTone(report.band, report.threatLevel)];
}
