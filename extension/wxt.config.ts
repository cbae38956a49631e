import { defineConfig } from 'wxt';
import { hostPermissionFor, serverUrlFromEnv } from './src/config/server-url';
import { auditManifest } from './src/manifest/audit-manifest';
import {
  buildManifest,
  EXTENSION_PERMISSIONS,
  OPTIONAL_HOST_PERMISSIONS,
} from './src/manifest/build-manifest';

// Read lazily: WXT loads .env files after this module is evaluated. The popup reads the same variable
// through import.meta.env, so the manifest's host access and the runtime default always agree.
const serverUrl = () => serverUrlFromEnv(process.env.WXT_SERVER_URL);

export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  // The server's /downloads route serves the newest `*-chrome.zip` / `*-firefox.zip` from .output.
  zip: {
    artifactTemplate: 'scamcheck-{{version}}-{{browser}}.zip',
    sourcesTemplate: 'scamcheck-{{version}}-sources.zip',
  },
  manifest: ({ browser, manifestVersion }) => buildManifest(serverUrl(), { browser, manifestVersion }),
  hooks: {
    // Fail the build rather than ship more access than we mean to.
    'build:manifestGenerated': (wxt, manifest) => {
      if (wxt.config.command !== 'build') return; // `wxt dev` adds its own reload permissions
      const problems = auditManifest(manifest, {
        permissions: EXTENSION_PERMISSIONS,
        hostPermissions: [hostPermissionFor(serverUrl())],
        optionalHostPermissions: OPTIONAL_HOST_PERMISSIONS,
      });
      if (problems.length > 0)
        throw new Error(`Manifest fails the least-privilege audit:\n- ${problems.join('\n- ')}`);
    },
  },
});
