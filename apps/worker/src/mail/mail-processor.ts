import type { LoggerService } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { maskEmail, type MailJob, type MailTemplateName } from '@artisans/platform';
import type { MailResult } from './mail-queue';
import type { MailSender } from './mail-sender';
import { bcp47, MailTemplateError, renderMail } from './render-mail';

type SmtpError = Error & { code?: string; responseCode?: number };

/**
 * Renders a mail job in the recipient's language and sends it. A job that cannot succeed (bad
 * template data, recipient refused with a 5xx) fails at once; anything else is retried by BullMQ
 * with exponential backoff.
 */
export function createMailProcessor(sender: MailSender, logger: LoggerService) {
  return async (job: Job<MailJob, MailResult, MailTemplateName>): Promise<MailResult> => {
    const { data } = job;
    let rendered;
    try {
      rendered = renderMail(data);
    } catch (error) {
      if (error instanceof MailTemplateError) throw new UnrecoverableError(error.message);
      throw error;
    }
    try {
      const result = await sender.send({
        id: job.id ?? data.eventId,
        to: data.to,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        language: bcp47(rendered.language),
        headers: { 'X-Artisans-Template': data.template, 'X-Artisans-Event-Id': data.eventId },
      });
      if (result.file) {
        // Demo mode: the person trying the product finds their mail by this line.
        logger.log(`Mail "${rendered.subject}" to ${data.to} written to ${result.file}`);
      } else {
        logger.log(
          `Mail ${data.template} (${rendered.language}) sent to ${maskEmail(data.to)}, job ${job.id}`,
        );
      }
      return result;
    } catch (error) {
      const smtp = error as SmtpError;
      if (smtp.code === 'EENVELOPE' && smtp.responseCode !== undefined && smtp.responseCode >= 500) {
        throw new UnrecoverableError(`Recipient refused: ${smtp.message}`);
      }
      throw error;
    }
  };
}
