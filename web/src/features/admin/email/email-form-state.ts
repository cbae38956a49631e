/** The email settings form's text fields, and their conversion to the PUT body (validated by the shared schema). */
import {
  UpdateEmailSettingsRequestSchema,
  type EmailSettings,
  type SmtpSecurity,
  type UpdateEmailSettingsRequest,
} from '@scamcheck/shared';

export type EmailFormState = {
  host: string;
  port: string;
  security: SmtpSecurity;
  user: string;
  /** Empty = keep the saved password (unless `clearPassword`). */
  password: string;
  clearPassword: boolean;
  from: string;
  /** Comma- or line-separated addresses. */
  recipients: string;
  alerts: EmailSettings['alerts'];
};

const FIELDS = ['host', 'port', 'user', 'password', 'from', 'recipients'] as const;
type Field = (typeof FIELDS)[number];
export type EmailFormErrors = Partial<Record<Field, string>>;

const isField = (value: unknown): value is Field => FIELDS.some((field) => field === value);

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

/** The PUT body, or the first message per field when something is wrong. */
export function toRequest(
  form: EmailFormState,
): { ok: true; request: UpdateEmailSettingsRequest } | { ok: false; errors: EmailFormErrors } {
  const request: UpdateEmailSettingsRequest = {
    host: form.host,
    port: form.port.trim() === '' ? Number.NaN : Number(form.port),
    security: form.security,
    user: form.user,
    from: form.from.trim(),
    recipients: splitRecipients(form.recipients),
    alerts: form.alerts,
    // Absent keeps the stored password; '' clears it.
    ...(form.clearPassword ? { password: '' } : form.password !== '' ? { password: form.password } : {}),
  };
  const parsed = UpdateEmailSettingsRequestSchema.safeParse(request);
  if (parsed.success) return { ok: true, request };
  const errors: EmailFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
