import { FOUNDATION_NAME, type CampaignMailJob } from '@artisans/platform';
import { CATALOGUES, ENGLISH } from '../mail/templates';
import { bcp47, escapeHtml, layoutHtml, mailLanguage } from '../mail/render-mail';
import { CAMPAIGN_STRINGS } from './campaign-strings';

export type RenderedCampaignMail = { subject: string; html: string; text: string; language: string };

/** A plain-text version of the (sanitised) HTML: paragraphs, list items, and links with their address. */
export function htmlToText(html: string): string {
  return html
    .replace(
      /<a\b[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gis,
      (_, href: string, label: string) => `${label} (${href})`,
    )
    .replace(/<img\b[^>]*alt="([^"]*)"[^>]*>/gi, (_, alt: string) => (alt ? `[${alt}]` : ''))
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h2|h3|ul|ol|blockquote)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The newsletter in the layout of every mail of the product. The body was sanitised by the API
 * before it was stored; the footer says why the recipient gets it and, for artisans, how to stop.
 */
export function renderCampaignMail(job: CampaignMailJob): RenderedCampaignMail {
  const language = mailLanguage(job.language);
  const strings = CAMPAIGN_STRINGS[language];
  const tagline = CATALOGUES[language].layout.tagline || ENGLISH.layout.tagline;
  const fill = (text: string) => text.replace(/\{\{\s*foundation\s*\}\}/g, FOUNDATION_NAME);
  const reason = fill(job.kind === 'artisan' ? strings.reason : strings.staffReason);
  const unsubscribe = job.unsubscribePage;
  const subject = job.subject.replace(/\s+/g, ' ').trim();
  const footer = unsubscribe
    ? `${escapeHtml(reason)}<br><a href="${escapeHtml(unsubscribe)}" target="_blank" style="color:#8c6a2f;">${escapeHtml(strings.unsubscribe)}</a>`
    : escapeHtml(reason);
  const text = [
    htmlToText(job.html),
    '',
    '-- ',
    reason,
    ...(unsubscribe ? [`${strings.unsubscribe}: ${unsubscribe}`] : []),
    '',
  ].join('\n');
  return {
    subject,
    language,
    text,
    html: layoutHtml({
      lang: bcp47(language),
      title: escapeHtml(subject),
      preheader: escapeHtml(htmlToText(job.html).slice(0, 120)),
      tagline: escapeHtml(fill(tagline)),
      body: `
              <div>${job.html}</div>`,
      footer,
    }),
  };
}
