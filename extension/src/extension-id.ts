/**
 * The Chrome extension id that follows from the manifest `key` (see manifest/extension-key.ts).
 * Tests and tools open chrome-extension://<EXTENSION_ID>/popup.html with it.
 */
export const EXTENSION_ID = 'molajlfhffjpfggcbidfnbaelkhankdp';
