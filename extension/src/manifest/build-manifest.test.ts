import { describe, expect, it } from 'vitest';
import { auditManifest } from './audit-manifest';
import {
  buildManifest,
  EXTENSION_PERMISSIONS,
  FIREFOX_EXTENSION_ID,
  OPTIONAL_HOST_PERMISSIONS,
} from './build-manifest';
import { EXTENSION_PUBLIC_KEY } from './extension-key';

const chrome = { browser: 'chrome', manifestVersion: 3 } as const;
const firefox = { browser: 'firefox', manifestVersion: 2 } as const;
const localAllowance = {
  permissions: EXTENSION_PERMISSIONS,
  hostPermissions: ['http://localhost/*'],
  optionalHostPermissions: OPTIONAL_HOST_PERMISSIONS,
};
const EXPECTED_PERMISSIONS = ['activeTab', 'contextMenus', 'scripting', 'storage', 'webNavigation'];

describe('buildManifest', () => {
  it('asks for the five permissions README.md justifies, and never tabs, cookies or webRequest', () => {
    expect(buildManifest('http://localhost:5000', chrome).permissions).toEqual(EXPECTED_PERMISSIONS);
    expect(buildManifest('http://localhost:5000', firefox).permissions).toEqual(EXPECTED_PERMISSIONS);
  });

  it('asks for all-sites access only as an optional permission, in each manifest version', () => {
    expect(buildManifest('http://localhost:5000', chrome).optional_host_permissions).toEqual(['*://*/*']);
    expect(buildManifest('http://localhost:5000', firefox).optional_permissions).toEqual(['*://*/*']);
  });

  it('has host access to the configured server and nothing else', () => {
    expect(buildManifest('http://localhost:5000', chrome).host_permissions).toEqual(['http://localhost/*']);
    expect(buildManifest('https://scamcheck.example:8443/app', chrome).host_permissions).toEqual([
      'https://scamcheck.example/*',
    ]);
  });

  it('pins the Chrome extension id with the committed key', () => {
    expect(buildManifest('http://localhost:5000', chrome).key).toBe(EXTENSION_PUBLIC_KEY);
  });

  it('gives Firefox its add-on id instead of a key', () => {
    const manifest = buildManifest('http://localhost:5000', firefox);
    expect(manifest.key).toBeUndefined();
    expect(manifest.browser_specific_settings?.gecko?.id).toBe(FIREFOX_EXTENSION_ID);
  });

  it('titles the toolbar button in both manifest versions', () => {
    expect(buildManifest('http://localhost:5000', chrome).action?.default_title).toBe('ScamCheck');
    expect(buildManifest('http://localhost:5000', firefox).browser_action?.default_title).toBe('ScamCheck');
  });

  it('passes the least-privilege audit for every target', () => {
    expect(auditManifest(buildManifest('http://localhost:5000', chrome), localAllowance)).toEqual([]);
    expect(auditManifest(buildManifest('http://localhost:5000', firefox), localAllowance)).toEqual([]);
  });

  it('leaves the content security policy at the browser default (no remote code)', () => {
    expect(buildManifest('http://localhost:5000', chrome).content_security_policy).toBeUndefined();
  });
});

describe('auditManifest', () => {
  const base = { permissions: ['activeTab', 'storage'], host_permissions: ['http://localhost/*'] };

  it.each([
    [
      '<all_urls> host access',
      { ...base, host_permissions: ['<all_urls>'] },
      'broad host access "<all_urls>"',
    ],
    ['wildcard host access', { ...base, host_permissions: ['*://*/*'] }, 'broad host access "*://*/*"'],
    [
      'MV2 host access in permissions',
      { ...base, permissions: ['storage', 'https://*/*'] },
      'broad host access "https://*/*"',
    ],
    [
      'a content script on every site',
      { ...base, content_scripts: [{ matches: ['<all_urls>'], js: ['content.js'] }] },
      'broad host access "<all_urls>"',
    ],
    [
      'another site',
      { ...base, host_permissions: ['https://bank.example/*'] },
      'unexpected host access "https://bank.example/*"',
    ],
    ['the tabs permission', { ...base, permissions: ['activeTab', 'tabs'] }, 'forbidden permission "tabs"'],
    [
      'the cookies permission',
      { ...base, optional_permissions: ['cookies'] },
      'forbidden permission "cookies"',
    ],
    [
      'a permission not in the allowance',
      { ...base, permissions: ['notifications'] },
      'unexpected permission "notifications"',
    ],
    [
      'broad access that is not optional',
      { ...base, host_permissions: ['*://*/*'] },
      'broad host access "*://*/*"',
    ],
    [
      'optional broad access outside the allowance',
      { ...base, optional_host_permissions: ['<all_urls>'] },
      'broad host access "<all_urls>"',
    ],
    [
      'externally_connectable',
      { ...base, externally_connectable: { matches: ['https://*.example/*'] } },
      'externally_connectable is declared',
    ],
    [
      'remote script sources',
      {
        ...base,
        content_security_policy: {
          extension_pages: "script-src 'self' https://cdn.example; object-src 'self'",
        },
      },
      'script-src allows "https://cdn.example"',
    ],
    [
      'eval in MV2',
      { ...base, content_security_policy: "script-src 'self' 'unsafe-eval'" },
      'script-src allows "\'unsafe-eval\'"',
    ],
  ])('flags %s', (_label, manifest, problem) => {
    expect(auditManifest(manifest, localAllowance)).toContain(problem);
  });

  it('accepts the default MV3 policy WXT writes', () => {
    const manifest = {
      ...base,
      content_security_policy: {
        extension_pages: "script-src 'self' 'wasm-unsafe-eval'; object-src 'self';",
      },
    };
    expect(auditManifest(manifest, localAllowance)).toEqual([]);
  });
});
