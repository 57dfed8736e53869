import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Pagination.css';
import { Tabs } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import listPage from '../../../components/ui/list-page.module.css';
import { useSession } from '../../../lib/auth/session';
import type { SessionClaims } from '../../../lib/auth/session-token';
import { queryClient } from '../../../lib/query/query-client';
import { MANAGEMENT_NAMESPACES } from './management-namespaces';
import { OrganizationList } from './organization-list';
import { UserList } from './user-list';
import classes from './management.module.css';

type Tab = 'accounts' | 'organisations';

const TAB_PARAM = 'tab';

/**
 * SPEC.md route `management`: the back-office accounts (7 a page, search, filters, create, edit,
 * activate, deactivate, delete) and the organisations (create, edit name, countries and members),
 * for the foundation (admin and executive committee). The open tab and the filters live in the URL.
 */
export function ManagementPage() {
  const session = useSession();
  if (!session) return null;
  return (
    <QueryClientProvider client={queryClient}>
      <Management viewer={session.claims} />
    </QueryClientProvider>
  );
}

function Management({ viewer }: { viewer: SessionClaims }) {
  const { t } = useTranslation(MANAGEMENT_NAMESPACES);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get(TAB_PARAM) === 'organisations' ? 'organisations' : 'accounts';

  const openTab = (next: string | null) => {
    if (next !== 'accounts' && next !== 'organisations') return;
    const params = new URLSearchParams(searchParams);
    if (next === 'accounts') params.delete(TAB_PARAM);
    else params.set(TAB_PARAM, next);
    setSearchParams(params);
  };

  return (
    <div className={listPage.page}>
      <div className={listPage.inner}>
        <header className={listPage.heading}>
          <p className={listPage.overline}>{t('page.overline')}</p>
          <h1 className={`${listPage.title} ${classes.title}`}>{t('page.title')}</h1>
          <p className={listPage.intro}>{t('page.intro')}</p>
        </header>
        <Tabs value={tab} onChange={openTab} keepMounted={false} color="forest.8">
          <Tabs.List aria-label={t('tabs.label')} className={classes.tabList}>
            <Tabs.Tab value="accounts" className={classes.tab}>
              {t('tabs.accounts')}
            </Tabs.Tab>
            <Tabs.Tab value="organisations" className={classes.tab}>
              {t('tabs.organisations')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="accounts" className={classes.panel}>
            <UserList viewer={viewer} />
          </Tabs.Panel>
          <Tabs.Panel value="organisations" className={classes.panel}>
            <OrganizationList viewer={viewer} />
          </Tabs.Panel>
        </Tabs>
      </div>
    </div>
  );
}
