// The email settings, kept in storage.settings under one key so every replica sends with the same
// ones. The SMTP password is sealed before it is stored and only opened to send (secret-box.ts).
import {
  DEFAULT_EMAIL_SETTINGS,
  EmailSettingsSchema,
  type EmailSettings,
  type UpdateEmailSettingsRequestSchema,
} from '@scamcheck/shared';
import { z } from 'zod';
import type { SettingsRepository } from '../../storage/ports';
import { createSecretBox } from './secret-box';

export const EMAIL_SETTINGS_KEY = 'emailSettings';

type UpdateEmailSettings = z.output<typeof UpdateEmailSettingsRequestSchema>;

const StoredEmailSettingsSchema = EmailSettingsSchema.omit({ passwordSet: true }).extend({
  /** Sealed; null when there is none. */
  sealedPassword: z.string().nullable(),
});
type StoredEmailSettings = z.output<typeof StoredEmailSettingsSchema>;

/** What sending needs: the settings with the password opened. */
export type SmtpSettings = Omit<EmailSettings, 'passwordSet'> & {
  password: string | null;
  /** A password is stored but cannot be opened (SESSION_SECRET changed since it was saved). */
  isPasswordUnreadable: boolean;
};

export type EmailSettingsService = {
  /** For the admin page: never the password, only whether one is set. */
  view(): Promise<EmailSettings>;
  update(input: UpdateEmailSettings): Promise<EmailSettings>;
  smtp(): Promise<SmtpSettings>;
};

export function createEmailSettingsService(deps: {
  settings: SettingsRepository;
  serverSecret: string;
}): EmailSettingsService {
  const box = createSecretBox(deps.serverSecret, 'smtp-password');

  async function stored(): Promise<StoredEmailSettings> {
    const parsed = StoredEmailSettingsSchema.safeParse(await deps.settings.get(EMAIL_SETTINGS_KEY));
    if (parsed.success) return parsed.data;
    const { passwordSet: _unused, ...defaults } = DEFAULT_EMAIL_SETTINGS;
    return { ...defaults, sealedPassword: null };
  }

  function toView({ sealedPassword, ...fields }: StoredEmailSettings): EmailSettings {
    return { ...fields, passwordSet: sealedPassword !== null };
  }

  return {
    view: async () => toView(await stored()),

    async update({ password, ...fields }) {
      const previous = await stored();
      const sealedPassword =
        password === undefined ? previous.sealedPassword : password === '' ? null : box.seal(password);
      const next: StoredEmailSettings = { ...fields, sealedPassword };
      await deps.settings.set(EMAIL_SETTINGS_KEY, next);
      return toView(next);
    },

    async smtp() {
      const { sealedPassword, ...fields } = await stored();
      const password = sealedPassword === null ? null : box.open(sealedPassword);
      return { ...fields, password, isPasswordUnreadable: sealedPassword !== null && password === null };
    },
  };
}
