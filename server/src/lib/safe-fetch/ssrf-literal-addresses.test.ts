// SSRF by address (docs/security.md "Hostile input"): URLs that name an internal target directly.
// Each case runs through the DEFAULT address policy and must fail before any DNS query or TCP connection.
// The listener's port is allowed so that only the rule under test can stop the request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingResolver, startConnectionCounter, type ConnectionCounter } from '../../test-support';
import { createSafeFetcher, type SafeFetcher } from './index';

let internal: ConnectionCounter;
let fetcher: SafeFetcher;
let dns: ReturnType<typeof recordingResolver>;

beforeAll(async () => {
  internal = await startConnectionCounter();
  dns = recordingResolver();
  fetcher = createSafeFetcher({ resolveHost: dns.resolveHost, allowedPorts: [internal.port, 80, 443] });
});
afterAll(() => internal.close());

async function expectRefused(url: string, code: string): Promise<void> {
  await expect(fetcher.fetch(url)).rejects.toMatchObject({ name: 'SafeFetchError', code });
  expect(internal.connections()).toBe(0);
  expect(dns.asked).toEqual([]);
}

describe('literal internal addresses are refused before any connection', () => {
  const port = (): number => internal.port;
  it.each([
    ['1: decimal integer host', 'http://2130706433:PORT/'],
    ['2: hexadecimal integer', 'http://0x7f000001:PORT/'],
    ['2: hexadecimal dotted', 'http://0x7f.1:PORT/'],
    ['2: octal dotted', 'http://0177.0.0.1:PORT/'],
    ['2: octal integer', 'http://017700000001:PORT/'],
    ['2: short dotted', 'http://127.1:PORT/'],
    ['3: zero', 'http://0:PORT/'],
    ['3: unspecified IPv4', 'http://0.0.0.0:PORT/'],
    ['4: unspecified IPv6', 'http://[::]:PORT/'],
    ['5: IPv6 loopback', 'http://[::1]:PORT/'],
    ['5: IPv6 loopback, long form', 'http://[0:0:0:0:0:0:0:1]:PORT/'],
    ['5: IPv6 loopback, zero-padded', 'http://[0000::1]:PORT/'],
    ['6: IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]:PORT/'],
    ['6: IPv4-mapped loopback, hex form', 'http://[::ffff:7f00:1]:PORT/'],
    ['6: IPv4-mapped metadata address', 'http://[::ffff:169.254.169.254]:PORT/'],
    ['6: IPv4-compatible (::/96) loopback', 'http://[::127.0.0.1]:PORT/'],
    ['6: NAT64 embedding loopback', 'http://[64:ff9b::127.0.0.1]:PORT/'],
    ['6: 6to4 embedding loopback', 'http://[2002:7f00:1::1]:PORT/'],
    ['6: Teredo', 'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]:PORT/'],
    ['7: cloud metadata', 'http://169.254.169.254:PORT/latest/meta-data/'],
    ['7: cloud metadata, hex', 'http://0xA9FEA9FE:PORT/'],
    ['7: cloud metadata, short', 'http://169.254.43518:PORT/'],
    ['7: AWS IPv6 metadata (unique local)', 'http://[fd00:ec2::254]:PORT/'],
    ['private 10/8', 'http://10.0.0.1:PORT/'],
    ['private 172.16/12', 'http://172.16.5.4:PORT/'],
    ['private 192.168/16', 'http://192.168.1.1:PORT/'],
    ['carrier-grade NAT', 'http://100.64.0.1:PORT/'],
    ['IPv6 link-local', 'http://[fe80::1]:PORT/'],
    ['8: host after a fragment-looking @', 'http://127.0.0.1:PORT#@evil.com/'],
    ['18: plain loopback literal (undici lookup is not called for literals)', 'http://127.0.0.1:PORT/'],
  ])('item %s', async (_name, template) => {
    await expectRefused(template.replace('PORT', String(port())), 'blocked_address');
  });
});

describe('URLs refused on their shape, with no I/O at all', () => {
  it.each([
    ['8: userinfo before a loopback host', 'http://evil.com@127.0.0.1:PORT/', 'blocked_credentials'],
    ['8: userinfo that looks like a host', 'http://127.1.1.1:80@127.2.2.2:PORT/', 'blocked_credentials'],
    ['16: file', 'file:///etc/passwd', 'blocked_scheme'],
    ['16: gopher to Redis', 'gopher://127.0.0.1:PORT/_FLUSHALL', 'blocked_scheme'],
    ['16: ftp', 'ftp://127.0.0.1:PORT/', 'blocked_scheme'],
    ['16: data', 'data:text/html,<h1>hi</h1>', 'blocked_scheme'],
    ['16: javascript', 'javascript:alert(1)', 'blocked_scheme'],
    ['16: websocket', 'ws://127.0.0.1:PORT/', 'blocked_scheme'],
    ['20: octet above 255', 'http://256.0.0.1/', 'invalid_url'],
    ['20: port above 65535', 'https://example.com:99999/', 'invalid_url'],
    ['20: IPv6 zone id', 'http://[fe80::1%25eth0]/', 'invalid_url'],
    ['20: not a URL', 'not a url', 'invalid_url'],
    ['port outside the allow-list', 'http://shop.scamcheck-test.com:6379/', 'blocked_port'],
  ])('item %s', async (_name, template, code) => {
    await expectRefused(template.replace('PORT', String(internal.port)), code);
  });

  it('never repeats the credentials of a refused URL in its message (item 8)', async () => {
    const error: unknown = await fetcher
      .fetch('http://admin:hunter2@shop.scamcheck-test.com/')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'blocked_credentials' });
    expect(String(error)).not.toContain('hunter2');
  });

  it('judges the host the WHATWG parser sees, not the text after a backslash-@ (item 9)', async () => {
    await expect(fetcher.fetch(`http://example.com\\@127.0.0.1:${internal.port}/`)).rejects.toMatchObject({
      code: 'dns_failed',
    });
    expect(dns.asked.splice(0)).toEqual(['example.com']);
    expect(internal.connections()).toBe(0);
  });
});

describe('reading a certificate applies the same rules (item 17)', () => {
  it.each([
    ['127.0.0.1', 'blocked_address'],
    ['::1', 'blocked_address'],
    ['0.0.0.0', 'blocked_address'],
    ['localhost', 'blocked_host'],
  ])('refuses %s', async (host, code) => {
    await expect(fetcher.connectTls(host, { port: internal.port })).rejects.toMatchObject({ code });
    expect(internal.connections()).toBe(0);
    expect(dns.asked).toEqual([]);
  });
});
