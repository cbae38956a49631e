import { pointsFrom, type Check, type MessageFamily } from '@scamcheck/shared';
import { isLittleKnownSite, type ScoredLink } from '../../images/links/score-links';
import { isGovernmentHost } from '../../images/text/government-host';
import type { MessageAmount } from '../entities/amounts';
import type { MessagePhone } from '../entities/phone-numbers';
import { toMatchForm, type Sentence } from '../text/message-text';
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
  /**
   * Cues looked for in the whole message even when it is read in runs: the sender's own route ("reset your
   * password from the portal login page", "lock it from the app") vouches for every paragraph of the notice.
   */
  wholeMessage?: readonly NoInfer<Cue>[];
};

export const MAX_EVIDENCE = 3;

function firstOf<Cue extends string>(found: Map<Cue, string>, cues: readonly Cue[]): string | null {
  for (const cue of cues) {
    const sentence = found.get(cue);
    if (sentence !== undefined) return sentence;
  }
  return null;
}

// Which sentences (indexes, ascending) match a pattern, remembered per message: the families share many
// patterns (links, calls, payments), and each is tried on a message's sentences once.
const MATCHES = new WeakMap<FamilyFacts, Map<Matcher, number[]>>();

/** What `compute` gives for a pattern on a message, worked out once per message and pattern. */
function remembered<Value>(
  store: WeakMap<FamilyFacts, Map<Matcher, Value>>,
  facts: FamilyFacts,
  pattern: Matcher,
  compute: () => Value,
): Value {
  let memo = store.get(facts);
  if (memo === undefined) {
    memo = new Map();
    store.set(facts, memo);
  }
  let value = memo.get(pattern);
  if (value === undefined) {
    value = compute();
    memo.set(pattern, value);
  }
  return value;
}

function matchesOf(facts: FamilyFacts, pattern: Matcher): number[] {
  return remembered(MATCHES, facts, pattern, () => {
    const indexes: number[] = [];
    facts.sentences.forEach((sentence, index) => {
      if (pattern.test(sentence.match)) indexes.push(index);
    });
    return indexes;
  });
}

/** A run of consecutive sentences, [start, end), read with the e-mail's subject line (its index) if any. */
type Window = { start: number; end: number; subject: number };

/**
 * A scam's cues stand together: "your mailbox will be deactivated … click here to verify" is one paragraph.
 * A message up to this long is read whole; a longer one (an e-mail, a digest, a forwarded thread) is read in
 * runs of consecutive sentences of about this length, so that "account" in a signature, "on hold" in a
 * reply and "click" in a footer do not add up to a lure; each run with the links, numbers and amounts it holds.
 */
export const CUE_WINDOW_CHARS = 400;

/** The message is short enough to be read whole (a text message), not in windows (an e-mail, a thread). */
export function readWhole(facts: FamilyFacts): boolean {
  return facts.sentences.reduce((sum, sentence) => sum + sentence.text.length + 1, 0) <= CUE_WINDOW_CHARS;
}

const WINDOWS = new WeakMap<FamilyFacts, Window[]>();
const SUBJECT = /^(?:subject|subj|re|fwd?|betreff|objet|asunto|oggetto|assunto|onderwerp|emne|amne) ?:/;

function windowsOf(facts: FamilyFacts): Window[] {
  let windows = WINDOWS.get(facts);
  if (windows !== undefined) return windows;
  const { sentences } = facts;
  // An e-mail's subject names what every paragraph is about ("Re-validate e-mail password" … "Click here").
  const subject = SUBJECT.test(sentences[0]?.match ?? '') ? 0 : -1;
  windows = [];
  if (readWhole(facts)) windows.push({ start: 0, end: sentences.length, subject });
  else {
    // One window starting at each sentence, as long as it stays within the length (at least one sentence);
    // a window inside the one before adds nothing.
    let end = 0;
    let chars = 0;
    for (let start = 0; start < sentences.length; start++) {
      if (end < start) {
        end = start;
        chars = 0;
      }
      const grew = end;
      while (
        end < sentences.length &&
        (end === start || chars + (sentences[end]?.text.length ?? 0) + 1 <= CUE_WINDOW_CHARS)
      ) {
        chars += (sentences[end]?.text.length ?? 0) + 1;
        end++;
      }
      if (end > grew || windows.length === 0) windows.push({ start, end, subject });
      chars -= (sentences[start]?.text.length ?? 0) + 1;
    }
  }
  WINDOWS.set(facts, windows);
  return windows;
}

// What a window of a long message holds: its links, numbers and amounts (a link in the footer is not the
// one a paragraph asks you to click).
const WINDOW_FACTS = new WeakMap<Window, FamilyFacts>();

function factsOf(facts: FamilyFacts, window: Window): FamilyFacts {
  if (window.start === 0 && window.end === facts.sentences.length) return facts;
  let held = WINDOW_FACTS.get(window);
  if (held === undefined) {
    const indexes = window.subject < 0 ? [] : [window.subject];
    for (let index = window.start; index < window.end; index++) indexes.push(index);
    const text = indexes.map((index) => facts.sentences[index]?.text ?? '').join('\n');
    const inWindow = (item: { text: string }) => text.includes(item.text);
    held = {
      ...facts,
      links: facts.links.filter(inWindow),
      phones: facts.phones.filter(inWindow),
      amounts: facts.amounts.filter(inWindow),
    };
    WINDOW_FACTS.set(window, held);
  }
  return held;
}

