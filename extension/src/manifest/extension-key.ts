// The manifest `key` pins the Chrome extension id of unpacked builds, so the end-to-end test and users'
// bookmarks of chrome-extension://<id>/popup.html keep working across machines. Generated once by
// scripts/make-key.mjs; only the public half exists (the Chrome Web Store signs published builds itself).
export const EXTENSION_PUBLIC_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAoH+cefdxPIROq0C3tTLdMLFjMDZkp6wxGP9w091P3AHz9p//jLa2sxgZ1duHrgcUfeRTpxJhZRGK81BLMM5fYm1t5uYOuGfdCZTtPWJFlqCOBXInX1DAlcLRxI8PGbKk0Fr8l6bT5fizzylJLCicvMHViH7FT49HxhJNIH+i08ktstKbNuOu39Kpb85QaHB4s3EHUkuNA/RtSiniUj1FTMyWKA9tTa4ZMuRscHfg7hLzzDJDdOE7sr8aV8jP73lqrgk09bc+SDtrgXougMaRS5tQD1lQgs89ozHUKmpwiu9X7bjy7cVrz7DLZhMz+WTkVCKkUgGobdHEdtRrlRFxRwIDAQAB';
