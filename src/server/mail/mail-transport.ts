import { createTransport } from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null | undefined;
}

export interface MailTransport {
  kind: 'smtp' | 'dev';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set. Otherwise nodemailer still composes the full MIME message (so a bad
 * address or header fails here exactly as it would over SMTP) and the outbox row itself is the
 * development mailbox shown at /dev/correo.
 */
export function createMailTransport(smtpUrl: string | undefined): MailTransport {
  const transporter = smtpUrl ? createTransport(smtpUrl) : createTransport({ streamTransport: true, buffer: true });
  return {
    kind: smtpUrl ? 'smtp' : 'dev',
    async send(mail) {
      await transporter.sendMail({ ...mail, html: mail.html ?? undefined });
    },
    close: () => transporter.close(),
  };
}
