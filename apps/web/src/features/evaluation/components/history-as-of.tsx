import { Button, Center, Group, Loader, TextInput } from '@mantine/core';
import { useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import type { Language } from '../../../lib/i18n/languages';
import { useEvaluationStanding, type EvaluationStanding } from '../api/get-evaluation-as-of';
import {
  ANALYSIS_NAMESPACES,
  DecisionPill,
  formatMoment,
  numberFormat,
  ReviewPill,
  StatusPill,
  useStandingLabels,
} from './analysis-status';
import { fromMomentText, toMomentText } from './history-moments';
import classes from './analysis.module.css';

/**
 * "As of": the evaluation exactly as it stood at a chosen date and time (status, review, decision,
 * points per criterion, the reviewers' notes), and beside it a second moment to compare, with what
 * changed between them highlighted.
 */
export function HistoryAsOf({
  artisanId,
  language,
  moment,
  compare,
  onMoment,
  onCompare,
  headingRef,
}: {
  artisanId: string;
  language: Language;
  moment: string | null;
  compare: string | null;
  onMoment: (moment: string | null) => void;
  onCompare: (moment: string | null) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  const first = useEvaluationStanding(artisanId, moment, moment !== null);
  const second = useEvaluationStanding(artisanId, compare, compare !== null);

  let result: ReactNode;
  if (moment === null) {
    result = <p className={classes.muted}>{t('asOf.choose')}</p>;
  } else if (first.isPending || (compare !== null && second.isPending)) {
    result = (
      <Center py="md">
        <Loader size="sm" color="forest" type="dots" aria-label={t('common.loading', { ns: 'common' })} />
      </Center>
    );
  } else if (first.error || (compare !== null && second.error)) {
    result = <ErrorAlert error={first.error ?? second.error} />;
  } else if (first.data) {
    result = (
      <Comparison
        first={{ label: formatMoment(moment, language), standing: first.data }}
        second={
          compare !== null && second.data
            ? { label: formatMoment(compare, language), standing: second.data }
            : undefined
        }
        language={language}
      />
    );
  }

  return (
    <section className={classes.card} aria-labelledby="decision-as-of" data-testid="decision-as-of">
      <h2 id="decision-as-of" className={classes.cardTitle} tabIndex={-1} ref={headingRef}>
        {t('asOf.title')}
      </h2>
      <p className={classes.muted}>{t('asOf.intro')}</p>
      <div className={classes.moments}>
        <MomentInput label={t('asOf.moment')} value={moment} onChange={onMoment} testId="as-of-moment" />
        <MomentInput
          label={t('asOf.compareWith')}
          value={compare}
          onChange={onCompare}
          testId="as-of-compare"
        />
      </div>
      <div aria-live="polite">{result}</div>
    </section>
  );
}

/**
 * A date and time typed day first (`dd/mm/yyyy hh:mm:ss`, as the artisan list's dates), with "now"
 * and "clear". The browser's own picker is not used: it writes the browser's format (mm/dd/yyyy in a
 * US English Chromium), not the page's language.
 */
function MomentInput({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string | null;
  onChange: (moment: string | null) => void;
  testId: string;
}) {
  const { t } = useTranslation('analysis');
  // What is typed stays as typed until it is a whole date and time; a moment chosen elsewhere (a
  // step of the history, "now") replaces it.
  const [raw, setRaw] = useState(() => toMomentText(value));
  const [shown, setShown] = useState(value);
  const [invalid, setInvalid] = useState(false);
  if (shown !== value) {
    setShown(value);
    setRaw(toMomentText(value));
    setInvalid(false);
  }
  return (
    <div className={classes.moment}>
      <TextInput
        label={label}
        placeholder={t('asOf.placeholder')}
        description={invalid ? undefined : t('asOf.format')}
        error={invalid ? t('asOf.invalid') : undefined}
        value={raw}
        inputMode="numeric"
        autoComplete="off"
        maxLength={24}
        onChange={(event) => {
          const next = event.currentTarget.value;
          const parsed = fromMomentText(next);
          setRaw(next);
          if (parsed === null && next.trim() !== '') return;
          // Typed here: kept as typed rather than rewritten in full.
          setShown(parsed);
          setInvalid(false);
          onChange(parsed);
        }}
        // Judged once the field is left: a half-typed moment is not yet wrong.
        onBlur={() => setInvalid(raw.trim() !== '' && fromMomentText(raw) === null)}
        data-testid={testId}
      />
      <Group gap="xs">
        <Button variant="subtle" size="compact-sm" onClick={() => onChange(new Date().toISOString())}>
          {t('asOf.now')}
        </Button>
        {value !== null ? (
          <Button variant="subtle" size="compact-sm" color="gray" onClick={() => onChange(null)}>
            {t('asOf.clear')}
          </Button>
        ) : null}
      </Group>
    </div>
  );
}

type Moment = { label: string; standing: EvaluationStanding };

type Row = {
  key: string;
  label: string;
  cells: (standing: EvaluationStanding) => ReactNode;
  value: (standing: EvaluationStanding) => string;
};

/** The two moments side by side (or the one), rows that differ highlighted and marked "changed". */
function Comparison({ first, second, language }: { first: Moment; second?: Moment; language: Language }) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  const labels = useStandingLabels();
  const points = numberFormat(language);
  const score = (value: number, max: number) =>
    t('score.points', { points: points.format(value), max: points.format(max) });
  const none = <span className={classes.muted}>{t('table.none')}</span>;

  const rows: Row[] = [
    {
      key: 'status',
      label: t('summary.status'),
      value: (s) => s.statusEval,
      cells: (s) => <StatusPill status={s.statusEval} />,
    },
    {
      key: 'review',
      label: t('summary.review'),
      value: (s) => s.reviewStatus,
      cells: (s) => <ReviewPill review={s.reviewStatus} />,
    },
    {
      key: 'decision',
      label: t('summary.decision'),
      value: (s) => s.decision ?? '',
      cells: (s) => (s.decision ? <DecisionPill decision={s.decision} /> : none),
    },
    {
      key: 'total',
      label: t('standing.points'),
      value: (s) => String(s.totalPoint),
      cells: (s) => score(s.totalPoint, s.maxPoint),
    },
    ...(first.standing.criteria.map((criterion) => ({
      key: `criterion-${criterion.id}`,
      label: labels.criterion(criterion.id),
      value: (s: EvaluationStanding) => String(s.criteria.find((c) => c.id === criterion.id)?.points ?? ''),
      cells: (s: EvaluationStanding) => {
        const found = s.criteria.find((c) => c.id === criterion.id);
        return found ? score(found.points, found.maxPoints) : none;
      },
    })) satisfies Row[]),
    {
      key: 'missing',
      label: t('notes.missing'),
      value: (s) => s.missingInformation ?? '',
      cells: (s) => s.missingInformation ?? none,
    },
    {
      key: 'commentary',
      label: t('notes.commentaryCommittee'),
      value: (s) => s.commentaryCommittee ?? '',
      cells: (s) => s.commentaryCommittee ?? none,
    },
    {
      key: 'comments',
      label: t('notes.comments'),
      value: (s) => s.comments ?? '',
      cells: (s) => s.comments ?? none,
    },
  ];

  const firstHeader = t('asOf.at', { date: first.label });
  const secondHeader = second ? t('asOf.at', { date: second.label }) : '';

  return (
    <div className={classes.compareWrap}>
      <table className={classes.compare} data-testid="as-of-table">
        <caption className={classes.muted} style={{ textAlign: 'start', paddingBottom: '0.375rem' }}>
          {second ? t('asOf.captionCompare') : t('asOf.captionOne')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('asOf.what')}</th>
            <th scope="col">{firstHeader}</th>
            {second ? <th scope="col">{secondHeader}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const changed = second !== undefined && row.value(first.standing) !== row.value(second.standing);
            return (
              <tr key={row.key} data-testid={`as-of-${row.key}`} data-changed={changed ? 'true' : undefined}>
                <th scope="row">{row.label}</th>
                <td data-testid={`as-of-${row.key}-first`} data-label={firstHeader}>
                  <span>{row.cells(first.standing)}</span>
                </td>
                {second ? (
                  <td data-testid={`as-of-${row.key}-second`} data-label={secondHeader}>
                    <span>
                      {row.cells(second.standing)}
                      {changed ? <span className={classes.changed}>{t('asOf.changed')}</span> : null}
                    </span>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
