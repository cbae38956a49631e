// The offline assistant's answer to someone who already fell for a scam: the situation's ordered
// steps (the same ones /scammed shows), where to report it in their country, and a link to the guide.
// Four sentences at most: steps 1–2, steps 3–4, where to report, the page.
import {
  FIRST_STEPS,
  incidentGuide,
  REPORTING_PHONE_NOTES,
  reportingLinksFor,
  type IncidentId,
  type ReportingCountry,
} from '@scamcheck/shared';
import { OUR_PAGES } from '../assistant/our-pages';
import type { IncidentMatch } from './classify-incident';

/** Offered when the question names no country: the four the issue lists, by name. */
export const DEFAULT_COUNTRIES: readonly ReportingCountry[] = ['us', 'uk', 'au', 'in'];

/** When the situation is not clear: the page's "Do this now" checklist, as clauses. */
const GENERAL_STEPS = FIRST_STEPS.map(({ text }) => text.charAt(0).toLowerCase() + text.slice(1, -1));

const IN_COUNTRY: Record<ReportingCountry, string> = {
  us: 'the US',
  uk: 'the UK',
  au: 'Australia',
  in: 'India',
  ca: 'Canada',
  eu: 'the EU',
  any: 'any country',
};

export function answerFromIncident(match: IncidentMatch, country: ReportingCountry | null): string {
  const incident = match.incident === 'scammed-general' ? undefined : match.incident;
  const steps = incidentSteps(incident);
  const [first = '', second, third, fourth] = steps.map((step, index) => `${index + 1}) ${step}`);
  const sentences = [`Do this now, in order: ${joinSteps(first, second)}.`];
  if (third !== undefined) sentences.push(`Then ${joinSteps(third, fourth)}.`);
  sentences.push(`${reportSentence(country, incident)}.`);
  const anchor = incident === undefined ? '' : `#${incident}`;
  sentences.push(`Every step is on our [Scammed? page](${OUR_PAGES.scammed}${anchor}).`);
  return sentences.join(' ');
}

/** The reporting services to offer: the visitor's country's, or the first of each default country. */
export function reportingLinksToOffer(country: ReportingCountry | null, incident?: IncidentId) {
  if (country !== null) return reportingLinksFor(country, incident);
  return DEFAULT_COUNTRIES.flatMap((code) => reportingLinksFor(code, incident).slice(0, 1));
}

/** The guide's steps for a recognised situation, or the general checklist. */
export function incidentSteps(incident: IncidentId | undefined): readonly string[] {
  return incident === undefined ? GENERAL_STEPS : incidentGuide(incident).steps;
}

function joinSteps(first: string, second: string | undefined): string {
  const joined = second === undefined ? first : `${first}; ${second}`;
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

/** "Report it to [Action Fraud](…) (forward scam texts to 7726)", or one service for each default country. */
function reportSentence(country: ReportingCountry | null, incident: IncidentId | undefined): string {
  if (country !== null) {
    const links = reportingLinksFor(country, incident).map((link) => `[${link.name}](${link.href})`);
    const phone = REPORTING_PHONE_NOTES[country];
    return `Report it to ${links.join(' and ')}${phone === undefined ? '' : ` (${phone})`}`;
  }
  const perCountry = DEFAULT_COUNTRIES.map((code) => {
    const [link] = reportingLinksFor(code, incident);
    const phone = code === 'in' ? ` (${REPORTING_PHONE_NOTES.in ?? ''})` : '';
    return link === undefined ? '' : `[${link.name}](${link.href})${phone} in ${IN_COUNTRY[code]}`;
  }).filter((part) => part !== '');
  return `Report it where you live: ${perCountry.join(', ')}, or your local police`;
}
