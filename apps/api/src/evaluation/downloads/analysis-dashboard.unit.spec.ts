import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CRITERION_IDS, analyse, type EvaluationAnswers, type Points } from '@artisans/domain';
import type { AnalysisView } from '../analysis.service';
import { analysisDashboard, type DashboardInput } from './analysis-dashboard';
import { pdfSetup, renderAnalysisPdf } from './analysis-pdf';
import { localeDirectories, localeDirectory, translator, type Translate } from './locale-texts';

const sheet = (points: (criterion: string) => Points): EvaluationAnswers =>
  Object.fromEntries(
    CRITERION_IDS.map((id) => [id, { q1: points(id), q2: points(id), q3: points(id) }]),
  ) as EvaluationAnswers;

/** Staff: 3 on every question; the artisan: 5, and 1 for talent. Talent and others differ by 6. */
function view(overrides: Partial<AnalysisView> = {}): AnalysisView {
  return {
    '@id': '/api/artisans/a1/analysis',
    artisan: '/api/artisans/a1',
    statusEval: 'SELECTED',
    reviewStatus: 'REVIEWED',
    decision: 'ACCEPTED',
    commentaryCommittee: 'An outstanding master of marquetry.',
    ...analyse(
      sheet(() => 3),
      sheet((id) => (id === 'talent' ? 1 : 5)),
    ),
    ...overrides,
  };
}

