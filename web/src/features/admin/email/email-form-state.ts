/** The email settings form's fields, and their conversion to the PUT body (validated by the shared schema). */
import {
  EmailAlertsSchema,
  SmtpSecuritySchema,
  UpdateEmailSettingsRequestSchema,
  type EmailSettings,
  type UpdateEmailSettingsRequest,
} from '@scamcheck/shared';
import { z } from 'zod';

const EmailFormFieldsSchema = z.object({
  host: z.string(),
  port: z.string(),
  security: SmtpSecuritySchema,
  user: z.string(),
  /** Empty = keep the saved password (unless `clearPassword`); absent while the field is disabled. */
  password: z.string().optional(),
  clearPassword: z.boolean(),
  from: z.string(),
  /** Comma- or line-separated addresses. */
  recipients: z.string(),
  alerts: EmailAlertsSchema,
});
export type EmailFormState = z.infer<typeof EmailFormFieldsSchema>;

export function toFormState(settings: EmailSettings): EmailFormState {
  return {
    host: settings.host,
    port: String(settings.port),
    security: settings.security,
    user: settings.user,
    password: '',
    clearPassword: false,
    from: settings.from,
    recipients: settings.recipients.join('\n'),
    alerts: settings.alerts,
  };
}

export function splitRecipients(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter((address) => address !== '');
}

function toRequestBody(form: EmailFormState): UpdateEmailSettingsRequest {
  return {
    host: form.host,
    port: form.port.trim() === '' ? Number.NaN : Number(form.port),
    security: form.security,
    user: form.user,
    from: form.from.trim(),
    recipients: splitRecipients(form.recipients),
    alerts: form.alerts,
    // Absent keeps the stored password; '' clears it.
    ...(form.clearPassword ? { password: '' } : form.password ? { password: form.password } : {}),
  };
}

/**
 * The form's fields to the PUT body, checked by the server's schema. A problem is reported on the
 * field it comes from (a bad second recipient on "recipients"), so it shows under that field.
 */
export const EmailFormSchema = EmailFormFieldsSchema.transform((form, context) => {
  const request = toRequestBody(form);
  const parsed = UpdateEmailSettingsRequestSchema.safeParse(request);
  if (parsed.success) return request;
  for (const issue of parsed.error.issues)
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path.slice(0, 1) });
  return z.NEVER;
});
