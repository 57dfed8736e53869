import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import { mailFileName, type AppConfig } from '@artisans/platform';
import type { MailResult } from './mail-queue';

export type OutgoingMail = {
  /** The job id: names the .eml file and the Message-ID, so a resent mail is recognisable. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  language: string;
  headers: Record<string, string>;
};

export type MailSender = {
  readonly transport: 'smtp' | 'file';
  /** Where mails go, for the start-up log line (never the SMTP password). */
  readonly destination: string;
  send(mail: OutgoingMail): Promise<MailResult>;
  close(): void;
};

/**
 * Over SMTP when SMTP_URL is set. Otherwise (the default for development and demos) each mail is
 * written as an .eml file under MAIL_DIR, produced by nodemailer itself, so it is the exact message
 * SMTP would have carried; any mail program opens it.
 */
export function createMailSender(config: Pick<AppConfig, 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_DIR'>): MailSender {
  const domain = /@([^>\s]+)>?\s*$/.exec(config.MAIL_FROM)?.[1] ?? 'artisans.local';
  const message = (mail: OutgoingMail) => ({
    from: config.MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${mail.id}@${domain}>`,
    headers: { 'Content-Language': mail.language, ...mail.headers },
  });

  if (config.SMTP_URL) {
    const transporter: Transporter = createTransport(config.SMTP_URL);
    const url = new URL(config.SMTP_URL);
    return {
      transport: 'smtp',
      destination: `${url.protocol}//${url.host}`,
      async send(mail) {
        const info = await transporter.sendMail(message(mail));
        return { transport: 'smtp', messageId: String(info.messageId) };
      },
      close: () => transporter.close(),
    };
  }

  const dir = resolve(config.MAIL_DIR);
  const transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    transport: 'file',
    destination: dir,
    async send(mail) {
      const info = await transporter.sendMail(message(mail));
      await mkdir(dir, { recursive: true });
      const file = join(dir, mailFileName(mail.id, new Date()));
      await writeFile(file, info.message as Buffer, { flag: 'wx' });
      return { transport: 'file', messageId: String(info.messageId), file };
    },
    close: () => transporter.close(),
  };
}
