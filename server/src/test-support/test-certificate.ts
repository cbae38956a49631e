import { generate } from 'selfsigned';

export interface TestCertificate {
  key: string;
  cert: string;
}

// Key generation is slow (pure-JS RSA), so one certificate per host name per test process.
const cache = new Map<string, TestCertificate>();

/** A self-signed certificate for `hostname` (CN and SAN), valid from yesterday for `days`. */
export function testCertificate(hostname: string, days = 90): TestCertificate {
  const key = `${hostname}/${days}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const pems = generate([{ name: 'commonName', value: hostname }], {
    days,
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate: yesterday,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: hostname }] }],
  });
  const certificate = { key: pems.private, cert: pems.cert };
  cache.set(key, certificate);
  return certificate;
}
