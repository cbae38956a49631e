import { pointsFrom, type MessageFamily, type MessageFinding, type MessageVerdict } from '@scamcheck/shared';
import type { BrandMismatch } from '../../images/links/brand-mismatch';
import type { ScoredLink } from '../../images/links/score-links';
import type { FamilyHit } from '../families';
import type { Classification } from '../model/classify-text';
import { PRESSURE_SIGNAL, type Signal } from './general-signals';
import {
  CLASSIFIER_FLOOR,
  CLASSIFIER_ALONE_IN_LONG_MESSAGE,
  CLASSIFIER_WITHOUT_ACTION,
  FAMILY_FACTORS,
  FAMILY_SCALE,
  HOME_ONLY,
  RISK,
  SCORE,
  SECOND_LINK_FACTOR,
  UNREAD_TEXT_LINK_FACTOR,
  SPAM_OFFER_LINK,
  SPAM_PROBABILITY,
  WEAK_FAMILY_POINTS,
  type MessageWeights,
} from './message-weights';

export type VerdictEvidence = {
  families: readonly FamilyHit[];
  signals: readonly Signal[];
  links: readonly ScoredLink[];
  mismatches: readonly BrandMismatch[];
  classification: Classification | null;
  /** Sentences from most to least scam-like by the classifier (asked only when its finding is shown). */
  classifierSentences: () => readonly string[];
  /**
   * The message gives a way to act on it: a link, a phone number (not a short code), a chat app to move to, or
   * a request to act online. (An e-mail address alone is not one: a text that is only someone's address
   * reads, to the model, like the webmail contacts of advance-fee letters.)
   */
  hasChannel: boolean;
  /**
   * Every link is the named brand's or the sender's own site and nothing else is a way to act, or the only way to act
   * is a national business line (see HOME_ONLY).
   */
  homeOnly: boolean;
  /** Longer than a text message (an e-mail, a thread): read in runs of sentences by the rules. */
  long: boolean;
  /** Written mostly in a script other than Latin, which the text model hardly knows (see UNREAD_TEXT_LINK_FACTOR). */
  unreadScript?: boolean;
  pressure: string | null;
  optOut: boolean;
  /** Points by check id (MESSAGE_POINTS unless a caller tunes them). */
  weights: MessageWeights;
};

export type Decision = {
  verdict: MessageVerdict;
  score: number;
  risk: number;
  families: MessageFamily[];
  findings: MessageFinding[];
};

const MAX_QUOTE = 200;

/** A sentence quoted whole, or cut after its last whole word before the limit. */
export function quote(sentence: string): string {
  if (sentence.length <= MAX_QUOTE) return `"${sentence}"`;
  const cut = sentence.slice(0, MAX_QUOTE);
  return `"${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trimEnd()}…"`;
}

/** Findings quote each sentence once: a sentence already shown by a stronger finding is not repeated. */
function quoter() {
  const used = new Set<string>();
  const cite = (sentences: readonly (string | null)[]) => {
    const fresh = [...new Set(sentences.filter((text): text is string => text !== null && !used.has(text)))];
    for (const text of fresh) used.add(text);
    return fresh.map(quote).join(' ');
  };
  /** The first sentence not quoted yet. */
  cite.first = (sentences: readonly string[]) => cite([sentences.find((text) => !used.has(text)) ?? null]);
  return cite;
}

