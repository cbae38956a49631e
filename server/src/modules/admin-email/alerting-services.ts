// Builds the error console's recorder and the email side (settings, sender, alerts) for the container.
import type { Config } from '../../config';
import type { Logger } from '../../lib/logger';
import type { Storage } from '../../storage/ports';
import { createErrorRecorder, type ErrorRecorder } from '../errors/error-recorder';
import { createEmailAlerts, type EmailAlerts } from './email-alerts';
import { createEmailSettingsService, type EmailSettingsService } from './email-settings.service';
import { nodemailerSender, type SendMail } from './mailer';

export type AlertingServices = {
  /** Records unexpected server errors, client error reports and failed alerts for the error console. */
  errorRecorder: ErrorRecorder;
  /** SMTP settings, recipients and alert switches (the password sealed at rest). */
  emailSettings: EmailSettingsService;
  sendMail: SendMail;
  /** Background alert emails to the recipients (new comments, chat conversations that left an email). */
  alerts: EmailAlerts;
};

export function createAlertingServices(deps: {
  config: Config;
  storage: Pick<Storage, 'errorEvents' | 'settings'>;
  clock: { now(): Date };
  logger: Logger;
  sendMail?: SendMail;
}): AlertingServices {
  const { config, storage, clock, logger } = deps;
  const errorRecorder = createErrorRecorder({ errorEvents: storage.errorEvents, clock, logger });
  const emailSettings = createEmailSettingsService({
    settings: storage.settings,
    serverSecret: config.session.secret,
  });
  const sendMail = deps.sendMail ?? nodemailerSender({ allowedHosts: config.email.allowedHosts });
  const alerts = createEmailAlerts({
    emailSettings,
    send: sendMail,
    publicUrl: config.http.publicUrl,
    logger,
    recordError: (error, where) => errorRecorder.recordBackgroundError(error, where),
  });
  return { errorRecorder, emailSettings, sendMail, alerts };
}
