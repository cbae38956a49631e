/** The options page's real sources: storage and the permissions API. */
import { browser } from 'wxt/browser';
import {
  PACKAGED_SERVER_URL,
  getSettings,
  getTrustedSites,
  setSiteTrusted,
  updateSettings,
} from '../lib/settings';
import { WARNING_ORIGINS } from '../background/warning';
import { requestServerStatus } from '../popup/popup-sources';
import type { OptionsSources } from './options-store';

export const OPTIONS_SOURCES: OptionsSources = {
  readSettings: getSettings,
  updateSettings,
  readTrustedSites: getTrustedSites,
  setSiteTrusted,
  hasAllSitesAccess: () => browser.permissions.contains({ origins: WARNING_ORIGINS }),
  requestAccess: (origins) => browser.permissions.request({ origins }),
  packagedServerUrl: PACKAGED_SERVER_URL,
  requestServerStatus,
};
