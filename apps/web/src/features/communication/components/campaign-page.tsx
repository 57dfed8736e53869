import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { pathTo } from '../../../config/paths';
import { formatDate } from '../../../lib/i18n/date-format';
import { LANGUAGE_NAMES } from '../../../lib/i18n/languages';
import { useLanguage } from '../../../lib/i18n/use-language';
import { withQueryClient } from '../../../lib/query/with-query-client';
import { ScreenSection } from '../../../components/ui/screen-section';
import { getCampaign } from '../api/campaigns';
import { CampaignFigures } from './campaign-figures';
import { subjectOf } from './campaign-history';
import { COMMUNICATION_NAMESPACES } from './communication-namespaces';
import classes from './communication.module.css';

/** How often the page asks for the figures while the campaign is being sent. */
export const PROGRESS_POLL_MS = 1500;

/**
 * A campaign (issue 17): its messages and its progress (sent, failed, waiting), read again every
 * second and a half until it is finished.
 */
export const CampaignPage = withQueryClient(CampaignView);

function CampaignView() {
  const { t } = useTranslation(COMMUNICATION_NAMESPACES);
  const language = useLanguage();
  const { campaignId = '' } = useParams();
  const campaign = useQuery({
    queryKey: ['campaign', campaignId],
    queryFn: () => getCampaign(campaignId),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? PROGRESS_POLL_MS : false),
  });
  const data = campaign.data;

  return (
    <div className={classes.page}>
      <div className={classes.inner}>
        <Link className={classes.link} to={pathTo('communication', language)}>
          {t('campaign.back')}
        </Link>
        {campaign.error ? <ErrorAlert error={campaign.error} /> : null}
        {!data && !campaign.error ? <PageLoader label={t('common.loading', { ns: 'common' })} /> : null}
        {data ? (
          <>
            <header className={classes.hero}>
              <p className={classes.overline}>{t('campaign.overline')}</p>
              <h1 className={classes.title}>{subjectOf(data, language) || t('history.noSubject')}</h1>
              <p className={classes.muted}>
                {data.createdBy ? t('campaign.by', { name: data.createdBy }) : null}{' '}
                {data.sentAt
                  ? t('campaign.sentAt', { date: formatDate(data.sentAt, language, 'dateTime') })
                  : null}
              </p>
            </header>
            <ScreenSection id="campaign-progress-title" title={t('campaign.progress')}>
              <p role="status" aria-live="polite" className={classes.strong} data-testid="campaign-status">
                {data.status === 'finished'
                  ? t('campaign.finished', {
                      date: data.finishedAt ? formatDate(data.finishedAt, language, 'dateTime') : '',
                    })
                  : data.status === 'sending'
                    ? t('campaign.sending')
                    : t('campaign.draft')}
              </p>
              <CampaignFigures campaign={data} />
            </ScreenSection>
            <ScreenSection id="campaign-messages-title" title={t('campaign.messages')}>
              <ul className={classes.history}>
                {data.messages.map((message) => (
                  <li key={message.language} className={classes.historyItem}>
                    <span className={classes.strong}>{LANGUAGE_NAMES[message.language]}</span>
                    <span>{message.subject}</span>
                  </li>
                ))}
              </ul>
            </ScreenSection>
          </>
        ) : null}
      </div>
    </div>
  );
}
