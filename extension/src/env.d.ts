// Build-time variables Vite inlines into the bundle (WXT exposes the WXT_ prefix).
interface ImportMetaEnv {
  readonly WXT_SERVER_URL?: string;
}
