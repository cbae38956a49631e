import type { TlsFacts } from '../collectors';

/** "R11 (Let's Encrypt)" — who issued a certificate, as findings and the report show it. */
export function issuerOf(tls: TlsFacts): string {
  const { organization, commonName } = tls.issuer;
  if (organization && commonName && organization !== commonName) return `${commonName} (${organization})`;
  return organization ?? commonName ?? 'an unnamed issuer';
}

export function isExpired(tls: TlsFacts, now: Date): boolean {
  return Date.parse(tls.validTo) < now.getTime();
}

export function tlsSource(tls: TlsFacts): string {
  return `TLS handshake with ${tls.hostname}:${tls.port}`;
}
