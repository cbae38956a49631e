// The facts section of the report (what the result page shows under "Details"), from what was gathered.
import type { ReportFacts } from '@scamcheck/shared';
import type { GatheredFacts } from './facts';
import { ageInDays } from './signal-helpers/age';
import { issuerOf } from './signal-helpers/certificate';

export function toReportFacts(facts: GatheredFacts): ReportFacts {
  const { rdap, tls, dns, page, popularity, now } = facts;
  const feedHits =
    facts.feeds === undefined && facts['redirect-feeds'] === undefined
      ? null
      : [...(facts.feeds ?? []), ...(facts['redirect-feeds'] ?? [])].map(({ source, indicator }) => ({
          source,
          indicator,
        }));
  const ip = dns?.a[0] ?? dns?.aaaa[0] ?? page?.redirectChain.at(-1)?.address ?? tls?.address ?? null;
  return {
    ageDays: rdap ? ageInDays(rdap.registrationDate, now) : null,
    registeredAt: rdap?.registrationDate ?? null,
    registrar: rdap?.registrar ?? null,
    registrationStatus: rdap ? rdap.status : null,
    certificate: tls
      ? {
          issuer: issuerOf(tls),
          validFrom: tls.validFrom,
          validTo: tls.validTo,
          ageDays: ageInDays(tls.validFrom, now) ?? 0,
          sanMatch: tls.sanMatch,
          selfSigned: tls.selfSigned,
        }
      : null,
    dns: dns
      ? {
          a: dns.a,
          aaaa: dns.aaaa,
          mx: dns.mx.map((record) => record.exchange),
          ns: dns.ns,
          spf: dns.spf !== null,
          dmarc: dns.dmarc !== null,
        }
      : null,
    hosting: ip === null || ip === '' ? null : { ip },
    redirects: page ? page.redirectChain.map(({ url, status }) => ({ url, status })) : null,
    finalUrl: page?.finalUrl ?? null,
    pageTitle: page?.title ?? null,
    feedHits,
    popularityRank: popularity?.rank ?? null,
  };
}
