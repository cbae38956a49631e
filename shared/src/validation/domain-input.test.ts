import { describe, expect, it } from 'vitest';
import { AnalyzeRequestSchema, DOMAIN_INPUT_MESSAGES, validateDomainInput } from './domain-input';

const { required, invalid } = DOMAIN_INPUT_MESSAGES;

describe('validateDomainInput', () => {
  it('uses the exact refusal texts', () => {
    expect(required).toBe('Please enter a domain or URL');
    expect(invalid).toBe('Please enter a valid domain name or URL');
  });

  it.each([
    ['', required],
    ['   ', required],
    ['\t\n', required],
  ])('asks for input when the field is %j', (raw, message) => {
    expect(validateDomainInput(raw)).toEqual({ ok: false, message });
  });

  it.each([
    ['example.com', 'a plain domain'],
    ['x.com', 'a single-character first label'],
    ['x.co.uk', 'a single-character first label under a two-level suffix'],
    ['sub.example.co.uk', 'subdomains'],
    ['my_host.example.com', 'underscores'],
    ['my-site.example.com', 'inner hyphens'],
    ['EXAMPLE.COM', 'uppercase'],
    ['123.example.com', 'digits in labels'],
    ['https://example.com/path?q=1#top', 'an https URL with path, query and fragment'],
    ['http://example.com', 'an http URL'],
    ['HTTPS://EXAMPLE.COM', 'an uppercase scheme'],
    ['http://8.8.8.8/login', 'an http URL with a public IP host'],
    ['https://[2606:4700::1111]/', 'an https URL with a public IPv6 host'],
    ['https://user:pw@example.com/', 'a URL with userinfo (flagged later, not rejected)'],
    ['münchen.de', 'a Unicode (IDN) domain'],
    ['пример.рф', 'a Unicode domain with a Unicode TLD'],
    ['xn--mnchen-3ya.de', 'a punycode domain'],
    ['xn--e1afmkfd.xn--p1ai', 'a punycode TLD'],
  ])('accepts %s (%s)', (raw) => {
    expect(validateDomainInput(raw)).toEqual({ ok: true, value: raw });
  });

  it('trims surrounding whitespace and returns the trimmed value', () => {
    expect(validateDomainInput('  example.com \n')).toEqual({ ok: true, value: 'example.com' });
  });

  it.each([
    ['example', 'no top-level part'],
    ['example.c', 'a one-letter TLD'],
    ['example.123', 'a TLD of digits'],
    ['example.c0m', 'a TLD with a digit'],
    ['-example.com', 'a leading hyphen'],
    ['example-.com', 'a trailing hyphen before the TLD'],
    ['_example.com', 'a leading underscore'],
    ['.example.com', 'a leading dot'],
    ['example.com.', 'a trailing dot'],
    ['exa..mple.com', 'an empty label'],
    ['exa mple.com', 'a space'],
    ['example.com/path', 'a bare domain with a path (only http(s) URLs may carry one)'],
    ['example.com:8080', 'a bare domain with a port'],
    ['ftp://example.com', 'an ftp URL'],
    ['javascript:alert(1)', 'a javascript: URL'],
    ['https://', 'a scheme without host'],
    ['http://exa mple.com', 'a URL that does not parse'],
    ['user@example.com', 'an email address'],
  ])('rejects %j (%s)', (raw) => {
    expect(validateDomainInput(raw)).toEqual({ ok: false, message: invalid });
  });
});

describe('names DNS cannot hold', () => {
  const { nameTooLong, tooLong } = DOMAIN_INPUT_MESSAGES;
  const longName = `${Array.from({ length: 4 }, () => 'a'.repeat(63)).join('.')}.com`;
  it.each([
    [`${'a'.repeat(64)}.com`, 'a label longer than 63 characters', nameTooLong],
    [longName, 'a name longer than 253 characters', nameTooLong],
    [`https://${'b'.repeat(64)}.example.com/`, 'a URL whose host has a 64-character label', nameTooLong],
    [`https://${longName}/path`, 'a URL whose host is longer than 253 characters', nameTooLong],
    [`https://example.com/${'p'.repeat(2048)}`, 'a link longer than 2048 characters', tooLong],
    [' '.repeat(100_000), '100,000 spaces', tooLong],
  ])('refuses %#: %s', (raw, _label, message) => {
    expect(validateDomainInput(raw)).toEqual({ ok: false, message });
  });

  it('accepts the longest names DNS can hold', () => {
    const longest = `${Array.from({ length: 3 }, () => 'a'.repeat(63)).join('.')}.${'b'.repeat(57)}.com`;
    expect(longest).toHaveLength(253);
    expect(validateDomainInput(longest).ok).toBe(true);
    expect(validateDomainInput(`https://${longest}/`).ok).toBe(true);
  });
});

describe('local and private targets', () => {
  it.each([
    ['http://localhost/', 'localhost'],
    ['http://localhost:3000/admin', 'localhost with a port'],
    ['https://intranet/', 'a single-label name'],
    ['printer.local', 'an mDNS name'],
    ['http://nas.local/', 'an mDNS name in a link'],
    ['metadata.google.internal', 'an .internal name'],
    ['app.localhost', 'a name under localhost'],
    ['router.home.arpa', 'a home network name'],
    ['http://127.0.0.1/', 'loopback'],
    ['http://0x7f.1/', 'loopback spelled in hex (canonicalised by the URL parser)'],
    ['http://2130706433/', 'loopback as one number'],
    ['http://10.1.2.3/', 'a private address'],
    ['http://172.20.0.5:8080/', 'a private address'],
    ['http://192.168.0.1/login', 'a home router'],
    ['http://169.254.169.254/latest/meta-data/', 'link-local (cloud metadata)'],
    ['http://100.64.0.1/', 'carrier-grade NAT'],
    ['http://0.0.0.0/', 'the unspecified address'],
    ['http://[::1]/', 'IPv6 loopback'],
    ['http://[::ffff:127.0.0.1]/', 'IPv4-mapped loopback'],
    ['http://[fe80::1]/', 'IPv6 link-local'],
    ['http://[fd00:ec2::254]/', 'IPv6 unique-local'],
  ])('refuses %s (%s) with a clear message, never a verdict', (raw) => {
    expect(validateDomainInput(raw)).toEqual({ ok: false, message: DOMAIN_INPUT_MESSAGES.internal });
  });
});

describe('AnalyzeRequestSchema', () => {
  it('parses the body of POST /api/analyze to the trimmed domain', () => {
    expect(AnalyzeRequestSchema.parse({ domain: ' https://example.com/a ' })).toEqual({
      domain: 'https://example.com/a',
    });
  });

  it.each([
    [{}, required],
    [{ domain: '' }, required],
    [{ domain: 42 }, required],
    [{ domain: 'not a domain' }, invalid],
  ])('rejects %j with the spec message', (body, message) => {
    const result = AnalyzeRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
