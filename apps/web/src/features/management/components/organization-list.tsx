import { Button } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PencilIcon } from '../../../components/ui/icons';
import { ListEmpty, ListNotLoaded } from '../../../components/ui/list-states';
import type { SessionClaims } from '../../../lib/auth/session-token';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useOrganizationList, type Organization } from '../api/list-organizations';
import { useAllUsers } from '../api/list-users';
import { ListSectionHead, useFormPopup } from './list-section';
import { GlobeIcon, PeopleIcon } from './management-icons';
import { MANAGEMENT_NAMESPACES } from './management-namespaces';
import { OrganizationFormPopup, type OrganizationFormMode } from './organization-form-popup';
import { useCountryNames } from './use-country-options';
import classes from './management.module.css';

/** How many member names a card shows before "and n more". */
const MEMBERS_SHOWN = 4;

/**
 * The organisations of the network (SPEC.md section 3: name, countries, users), each with where
 * it works and who belongs to it; the foundation creates them and changes their name, countries
 * and members.
 */
export function OrganizationList({ viewer }: { viewer: SessionClaims }) {
  const { t } = useTranslation(MANAGEMENT_NAMESPACES);
  const language = useLanguage();
  const organizations = useOrganizationList();
  const users = useAllUsers();
  const form = useFormPopup<OrganizationFormMode>('organisation-form');

  const userNames = useMemo(
    () => new Map((users.data ?? []).map((user) => [user.id, user.name])),
    [users.data],
  );
  const countryNames = useCountryNames(language);

  return (
    <>
      <ListSectionHead
        title={t('organisations.title')}
        addLabel={t('organisations.add')}
        onAdd={() => form.open({ kind: 'create' })}
      />

      {!organizations.data ? (
        <ListNotLoaded
          query={organizations}
          retryLabel={t('users.results.retry')}
          loadingLabel={t('common.loading', { ns: 'common' })}
        />
      ) : organizations.data.length === 0 ? (
        <ListEmpty title={t('organisations.empty.title')} text={t('organisations.empty.text')} />
      ) : (
        <ul className={classes.cards} aria-label={t('organisations.title')} data-testid="organization-list">
          {organizations.data.map((organization) => (
            <OrganizationCard
              key={organization.id}
              organization={organization}
              userNames={userNames}
              countryNames={countryNames}
              onEdit={() => form.open({ kind: 'edit', id: organization.id, name: organization.name })}
            />
          ))}
        </ul>
      )}

      {form.popup ? <OrganizationFormPopup {...form.popup} viewer={viewer} language={language} /> : null}
    </>
  );
}

function OrganizationCard({
  organization,
  userNames,
  countryNames,
  onEdit,
}: {
  organization: Organization;
  userNames: ReadonlyMap<string, string>;
  countryNames: ReadonlyMap<number, string>;
  onEdit: () => void;
}) {
  const { t } = useTranslation(MANAGEMENT_NAMESPACES);
  const members = organization.users.map((id) => userNames.get(id)).filter((name): name is string => !!name);
  const countries = organization.countries.map((id) => countryNames.get(id) ?? String(id));
  const headingId = `organisation-${organization.id}`;
  return (
    <li className={classes.card} aria-labelledby={headingId} data-testid="organization-card">
      <h3 id={headingId} className={classes.cardTitle}>
        {organization.name}
      </h3>
      <dl className={classes.facts}>
        <div className={classes.fact}>
          <dt>{t('organisations.countries')}</dt>
          <GlobeIcon />
          <dd>{countries.length > 0 ? countries.join(', ') : t('organisations.noCountries')}</dd>
        </div>
        <div className={classes.fact}>
          <dt>{t('organisations.members')}</dt>
          <PeopleIcon />
          <dd>
            {organization.users.length === 0
              ? t('organisations.noMembers')
              : `${t('organisations.membersCount', { count: organization.users.length })} · ${members
                  .slice(0, MEMBERS_SHOWN)
                  .join(
                    ', ',
                  )}${members.length > MEMBERS_SHOWN ? ` ${t('organisations.andMore', { count: members.length - MEMBERS_SHOWN })}` : ''}`}
          </dd>
        </div>
      </dl>
      <div className={classes.cardActions}>
        <Button
          variant="subtle"
          size="sm"
          leftSection={<PencilIcon size={16} />}
          onClick={onEdit}
          aria-label={t('organisations.editNamed', { name: organization.name })}
        >
          {t('organisations.edit')}
        </Button>
      </div>
    </li>
  );
}
