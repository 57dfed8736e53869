import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { pathTo } from '../../../config/paths';
import { useLanguage } from '../../../lib/i18n/use-language';
import { unsubscribe, type UnsubscribeOutcome } from '../api/unsubscribe';
import classes from './communication.module.css';

type State =
  | { kind: 'asking' }
  | { kind: 'working' }
  | { kind: 'done'; outcome: UnsubscribeOutcome }
  | { kind: 'failed'; error: unknown };

/**
 * SPEC.md issue 17: the page a newsletter's unsubscribe link opens. It says what will happen and
 * unsubscribes on one click, never on load: mail scanners that open links must not unsubscribe
 * anyone. No session is needed; the signed token is the proof.
 */
export function UnsubscribePage() {
  const { t } = useTranslation(['communication', 'common']);
  const { token = '' } = useParams();
  const language = useLanguage();
  const [state, setState] = useState<State>({ kind: 'asking' });

  const confirm = () => {
    setState({ kind: 'working' });
    unsubscribe(token).then(
      (outcome) => setState({ kind: 'done', outcome }),
      (error: unknown) => setState({ kind: 'failed', error }),
    );
  };

  return (
    <div className={classes.page}>
      <section className={classes.card} aria-labelledby="unsubscribe-title">
        <p className={classes.overline}>{t('unsubscribe.overline')}</p>
        <h1 id="unsubscribe-title" className={classes.title}>
          {t('unsubscribe.title')}
        </h1>
        {state.kind === 'done' ? (
          <div role="status" className={classes.outcome} data-testid="unsubscribe-outcome">
            {state.outcome === 'unsubscribed' ? (
              <>
                <p className={classes.strong}>{t('unsubscribe.done')}</p>
                <p>{t('unsubscribe.doneDetail')}</p>
              </>
            ) : (
              <>
                <p className={classes.strong}>{t('unsubscribe.invalid')}</p>
                <p>{t('unsubscribe.invalidDetail')}</p>
              </>
            )}
            <Link className={classes.link} to={pathTo('hub', language)}>
              {t('unsubscribe.toHub')}
            </Link>
          </div>
        ) : (
          <>
            <p>{t('unsubscribe.explain')}</p>
            <p>{t('unsubscribe.settings')}</p>
            {state.kind === 'failed' ? <ErrorAlert error={state.error} /> : null}
            <div className={classes.actions}>
              <Button color="forest.8" onClick={confirm} loading={state.kind === 'working'}>
                {t('unsubscribe.confirm')}
              </Button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
