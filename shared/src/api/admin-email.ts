// Email settings: the SMTP server alerts go through, who receives them, and which alerts
// are on. The password is write-only: the server keeps it encrypted and never sends it back.
import { z } from 'zod';
import { trimmedText } from '../validation/raw-text';

export const SMTP_SECURITY_MODES = ['none', 'starttls', 'tls'] as const;
export const SmtpSecuritySchema = z.enum(SMTP_SECURITY_MODES, {
  error: 'Security must be none, starttls or tls',
});
export type SmtpSecurity = z.infer<typeof SmtpSecuritySchema>;

export const MAX_ALERT_RECIPIENTS = 20;
const EMAIL_MAX_LENGTH = 254;

const EmailAddressSchema = trimmedText(EMAIL_MAX_LENGTH, {
  tooLong: 'Email addresses are at most 254 characters',
}).pipe(z.email({ error: 'Please enter a valid email address.' }));

export const EmailAlertsSchema = z.object({
  /** A new community comment (and a comment hidden after abuse reports). */
  comments: z.boolean(),
  /** An assistant conversation in which the visitor left an email address. */
  chatEmails: z.boolean(),
});

const emailSettingsFields = {
  /** Blank = email is not configured. */
  host: trimmedText(253, { tooLong: 'The host name is too long' }).pipe(
    z.string().regex(/^[A-Za-z0-9.:[\]-]*$/, { error: 'Enter a host name such as smtp.example.com' }),
  ),
  port: z
    .number({ error: 'The port is a number from 1 to 65535' })
    .int({ error: 'The port is a number from 1 to 65535' })
    .min(1, { error: 'The port is a number from 1 to 65535' })
    .max(65535, { error: 'The port is a number from 1 to 65535' }),
  security: SmtpSecuritySchema,
  /** SMTP user name; blank = no authentication. */
  user: trimmedText(EMAIL_MAX_LENGTH, { tooLong: 'The user name is too long' }),
  /** The sender address; blank = not configured. */
  from: z.union([z.literal(''), EmailAddressSchema]),
  recipients: z
    .array(EmailAddressSchema)
    .max(MAX_ALERT_RECIPIENTS, { error: `At most ${MAX_ALERT_RECIPIENTS} recipients` }),
  alerts: EmailAlertsSchema,
};

/** GET /api/admin/email-settings (and the answer of PUT). */
export const EmailSettingsSchema = z.object({
  ...emailSettingsFields,
  /** Whether a password is stored; the password itself never leaves the server. */
  passwordSet: z.boolean(),
});
export type EmailSettings = z.infer<typeof EmailSettingsSchema>;

/** PUT /api/admin/email-settings: `password` absent keeps the stored one, '' clears it. */
export const UpdateEmailSettingsRequestSchema = z.object({
  ...emailSettingsFields,
  password: z.string().max(1000, { error: 'The password is too long' }).optional(),
});
export type UpdateEmailSettingsRequest = z.input<typeof UpdateEmailSettingsRequestSchema>;

/** POST /api/admin/email-settings/test: to the given address, or the first recipient. */
export const TestEmailRequestSchema = z.object({ to: EmailAddressSchema.optional() });
export type TestEmailRequest = z.input<typeof TestEmailRequestSchema>;

export const TestEmailResponseSchema = z.object({ sent: z.literal(true), to: z.string() });
export type TestEmailResponse = z.infer<typeof TestEmailResponseSchema>;

/** What a fresh install shows: nothing configured, both alerts on once it is. */
export const DEFAULT_EMAIL_SETTINGS: EmailSettings = {
  host: '',
  port: 587,
  security: 'starttls',
  user: '',
  from: '',
  recipients: [],
  alerts: { comments: true, chatEmails: true },
  passwordSet: false,
};
