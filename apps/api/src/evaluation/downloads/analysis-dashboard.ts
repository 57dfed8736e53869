import {
  LARGE_GAP_POINTS,
  MAX_POINTS_PER_CRITERION,
  criteriaKeys,
  localeOf,
  type Language,
  type Score,
} from '@artisans/domain';
import type { AnalysisView } from '../analysis.service';
import type { Translate } from './locale-texts';

/**
 * What the analysis PDF shows (SPEC.md section 2, "download of the dashboard"), as plain texts and
 * numbers: the drawing (analysis-pdf.ts) only lays it out. The confidential comment is not part of
 * the analysis, so it cannot end up here.
 */
export type DashboardField = { label: string; value: string };

export type DashboardScoreRow = {
  label: string;
  /** Formatted "87 / 165 (52.7 %)", or the "not sent" text. */
  evaluation: string;
  selfAssessment: string;
  /** Totals are drawn in bold. */
  total: boolean;
};

export type DashboardBar = {
  label: string;
  /** Points of 0..max; null when that side is missing. */
  evaluation: number | null;
  selfAssessment: number | null;
  largeGap: boolean;
};

export type AnalysisDashboard = {
  productName: string;
  title: string;
  date: string;
  artisan: DashboardField[];
  standing: DashboardField[];
  scores: { columns: [string, string, string]; rows: DashboardScoreRow[] };
  chart: {
    title: string;
    max: number;
    /** Only the sides the analysis has; the large gap only when it has both. */
    legend: { kind: 'evaluation' | 'selfAssessment' | 'largeGap'; label: string }[];
    bars: DashboardBar[];
    note: string | null;
  };
  committee: DashboardField | null;
};

export type DashboardInput = {
  analysis: AnalysisView;
  artisan: { firstName: string; lastName: string; country: string | null; craft: string | null };
  productName: string;
  language: Language;
  now: Date;
  /** Namespace `downloads` (the PDF's own words) and `criteria` (names, statuses, decisions). */
  downloads: Translate;
  criteria: Translate;
};

export function analysisDashboard(input: DashboardInput): AnalysisDashboard {
  const { analysis, artisan, downloads: d, criteria: c, language } = input;
  const locale = localeOf(language);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const notSet = d('pdf.notSet', '–');
  const scoreText = (score: Score | null) =>
    score
      ? `${number.format(score.points)} / ${number.format(score.maxPoints)} (${number.format(score.percent)} %)`
      : d('pdf.notSent', 'Not sent');

  const name = `${artisan.firstName} ${artisan.lastName}`.trim();
  const { statusEval, reviewStatus, decision } = analysis;
  const bothSides = analysis.evaluation !== null && analysis.selfAssessment !== null;
  return {
    productName: input.productName,
    title: d('pdf.title', 'Analysis of the evaluation'),
    date: d('pdf.madeOn', 'Made on {{date}}', {
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(input.now),
    }),
    artisan: [
      { label: d('pdf.artisan', 'Artisan'), value: name || notSet },
      { label: d('pdf.country', 'Country'), value: artisan.country ?? notSet },
      { label: d('pdf.craft', 'Craft'), value: artisan.craft ?? notSet },
    ],
    standing: [
      { label: d('pdf.status', 'Status'), value: c(criteriaKeys.status(statusEval, 'label'), statusEval) },
      {
        label: d('pdf.review', 'Review'),
        value: d(`pdf.reviewStatuses.${reviewStatus}`, reviewStatus),
      },
      {
        label: d('pdf.decision', 'Decision'),
        value: decision
          ? c(criteriaKeys.decision(decision, 'label'), decision)
          : d('pdf.noDecision', 'None yet'),
      },
    ],
    scores: {
      columns: [
        d('pdf.points', 'Points'),
        d('pdf.evaluation', 'Staff evaluation'),
        d('pdf.selfAssessment', 'Self-assessment'),
      ],
      rows: [
        {
          label: d('pdf.total', 'Total'),
          evaluation: scoreText(analysis.evaluation),
          selfAssessment: scoreText(analysis.selfAssessment),
          total: true,
        },
        ...analysis.groups.map((group) => ({
          label: c(criteriaKeys.groupName(group.group), group.group),
          evaluation: scoreText(group.evaluation),
          selfAssessment: scoreText(group.selfAssessment),
          total: false,
        })),
      ],
    },
    chart: {
      title: d('pdf.chartTitle', 'Points per criterion (out of {{max}})', { max: MAX_POINTS_PER_CRITERION }),
      max: MAX_POINTS_PER_CRITERION,
      legend: [
        ...(analysis.evaluation
          ? [{ kind: 'evaluation' as const, label: d('pdf.evaluation', 'Staff evaluation') }]
          : []),
        ...(analysis.selfAssessment
          ? [{ kind: 'selfAssessment' as const, label: d('pdf.selfAssessment', 'Self-assessment') }]
          : []),
        ...(bothSides ? [{ kind: 'largeGap' as const, label: d('pdf.largeGap', 'Large gap') }] : []),
      ],
      bars: analysis.criteria.map((criterion) => ({
        label: c(criteriaKeys.criterionName(criterion.id), criterion.id),
        evaluation: criterion.evaluation?.points ?? null,
        selfAssessment: criterion.selfAssessment?.points ?? null,
        largeGap: criterion.largeGap,
      })),
      note: bothSides
        ? d(
            'pdf.largeGapNote',
            'Large gap: the self-assessment and the staff evaluation are {{points}} points or more apart.',
            { points: LARGE_GAP_POINTS },
          )
        : null,
    },
    committee: analysis.commentaryCommittee
      ? { label: d('pdf.committee', 'Words of the committee'), value: analysis.commentaryCommittee }
      : null,
  };
}
