import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo, type RouteName } from '../../../config/paths';
import { formatDisplayDay } from '../../../lib/dates/display-day';
import type { Language } from '../../../lib/i18n/languages';
import { useStaffDashboard, type DashboardItem, type DashboardSection } from '../api/get-dashboard';
import classes from './waiting-for-you.module.css';

/** Where each kind of work is done: the evaluation (endorse, review, decide), the profile, the Green List. */
const PLACE: Record<DashboardSection, RouteName> = {
  endorsement: 'artisan_evaluation_edit',
  review: 'artisan_evaluation_edit',
  pending: 'artisan_edit',
  greenLists: 'green_list',
};

/** The staff home's dashboard (issue 16): what needs the member now, each item a link to where it is done. */
export function WaitingForYou({ language }: { language: Language }) {
  const { t } = useTranslation('statistics');
  const dashboard = useStaffDashboard(language);
  if (dashboard === undefined)
    return (
      <p className={classes.muted} aria-live="polite">
        {t('dashboard.loading')}
      </p>
    );
  // Unreadable: the shortcuts below still lead everywhere; no error in the way of the home page.
  if (dashboard === null || dashboard.sections.length === 0) return null;
  const waiting = dashboard.sections.filter((section) => section.count > 0);
  const name = (item: DashboardItem) =>
    [item.firstName, item.lastName].filter(Boolean).join(' ') || t('dashboard.unnamed');

  return (
    <section className={classes.dashboard} aria-labelledby="waiting-for-you" data-testid="staff-dashboard">
      <h2 id="waiting-for-you" className={classes.heading}>
        {t('dashboard.title')}
      </h2>
      {waiting.length === 0 ? <p className={classes.muted}>{t('dashboard.nothing')}</p> : null}
      {waiting.map(({ section, count, items }) => (
        <section key={section} className={classes.section} aria-labelledby={`waiting-${section}`}>
          <h3 id={`waiting-${section}`} className={classes.sectionTitle}>
            {t(`dashboard.${section}`)}{' '}
            <span className={classes.count}>{t('dashboard.count', { count })}</span>
          </h3>
          <ul className={classes.items}>
            {items.map((item) => (
              <li key={item.artisanId}>
                <Link
                  to={pathTo(PLACE[section], language, { id: item.artisanId })}
                  className={classes.item}
                  data-testid={`waiting-${section}-${item.artisanId}`}
                >
                  <span className={classes.name}>{name(item)}</span>
                  <span className={classes.details}>
                    {[
                      item.country,
                      t('dashboard.since', { date: formatDisplayDay(item.since.slice(0, 10)) }),
                      item.missing.length > 0
                        ? t('dashboard.missing', {
                            list: item.missing
                              .map((missing) => t(`dashboard.missingItems.${missing}`))
                              .join(', '),
                          })
                        : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {count > items.length ? (
            <Link to={pathTo('artisans', language)} className={classes.more}>
              {t('dashboard.seeAll')}
            </Link>
          ) : null}
        </section>
      ))}
    </section>
  );
}
