import { Checkbox, MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KEEP_LIST_ON_SCREEN } from '../../../components/ui/combobox-placement';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { STAFF_ROLES, type StaffRole } from '../../../lib/auth/permissions';
import type { Language } from '../../../lib/i18n/languages';
import { useCountries } from '../../../lib/reference-data/countries';
import { useCraftMaterials } from '../../../lib/reference-data/craft-materials';
import type { HydraItem } from '../../../lib/reference-data/hydra';
import { recommendationsQuery } from '../../../lib/reference-data/recommendations';
import { STATUS_EVALS, type StatusEval } from '@artisans/domain/statuses';
import { countAudience, type AudienceCount } from '../api/campaigns';
import { audienceOf, type CampaignForm } from '../utils/campaign-form';
import { COMMUNICATION_NAMESPACES } from './communication-namespaces';
import classes from './communication.module.css';

const toIds = (values: string[]) => values.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);

function idOptions(items: readonly HydraItem[] | undefined, language: Language) {
  const collator = new Intl.Collator(language === 'jp' ? 'ja' : language, { sensitivity: 'base' });
  return (items ?? [])
    .map((item) => ({ value: String(item.id), label: item.name }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** How many recipients the audience reaches now, read again a moment after each change. */
export function useAudienceCount(form: CampaignForm) {
  const audience = useMemo(() => audienceOf(form), [form]);
  const [debounced] = useDebouncedValue(audience, 300);
  const none = !debounced.artisans && !debounced.staff;
  return useQuery({
    queryKey: ['campaign-audience', debounced],
    queryFn: () => countAudience(debounced),
    enabled: !none,
    staleTime: 0,
  });
}

/**
 * The audience of a campaign: artisans who accepted news, narrowed like the artisan list
 * (country, craft, statusEval, recommendation), and/or staff members by role and country; an
 * empty filter does not narrow. The number of recipients is read live.
 */
export function AudienceFields({
  form,
  language,
  onChange,
  count,
}: {
  form: CampaignForm;
  language: Language;
  onChange: (form: CampaignForm) => void;
  count: { data: AudienceCount | undefined; isFetching: boolean; error: unknown };
}) {
  const { t } = useTranslation(COMMUNICATION_NAMESPACES);
  const countries = idOptions(useCountries(language).data, language);
  const crafts = idOptions(useCraftMaterials(language).data, language);
  const recommendations = idOptions(useQuery(recommendationsQuery(language)).data, language);
  const statusOptions = STATUS_EVALS.map((status) => ({
    value: status,
    label: t(`artisan-list:statusEval.${status.replace(/ /g, '_')}`),
  }));
  const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: t(`account:roles.${role}`) }));
  const artisans = form.artisans;
  const staff = form.staff;
  const none = !artisans.on && !staff.on;
  const setArtisans = (change: Partial<CampaignForm['artisans']>) =>
    onChange({ ...form, artisans: { ...artisans, ...change } });
  const setStaff = (change: Partial<CampaignForm['staff']>) =>
    onChange({ ...form, staff: { ...staff, ...change } });

  return (
    <div className={classes.fieldset}>
      <RecipientGroup
        legend={t('audience.artisansLegend')}
        label={t('audience.artisans')}
        description={t('audience.artisansHelp')}
        on={artisans.on}
        onToggle={(on) => setArtisans({ on })}
      >
        <AnyOf
          label={t('audience.countries')}
          data={countries}
          value={artisans.countries.map(String)}
          onChange={(values) => setArtisans({ countries: toIds(values) })}
        />
        <AnyOf
          label={t('audience.crafts')}
          data={crafts}
          value={artisans.craftMaterials.map(String)}
          onChange={(values) => setArtisans({ craftMaterials: toIds(values) })}
        />
        <AnyOf
          label={t('audience.statusEval')}
          data={statusOptions}
          value={artisans.statusEval}
          onChange={(values) => setArtisans({ statusEval: values as StatusEval[] })}
        />
        <AnyOf
          label={t('audience.recommendations')}
          data={recommendations}
          value={artisans.recommendations.map(String)}
          onChange={(values) => setArtisans({ recommendations: toIds(values) })}
        />
      </RecipientGroup>
      <RecipientGroup
        legend={t('audience.staffLegend')}
        label={t('audience.staff')}
        on={staff.on}
        onToggle={(on) => setStaff({ on })}
      >
        <AnyOf
          label={t('audience.roles')}
          data={roleOptions}
          value={staff.roles}
          onChange={(values) => setStaff({ roles: values as StaffRole[] })}
        />
        <AnyOf
          label={t('audience.staffCountries')}
          data={countries}
          value={staff.countries.map(String)}
          onChange={(values) => setStaff({ countries: toIds(values) })}
        />
      </RecipientGroup>
      <p className={classes.count} role="status" aria-live="polite" data-testid="recipient-count">
        {none
          ? t('audience.chooseSomeone')
          : count.data
            ? t('audience.count', {
                total: count.data.total,
                artisans: count.data.artisans,
                staff: count.data.staff,
              })
            : t('audience.counting')}
      </p>
      {count.error ? <ErrorAlert error={count.error} /> : null}
    </div>
  );
}

/** One kind of recipient: the box that takes it in and, once ticked, the filters narrowing it. */
function RecipientGroup({
  legend,
  label,
  description,
  on,
  onToggle,
  children,
}: {
  legend: string;
  label: string;
  description?: string;
  on: boolean;
  onToggle: (on: boolean) => void;
  children: ReactNode;
}) {
  return (
    <fieldset className={classes.fieldset}>
      <legend className="visually-hidden">{legend}</legend>
      <Checkbox
        label={label}
        description={description}
        checked={on}
        onChange={(event) => onToggle(event.currentTarget.checked)}
      />
      {on ? <div className={classes.grid}>{children}</div> : null}
    </fieldset>
  );
}

/** A filter of the audience: nothing chosen does not narrow it, as its placeholder says. */
function AnyOf({
  label,
  data,
  value,
  onChange,
}: {
  label: string;
  data: { value: string; label: string }[];
  value: string[];
  onChange: (values: string[]) => void;
}) {
  const { t } = useTranslation(COMMUNICATION_NAMESPACES);
  return (
    <MultiSelect
      comboboxProps={KEEP_LIST_ON_SCREEN}
      clearable
      searchable
      label={label}
      placeholder={value.length ? undefined : t('audience.any')}
      data={data}
      value={value}
      onChange={onChange}
    />
  );
}