// A message read whole (most are) needs only each pattern's first matching sentence, found with an early stop.
const FIRST_MATCH = new WeakMap<FamilyFacts, Map<Matcher, number>>();

function firstMatch(facts: FamilyFacts, pattern: Matcher): number {
  return remembered(FIRST_MATCH, facts, pattern, () =>
    facts.sentences.findIndex((sentence) => pattern.test(sentence.match)),
  );
}

/** The first sentence of the window that any of the cue's patterns matches, as an index, or -1. */
function cueIndex(facts: FamilyFacts, patterns: readonly Matcher[], window: Window): number {
  const whole = window.start === 0 && window.end === facts.sentences.length;
  let first = -1;
  for (const pattern of patterns) {
    const index = whole
      ? firstMatch(facts, pattern)
      : (matchesOf(facts, pattern).find(
          (at) => at === window.subject || (at >= window.start && at < window.end),
        ) ?? -1);
    if (index >= 0 && (first < 0 || index < first)) first = index;
  }
  return first;
}

export function defineFamily<const Family extends MessageFamily, const Cue extends string>(
  spec: FamilySpec<Family, Cue>,
): FamilyRule {
  const cues = Object.entries(spec.cues) as [Cue, readonly Matcher[]][];
  const byName = new Map<Cue, readonly Matcher[]>(cues);
  const wholeMessage = new Set<Cue>(spec.wholeMessage ?? []);
  return {
    id: spec.family,
    kind: 'message-rule',
    axis: 'harm',
    family: spec.family,
    title: spec.title,
    cueNames: cues.map(([name]) => name),
    run(facts) {
      // The window whose cues give the most points; cues are looked for only when the assessment asks (most
      // families stop at their first missing cue).
      let best: { window: Window; points: number } | null = null;
      const whole: Window = { start: 0, end: facts.sentences.length, subject: -1 };
      for (const window of windowsOf(facts)) {
        const outcome = spec.assess(
          (cue) => cueIndex(facts, byName.get(cue) ?? [], wholeMessage.has(cue) ? whole : window) >= 0,
          factsOf(facts, window),
        );
        if (outcome === null) continue;
        // A missing weight throws: the family is then listed as unavailable rather than counted wrongly.
        const points = pointsFrom(facts.weights[spec.family], outcome);
        if (points > 0 && (best === null || points > best.points)) best = { window, points };
      }
      if (best === null) return null;
      const { window, points } = best;
      const found = new Map<Cue, string>();
      for (const [cue, patterns] of cues) {
        const index = cueIndex(facts, patterns, window);
        const sentence = index < 0 ? undefined : facts.sentences[index]?.text;
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

/**
 * A link to answer through: not a known brand's own site nor a government's (honest notices link home: only a
 * government can register under gov.uk or govt.nz), or a chat invite.
 */
function isWayToAct(link: ScoredLink): boolean {
  return (!link.isOfficialBrandSite && !isGovernmentHost(link.domain)) || CHAT_INVITE.test(link.domain);
}

/** A link that is not a known brand's own site, or one that opens a chat with the sender. */
export function hasLink(facts: FamilyFacts): boolean {
  return facts.links.some(isWayToAct);
}

/**
 * In a text message the address shown is the one that opens, so "update your payment at youtube.com/…" from
 * YouTube sends the reader home, not away: each sentence's brand-own addresses are taken out of the text the
 * cues read, so a cue for "a link" does not see one there. (An e-mail shows words, not the address behind them,
 * so callers use this for text messages only.)
 */
export function withoutOwnSiteLinks(
  sentences: readonly Sentence[],
  links: readonly ScoredLink[],
): Sentence[] {
  const own = links.filter((link) => !isWayToAct(link)).map((link) => toMatchForm(link.text));
  if (own.length === 0) return [...sentences];
  return sentences.map((sentence) => ({
    ...sentence,
    match: own.reduce((match, text) => match.split(text).join(' '), sentence.match),
  }));
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
  return facts.links.some(isLittleKnownSite);
}

export function hasRiskyLink(facts: FamilyFacts): boolean {
  return facts.links.some((link) => link.risk > 0);
}

// "Call 1800 258 6161 or SMS BLOCK to 7308080808": the number to call is the one after the word.
const CALL_BEFORE = /\b(?:call|ring|dial|phone|contact|helpline|on|at)\W{0,3}(?:us )?(?:on |at )?$/;

/** The numbers the message asks you to call: those right after "call", "ring", "dial" … (all, if none is). */
export function calledPhones(facts: FamilyFacts): readonly MessagePhone[] {
  const text = facts.sentences.map((sentence) => sentence.match).join(' ');
  const called = facts.phones.filter((phone) => {
    const at = text.indexOf(phone.text.toLowerCase());
    return at >= 0 && CALL_BEFORE.test(text.slice(Math.max(0, at - 30), at).trimEnd() + ' ');
  });
  return called.length > 0 ? called : facts.phones;
}

export function hasPhone(facts: FamilyFacts, kinds?: readonly MessagePhone['kind'][]): boolean {
  return facts.phones.some((phone) => kinds === undefined || kinds.includes(phone.kind));
}
