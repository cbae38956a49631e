/** The OpenAPI answers every admin-only route shares (requireAdmin). */
export const ADMIN_ONLY_RESPONSES = {
  401: { description: 'Not signed in' },
  403: { description: 'Not an administrator' },
} as const;
