import { DEFAULT_LANGUAGE, localeOf, normalizeLanguage, type Language } from '@artisans/domain';
import {
  FOUNDATION_NAME,
  isMailTemplate,
  MAIL_TEMPLATE_PARAMS,
  PRODUCT_NAME,
  type MailJob,
} from '@artisans/platform';
import { CATALOGUES, ENGLISH, type LayoutStrings, type TemplateStrings } from './templates';

export type RenderedMail = {
  language: Language;
  subject: string;
  html: string;
  text: string;
};

/** A job that can never be rendered (unknown template, missing param): retrying cannot help. */
export class MailTemplateError extends Error {
  override readonly name = 'MailTemplateError';
}

/** 'fr', 'FR', 'fr-BE', 'fr_BE' -> 'fr'; 'ja' -> 'jp' (the UI's code); anything unknown -> 'en'. */
export function mailLanguage(requested: string): Language {
  return normalizeLanguage(requested) ?? DEFAULT_LANGUAGE;
}

/** The value of the HTML lang attribute and Content-Language header (BCP 47: Japanese is 'ja'). */
export const bcp47 = localeOf;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

function interpolate(template: string, vars: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => vars[name] ?? '');
}

export function renderMail(
  job: Pick<MailJob, 'template' | 'language' | 'params' | 'linkKind'>,
): RenderedMail {
  if (!isMailTemplate(job.template))
    throw new MailTemplateError(`Unknown mail template "${String(job.template)}"`);
  const template = job.template;
  const missing = MAIL_TEMPLATE_PARAMS[template].filter((name) => !job.params[name]?.trim());
  if (missing.length > 0) {
    throw new MailTemplateError(`Mail template ${template} needs the param(s) ${missing.join(', ')}`);
  }
  const link = job.params.link ?? '';
  if (!/^https?:\/\//i.test(link))
    throw new MailTemplateError(`Mail template ${template} needs an http(s) link`);

  const language = mailLanguage(job.language);
  const catalogue = CATALOGUES[language];
  const strings = { ...ENGLISH[template], ...definedOnly(catalogue[template]) };
  const layout = { ...ENGLISH.layout, ...definedOnly(catalogue.layout) };
  const vars = { ...job.params, product: PRODUCT_NAME, foundation: FOUNDATION_NAME };
  const plain = (key: keyof TemplateStrings) => interpolate(strings[key], vars);
  const plainLayout = (key: keyof LayoutStrings) => interpolate(layout[key], vars);
  // A recipient without an account yet: the button creates its password, and the mail says so.
  const invitation = job.linkKind === 'invitation';
  const actionText = invitation ? plainLayout('invitationAction') : plain('action');

  const subject = plain('subject').replace(/\s+/g, ' ').trim();
  const text = [
    plain('greeting'),
    '',
    plain('intro'),
    '',
    ...(invitation ? [plainLayout('invitation'), ''] : []),
    `${actionText}:`,
    link,
    '',
    plain('note'),
    '',
    plainLayout('signoff'),
    plainLayout('team'),
    '',
    '-- ',
    `${PRODUCT_NAME} · ${plainLayout('tagline')}`,
    plainLayout('footer'),
    plainLayout('automated'),
    '',
  ].join('\n');

  const htmlVars = Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, escapeHtml(v)]));
  const html = (key: keyof TemplateStrings) => interpolate(escapeHtml(strings[key]), htmlVars);
  const htmlLayout = (key: keyof LayoutStrings) => interpolate(escapeHtml(layout[key]), htmlVars);
  const href = escapeHtml(link);
  const invitationHtml = invitation
    ? `
              <p style="margin:0 0 28px;padding:14px 16px;background:#faf8f4;border-left:3px solid #8c6a2f;">${htmlLayout('invitation')}</p>`
    : '';
  const actionHtml = invitation ? htmlLayout('invitationAction') : html('action');

  return {
    language,
    subject,
    text,
    html: layoutHtml({
      lang: bcp47(language),
      title: escapeHtml(subject),
      preheader: html('intro'),
      tagline: htmlLayout('tagline'),
      body: `
              <p style="margin:0 0 16px;">${html('greeting')}</p>
              <p style="margin:0 0 28px;">${html('intro')}</p>${invitationHtml}
              <table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 28px;">
                <tr>
                  <td style="border-radius:6px;background:#8c6a2f;">
                    <a href="${href}" target="_blank" style="display:inline-block;padding:13px 26px;font-family:Arial,Helvetica,sans-serif;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${actionHtml}</a>
                  </td>
                </tr>
              </table>
              <p style="margin:0 0 24px;font-size:14px;color:#5a5a5a;">${html('note')}</p>
              <p style="margin:0 0 4px;font-size:13px;color:#7a7a7a;">${htmlLayout('linkHelp')}</p>
              <p style="margin:0 0 28px;font-size:13px;word-break:break-all;"><a href="${href}" target="_blank" style="color:#8c6a2f;">${href}</a></p>
              <p style="margin:0;">${htmlLayout('signoff')}<br>${htmlLayout('team')}</p>`,
      footer: `${htmlLayout('footer')}<br>${htmlLayout('automated')}`,
    }),
  };
}

function definedOnly<T extends object>(value: T | undefined): Partial<T> {
  return Object.fromEntries(
    Object.entries(value ?? {}).filter(([, v]) => typeof v === 'string' && v !== ''),
  ) as Partial<T>;
}

/** A plain, table-based layout: it renders the same in webmail, Outlook and phones. */
export function layoutHtml(parts: {
  lang: string;
  title: string;
  preheader: string;
  tagline: string;
  body: string;
  footer: string;
}): string {
  const brand = escapeHtml(PRODUCT_NAME);
  const foundation = escapeHtml(FOUNDATION_NAME);
  return `<!DOCTYPE html>
<html lang="${parts.lang}" dir="ltr">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light">
    <title>${parts.title}</title>
  </head>
  <body style="margin:0;padding:0;background:#f3efe8;">
    <div style="display:none;max-height:0;overflow:hidden;opacity:0;">${parts.preheader}</div>
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3efe8;">
      <tr>
        <td align="center" style="padding:32px 12px;">
          <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border:1px solid #e6dfd2;border-radius:8px;">
            <tr>
              <td style="padding:26px 32px;background:#1f2a3a;border-radius:8px 8px 0 0;">
                <div style="font-family:Georgia,'Times New Roman',serif;font-size:24px;line-height:1.2;color:#ffffff;letter-spacing:0.5px;">${brand}</div>
                <div style="margin-top:6px;font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#d4b878;">${parts.tagline}</div>
              </td>
            </tr>
            <tr>
              <td style="padding:32px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.6;color:#2b2b2b;">${parts.body}
              </td>
            </tr>
            <tr>
              <td style="padding:20px 32px;background:#faf8f4;border-top:1px solid #ece6da;border-radius:0 0 8px 8px;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:1.6;color:#8a8a8a;">
                <strong style="color:#5a5a5a;">${foundation}</strong><br>
                ${parts.footer}
              </td>
            </tr>
          </table>
        </td>
      </tr>
    </table>
  </body>
</html>
`;
}
