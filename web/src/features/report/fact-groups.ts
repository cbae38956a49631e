import type { ReportFacts } from '@scamcheck/shared';
import { formatAge, formatDate } from './format';

export type FactRow = { label: string; value: string | null };
export type FactGroup = { title: string; rows: FactRow[] };

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const list = (values: readonly string[]) => (values.length === 0 ? 'None' : values.join(', '));

/**
 * The report's facts as labelled rows; a null value means the check behind it did not run or failed,
 * which the view says instead of guessing.
 */
export function factGroups(facts: ReportFacts): FactGroup[] {
  const { certificate, dns, hosting } = facts;
  return [
    {
      title: 'Registration',
      rows: [
        { label: 'Domain age', value: facts.ageDays === null ? null : formatAge(facts.ageDays) },
        {
          label: 'Registered on',
          value: facts.registeredAt === null ? null : formatDate(facts.registeredAt),
        },
        { label: 'Registrar', value: facts.registrar },
        { label: 'Status', value: facts.registrationStatus === null ? null : list(facts.registrationStatus) },
      ],
    },
    {
      title: 'Certificate',
      rows: [
        { label: 'Issuer', value: certificate?.issuer ?? null },
        {
          label: 'Valid',
          value: certificate
            ? `${formatDate(certificate.validFrom)} to ${formatDate(certificate.validTo)}`
            : null,
        },
        { label: 'Matches the domain', value: certificate ? yesNo(certificate.sanMatch) : null },
        { label: 'Self-signed', value: certificate ? yesNo(certificate.selfSigned) : null },
      ],
    },
    {
      title: 'DNS and email',
      rows: [
        { label: 'Addresses', value: dns ? list([...dns.a, ...dns.aaaa]) : null },
        { label: 'Name servers', value: dns ? list(dns.ns) : null },
        { label: 'Mail servers (MX)', value: dns ? list(dns.mx) : null },
        { label: 'SPF / DMARC', value: dns ? `${yesNo(dns.spf)} / ${yesNo(dns.dmarc)}` : null },
      ],
    },
    {
      title: 'Hosting and page',
      rows: [
        { label: 'Server address', value: hosting?.ip ?? null },
        { label: 'Network (ASN)', value: hosting?.asn === undefined ? null : `AS${hosting.asn}` },
        { label: 'Country', value: hosting?.country ?? null },
        { label: 'Page title', value: facts.pageTitle },
        { label: 'Final address', value: facts.finalUrl },
      ],
    },
    {
      title: 'Reputation',
      rows: [
        {
          label: 'Threat feed listings',
          value:
            facts.feedHits === null
              ? null
              : facts.feedHits.length === 0
                ? 'Not listed'
                : facts.feedHits.map((hit) => `${hit.source}: ${hit.indicator}`).join('; '),
        },
        {
          label: 'Popularity rank',
          value: facts.popularityRank === null ? null : `#${facts.popularityRank.toLocaleString()}`,
        },
      ],
    },
  ];
}

export function hasAnyFact(facts: ReportFacts): boolean {
  return Object.values(facts).some((value) => value !== null);
}
