import type { CampaignMailJob } from '@artisans/platform';
import { unsubscribeHeaders } from './campaign-worker';
import { htmlToText, renderCampaignMail } from './render-campaign';

const job: CampaignMailJob = {
  campaignId: 'c1',
  recipientId: 'r1',
  kind: 'artisan',
  test: false,
  to: 'a@example.org',
  language: 'it',
  subject: 'Notizie',
  html: '<p>Ciao <a href="https://example.org">sito</a></p><ul><li>uno</li></ul>',
  unsubscribePage: 'https://app.example.org/it/unsubscribe/tok',
  unsubscribeEndpoint: 'https://app.example.org/api/unsubscribe/tok',
};

describe('newsletter rendering', () => {
  it('puts the body in the layout with the footer and unsubscribe link in the recipient’s language', () => {
    const mail = renderCampaignMail(job);
    expect(mail.subject).toBe('Notizie');
    expect(mail.html).toContain('<html lang="it"');
    expect(mail.html).toContain(job.html);
    expect(mail.html).toContain('href="https://app.example.org/it/unsubscribe/tok"');
    expect(mail.html).toContain('Annulla l’iscrizione');
    expect(mail.text).toContain('Annulla l’iscrizione: https://app.example.org/it/unsubscribe/tok');
  });

  it('gives staff no unsubscribe link and says why they get it', () => {
    const mail = renderCampaignMail({
      ...job,
      kind: 'staff',
      unsubscribePage: undefined,
      unsubscribeEndpoint: undefined,
      language: 'en',
    });
    expect(mail.html).not.toContain('unsubscribe');
    expect(mail.text).toContain('as a member of the');
    expect(unsubscribeHeaders({ ...job, unsubscribeEndpoint: undefined })).toEqual({});
  });

  it('sets the one-click headers for artisans', () => {
    expect(unsubscribeHeaders(job)).toEqual({
      'List-Unsubscribe': '<https://app.example.org/api/unsubscribe/tok>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('writes a text version with links and list items', () => {
    expect(htmlToText(job.html)).toBe('Ciao sito (https://example.org)\n\n- uno');
  });
});
