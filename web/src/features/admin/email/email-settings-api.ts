/** GET/PUT /api/admin/email-settings and POST /api/admin/email-settings/test. The password never comes back. */
import {
  EmailSettingsSchema,
  TestEmailResponseSchema,
  type EmailSettings,
  type TestEmailResponse,
  type UpdateEmailSettingsRequest,
} from '@scamcheck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../../lib/api-client';

export const EMAIL_SETTINGS_PATH = '/api/admin/email-settings';

export const emailSettingsQueryOptions = queryOptions({
  queryKey: [EMAIL_SETTINGS_PATH],
  queryFn: async ({ signal }): Promise<EmailSettings> =>
    EmailSettingsSchema.parse(await getJson(EMAIL_SETTINGS_PATH, { signal })),
});

export function useEmailSettings() {
  return useQuery(emailSettingsQueryOptions);
}

export async function saveEmailSettings(settings: UpdateEmailSettingsRequest): Promise<EmailSettings> {
  const response = await apiRequest('PUT', EMAIL_SETTINGS_PATH, settings);
  return EmailSettingsSchema.parse(await response.json());
}

export async function sendTestEmail(to: string | undefined): Promise<TestEmailResponse> {
  const response = await apiRequest('POST', `${EMAIL_SETTINGS_PATH}/test`, to === undefined ? {} : { to });
  return TestEmailResponseSchema.parse(await response.json());
}