const messages = (language: string, namespace: string) => {
  const directory = localeDirectory(localeDirectories());
  try {
    return JSON.parse(readFileSync(join(directory ?? '', language, `${namespace}.json`), 'utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return undefined;
  }
};

const none: Translate = (_key, fallback, values) =>
  fallback.replace(/{{(\w+)}}/g, (_, name: string) => String(values?.[name] ?? ''));

function input(overrides: Partial<DashboardInput> = {}): DashboardInput {
  return {
    analysis: view(),
    artisan: { firstName: 'Giovanni', lastName: 'Rossi', country: 'France', craft: 'Wood – Cabinetmaker' },
    productName: 'Artisans of Excellence',
    language: 'en',
    now: new Date('2026-03-05T10:00:00Z'),
    downloads: none,
    criteria: none,
    ...overrides,
  };
}

describe('the analysis dashboard (content of the PDF)', () => {
  it('says who, where the evaluation stands, the scores and a bar per criterion', () => {
    const dashboard = analysisDashboard(input());
    expect(dashboard.title).toBe('Analysis of the evaluation');
    expect(dashboard.date).toBe('Made on March 5, 2026');
    expect(dashboard.artisan).toEqual([
      { label: 'Artisan', value: 'Giovanni Rossi' },
      { label: 'Country', value: 'France' },
      { label: 'Craft', value: 'Wood – Cabinetmaker' },
    ]);
    expect(dashboard.standing.map((field) => field.value)).toEqual(['SELECTED', 'REVIEWED', 'ACCEPTED']);
    expect(dashboard.scores.rows[0]).toEqual({
      label: 'Total',
      evaluation: '99 / 165 (60 %)',
      selfAssessment: '153 / 165 (92.7 %)',
      total: true,
    });
    expect(dashboard.scores.rows.map((row) => row.label)).toEqual(['Total', 'essential', 'differentiating']);
    expect(dashboard.chart.max).toBe(15);
    expect(dashboard.chart.legend.map((item) => item.kind)).toEqual([
      'evaluation',
      'selfAssessment',
      'largeGap',
    ]);
    expect(dashboard.chart.note).toMatch(/6 points or more/);
    expect(dashboard.chart.bars).toHaveLength(11);
    expect(dashboard.chart.bars.find((bar) => bar.label === 'talent')).toEqual({
      label: 'talent',
      evaluation: 9,
      selfAssessment: 3,
      largeGap: true,
    });
    expect(dashboard.chart.bars.find((bar) => bar.label === 'tradition')).toMatchObject({ largeGap: true });
    expect(dashboard.committee).toEqual({
      label: 'Words of the committee',
      value: 'An outstanding master of marquetry.',
    });
  });

  it('shows a missing side as not sent, an undecided evaluation as such, and no empty fields', () => {
    const dashboard = analysisDashboard(
      input({
        analysis: view({
          ...analyse(
            null,
            sheet(() => 5),
          ),
          decision: null,
          commentaryCommittee: null,
        }),
        artisan: { firstName: '', lastName: '', country: null, craft: null },
      }),
    );
    expect(dashboard.scores.rows[0]).toMatchObject({
      evaluation: 'Not sent',
      selfAssessment: '165 / 165 (100 %)',
    });
    expect(dashboard.standing[2]!.value).toBe('None yet');
    expect(dashboard.artisan.map((field) => field.value)).toEqual(['–', '–', '–']);
    expect(dashboard.chart.bars[0]).toMatchObject({ evaluation: null, selfAssessment: 15, largeGap: false });
    expect(dashboard.chart.legend).toEqual([{ kind: 'selfAssessment', label: 'Self-assessment' }]);
    expect(dashboard.chart.note).toBeNull();
    expect(dashboard.committee).toBeNull();
  });

  it('never carries the confidential comment, even when the view would', () => {
    const leaky = { ...view(), comments: 'Production partly outsourced.' } as AnalysisView;
    expect(JSON.stringify(analysisDashboard(input({ analysis: leaky })))).not.toContain('outsourced');
  });

  it("speaks the request's language from the web's locale files, English where one lacks a text", () => {
    const english = messages('en', 'criteria');
    const french = translator(messages('fr', 'criteria'), english);
    const dashboard = analysisDashboard(
      input({
        language: 'fr',
        criteria: french,
        downloads: translator(messages('fr', 'downloads'), messages('en', 'downloads')),
      }),
    );
    expect(dashboard.date).toContain('5 mars 2026');
    expect(dashboard.scores.rows[1]!.label).toBe(french('groups.essential.name', 'essential'));
    expect(dashboard.chart.bars[0]!.label).toBe(french('criteria.tradition.name', 'tradition'));
  });
});

describe('locale texts', () => {
  const t = translator(
    { a: { b: 'Bonjour {{name}}' }, statuses: { 'IN PROGRESS': { label: 'En cours' } }, empty: ' ' },
    { a: { c: 'Hello' }, empty: 'Empty' },
  );

  it('looks up nested keys (with spaces), falls back to English then to the given text', () => {
    expect(t('a.b', 'x', { name: 'Ada' })).toBe('Bonjour Ada');
    expect(t('statuses.IN PROGRESS.label', 'x')).toBe('En cours');
    expect(t('a.c', 'x')).toBe('Hello');
    expect(t('empty', 'x')).toBe('Empty');
    expect(t('a.z', 'tradition')).toBe('tradition');
    expect(translator(undefined, undefined)('criteria.tradition.name', 'tradition')).toBe('tradition');
  });
});

describe('the PDF drawing', () => {
  it('makes a PDF of the dashboard, in any UI language', async () => {
    for (const asked of ['en', 'hy', 'ka', 'ru', 'jp'] as const) {
      const { font, language } = pdfSetup(asked);
      const bytes = await renderAnalysisPdf(analysisDashboard(input({ language })), {
        font,
        compress: false,
      });
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
    }
    const helvetica = await renderAnalysisPdf(analysisDashboard(input()), { font: undefined });
    expect(helvetica.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('embeds a font with the letters of the language, else writes English', () => {
    const dejavu = (path: string) => path.includes('DejaVuSans');
    expect(pdfSetup('hy', dejavu)).toEqual({
      font: expect.objectContaining({ regular: expect.stringMatching(/DejaVuSans\.ttf$/) }),
      language: 'hy',
    });
    expect(pdfSetup('ka', dejavu).language).toBe('ka');
    // Japanese needs a CJK font (Debian: fonts-noto-cjk, fonts-ipafont-gothic or fonts-droid-fallback).
    expect(pdfSetup('jp', dejavu)).toMatchObject({ language: 'en' });
    expect(pdfSetup('jp', (path) => path.includes('NotoSansCJK'))).toMatchObject({
      language: 'jp',
      font: { regularFace: 'NotoSansCJKjp-Regular', boldFace: 'NotoSansCJKjp-Bold' },
    });
    // No font at all: pdfkit's Helvetica writes Latin-1 languages only.
    expect(pdfSetup('fr', () => false)).toEqual({ font: undefined, language: 'fr' });
    expect(pdfSetup('cs', () => false)).toEqual({ font: undefined, language: 'en' });
    expect(pdfSetup('ru', () => false)).toEqual({ font: undefined, language: 'en' });
  });
});
