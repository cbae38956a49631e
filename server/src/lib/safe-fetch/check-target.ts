import { isIP } from 'node:net';
import { classifyHostname } from './hostname-policy';
import type { ResolveHost } from './resolve-host';
import { SafeFetchError } from './safe-fetch-error';
import type { CheckedTarget } from './types';

export interface TargetPolicy {
  resolveHost: ResolveHost;
  isAddressAllowed: (ip: string) => boolean;
  allowedPorts: readonly number[];
  timeoutMs: number;
}

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

/**
 * Applies every rule to one URL, in an order that does no I/O until the syntax, scheme, credentials,
 * host name, literal address and port have all passed; then resolves A+AAAA once and refuses the
 * URL if ANY answer is not allowed. The returned addresses are the only ones a hop may connect to.
 */
export async function checkTarget(input: string | URL, policy: TargetPolicy): Promise<CheckedTarget> {
  const url = parseUrl(input);
  const defaultPort = DEFAULT_PORTS[url.protocol];
  if (defaultPort === undefined) {
    throw new SafeFetchError('blocked_scheme', `Only http and https URLs are fetched, not ${url.protocol}`);
  }
  // Never echo the URL here: it carries the credentials.
  if (url.username !== '' || url.password !== '') {
    throw new SafeFetchError('blocked_credentials', 'URLs with a user name or password are not fetched');
  }
  const host = classifyHostname(url.hostname);
  if (host.kind === 'ip' && !policy.isAddressAllowed(host.ip)) {
    throw new SafeFetchError('blocked_address', `${host.ip} is a private or reserved address`);
  }
  const port = url.port === '' ? defaultPort : Number(url.port);
  if (!policy.allowedPorts.includes(port)) {
    throw new SafeFetchError('blocked_port', `Port ${port} is not allowed`);
  }
  if (host.kind === 'ip') return { url, hostname: host.ip, port, addresses: [host.ip] };
  const addresses = await resolveChecked(host.name, policy);
  return { url, hostname: host.name, port, addresses };
}

function parseUrl(input: string | URL): URL {
  // Re-parse even URL objects: we judge exactly the canonical form we will later connect to.
  const text = typeof input === 'string' ? input.trim() : input.href;
  if (!URL.canParse(text)) throw new SafeFetchError('invalid_url', 'Not a valid URL');
  return new URL(text);
}

async function resolveChecked(name: string, policy: TargetPolicy): Promise<string[]> {
  let addresses: string[];
  try {
    addresses = await withDeadline(policy.resolveHost(name), policy.timeoutMs);
  } catch (error) {
    // Fail closed: a name we could not resolve is never "left for the connection to sort out".
    throw new SafeFetchError('dns_failed', `Could not resolve ${name}`, { cause: error });
  }
  if (addresses.length === 0) throw new SafeFetchError('dns_failed', `${name} has no addresses`);
  const refused = addresses.find((address) => isIP(address) === 0 || !policy.isAddressAllowed(address));
  if (refused !== undefined) {
    throw new SafeFetchError(
      'blocked_address',
      `${name} resolves to a private or reserved address (${refused})`,
    );
  }
  return addresses;
}

async function withDeadline<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`DNS did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, expired]);
  } finally {
    clearTimeout(timer);
  }
}
