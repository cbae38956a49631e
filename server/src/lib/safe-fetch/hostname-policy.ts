import { isIP } from 'node:net';
import { INTERNAL_SUFFIXES } from '@scamcheck/shared';
import { parse } from 'tldts';
import { SafeFetchError } from './safe-fetch-error';

export type HostTarget = { kind: 'ip'; ip: string } | { kind: 'name'; name: string };

/**
 * Sorts a canonical WHATWG hostname into an IP literal or a DNS name, refusing names that can only
 * reach internal services. Decided without DNS, so `redis` or `kubernetes.default` never reach a
 * resolver with search domains.
 */
export function classifyHostname(hostname: string): HostTarget {
  const name = normaliseHostname(hostname);
  if (isIP(name) !== 0) return { kind: 'ip', ip: name };
  if (name === '' || !name.includes('.')) {
    throw new SafeFetchError('blocked_host', `"${hostname}" is a single-label (internal) host name`);
  }
  if (INTERNAL_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`))) {
    throw new SafeFetchError('blocked_host', `"${hostname}" is an internal host name`);
  }
  // Only names under a real ICANN top-level domain can be public sites: this refuses `svc`,
  // `cluster.local`, `default`, `corp`-style private namespaces we did not list by name.
  if (!parse(name).isIcann) {
    throw new SafeFetchError('blocked_host', `"${hostname}" is not under a public top-level domain`);
  }
  return { kind: 'name', name };
}

/** The form a checked target's hostname takes: no IPv6 brackets, no trailing dot. */
export function normaliseHostname(hostname: string): string {
  const unbracketed = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return unbracketed.replace(/\.+$/, '');
}
