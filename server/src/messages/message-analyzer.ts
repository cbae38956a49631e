// The message analyzer: one entry point for pasted messages, screenshot text, the extension's selected
// text and messages pasted into the assistant. It reads the text (sentences, links, numbers, amounts,
// brands), runs the scam-family rules and the trained classifier, and turns them into a verdict with
// quoted evidence and advice. Offline: no network at run time. Every rule and the classifier is a check
// (shared checks/check.ts): one that throws is listed in `unavailable` and the verdict is made without it.
import type { Brand, MessageAnalysisResult, MessageChannel, OnUnavailable } from '@scamcheck/shared';
import { bandForScore, freeHostingOf, runCheck, runChecks } from '@scamcheck/shared';
import { brandsNamedIn, FREE_MAIL, isOfficialFor } from '../images/links/brand-mismatch';
import { notChecked, toImageLink, type ScoredLink } from '../images/links/score-links';
import { isGovernmentHost } from '../images/text/government-host';
import { extractAmounts } from './entities/amounts';
import { readLinks } from './entities/message-links';
import { extractPhones, isBusinessLine, type MessagePhone } from './entities/phone-numbers';
import { FAMILY_RULES, type FamilyHit, type FamilyRule } from './families';
import {
  ASKS_TO_ACT,
  BUTTON_LINE,
  lureSentences,
  OTHER_APP,
  PAY_INTO_GIVEN_ACCOUNT,
  REPLY_WITH_DATA,
  reportedLure,
} from './families/cues';
import { CUE_WINDOW_CHARS, hasLink, withoutOwnSiteLinks } from './families/define-family';
import { classifierCheck } from './model/classifier-check';
import { sentencesByScamScore } from './model/classify-text';
import { loadModel, type LoadedModel } from './model/message-model';
import { readMessage, type MessageText } from './text/message-text';
import { decideVerdict, quote } from './verdict/decide-verdict';
import { FAMILY_POINTS, type FamilyWeights } from './verdict/family-weights';
import { FAMILY_ADVICE, GENERAL_ADVICE, NO_SIGNS_ADVICE, SPAM_ADVICE } from './verdict/family-advice';
import {
  GENERAL_CHECKS,
  hasOptOut,
  addressSentence,
  unseenLinkRequest,
  pressureSentence,
  senderOwnSite,
  openingName,
  withoutVoidedTrust,
} from './verdict/general-signals';
import { MESSAGE_POINTS, type MessageWeights } from './verdict/message-weights';
import { writeSummary } from './verdict/write-summary';

/**
 * A form's field label on a line of its own, or a sign-in page's other words ("No account? Create one!",
 * "Forgot password?"): the text is a sign-in page (a screenshot), not an e-mail.
 */
const SIGN_IN_PAGE =
  /\b(?:create (?:one|an account|account)|no account\?|forgot (?:your )?password|keep me signed in)\b/i;
const FIELD_LABEL =
  /^(?:password|e-?mail|username|user ?id|e-?mail or (?:mobile|phone)(?: number)?|phone number)$/i;

function hasButtonLine(text: string, lure: readonly { text: string; match: string }[]): boolean {
  const lines = new Set(text.split('\n').map((line) => line.trim()));
  if (lines.size <= 2 || SIGN_IN_PAGE.test(text) || [...lines].some((line) => FIELD_LABEL.test(line)))
    return false;
  return lure.some((sentence) => lines.has(sentence.text.trim()) && BUTTON_LINE.test(sentence.match));
}

/**
 * A bank's or a card's alert whose only number is a British or Australian mobile: no bank there has its fraud line on
 * someone's mobile, so the alert's honest habits (the card's last digits, "we'll never ask") vouch for nothing. (Kenyan
 * and other banks do print numbers in the mobile ranges.)
 */
function bankAlertToMobile(hits: readonly FamilyHit[], phones: readonly MessagePhone[]): boolean {
  return (
    hits.some((hit) => hit.family === 'card-transaction' || hit.family === 'bank-account') &&
    phones.length > 0 &&
    phones.every(
      (phone) =>
        (phone.kind === 'mobile' || phone.kind === 'personal') &&
        (phone.country === 'GB' || phone.country === 'AU'),
    )
  );
}

