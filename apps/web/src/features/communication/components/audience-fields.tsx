import { Checkbox, MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { KEEP_LIST_ON_SCREEN } from '../../../components/ui/combobox-placement';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { STAFF_ROLES, type StaffRole } from '../../../lib/auth/permissions';
import type { Language } from '../../../lib/i18n/languages';
import { useCountries } from '../../../lib/reference-data/countries';
import { useCraftMaterials } from '../../../lib/reference-data/craft-materials';
import type { HydraItem } from '../../../lib/reference-data/hydra';
import { recommendationsQuery } from '../../../lib/reference-data/recommendations';
import { countAudience, STATUS_EVALS, type AudienceCount, type StatusEval } from '../api/campaigns';
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
  const any = t('audience.any');
  const select = { comboboxProps: KEEP_LIST_ON_SCREEN, clearable: true, searchable: true } as const;
  const artisans = form.artisans;
  const staff = form.staff;
  const none = !artisans.on && !staff.on;

  return (
    <div className={classes.fieldset}>
      <fieldset className={classes.fieldset}>
        <legend className="visually-hidden">{t('audience.artisansLegend')}</legend>
        <Checkbox
          label={t('audience.artisans')}
          description={t('audience.artisansHelp')}
          checked={artisans.on}
          onChange={(event) =>
            onChange({ ...form, artisans: { ...artisans, on: event.currentTarget.checked } })
          }
        />
        {artisans.on ? (
          <div className={classes.grid}>
            <MultiSelect
              {...select}
              label={t('audience.countries')}
              placeholder={artisans.countries.length ? undefined : any}
              data={countries}
              value={artisans.countries.map(String)}
              onChange={(values) =>
                onChange({ ...form, artisans: { ...artisans, countries: toIds(values) } })
              }
            />
            <MultiSelect
              {...select}
              label={t('audience.crafts')}
              placeholder={artisans.craftMaterials.length ? undefined : any}
              data={crafts}
              value={artisans.craftMaterials.map(String)}
              onChange={(values) =>
                onChange({ ...form, artisans: { ...artisans, craftMaterials: toIds(values) } })
              }
            />
            <MultiSelect
              {...select}
              label={t('audience.statusEval')}
              placeholder={artisans.statusEval.length ? undefined : any}
              data={statusOptions}
              value={artisans.statusEval}
              onChange={(values) =>
                onChange({ ...form, artisans: { ...artisans, statusEval: values as StatusEval[] } })
              }
            />
            <MultiSelect
              {...select}
              label={t('audience.recommendations')}
              placeholder={artisans.recommendations.length ? undefined : any}
              data={recommendations}
              value={artisans.recommendations.map(String)}
              onChange={(values) =>
                onChange({ ...form, artisans: { ...artisans, recommendations: toIds(values) } })
              }
            />
          </div>
        ) : null}
      </fieldset>
      <fieldset className={classes.fieldset}>
        <legend className="visually-hidden">{t('audience.staffLegend')}</legend>
        <Checkbox
          label={t('audience.staff')}
          checked={staff.on}
          onChange={(event) => onChange({ ...form, staff: { ...staff, on: event.currentTarget.checked } })}
        />
        {staff.on ? (
          <div className={classes.grid}>
            <MultiSelect
              {...select}
              label={t('audience.roles')}
              placeholder={staff.roles.length ? undefined : any}
              data={roleOptions}
              value={staff.roles}
              onChange={(values) => onChange({ ...form, staff: { ...staff, roles: values as StaffRole[] } })}
            />
            <MultiSelect
              {...select}
              label={t('audience.staffCountries')}
              placeholder={staff.countries.length ? undefined : any}
              data={countries}
              value={staff.countries.map(String)}
              onChange={(values) => onChange({ ...form, staff: { ...staff, countries: toIds(values) } })}
            />
          </div>
        ) : null}
      </fieldset>
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
