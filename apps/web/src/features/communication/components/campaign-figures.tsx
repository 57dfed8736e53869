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
        <div>
          <dt>{t('figures.recipients')}</dt>
          <dd>{campaign.recipients.total}</dd>
        </div>
        <div>
          <dt>{t('figures.sent')}</dt>
          <dd data-testid="figure-sent">{sent}</dd>
        </div>
        <div>
          <dt>{t('figures.failed')}</dt>
          <dd data-testid="figure-failed">{failed}</dd>
        </div>
        <div>
          <dt>{t('figures.waiting')}</dt>
          <dd data-testid="figure-waiting">{waiting}</dd>
        </div>
        <div>
          <dt>{t('figures.unsubscribed')}</dt>
          <dd>{campaign.unsubscribed}</dd>
        </div>
      </dl>
    </>
  );
}
