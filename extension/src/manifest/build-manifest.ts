/** The manifest fields we choose (WXT adds entrypoints, version from package.json and MV2 conversions). */
import type { UserManifest } from 'wxt';
import { hostPermissionFor } from '../config/server-url';
import { EXTENSION_PUBLIC_KEY } from './extension-key';

export const FIREFOX_EXTENSION_ID = 'scamcheck@scamcheck.app';

/**
 * The only API permissions the extension asks for (each one's reason is in README.md and docs/extension.md):
 * activeTab (the popup reads the current tab), contextMenus (the right-click checks), scripting (inject the
 * warning into one tab), storage (settings, cache), webNavigation (the URL of each top-level navigation for the
 * badge, without the `tabs` permission's titles and favicons).
 */
export const EXTENSION_PERMISSIONS = [
  'activeTab',
  'contextMenus',
  'scripting',
  'storage',
  'webNavigation',
] as const;

/**
 * Requested only when the user turns warnings on in the options page (never at install): the warning banner
 * must reach any site that scores low, and right-click image checks can then download images from any site.
 */
export const OPTIONAL_HOST_PERMISSIONS = ['*://*/*'] as const;

export type ManifestTarget = { browser: string; manifestVersion: 2 | 3 };

const ICONS = { 16: 'icon/16.png', 32: 'icon/32.png', 48: 'icon/48.png', 128: 'icon/128.png' };

export function buildManifest(serverUrl: string, target: ManifestTarget): UserManifest {
  // WXT also takes the title from the popup's <title>, so the two say the same.
  const action = { default_title: 'ScamCheck', default_icon: ICONS };
  const isFirefox = target.browser === 'firefox';
  return {
    name: 'ScamCheck',
    description: 'Tells you whether a website, a link or a screenshot is a scam, and shows why.',
    // The ScamCheck site this package talks to: the extension reads its default server from here at run time,
    // so a server that hands out the zip only rewrites this and host_permissions (server/src/modules/downloads).
    homepage_url: serverUrl,
    permissions: [...EXTENSION_PERMISSIONS],
    host_permissions: [hostPermissionFor(serverUrl)],
    // MV2 (Firefox) has no optional_host_permissions: host patterns go in optional_permissions there.
    ...(target.manifestVersion === 3
      ? { optional_host_permissions: [...OPTIONAL_HOST_PERMISSIONS] }
      : mv2OptionalHostPermissions()),
    icons: ICONS,
    // WXT fills the popup into whichever action key the target uses and keeps what we set here.
    ...(target.manifestVersion === 3 ? { action } : { browser_action: action }),
    // Firefox ids come from browser_specific_settings and it warns on an unknown `key`; Chromium needs the key.
    ...(isFirefox
      ? {
          browser_specific_settings: {
            gecko: { id: FIREFOX_EXTENSION_ID, data_collection_permissions: { required: ['none'] } },
          },
        }
      : { key: EXTENSION_PUBLIC_KEY }),
  };
}

// Chrome's manifest types only know API names in optional_permissions; Firefox MV2 also takes host patterns there.
function mv2OptionalHostPermissions(): Record<string, string[]> {
  return { optional_permissions: [...OPTIONAL_HOST_PERMISSIONS] };
}
