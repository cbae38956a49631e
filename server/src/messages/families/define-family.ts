import { pointsFrom, type Check, type MessageFamily } from '@scamcheck/shared';
import type { ScoredLink } from '../../images/links/score-links';
import type { MessageAmount } from '../entities/amounts';
import type { MessagePhone } from '../entities/phone-numbers';
import type { Sentence } from '../text/message-text';
import type { FamilyOutcome, FamilyWeights } from '../verdict/family-weights';
import type { Matcher } from './cues';

/**
 * A scam family is recognised from cues, each a set of patterns tried sentence by sentence. `assess`
 * turns the cues found (and the message's links, numbers and amounts) into an outcome: what the message
 * did, whose points are data (FAMILY_POINTS, verdict/family-weights.ts). So a family is only reported
 * when its tell-tale combination appears (a parcel and a fee, a blocked account and a link), never on one
 * word an honest message could also contain. Evidence is the whole sentence. Each family is a check of
 * kind 'message-rule' (shared checks/check.ts) whose id is the family's id.
 */
export type FamilyFacts = {
  sentences: readonly Sentence[];
  links: readonly ScoredLink[];
  phones: readonly MessagePhone[];
  amounts: readonly MessageAmount[];
  /** Points by family and outcome (FAMILY_POINTS unless the analyzer was given others). */
  weights: FamilyWeights;
};

export type FamilyHit = {
  family: MessageFamily;
  title: string;
  points: number;
  /** Whole sentences that matched, hook first, each once. */
  evidence: string[];
  hook: string | null;
  request: string | null;
};

export type FamilyRule = Check<FamilyFacts, FamilyHit> & {
  family: MessageFamily;
  title: string;
  cueNames: readonly string[];
};

export type Has<Cue extends string> = (cue: Cue) => boolean;

type FamilySpec<Family extends MessageFamily, Cue extends string> = {
  family: Family;
  title: string;
  cues: Record<Cue, readonly Matcher[]>;
  /** Cues that draw the reader in, in order of preference: the quoted hook. */
  hook: readonly NoInfer<Cue>[];
  /** Cues that ask for something: the quoted request. */
  request: readonly NoInfer<Cue>[];
  /** The outcome (a key of the family's FAMILY_POINTS entry), or null when the family is not there. */
  assess(has: Has<Cue>, facts: FamilyFacts): FamilyOutcome<Family> | null;
};

export const MAX_EVIDENCE = 3;

function firstOf<Cue extends string>(found: Map<Cue, string>, cues: readonly Cue[]): string | null {
  for (const cue of cues) {
    const sentence = found.get(cue);
    if (sentence !== undefined) return sentence;
  }
  return null;
}

// Which sentence (index) first matches a pattern, remembered per message: the families share many
// patterns (links, calls, payments), and each is tried on a message's sentences once.
const FIRST_MATCH = new WeakMap<FamilyFacts, Map<Matcher, number>>();

function firstMatch(facts: FamilyFacts, pattern: Matcher): number {
  let memo = FIRST_MATCH.get(facts);
  if (memo === undefined) {
    memo = new Map();
    FIRST_MATCH.set(facts, memo);
  }
  let index = memo.get(pattern);
  if (index === undefined) {
    index = facts.sentences.findIndex((sentence) => pattern.test(sentence.match));
    memo.set(pattern, index);
  }
  return index;
}

/** The first sentence any of the cue's patterns matches, or undefined. */
function cueSentence(facts: FamilyFacts, patterns: readonly Matcher[]): string | undefined {
  let first = -1;
  for (const pattern of patterns) {
    const index = firstMatch(facts, pattern);
    if (index >= 0 && (first < 0 || index < first)) first = index;
  }
  return first < 0 ? undefined : facts.sentences[first]?.text;
}

export function defineFamily<const Family extends MessageFamily, const Cue extends string>(
  spec: FamilySpec<Family, Cue>,
): FamilyRule {
  const cues = Object.entries(spec.cues) as [Cue, readonly Matcher[]][];
  const byName = new Map<Cue, readonly Matcher[]>(cues);
  return {
    id: spec.family,
    kind: 'message-rule',
    axis: 'harm',
    family: spec.family,
    title: spec.title,
    cueNames: cues.map(([name]) => name),
    run(facts) {
      // Cues are looked for only when the assessment asks: most families stop at their first missing cue.
      const outcome = spec.assess((cue) => cueSentence(facts, byName.get(cue) ?? []) !== undefined, facts);
      if (outcome === null) return null;
      // A missing weight throws: the family is then listed as unavailable rather than counted wrongly.
      const points = pointsFrom(facts.weights[spec.family], outcome);
      if (points <= 0) return null;
      const found = new Map<Cue, string>();
      for (const [cue, patterns] of cues) {
        const sentence = cueSentence(facts, patterns);
        if (sentence !== undefined) found.set(cue, sentence);
      }
      if (found.size === 0) return null;
      const hook = firstOf(found, spec.hook);
      const request = firstOf(found, spec.request);
      const ordered = [hook, request, ...found.values()].filter((text): text is string => text !== null);
      const hit: FamilyHit = {
        family: spec.family,
        title: spec.title,
        points,
        evidence: [...new Set(ordered)].slice(0, MAX_EVIDENCE),
        hook,
        request,
      };
      return [hit];
    },
  };
}

// Links that open a chat with whoever sent them (wa.me/447700900123, t.me/someone): a way to reach a stranger,
// although the site is the messaging app's own.
const CHAT_INVITE = /^(?:wa\.me|t\.me|telegram\.me|m\.me|line\.me|api\.whatsapp\.com|chat\.whatsapp\.com)$/;

/** A link to answer through: not a known brand's own site (honest notices link home), or a chat invite. */
function isWayToAct(link: ScoredLink): boolean {
  return !link.isOfficialBrandSite || CHAT_INVITE.test(link.domain);
}

/** A link that is not a known brand's own site, or one that opens a chat with the sender. */
export function hasLink(facts: FamilyFacts): boolean {
  return facts.links.some(isWayToAct);
}

/**
 * The message sends you somewhere: an extracted link that is not a brand's own site, or, when no link
 * could be extracted (broken or spaced-out addresses), words that name one.
 */
export function sendsOnline(linkCue: boolean, facts: FamilyFacts): boolean {
  return hasLink(facts) || (linkCue && facts.links.length === 0);
}

/** A link to a site that is neither a brand's own nor among the most visited, or one with signs of harm. */
export function hasUnknownLink(facts: FamilyFacts): boolean {
  return facts.links.some((link) => !link.isOfficialBrandSite && (!link.isWellKnown || link.risk > 0));
}

export function hasRiskyLink(facts: FamilyFacts): boolean {
  return facts.links.some((link) => link.risk > 0);
}

export function hasPhone(facts: FamilyFacts, kinds?: readonly MessagePhone['kind'][]): boolean {
  return facts.phones.some((phone) => kinds === undefined || kinds.includes(phone.kind));
}
