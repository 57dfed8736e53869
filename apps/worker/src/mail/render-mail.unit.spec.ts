import { LANGUAGES } from '@artisans/domain';
import { MAIL_TEMPLATES, type MailJob } from '@artisans/platform';
import { CATALOGUES } from './templates';
import { mailLanguage, MailTemplateError, renderMail } from './render-mail';

const link = 'https://artisans.example.org/fr/artisan-login?hashEmail=abc&goTo=home';
const job = (overrides: Partial<MailJob> = {}): MailJob => ({
  template: 'confirm-email',
  to: 'jeanne@example.org',
  language: 'fr',
  params: { firstName: 'Jeanne', link },
  eventId: '0b7c6a52-4c55-4f36-9c36-6d7d1c3f4a10',
  ...overrides,
});

describe('renderMail', () => {
  it('renders the template in the recipient language, with an HTML and a text part', () => {
    const mail = renderMail(job());
    expect(mail.language).toBe('fr');
    expect(mail.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail.text).toContain('Bonjour Jeanne,');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('10 minutes');
    expect(mail.html).toContain('<html lang="fr"');
    expect(mail.html).toContain('Artisans of Excellence');
    expect(mail.html).toContain('Michelangelo Foundation');
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
  });

  it('escapes params in the HTML part but not in the text part', () => {
    const mail = renderMail(job({ params: { firstName: '<script>alert("x")</script>', link } }));
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.text).toContain('<script>alert("x")</script>');
  });

  it('interpolates every param of a template', () => {
    const mail = renderMail(
      job({
        template: 'artisan-invitation',
        language: 'de',
        params: { firstName: 'Anna', inviterName: 'Marco Rossi', link },
      }),
    );
    expect(mail.subject).toBe('Marco Rossi lädt Sie zu Artisans of Excellence ein');
    expect(mail.text).toContain('Hallo Anna,');
    expect(mail.text).not.toMatch(/\{\{|\}\}/);
  });

  it.each(LANGUAGES.flatMap((language) => MAIL_TEMPLATES.map((template) => [language, template] as const)))(
    'renders %s %s without leftover placeholders',
    (language, template) => {
      const params = {
        firstName: 'Ana',
        inviterName: 'Marco',
        artisanName: 'Iva Horvat',
        endorserName: 'Luc Martin',
        missing: 'Photos of recent work',
        commentary: 'A remarkable body of work.',
        points: '92,5',
        maximum: '120',
        percentage: '77,08 %',
        comment: 'A model workshop.',
        link,
      };
      const mail = renderMail(job({ template, language, params }));
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/\{\{|\}\}/);
      expect(mail.subject.length).toBeGreaterThan(5);
    },
  );

  it("gives the Green List's score and the reviewer's comment as the API formatted them", () => {
    const mail = renderMail(
      job({
        template: 'green-list-complete',
        language: 'fr',
        params: {
          firstName: 'Jeanne',
          points: '92,5',
          maximum: '120',
          percentage: '77,08 %',
          comment: 'Un atelier exemplaire.',
          link,
        },
      }),
    );
    expect(mail.subject).toBe('Votre Green List est finalisée');
    expect(mail.text).toContain('Votre score final est de 92,5 points sur 120 (77,08 %).');
    expect(mail.text).toContain('Un atelier exemplaire.');
    expect(mail.text).toContain(`Voir ma Green List:\n${link}`);
    // Without a comment the note is left empty, as for the committee's commentary.
    const silent = renderMail(
      job({
        template: 'green-list-complete',
        language: 'fr',
        params: { firstName: 'Jeanne', points: '0', maximum: '120', percentage: '0 %', link },
      }),
    );
    expect(silent.text).toContain('Votre score final est de 0 points sur 120 (0 %).');
    expect(silent.text + silent.html).not.toMatch(/\{\{|undefined/);
  });

  describe('a mail whose action needs an account, to a recipient who has none yet', () => {
    const invitationLink = 'https://artisans.example.org/fr/artisan-login?hashInvite=abc&goTo=analysis';
    const params = { firstName: 'Jeanne', artisanName: 'Jeanne Roux', link: invitationLink };

    it('says the link creates the password, on the button and in the text', () => {
      const mail = renderMail(
        job({ template: 'evaluation-sent', language: 'en', params, linkKind: 'invitation' }),
      );
      expect(mail.subject).toBe('The evaluation of Jeanne Roux has been sent to the foundation');
      expect(mail.text).toContain(
        'You do not have an account on Artisans of Excellence yet: the button below lets you choose your password, then signs you in.',
      );
      expect(mail.text).toContain(`Create my password:\n${invitationLink}`);
      expect(mail.html).toContain('Create my password</a>');
      expect(mail.html).toContain('You do not have an account on Artisans of Excellence yet');
      expect(mail.html).not.toContain('Open Artisans of Excellence</a>');
    });

    it('keeps the mail as it is for a recipient with an account', () => {
      for (const linkKind of [undefined, 'open'] as const) {
        const mail = renderMail(job({ template: 'evaluation-sent', language: 'en', params, linkKind }));
        expect(mail.text).toContain(`Open Artisans of Excellence:\n${invitationLink}`);
        expect(mail.text + mail.html).not.toContain('You do not have an account');
        expect(mail.html).not.toContain('Create my password');
      }
    });

    it.each(LANGUAGES)('says so in %s', (language) => {
      const mail = renderMail(
        job({ template: 'evaluation-selected', language, params, linkKind: 'invitation' }),
      );
      const layout = CATALOGUES[language].layout;
      expect(layout.invitation).toBeTruthy();
      expect(mail.text).toContain(layout.invitation!.replace('{{product}}', 'Artisans of Excellence'));
      expect(mail.text).toContain(`${layout.invitationAction!}:\n${invitationLink}`);
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/\{\{|\}\}/);
    });
  });

  it('falls back to English for an unknown language', () => {
    expect(renderMail(job({ language: 'xx' })).subject).toBe('Confirm your email address');
    expect(renderMail(job({ language: '' })).language).toBe('en');
  });

  it('falls back to English, key by key, for a string a language lacks', () => {
    const danish = CATALOGUES.da['reset-password'];
    const saved = danish?.note;
    try {
      if (danish) delete danish.note;
      const mail = renderMail(job({ template: 'reset-password', language: 'da' }));
      expect(mail.subject).toBe('Nulstil din adgangskode');
      expect(mail.text).toContain('This link is valid for 1 hour.');
    } finally {
      if (danish && saved) danish.note = saved;
    }
  });

  it('understands language tags as browsers send them', () => {
    expect(mailLanguage('FR-be')).toBe('fr');
    expect(mailLanguage('pt_BR')).toBe('pt');
    expect(mailLanguage('ja')).toBe('jp');
    expect(mailLanguage('jp')).toBe('jp');
    expect(mailLanguage('zh')).toBe('en');
  });

  it('refuses a job that can never be sent', () => {
    expect(() => renderMail(job({ params: { link } }))).toThrow(MailTemplateError);
    expect(() => renderMail(job({ params: { firstName: 'A', link: 'javascript:alert(1)' } }))).toThrow(
      MailTemplateError,
    );
    expect(() => renderMail(job({ template: 'nope' as MailJob['template'] }))).toThrow(MailTemplateError);
  });
});