export type MessageInput = { text: string; channel?: MessageChannel };

export type MessageAnalyzer = { analyze(input: MessageInput): MessageAnalysisResult };

export type MessageAnalyzerDeps = {
  /** Path of a model file (message-model.json); defaults to the committed one. */
  modelPath?: string;
  /** Points by check id; defaults to MESSAGE_POINTS. */
  weights?: MessageWeights;
  /** Scam families' points by family and outcome; defaults to FAMILY_POINTS. */
  familyWeights?: FamilyWeights;
  /** The scam-family rules; defaults to FAMILY_RULES. */
  families?: readonly FamilyRule[];
  /** Told of each check that threw, with its error (the server logs it). */
  onUnavailable?: OnUnavailable;
};

function tryLoad(path: string | undefined): { model: LoadedModel | null; problem: string | null } {
  try {
    return { model: loadModel(path), problem: null };
  } catch (error) {
    return { model: null, problem: error instanceof Error ? error.message : String(error) };
  }
}

function adviceFor(
  verdict: MessageAnalysisResult['verdict'],
  top: FamilyHit | undefined,
): MessageAnalysisResult['advice'] {
  if (verdict === 'spam') return { family: null, ...SPAM_ADVICE };
  if (verdict === 'no-signs') return { family: null, ...NO_SIGNS_ADVICE };
  if (top === undefined) return { family: null, ...GENERAL_ADVICE };
  return { family: top.family, ...FAMILY_ADVICE[top.family] };
}

// A header line on its own: the field and a name, an address or a date, nothing after it.
const HEADER_LINE =
  /^(?:from|to|cc|bcc|date|sent|von|de|da|van|an|para|a|aan|envoye|gesendet|enviado|inviato) ?: ?[^:]{0,100}$/;

/**
 * The sender's own site, the site of the name the text opens with ("FedEx: … fedex.com", "Disney+: …
 * disneyplus.com") or a known brand's own site ("Citi Alert: … sign on at citi.com"): not a page on a site everyone
 * uses that the text does not speak for (facebook.com/someone).
 */
function isSendersHome(
  link: ScoredLink,
  own: ScoredLink | undefined,
  opening: string | null,
  named: readonly Brand[],
): boolean {
  if (link === own) return true;
  // A government's own site (gov.uk, irs.gov, canada.gc.ca): only a government can register under those suffixes.
  if (isGovernmentHost(link.domain)) return true;
  // A brand's own site, of a brand the words name (not only the address: "clone github.com/someone/repo"), is home
  // too, but not a mail provider's: "reply to samsg0238@gmail.com" read as gmail.com.
  if (
    link.isOfficialBrandSite &&
    !FREE_MAIL.test(link.registrableDomain ?? link.domain) &&
    named.some((brand) => isOfficialFor(brand, link))
  )
    return true;
  const label = (link.registrableDomain ?? '').split('.')[0] ?? '';
  return opening !== null && opening.length >= 3 && label.replace(/-/g, '').startsWith(opening);
}

/**
 * "PG&E: … pay at pge.com": the site whose name is exactly the name the text opens with, nothing added, on a clean
 * address, from a sender the brand list does not know (for a brand it knows, its list of sites decides:
 * royalmail.ca is not Royal Mail's).
 */
function namedSite(
  links: readonly ScoredLink[],
  opening: { shown: string; name: string } | null,
  brandMismatch: boolean,
): ScoredLink | undefined {
  if (opening === null || brandMismatch) return undefined;
  const initials = initialsOf(opening.shown);
  return links.find((link) => {
    const label = (link.registrableDomain ?? '').split('.')[0]?.replace(/-/g, '');
    return (
      link.risk === 0 &&
      freeHostingOf(link.domain) === null &&
      (label === opening.name || (initials !== null && label === initials))
    );
  });
}

