// Official places to report a scam, by country: government services or the service's own reporting
// page. The /scammed page lists them all; the assistant links those of the visitor's country.
import type { IncidentId } from '../data/incident-guides';

export const REPORTING_COUNTRIES = ['us', 'uk', 'au', 'in', 'ca', 'eu', 'any'] as const;
export type ReportingCountry = (typeof REPORTING_COUNTRIES)[number];

export type ReportingLink = {
  country: ReportingCountry;
  name: string;
  href: string;
  description: string;
  /** Only relevant to these situations (e.g. identity theft); absent means every situation. */
  onlyFor?: readonly IncidentId[];
};

export const COUNTRY_NAMES: Record<ReportingCountry, string> = {
  us: 'United States',
  uk: 'United Kingdom',
  au: 'Australia',
  in: 'India',
  ca: 'Canada',
  eu: 'European Union',
  any: 'Everywhere',
};

/** A phone number to call or text, where the country has one for scams. */
export const REPORTING_PHONE_NOTES: Partial<Record<ReportingCountry, string>> = {
  uk: 'forward scam texts to 7726',
  in: 'call 1930 for financial fraud',
};

export const REPORTING_LINKS: readonly ReportingLink[] = [
  {
    country: 'us',
    name: 'ReportFraud.ftc.gov',
    href: 'https://reportfraud.ftc.gov/',
    description: 'Federal Trade Commission: any fraud or scam.',
  },
  {
    country: 'us',
    name: 'IC3 (FBI)',
    href: 'https://www.ic3.gov/',
    description: 'Internet crime, including crypto, investment and sextortion.',
  },
  {
    country: 'us',
    name: 'IdentityTheft.gov',
    href: 'https://www.identitytheft.gov/',
    description: 'A recovery plan if your identity was stolen.',
    onlyFor: ['identity-documents'],
  },
  {
    country: 'uk',
    name: 'Action Fraud',
    href: 'https://www.actionfraud.police.uk/',
    description: 'National fraud and cybercrime reporting centre (Report Fraud in Scotland: call 101).',
  },
  {
    country: 'uk',
    name: 'Report a scam email or website (NCSC)',
    href: 'https://www.ncsc.gov.uk/collection/phishing-scams/report-scam-website',
    description: 'Forward scam emails to report@phishing.gov.uk; scam texts to 7726.',
    onlyFor: ['password', 'one-time-code', 'impersonation', 'fake-shop'],
  },
  {
    country: 'au',
    name: 'Scamwatch',
    href: 'https://www.scamwatch.gov.au/report-a-scam',
    description: 'National Anti-Scam Centre.',
  },
  {
    country: 'au',
    name: 'ReportCyber',
    href: 'https://www.cyber.gov.au/report-and-recover/report',
    description: 'Australian Cyber Security Centre: cybercrime, hacked accounts and sextortion.',
  },
  {
    country: 'in',
    name: 'cybercrime.gov.in',
    href: 'https://cybercrime.gov.in/',
    description: 'National Cyber Crime Reporting Portal; call 1930 for financial fraud.',
  },
  {
    country: 'ca',
    name: 'Canadian Anti-Fraud Centre',
    href: 'https://antifraudcentre-centreantifraude.ca/',
    description: 'Report fraud and get advice.',
  },
  {
    country: 'eu',
    name: 'Europol: report cybercrime online',
    href: 'https://www.europol.europa.eu/report-a-crime/report-cybercrime-online',
    description: 'Links to the reporting service of each member state.',
  },
  {
    country: 'any',
    name: 'Google Safe Browsing',
    href: 'https://safebrowsing.google.com/safebrowsing/report_phish/',
    description: 'Report a phishing site so browsers start warning others.',
  },
];

/** The links of one country that fit a situation, most general first. */
export function reportingLinksFor(country: ReportingCountry, incident?: IncidentId): ReportingLink[] {
  return REPORTING_LINKS.filter(
    (link) =>
      link.country === country &&
      (link.onlyFor === undefined || (incident !== undefined && link.onlyFor.includes(incident))),
  );
}

/** Whether an address is one of the official reporting pages above (the assistant may link only these). */
export function isReportingLink(href: string): boolean {
  return REPORTING_LINKS.some((link) => link.href === href);
}
