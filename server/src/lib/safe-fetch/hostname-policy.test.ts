import { describe, expect, it } from 'vitest';
import { classifyHostname } from './hostname-policy';

describe('host name policy', () => {
  it.each([
    ['shop.example.com', { kind: 'name', name: 'shop.example.com' }],
    ['example.com.', { kind: 'name', name: 'example.com' }],
    ['xn--80ak6aa92e.com', { kind: 'name', name: 'xn--80ak6aa92e.com' }],
    ['user.github.io', { kind: 'name', name: 'user.github.io' }],
    ['93.184.216.34', { kind: 'ip', ip: '93.184.216.34' }],
    ['[2606:2800:220:1::1]', { kind: 'ip', ip: '2606:2800:220:1::1' }],
  ])('accepts %s for checking', (hostname, expected) => {
    expect(classifyHostname(hostname)).toEqual(expected);
  });

  it.each([
    'redis',
    'localhost',
    'foo.localhost',
    'printer.local',
    'metadata.google.internal',
    'box.localdomain',
    'nas.home.arpa',
    'router.lan',
    'intranet.corp',
    'kubernetes.default',
    'kubernetes.default.svc',
    'my-service.namespace.svc.cluster.local',
    'site.test',
    'site.example',
  ])('refuses %s without DNS', (hostname) => {
    expect(() => classifyHostname(hostname)).toThrow(expect.objectContaining({ code: 'blocked_host' }));
  });
});
