// The SMTP server an administrator configures is an outbound connection like any other: it goes
// through the fetch guard's address rules (no loopback, private, link-local or internal names), so the
// "send test email" button cannot probe internal ports. SMTP_ALLOWED_HOSTS names hosts that may be
// reached anyway (a relay on the same private network).
import {
  classifyHostname,
  isPublicAddress,
  SafeFetchError,
  systemResolveHost,
  type ResolveHost,
} from '../../lib/safe-fetch';
import { MailError } from './mailer-error';

export type SmtpTargetPolicy = {
  /** Host names or addresses (as configured) that skip the address rules. */
  allowedHosts: readonly string[];
  resolveHost?: ResolveHost;
};

/** Where to connect: the configured host when allow-listed, else the one public address it resolved to. */
export type SmtpTarget = { connectTo: string; servername: string };

export async function checkSmtpTarget(host: string, policy: SmtpTargetPolicy): Promise<SmtpTarget> {
  const name = host.toLowerCase();
  if (policy.allowedHosts.some((allowed) => allowed.toLowerCase() === name)) {
    return { connectTo: host, servername: host };
  }
  try {
    const target = classifyHostname(host);
    const addresses =
      target.kind === 'ip' ? [target.ip] : await (policy.resolveHost ?? systemResolveHost)(target.name);
    const [first] = addresses;
    if (first === undefined || !addresses.every(isPublicAddress)) throw refused(host);
    // Connect to the address that was checked, so a second lookup cannot switch to another one.
    return { connectTo: first, servername: target.kind === 'ip' ? target.ip : target.name };
  } catch (error) {
    if (error instanceof MailError) throw error;
    if (error instanceof SafeFetchError) throw refused(host);
    throw new MailError(`Could not look up the SMTP host ${host}.`);
  }
}

function refused(host: string): MailError {
  return new MailError(
    `The SMTP host ${host} is a local, private or internal address, which is refused. ` +
      'Name it in SMTP_ALLOWED_HOSTS to allow it.',
  );
}
