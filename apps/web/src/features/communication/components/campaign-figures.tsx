import { useTranslation } from 'react-i18next';
import type { Campaign } from '../api/campaigns';
import { COMMUNICATION_NAMESPACES } from './communication-namespaces';
import classes from './communication.module.css';

/** The progress of a campaign as a bar (sent, failed, the rest waiting) and its figures. */
export function CampaignFigures({ campaign, withBar = true }: { campaign: Campaign; withBar?: boolean }) {
  const { t } = useTranslation(COMMUNICATION_NAMESPACES);
  const { sent, failed, waiting } = campaign.progress;
  const total = Math.max(campaign.recipients.total, sent + failed + waiting);
  const share = (value: number) => (total === 0 ? 0 : (value / total) * 100);
  const handled = sent + failed;
  // A draft has no recipients yet: they are counted when it is sent.
  if (campaign.status === 'draft') return null;
  return (
    <>
      {withBar ? (
        <div
          className={classes.bar}
          role="progressbar"
          aria-label={t('campaign.progress')}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={handled}
          aria-valuetext={t('campaign.progressText', { handled, total })}
          data-testid="campaign-progress"
        >
          <span className={classes.barSent} style={{ width: `${share(sent)}%` }} />
          <span className={classes.barFailed} style={{ width: `${share(failed)}%` }} />
        </div>
      ) : null}
      <dl className={classes.figures} data-testid="campaign-figures">
        <Figure term={t('figures.recipients')} value={campaign.recipients.total} />
        <Figure term={t('figures.sent')} value={sent} testId="figure-sent" />
        <Figure term={t('figures.failed')} value={failed} testId="figure-failed" />
        <Figure term={t('figures.waiting')} value={waiting} testId="figure-waiting" />
        <Figure term={t('figures.unsubscribed')} value={campaign.unsubscribed} />
      </dl>
    </>
  );
}

function Figure({ term, value, testId }: { term: string; value: number; testId?: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
