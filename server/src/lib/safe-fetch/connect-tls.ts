import { isIP } from 'node:net';
import { checkServerIdentity, connect, rootCertificates, type DetailedPeerCertificate } from 'node:tls';
import { SafeFetchError } from './safe-fetch-error';
import { errorCode, isTlsCode } from './to-safe-fetch-error';
import type { CertificateFacts, CheckedTarget, TlsClientOptions } from './types';

/**
 * Reads the peer certificate of a checked target. It dials the pinned address with SNI = hostname and
 * does NOT reject invalid certificates: validity is reported (authorized, authorizationError) instead.
 */
export async function connectTlsTo(
  target: CheckedTarget,
  options: { timeoutMs: number; tls?: TlsClientOptions },
): Promise<CertificateFacts> {
  let lastError: SafeFetchError | null = null;
  for (const address of target.addresses) {
    try {
      return await handshake(target, address, options);
    } catch (error) {
      if (!(error instanceof SafeFetchError) || error.code !== 'connection_failed') throw error;
      lastError = error;
    }
  }
  throw lastError ?? new SafeFetchError('connection_failed', 'No address to connect to');
}

function handshake(
  target: CheckedTarget,
  address: string,
  options: { timeoutMs: number; tls?: TlsClientOptions },
): Promise<CertificateFacts> {
  const { hostname, port } = target;
  const extraCa = options.tls?.ca;
  return new Promise((resolve, reject) => {
    const socket = connect({
      host: address,
      port,
      servername: isIP(hostname) === 0 ? hostname : undefined,
      rejectUnauthorized: false,
      ALPNProtocols: ['http/1.1'],
      ...(extraCa === undefined ? {} : { ca: [...rootCertificates, ...[extraCa].flat()] }),
    });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new SafeFetchError('timeout', `TLS handshake with ${hostname} did not finish in time`));
    }, options.timeoutMs);
    socket.once('secureConnect', () => {
      clearTimeout(timer);
      const certificate = socket.getPeerCertificate(true);
      const authorizationError = socket.authorizationError ? String(socket.authorizationError) : null;
      socket.destroy();
      if (Object.keys(certificate).length === 0) {
        reject(new SafeFetchError('tls_failed', `${hostname} presented no certificate`));
        return;
      }
      resolve({
        ...describeCertificate(hostname, certificate, authorizationError),
        hostname,
        address,
        port,
        protocol: socket.getProtocol(),
        authorized: socket.authorized,
      });
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      const code = errorCode(error);
      reject(
        isTlsCode(code)
          ? new SafeFetchError('tls_failed', `TLS handshake with ${hostname} failed (${code})`, {
              cause: error,
            })
          : new SafeFetchError('connection_failed', `Could not connect to ${hostname} (${code || 'error'})`, {
              cause: error,
            }),
      );
    });
  });
}

type CertificateDetails = Omit<CertificateFacts, 'hostname' | 'address' | 'port' | 'protocol' | 'authorized'>;

function describeCertificate(
  hostname: string,
  certificate: DetailedPeerCertificate,
  authorizationError: string | null,
): CertificateDetails {
  const issuerFingerprint = certificate.issuerCertificate?.fingerprint256;
  return {
    authorizationError,
    issuer: { organization: first(certificate.issuer.O), commonName: first(certificate.issuer.CN) },
    subject: { commonName: first(certificate.subject.CN) },
    subjectAltNames: dnsNames(certificate.subjectaltname),
    validFrom: new Date(certificate.valid_from).toISOString(),
    validTo: new Date(certificate.valid_to).toISOString(),
    // A self-signed leaf is its own issuer; Node links such a certificate's issuerCertificate to itself.
    selfSigned:
      authorizationError === 'DEPTH_ZERO_SELF_SIGNED_CERT' ||
      issuerFingerprint === certificate.fingerprint256,
    sanMatch: checkServerIdentity(hostname, certificate) === undefined,
    fingerprint256: certificate.fingerprint256,
  };
}

function first(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? (value[0] ?? null) : value;
}

function dnsNames(subjectAltName: string | undefined): string[] {
  return (subjectAltName ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.startsWith('DNS:'))
    .map((entry) => entry.slice('DNS:'.length));
}
