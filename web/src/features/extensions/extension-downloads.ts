/** Where the server serves the packaged extension (server/src/modules/downloads). */
export const EXTENSION_DOWNLOADS = {
  chrome: '/downloads/scamcheck-chrome.zip',
  firefox: '/downloads/scamcheck-firefox.zip',
} as const;
