/** GET/PUT /api/admin/features: the feature flags, applied live by the server. */
import { FeaturesSchema, type Features } from '@scamcheck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../../lib/api-client';

export const ADMIN_FEATURES_PATH = '/api/admin/features';

export const adminFeaturesQueryOptions = queryOptions({
  queryKey: [ADMIN_FEATURES_PATH],
  queryFn: async ({ signal }): Promise<Features> =>
    FeaturesSchema.parse(await getJson(ADMIN_FEATURES_PATH, { signal })),
});

export function useAdminFeatures() {
  return useQuery(adminFeaturesQueryOptions);
}

export async function saveFeatures(features: Features): Promise<Features> {
  const response = await apiRequest('PUT', ADMIN_FEATURES_PATH, features);
  return FeaturesSchema.parse(await response.json());
}
