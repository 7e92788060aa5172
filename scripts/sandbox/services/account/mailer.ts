// The sandbox's mailer: every message the sandbox sends is built by nodemailer. With `SMTP_URL` set
// (e.g. smtp://localhost:1025, read at each send) an e-mail is handed to that SMTP server; otherwise, and
// for every SMS, the message only lands in the sandbox outbox (outbox.ts), readable at GET /sandbox/outbox
// and on the /sandbox/mail page.
import { BRAND_NAME } from '../../../../domain/constants/app';
import nodemailer, { type Transporter } from 'nodemailer';

/** The sender of the sandbox's e-mails (ours: the documents name none). */
export const SANDBOX_MAIL_FROM = `${BRAND_NAME} sandbox <no-reply@clipback.test>`;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Only a cache (one SMTP connection pool per URL): instances need not share it. */
const transports = new Map<string, Transporter>();

function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

/** The SMTP server to send through, or null (the outbox only). */
export function smtpUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const url = (env.SMTP_URL ?? '').trim();
  return url === '' ? null : url;
}

/**
 * Sends an e-mail through `SMTP_URL` when it is set; answers whether it went out. A failing SMTP server
 * is logged, never a failure of the call that sent the message (the outbox still holds it).
 */
export async function sendMail(message: MailMessage, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const url = smtpUrl(env);
  if (!url) return false;
  try {
    await smtpTransport(url).sendMail({ from: SANDBOX_MAIL_FROM, ...message });
    return true;
  } catch (error) {
    console.warn(`[sandbox] SMTP delivery to ${message.to} failed: ${(error as Error).message}`);
    return false;
  }
}

/** Closes the SMTP connections (tests, shutdown). */
export function closeMailTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}
