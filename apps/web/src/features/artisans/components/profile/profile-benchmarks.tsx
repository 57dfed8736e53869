import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateLocaleOf } from '../../../../lib/i18n/date-format';
import type { Language } from '../../../../lib/i18n/languages';
import { useArtisanBenchmarks, type GroupMedian, type ScoreBenchmark } from '../../api/artisan-benchmarks';
import { ProfileSection } from './profile-section';
import classes from './profile-benchmarks.module.css';
import profileClasses from './profile.module.css';

/** A median may be a half point: one decimal at most, written the reader's way (12,5 in French). */
const formatNumber = (value: number, language: Language) =>
  new Intl.NumberFormat(dateLocaleOf(language), { maximumFractionDigits: 1 }).format(value);

/**
 * Benchmarks by craft and country (issue 16), for staff on the artisan's profile: its evaluation and
 * Green List scores beside the medians of its craft and of its country. The API leaves out any group
 * of fewer than five artisans; such a median reads "not shown", never a number.
 */
export function ProfileBenchmarks({ artisanId, language }: { artisanId: string; language: Language }) {
  const { t } = useTranslation('benchmarks');
  const { data, isPending, isError } = useArtisanBenchmarks(artisanId);
  // Out of reach or unreadable: the profile says nothing rather than show an error beside it.
  if (isError || data === null) return null;
  return (
    <div className={profileClasses.card}>
      <ProfileSection title={t('title')} asFieldset={false} testId="profile-benchmarks">
        {isPending ? (
          <Loader size="sm" aria-label={t('loading')} />
        ) : (
          <>
            <div className={classes.scores}>
              <ScoreRow
                label={t('evaluation')}
                benchmark={data.evaluation}
                language={language}
                testId="evaluation"
              />
              <ScoreRow
                label={t('greenList')}
                benchmark={data.greenList}
                language={language}
                testId="green-list"
              />
            </div>
            <Text size="sm" c="var(--ink-soft)">
              {t('rule', { minimum: data.minimumGroup })}
            </Text>
          </>
        )}
      </ProfileSection>
    </div>
  );
}

function ScoreRow({
  label,
  benchmark,
  language,
  testId,
}: {
  label: string;
  benchmark: ScoreBenchmark;
  language: Language;
  testId: string;
}) {
  const { t } = useTranslation('benchmarks');
  const points = (value: number) => t('points', { points: formatNumber(value, language) });
  return (
    <section className={classes.row} aria-label={label} data-testid={`benchmark-${testId}`}>
      <h3 className={classes.label}>{label}</h3>
      <dl className={classes.figures}>
        <div className={classes.figure}>
          <dt>{t('artisan')}</dt>
          <dd className={classes.value}>
            {benchmark.score === null ? t('noScore') : points(benchmark.score)}
          </dd>
        </div>
        <Median title={t('craft')} median={benchmark.craft} points={points} language={language} />
        <Median title={t('country')} median={benchmark.country} points={points} language={language} />
      </dl>
    </section>
  );
}

function Median({
  title,
  median,
  points,
  language,
}: {
  title: string;
  median: GroupMedian;
  points: (value: number) => string;
  language: Language;
}) {
  const { t } = useTranslation('benchmarks');
  return (
    <div className={classes.figure}>
      <dt>{title}</dt>
      {median ? (
        <dd className={classes.value}>
          {points(median.median)}
          <span className={classes.group}>
            {t('group', { artisans: formatNumber(median.artisans, language) })}
          </span>
        </dd>
      ) : (
        <dd className={classes.hidden}>{t('notShown')}</dd>
      )}
    </div>
  );
}
