/** The product version shown in the footer and reported by /api/health. */
export const APP_VERSION = '1.2.2';
