import '@mantine/core/styles/Switch.css';
import { Button, Center, Loader } from '@mantine/core';
import { useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import type { Language } from '../../../lib/i18n/languages';
import { useEvaluationMoment, type EvaluationMoment } from '../api/get-evaluation-moment';
import { ANALYSIS_NAMESPACES, formatMoment } from './analysis-status';
import { AsOfAnswers } from './as-of-answers';
import { momentChanges } from './as-of-changes';
import { MomentInput } from './as-of-moment-input';
import { StepText } from './as-of-step';
import { AsOfSummary, type MomentColumn } from './as-of-summary';
import analysis from './analysis.module.css';
import classes from './as-of.module.css';

/**
 * "As of": the evaluation exactly as it stood at a chosen date and time, as staff auditing a
 * decision need it: the standing, who started, sent, endorsed, reviewed and decided it and when,
 * the reviewers' notes, and every answer and comment with who gave it. Beside it a second moment,
 * now unless another is chosen, and what differs between the two marked. A moment before the
 * artisan was recorded says so.
 */
export function HistoryAsOf({
  artisanId,
  language,
  moment,
  compare,
  onMoment,
  onCompare,
  headingRef,
  evaluationVersion,
}: {
  artisanId: string;
  language: Language;
  moment: string | null;
  compare: string | null;
  onMoment: (moment: string | null) => void;
  onCompare: (moment: string | null) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The evaluation's version now: a step taken on this screen moves "now" on. */
  evaluationVersion: string | null;
}) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  // "Now" is the time the moment was chosen, or the evaluation last changed on this screen: a
  // fixed instant, so that the comparison does not shift while it is read.
  const [now, setNow] = useState(() => new Date().toISOString());
  const [seen, setSeen] = useState({ moment, evaluationVersion });
  if (seen.moment !== moment || seen.evaluationVersion !== evaluationVersion) {
    setSeen({ moment, evaluationVersion });
    setNow(new Date().toISOString());
  }
  const [onlyChanged, setOnlyChanged] = useState(false);
  const first = useEvaluationMoment(artisanId, moment);
  const second = useEvaluationMoment(artisanId, moment === null ? null : (compare ?? now));

  let result: ReactNode;
  if (moment === null) {
    result = <p className={analysis.muted}>{t('asOf.choose')}</p>;
  } else if (first.isPending || second.isPending) {
    result = (
      <Center py="md">
        <Loader size="sm" color="forest" type="dots" aria-label={t('common.loading', { ns: 'common' })} />
      </Center>
    );
  } else if (first.error || second.error) {
    result = <ErrorAlert error={first.error ?? second.error} />;
  } else if (!first.data.artisanExisted) {
    result = <NotYetRecorded moment={first.data} language={language} onMoment={onMoment} />;
  } else {
    result = (
      <MomentReport
        first={{ label: t('asOf.at', { date: formatMoment(moment, language) }), moment: first.data }}
        second={{
          label:
            compare === null
              ? t('asOf.nowAt', { date: formatMoment(now, language) })
              : t('asOf.at', { date: formatMoment(compare, language) }),
          moment: second.data,
        }}
        future={moment > now}
        onlyChanged={onlyChanged}
        onOnlyChanged={setOnlyChanged}
        language={language}
      />
    );
  }

  return (
    <section className={analysis.card} aria-labelledby="decision-as-of" data-testid="decision-as-of">
      <h2 id="decision-as-of" className={analysis.cardTitle} tabIndex={-1} ref={headingRef}>
        {t('asOf.title')}
      </h2>
      <p className={analysis.muted}>{t('asOf.intro')}</p>
      <div className={analysis.moments}>
        <MomentInput label={t('asOf.moment')} value={moment} onChange={onMoment} testId="as-of-moment" />
        <MomentInput
          label={t('asOf.compareWith')}
          hint={t('asOf.compareHint')}
          value={compare}
          onChange={onCompare}
          testId="as-of-compare"
        />
      </div>
      <div aria-live="polite" className={classes.answers}>
        {result}
      </div>
    </section>
  );
}

/** The moment came before the artisan was recorded: nothing to show but when it was. */
function NotYetRecorded({
  moment,
  language,
  onMoment,
}: {
  moment: EvaluationMoment;
  language: Language;
  onMoment: (moment: string | null) => void;
}) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  const createdAt = moment.artisanCreatedAt;
  return (
    <div className={classes.notice} data-testid="as-of-not-yet">
      <p className={classes.noticeTitle}>{t('asOf.notYet.title')}</p>
      <p>{t('asOf.notYet.text', { date: formatMoment(moment.at, language) })}</p>
      {createdAt ? (
        <>
          <p>{t('asOf.notYet.recorded', { date: formatMoment(createdAt, language) })}</p>
          <Button variant="light" color="forest" size="compact-sm" onClick={() => onMoment(createdAt)}>
            {t('asOf.notYet.toCreation')}
          </Button>
        </>
      ) : null}
    </div>
  );
}

/** Where the moment stands in the evaluation's life, then the standing and every answer. */
function MomentReport({
  first,
  second,
  future,
  onlyChanged,
  onOnlyChanged,
  language,
}: {
  first: MomentColumn;
  second: MomentColumn;
  future: boolean;
  onlyChanged: boolean;
  onOnlyChanged: (onlyChanged: boolean) => void;
  language: Language;
}) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  const changes = momentChanges(first.moment, second.moment);
  const { lastChange, changesSince } = first.moment;
  return (
    <>
      <div className={classes.context} data-testid="as-of-context">
        {future ? <p>{t('asOf.future')}</p> : null}
        {lastChange ? (
          <p data-testid="as-of-last-change">
            {t('asOf.lastChange', {
              change: t(`history.types.${lastChange.type}`, t('history.types.other')),
            })}{' '}
            <StepText step={lastChange} language={language} />
          </p>
        ) : (
          <p data-testid="as-of-last-change">{t('asOf.nothingYet')}</p>
        )}
        <p data-testid="as-of-changes-since">
          {changesSince > 0 ? t('asOf.changesSince', { number: changesSince }) : t('asOf.unchangedSince')}
        </p>
      </div>
      <AsOfSummary first={first} second={second} changes={changes} language={language} />
      <AsOfAnswers
        first={first}
        second={second}
        changes={changes}
        onlyChanged={onlyChanged}
        onOnlyChanged={onOnlyChanged}
        language={language}
      />
    </>
  );
}
