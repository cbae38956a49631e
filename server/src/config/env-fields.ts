import { z } from 'zod';
import ipaddr from 'ipaddr.js';
import { redactDatabaseUrl } from './database-url';

/**
 * Field parsers for environment variables. Each one treats an empty string as unset (as `.env`
 * files often write `KEY=`) and words its errors so the message alone tells the operator the fix.
 */

const raw = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

export function stringField(fallback: string) {
  return raw.transform((value) => value ?? fallback);
}

export function optionalStringField() {
  return raw.transform((value) => value ?? null);
}

export function intField(fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}) {
  return raw.transform((value, ctx) => {
    if (value === undefined) return fallback;
    const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (Number.isSafeInteger(parsed) && parsed >= min && parsed <= max) return parsed;
    ctx.addIssue({
      code: 'custom',
      message: `must be a whole number from ${min} to ${max} (got "${value}")`,
    });
    return z.NEVER;
  });
}

export function onOffField(fallback: boolean) {
  return raw.transform((value, ctx) => {
    if (value === undefined) return fallback;
    if (value === 'on' || value === 'true' || value === '1') return true;
    if (value === 'off' || value === 'false' || value === '0') return false;
    ctx.addIssue({ code: 'custom', message: `must be "on" or "off" (got "${value}")` });
    return z.NEVER;
  });
}

export function oneOfField<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return raw.transform((value, ctx): T[number] => {
    if (value === undefined) return fallback;
    const match = values.find((candidate) => candidate === value);
    if (match !== undefined) return match;
    ctx.addIssue({ code: 'custom', message: `must be one of ${values.join(', ')} (got "${value}")` });
    return z.NEVER;
  });
}

/** An http(s) URL; `originOnly` refuses a path so links we build from it stay correct. */
export function httpUrlField(fallback: string, { originOnly = false } = {}) {
  return optionalHttpUrlField({ originOnly }).transform((value) => value ?? fallback);
}

export function optionalHttpUrlField({ originOnly = false } = {}) {
  return raw.transform((value, ctx) => {
    if (value === undefined) return null;
    const url = URL.canParse(value) ? new URL(value) : null;
    if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      ctx.addIssue({ code: 'custom', message: `must be an http:// or https:// URL (got "${value}")` });
      return z.NEVER;
    }
    if (!originOnly) return url.href;
    if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
      ctx.addIssue({
        code: 'custom',
        message: `must be an origin such as https://scamcheck.example (got "${value}")`,
      });
      return z.NEVER;
    }
    return url.origin;
  });
}

export function commaListField() {
  return raw.transform((value) =>
    value === undefined
      ? []
      : value
          .split(',')
          .map((item) => item.trim())
          .filter((item) => item !== ''),
  );
}

export function secretField(minLength: number) {
  return raw.transform((value, ctx) => {
    if (value === undefined || value.length >= minLength) return value;
    ctx.addIssue({ code: 'custom', message: `must be at least ${minLength} characters long` });
    return z.NEVER;
  });
}

/** DNS servers as Node's resolver accepts them: `1.1.1.1`, `127.0.0.1:5353`, `::1` or `[::1]:5353`. */
export function dnsServersField() {
  return commaListField().transform((servers, ctx) => {
    for (const server of servers) {
      if (!isDnsServer(server)) {
        ctx.addIssue({
          code: 'custom',
          message: `must list IP addresses, optionally with :port (got "${server}")`,
        });
      }
    }
    return servers;
  });
}

function isDnsServer(server: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(server);
  if (bracketed) return ipaddr.IPv6.isValid(bracketed[1] ?? '') && isPort(bracketed[2]);
  if (ipaddr.IPv6.isValid(server)) return true;
  const [host = '', port, ...rest] = server.split(':');
  return rest.length === 0 && ipaddr.IPv4.isValidFourPartDecimal(host) && isPort(port);
}

function isPort(port: string | undefined): boolean {
  return port === undefined || (/^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535);
}

const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** Comma-separated host names with a default when unset; `off` gives an empty list. */
export function hostNamesField(fallback: readonly string[]) {
  return raw.transform((value, ctx) => {
    if (value === undefined) return [...fallback];
    if (value === 'off') return [];
    const names = value
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== '');
    const bad = names.filter((name) => !HOST_NAME.test(name));
    if (bad.length === 0) return names;
    ctx.addIssue({
      code: 'custom',
      message: `must be host names like example.com, or "off" (got "${bad.join(', ')}")`,
    });
    return z.NEVER;
  });
}

/** Comma-separated exact IP addresses (v4 or v6). */
export function ipListField() {
  return commaListField().transform((items, ctx) => {
    const isAddress = (value: string) =>
      ipaddr.IPv4.isValidFourPartDecimal(value) || ipaddr.IPv6.isValid(value);
    for (const item of items.filter((value) => !isAddress(value))) {
      ctx.addIssue({ code: 'custom', message: `must list exact IP addresses (got "${item}")` });
    }
    return items;
  });
}

/** Comma-separated TCP ports; unset => `fallback`. */
export function portListField(fallback: number[]) {
  return commaListField().transform((items, ctx) => {
    if (items.length === 0) return fallback;
    const ports = items.map(Number);
    for (const item of items.filter(
      (value) => !/^\d{1,5}$/.test(value) || Number(value) < 1 || Number(value) > 65535,
    )) {
      ctx.addIssue({ code: 'custom', message: `must list port numbers from 1 to 65535 (got "${item}")` });
    }
    return ports;
  });
}

/** redis:// or rediss:// (TLS); unset => counters live in this process's memory. */
export function redisUrlField() {
  return optionalStringField().transform((value, ctx) => {
    if (value === null) return null;
    if (/^rediss?:\/\/./i.test(value) && URL.canParse(value)) return value;
    ctx.addIssue({
      code: 'custom',
      message: `must be a redis:// or rediss:// URL (got "${redactDatabaseUrl(value)}")`,
    });
    return z.NEVER;
  });
}