function harmFindings(evidence: VerdictEvidence, cite: ReturnType<typeof quoter>): MessageFinding[] {
  const findings: MessageFinding[] = [];
  const { weights } = evidence;
  const ranked = [...evidence.families].sort((a, b) => b.points - a.points);
  ranked.forEach((hit, rank) => {
    const factor = FAMILY_FACTORS[Math.min(rank, FAMILY_FACTORS.length - 1)] ?? 0;
    findings.push({
      code: `family-${hit.family}`,
      family: hit.family,
      title: hit.title,
      evidence: cite(hit.evidence),
      axis: 'harm',
      points: Math.round(hit.points * factor * FAMILY_SCALE * (evidence.homeOnly ? HOME_ONLY : 1)),
    });
  });
  const risky = evidence.links.filter((link) => link.risk > 0);
  risky.slice(0, 2).forEach((link, rank) => {
    findings.push({
      code: 'risky-link',
      family: null,
      title: `Link to ${link.domain} looks suspicious${link.issues[0] === undefined ? '' : `: ${link.issues[0].toLowerCase()}`}`,
      evidence: cite([link.text]),
      axis: 'harm',
      points: Math.round(link.risk * (rank === 0 ? 1 : SECOND_LINK_FACTOR)),
    });
  });
  const [doubtful] = risky;
  if (evidence.unreadScript === true && doubtful !== undefined) {
    findings.push({
      code: 'link-in-unread-script',
      family: null,
      title: `Written in a script the text model hardly reads, so its doubtful link to ${doubtful.domain} weighs more`,
      evidence: cite([doubtful.text]),
      axis: 'harm',
      points: Math.round(doubtful.risk * UNREAD_TEXT_LINK_FACTOR),
    });
  }
  const [mismatch] = evidence.mismatches;
  if (mismatch !== undefined) {
    findings.push({
      code: 'brand-link-mismatch',
      family: null,
      title:
        mismatch.via === 'email'
          ? `Names ${mismatch.brand} but gives an e-mail address at ${mismatch.domain}, which is not ${mismatch.brand}'s (${mismatch.officialDomain})`
          : `Names ${mismatch.brand} but links to ${mismatch.domain}, which is not ${mismatch.brand}'s site (${mismatch.officialDomain})`,
      evidence: cite([mismatch.domain]),
      axis: 'harm',
      points: pointsFrom(weights, 'brand-link-mismatch'),
    });
  }
  for (const signal of evidence.signals.filter((item) => item.axis === 'harm')) {
    findings.push({
      code: signal.code,
      family: null,
      title: signal.title,
      evidence: cite([signal.sentence]),
      axis: 'harm',
      points: signal.points,
    });
  }
  const p = evidence.classification?.scamProbability ?? 0;
  // Without a way to act on the message (a link, a number) or another sign of harm, neither the model's
  // opinion nor a deadline is enough to flag it.
  // A weak family outcome alone ("mum, can you Bizum me 15€") is what honest messages say too: not a way to act.
  const actionable =
    evidence.hasChannel ||
    evidence.families.some((hit) => hit.points > WEAK_FAMILY_POINTS) ||
    findings.some((finding) => finding.family === null);
  // An e-mail, a newsletter, a bill or a work thread reads like the phishing e-mails the model learned from far
  // more often than a text message does: in a long message the model's opinion needs a rule's evidence beside
  // it before it counts fully.
  const factor =
    !actionable || evidence.homeOnly
      ? CLASSIFIER_WITHOUT_ACTION
      : evidence.long && findings.length === 0
        ? CLASSIFIER_ALONE_IN_LONG_MESSAGE
        : 1;
  if (p >= CLASSIFIER_FLOOR) {
    findings.push({
      code: 'classifier',
      family: null,
      title: `Reads like known scam messages (${Math.round(p * 100)}% by our trained text model)`,
      evidence: cite.first(evidence.classifierSentences()),
      axis: 'harm',
      points: Math.round(pointsFrom(weights, 'classifier') * p * factor),
    });
  }
  // Marketing-style text (by the spam head) that sends the reader to a site with strong evidence of harm: an
  // unsolicited "offer" from a phishing-shaped or look-alike address is how prize, shop and loan scams read.
  const riskiest = risky[0];
  if (
    riskiest !== undefined &&
    riskiest.risk >= SPAM_OFFER_LINK.minLinkRisk &&
    (evidence.classification?.spamProbability ?? 0) >= SPAM_OFFER_LINK.minSpamProbability
  ) {
    findings.push({
      code: 'offer-to-suspicious-site',
      family: null,
      title: 'An unsolicited offer that sends you to a suspicious site',
      evidence: cite([riskiest.text]),
      axis: 'harm',
      points: pointsFrom(weights, 'offer-to-suspicious-site'),
    });
  }
  // A deadline in a notice that can only send you home is the honest notice's own ("update it by 3 May"), and one
  // in a notice that says it can be ignored threatens nothing ("this link expires in 1 hour … if you didn't ask
  // for it, ignore this e-mail").
  const ignorable = evidence.signals.some((signal) => signal.code === 'no-action');
  if (actionable && findings.length > 0 && evidence.pressure !== null && !evidence.homeOnly && !ignorable) {
    findings.push({
      ...PRESSURE_SIGNAL,
      family: null,
      evidence: cite([evidence.pressure]),
      axis: 'harm',
      points: pointsFrom(weights, PRESSURE_SIGNAL.code),
    });
  }
  return findings;
}

function scoreFor(verdict: MessageVerdict, risk: number, spamProbability: number): number {
  const within = (range: { max: number; min: number }, fraction: number) =>
    Math.round(range.max - (range.max - range.min) * Math.min(1, Math.max(0, fraction)));
  if (verdict === 'scam') return within(SCORE.scam, (risk - RISK.scam) / 80);
  if (verdict === 'suspicious')
    return within(SCORE.suspicious, (risk - RISK.suspicious) / (RISK.scam - RISK.suspicious));
  if (verdict === 'spam') return within(SCORE.spam, spamProbability);
  return within(SCORE.noSigns, risk / RISK.suspicious);
}

export function decideVerdict(evidence: VerdictEvidence): Decision {
  const cite = quoter();
  const harm = harmFindings(evidence, cite);
  const trust: MessageFinding[] = evidence.signals
    .filter((signal) => signal.axis === 'trust')
    .map((signal) => ({
      code: signal.code,
      family: null,
      title: signal.title,
      evidence: cite([signal.sentence]),
      axis: 'trust',
      points: signal.points,
    }));
  const harmPoints = harm.reduce((sum, finding) => sum + finding.points, 0);
  const trustPoints = trust.reduce((sum, finding) => sum + finding.points, 0);
  const risk = Math.max(0, harmPoints - trustPoints);
  const spamProbability = evidence.classification?.spamProbability ?? 0;
  const spamLine = evidence.optOut ? SPAM_PROBABILITY.withOptOut : SPAM_PROBABILITY.plain;
  let verdict: MessageVerdict = 'no-signs';
  if (harm.length > 0 && risk >= RISK.scam) verdict = 'scam';
  else if (harm.length > 0 && risk >= RISK.suspicious) verdict = 'suspicious';
  else if (spamProbability >= spamLine) verdict = 'spam';
  const families =
    verdict === 'scam' || verdict === 'suspicious'
      ? [...evidence.families].sort((a, b) => b.points - a.points).map((hit) => hit.family)
      : [];
  return {
    verdict,
    score: scoreFor(verdict, risk, spamProbability),
    risk,
    families,
    findings: [...harm, ...trust].sort((a, b) => b.points - a.points),
  };
}
