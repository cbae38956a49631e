// The ScamCheck browser extension as the server knows it. The Chrome id follows from the manifest `key`
// (extension/src/manifest/extension-key.ts), so it is the same on every machine.
export const SCAMCHECK_EXTENSION_ID = 'molajlfhffjpfggcbidfnbaelkhankdp';

/**
 * Origins whose requests may use the user's ScamCheck session. A web page or another extension cannot send
 * this Origin header, so it doubles as the anti-forgery proof. Firefox gives every install a random
 * moz-extension:// origin, so there the extension stays anonymous (docs/extension.md).
 */
export const SCAMCHECK_EXTENSION_ORIGINS: readonly string[] = [
  `chrome-extension://${SCAMCHECK_EXTENSION_ID}`,
];

/** The header every extension request carries (usage analytics count clients by it). */
export const CLIENT_HEADER_NAME = 'X-ScamCheck-Client';

/**
 * The manifest match pattern that gives the extension access to a ScamCheck server. Match patterns cannot name
 * a port (a pattern's host matches every port), so `http://localhost:5000` becomes `http://localhost/*`.
 */
export function serverHostPermission(serverUrl: string): string {
  const url = new URL(serverUrl);
  return `${url.protocol}//${url.hostname}/*`;
}
