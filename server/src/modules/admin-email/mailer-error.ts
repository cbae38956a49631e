/** Why a message could not be sent, worded for the admin who configured the server. */
export class MailError extends Error {
  override readonly name = 'MailError';
}