/** At least half the letters outside the Latin script: Chinese, Arabic, Cyrillic, Devanagari, Thai … */
function isUnreadScript(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const other = letters.filter((letter) => !/\p{Script=Latin}/u.test(letter)).length;
  return letters.length > 0 && other * 2 >= letters.length;
}

/** "Kaiser Permanente" → "kp", "Royal Bank of Canada" → "rbc": a name of two or more words, by its initials. */
function initialsOf(shown: string): string | null {
  const words = shown
    .toLowerCase()
    .split(/[\s&]+/)
    .filter((word) => /^\p{L}/u.test(word) && !/^(?:and|the)$/.test(word));
  return words.length >= 2 && words.length <= 5 ? words.map((word) => word[0]).join('') : null;
}

export function createMessageAnalyzer(deps: MessageAnalyzerDeps = {}): MessageAnalyzer {
  const { model, problem } = tryLoad(deps.modelPath);
  const {
    weights = MESSAGE_POINTS,
    familyWeights = FAMILY_POINTS,
    families = FAMILY_RULES,
    onUnavailable,
  } = deps;
  const classifier = model === null ? null : classifierCheck(model);
  const analyzeRead = (message: MessageText, channel: MessageChannel | undefined): MessageAnalysisResult => {
    const linkFacts = readLinks(message.text, onUnavailable);
    const phones = extractPhones(message.text);
    const amounts = extractAmounts(message.text);
    // A sentence that warns about a scam describes its lure; the rules for lures read the others.
    const lure = lureSentences(message.sentences);
    const long = message.text.length > CUE_WINDOW_CHARS;
    // A pasted e-mail's "From:", "To:" and "Date:" lines name the mailboxes, not anything the message asks.
    const body = lure.filter((sentence) => !HEADER_LINE.test(sentence.match));
    // The site of the name the message gives itself is no stranger to it: the families do not count it as a site
    // hardly anyone visits ("Parcelwise: track or change delivery at parcelwise.co.uk").
    const openingFound = openingName(message.sentences);
    const opening = openingFound?.name ?? null;
    const own =
      senderOwnSite(message.sentences, linkFacts.links)?.link ??
      namedSite(linkFacts.links, openingFound, linkFacts.mismatches.length > 0);
    // In a text message the address shown is the one that opens, so the sender's own site is home, as a brand's
    // own site is: not a way to act on the message ("Spark: your account is overdue … pay at spark.co.nz"). An
    // e-mail shows words, not the address behind them, and phishing e-mails quote the real site's name.
    const familyLinks = linkFacts.links.map((link) =>
      link !== own ? link : { ...link, isWellKnown: true, isOfficialBrandSite: !long },
    );
    const facts = {
      sentences: long ? body : withoutOwnSiteLinks(body, familyLinks),
      links: familyLinks,
      phones,
      amounts,
      weights: familyWeights,
    };
    const familyChecks = runChecks(families, facts, onUnavailable);
    const hits = familyChecks.hits;
    const general = runChecks(
      GENERAL_CHECKS,
      { sentences: message.sentences, lure, links: linkFacts.links, weights },
      onUnavailable,
    );
    const classified = classifier === null ? null : runCheck(classifier, message.text, onUnavailable);
    const classification = classified?.status === 'hit' ? (classified.hits[0] ?? null) : null;
    const failed = [...familyChecks.unavailable, ...general.unavailable];
    if (classified?.status === 'unavailable') failed.push(classified);
    const sentences = message.sentences.map((sentence) => sentence.text);
    const pressure = pressureSentence(lure);
    const onlineSentence = addressSentence(lure) ?? unseenLinkRequest(lure, pressure);
    // The brands the words name, outside the links (worked out only when a link could be one's home).
    let named: Brand[] | undefined;
    const namedOutsideLinks = () =>
      (named ??= brandsNamedIn(
        linkFacts.links.reduce((rest, link) => rest.split(link.text).join(' '), message.text),
      ));
    // A way to answer other than a link: a number to call, a chat app, details or a payment to send back.
    const answersOtherwise = lure.some((sentence) =>
      [OTHER_APP, REPLY_WITH_DATA, PAY_INTO_GIVEN_ACCOUNT].some((cue) => cue.test(sentence.match)),
    );
    const answersElsewhere = phones.some((phone) => phone.kind !== 'short-code') || answersOtherwise;
    // "If you don't recognise it, call us on 13 2221": a text whose only way to act is a national business line
    // (Australian 13, Indian 1860, Irish 0818), which companies rent and scammers seldom can, sends the reader to
    // the company as surely as its own site does.
    const businessLineOnly =
      !long &&
      facts.links.length === 0 &&
      phones.length > 0 &&
      phones.every(isBusinessLine) &&
      !answersOtherwise;
    const decision = decideVerdict({
      families: hits,
      signals: withoutVoidedTrust(
        general.hits,
        linkFacts.mismatches.length > 0 || bankAlertToMobile(hits, phones),
      ),
      links: linkFacts.links,
      mismatches: linkFacts.mismatches,
      classification,
      classifierSentences: () => (model === null ? [] : sentencesByScamScore(model, sentences)),
      hasChannel:
        hasLink(facts) ||
        answersElsewhere ||
        (linkFacts.links.length === 0 && onlineSentence !== null) ||
        lure.some((sentence) => ASKS_TO_ACT.test(sentence.match)) ||
        (linkFacts.links.length === 0 && hasButtonLine(message.text, lure)),
      // A text message whose only way to act is the named brand's or the sender's own site (fedex.com, "Account >
      // Subscription on disneyplus.com"), with no number, chat or reply asked for: it sends the reader home.
      homeOnly:
        (!long &&
          facts.links.length > 0 &&
          !hasLink(facts) &&
          facts.links.every(
            (link) =>
              freeHostingOf(link.domain) === null && isSendersHome(link, own, opening, namedOutsideLinks()),
          ) &&
          !answersElsewhere) ||
        businessLineOnly,
      pressure,
      long,
      unreadScript: isUnreadScript(message.text),
      optOut: hasOptOut(message.sentences),
      weights,
    });
    const flagged = decision.verdict === 'scam' || decision.verdict === 'suspicious';
    const top = hits
      .filter((hit) => decision.families.includes(hit.family))
      .sort((a, b) => b.points - a.points)[0];
    const phoneSentence =
      message.sentences.find((sentence) => phones.some((phone) => sentence.text.includes(phone.text)))
        ?.text ?? null;
    const requestSentence = top?.request ?? onlineSentence ?? phoneSentence;
    return {
      score: decision.score,
      band: bandForScore(decision.score),
      verdict: decision.verdict,
      summary: writeSummary(decision.verdict, decision.findings),
      channel: channel ?? null,
      families: decision.families,
      stages: flagged
        ? { hook: top?.hook ?? null, request: requestSentence, pressure }
        : { hook: null, request: null, pressure: null },
      findings: decision.findings,
      entities: {
        links: linkFacts.links.map(toImageLink),
        phones,
        emails: linkFacts.emails,
        amounts,
        brands: linkFacts.brands.map(({ brand, linksElsewhere }) => ({
          name: brand.name,
          officialDomain: brand.domains[0] ?? '',
          linksElsewhere,
        })),
      },
      classifier: classification === null || model === null ? null : { ...classification, model: model.name },
      advice: adviceFor(decision.verdict, top),
      unavailable: [
        ...(problem === null
          ? []
          : [{ id: 'classifier', detail: `The text model could not be loaded: ${problem}` }]),
        ...notChecked(failed, linkFacts.links),
      ],
    };
  };
  return {
    analyze({ text: raw, channel }) {
      const message = readMessage(raw);
      const report = reportedLure(message.text);
      if (report === null) return analyzeRead(message, channel);
      // A warning that quotes a scam is read without the quote, and says so.
      const result = analyzeRead(readMessage(report.text), channel);
      return {
        ...result,
        findings: [
          ...result.findings,
          {
            code: 'quotes-a-scam',
            family: null,
            title:
              'Quotes a scam message in order to warn about it; the quoted words are not read as its own',
            evidence: quote(report.warning),
            axis: 'trust',
            points: 0,
          },
        ],
      };
    },
  };
}
