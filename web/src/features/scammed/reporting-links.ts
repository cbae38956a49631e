/** Official places to report a scam, by country; all government or the service's own reporting page. */
export type ReportingLink = { region: string; name: string; href: string; description: string };

export const REPORTING_LINKS: readonly ReportingLink[] = [
  {
    region: 'United States',
    name: 'ReportFraud.ftc.gov',
    href: 'https://reportfraud.ftc.gov/',
    description: 'Federal Trade Commission: any fraud or scam.',
  },
  {
    region: 'United States',
    name: 'IC3 (FBI)',
    href: 'https://www.ic3.gov/',
    description: 'Internet crime, including crypto and investment fraud.',
  },
  {
    region: 'United States',
    name: 'IdentityTheft.gov',
    href: 'https://www.identitytheft.gov/',
    description: 'A recovery plan if your identity was stolen.',
  },
  {
    region: 'United Kingdom',
    name: 'Action Fraud',
    href: 'https://www.actionfraud.police.uk/',
    description: 'National fraud and cybercrime reporting centre.',
  },
  {
    region: 'United Kingdom',
    name: 'Report a scam email or website (NCSC)',
    href: 'https://www.ncsc.gov.uk/collection/phishing-scams/report-scam-website',
    description: 'Forward scam emails to report@phishing.gov.uk; scam texts to 7726.',
  },
  {
    region: 'Canada',
    name: 'Canadian Anti-Fraud Centre',
    href: 'https://antifraudcentre-centreantifraude.ca/',
    description: 'Report fraud and get advice.',
  },
  {
    region: 'Australia',
    name: 'Scamwatch',
    href: 'https://www.scamwatch.gov.au/report-a-scam',
    description: 'National Anti-Scam Centre.',
  },
  {
    region: 'European Union',
    name: 'Europol: report cybercrime online',
    href: 'https://www.europol.europa.eu/report-a-crime/report-cybercrime-online',
    description: 'Links to the reporting service of each member state.',
  },
  {
    region: 'Everywhere',
    name: 'Google Safe Browsing',
    href: 'https://safebrowsing.google.com/safebrowsing/report_phish/',
    description: 'Report a phishing site so browsers start warning others.',
  },
];
