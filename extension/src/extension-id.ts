/**
 * The Chrome extension id that follows from the manifest `key` (see manifest/extension-key.ts).
 * Tests and tools open chrome-extension://<EXTENSION_ID>/popup.html with it; the server trusts its origin.
 */
export { SCAMCHECK_EXTENSION_ID as EXTENSION_ID } from '@scamcheck/shared';
