import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { pathTo } from '../../../config/paths';
import { formatDate } from '../../../lib/i18n/date-format';
import type { Language } from '../../../lib/i18n/languages';
import { listCampaigns, type Campaign } from '../api/campaigns';
import { CampaignFigures } from './campaign-figures';
import { COMMUNICATION_NAMESPACES } from './communication-namespaces';
import classes from './communication.module.css';

export const CAMPAIGNS_KEY = ['campaigns'] as const;

export function subjectOf(campaign: Campaign, language: Language): string {
  const own = campaign.messages.find((message) => message.language === language);
  const english = campaign.messages.find((message) => message.language === 'en');
  return (own ?? english ?? campaign.messages[0])?.subject ?? '';
}

/** Every campaign, newest first, with its status and figures; each opens its page. */
export function CampaignHistory({ language }: { language: Language }) {
  const { t } = useTranslation(COMMUNICATION_NAMESPACES);
  const campaigns = useQuery({ queryKey: CAMPAIGNS_KEY, queryFn: listCampaigns, staleTime: 0 });
  if (campaigns.error) return <ErrorAlert error={campaigns.error} />;
  if (!campaigns.data) return <p className={classes.muted}>{t('common.loading', { ns: 'common' })}</p>;
  if (campaigns.data.length === 0) return <p className={classes.muted}>{t('history.empty')}</p>;
  return (
    <ul className={classes.history} aria-label={t('history.title')}>
      {campaigns.data.map((campaign) => (
        <li key={campaign.id} className={classes.historyItem} data-testid="campaign-row">
          <div className={classes.outcome}>
            <Link className={classes.link} to={pathTo('campaign', language, { campaignId: campaign.id })}>
              {subjectOf(campaign, language) || t('history.noSubject')}
            </Link>
            <span className={classes.muted}>
              {t(`status.${campaign.status}`)} ·{' '}
              {formatDate(campaign.sentAt ?? campaign.createdAt, language, 'dateTime')}
              {campaign.createdBy ? ` · ${campaign.createdBy}` : ''} ·{' '}
              {campaign.messages.map((message) => message.language.toUpperCase()).join(', ')}
            </span>
          </div>
          <CampaignFigures campaign={campaign} withBar={false} />
        </li>
      ))}
    </ul>
  );
}
