import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/NumberInput.css';
import { NumberInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/ui/day-input/day-input';
import {
  IdsFilter,
  SingleFilter,
  ValuesFilter,
  filterBinder,
  type FilterTexts,
} from '../../../components/ui/filter-selects';
import { can, type Role } from '../../../lib/auth/permissions';
import type { Language } from '../../../lib/i18n/languages';
import { useCountries } from '../../../lib/reference-data/countries';
import { useCraftMaterials } from '../../../lib/reference-data/craft-materials';
import { toOptions, type HydraItem, type Option } from '../../../lib/reference-data/hydra';
import { recommendationsQuery } from '../../../lib/reference-data/recommendations';
import { useCreators } from '../api/list-creators';
import {
  GREEN_LIST_STATUSES,
  OPEN_MAX,
  STATUS_EVALS,
  idOf,
  pointRangeFrom,
  yearOptions,
  type ListFilters,
  type PointRange,
} from '../utils/list-filters';
import { statusKey } from './artisan-list-status';
import classes from './artisan-list.module.css';

/*
 * The advanced filters of the artisan list (SPEC.md section 2): its selects, calendars and point
 * ranges. The panel is closed on most visits, so this module, and the Mantine combobox, popover and
 * date code it brings, is fetched when the panel first opens (artisan-list-filters.tsx).
 */

/** Reference items as options whose values are their numeric ids (what the URL holds). */
function idOptions(items: readonly HydraItem[] | undefined, language: Language): Option[] {
  return toOptions(items ?? [], language).flatMap((option) => {
    const id = idOf(option.value);
    return id === undefined ? [] : [{ value: String(id), label: option.label }];
  });
}

export function AdvancedFilters({
  id,
  filters,
  role,
  language,
  currentYear,
  onChange,
}: {
  id: string;
  filters: ListFilters;
  role: Role;
  language: Language;
  currentYear: number;
  onChange: (change: Partial<ListFilters>) => void;
}) {
  const { t } = useTranslation(['artisan-list', 'common']);
  const countries = useCountries(language);
  const crafts = useCraftMaterials(language);
  const recommendations = useQuery(recommendationsQuery(language));
  const creators = useCreators(true);

  const countryOptions = useMemo(() => idOptions(countries.data, language), [countries.data, language]);
  const craftOptions = useMemo(() => idOptions(crafts.data, language), [crafts.data, language]);
  const recommendationOptions = useMemo(
    () => idOptions(recommendations.data, language),
    [recommendations.data, language],
  );
  const creatorOptions = useMemo(() => {
    const collator = new Intl.Collator(language === 'jp' ? 'ja' : language, { sensitivity: 'base' });
    return (creators.data ?? [])
      .map((creator) => ({ value: creator.id, label: creator.name }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [creators.data, language]);
  const statusOptions = useMemo(
    () => STATUS_EVALS.map((status) => ({ value: status, label: t(`statusEval.${statusKey(status)}`) })),
    [t],
  );
  const greenListOptions = useMemo(
    () =>
      GREEN_LIST_STATUSES.map((status) => ({
        value: status,
        label: t(`greenListStatus.${statusKey(status)}`),
      })),
    [t],
  );
  const years = useMemo(() => yearOptions(currentYear).map(String), [currentYear]);
  const booleanValue = (value: boolean | undefined) => (value === undefined ? null : String(value));
  const readBoolean = (value: string | null) => (value === null ? undefined : value === 'true');
  const texts: FilterTexts = { anyLabel: t('filters.any'), nothingFoundMessage: t('filters.nothingFound') };
  const bind = filterBinder(filters, onChange);
  // A yes/no filter: its label and two options, 'true' and 'false' as the URL holds them.
  const yesNo = (label: string, yes: string, no: string) => ({
    ...texts,
    label,
    data: [
      { value: 'true', label: yes },
      { value: 'false', label: no },
    ],
  });
  const dayTexts = {
    language,
    placeholder: t('filters.datePlaceholder'),
    hint: t('filters.dateHint'),
    invalidMessage: t('filters.dateFormat'),
  };

  return (
    <div id={id} className={classes.panel}>
      <IdsFilter
        {...texts}
        label={t('filters.country')}
        data={countryOptions}
        {...bind('countries')}
        searchable
      />
      <ValuesFilter {...texts} label={t('filters.status')} data={statusOptions} {...bind('statuses')} />
      <IdsFilter
        {...texts}
        label={t('filters.recommendations')}
        data={recommendationOptions}
        {...bind('recommendations')}
      />
      <IdsFilter {...texts} label={t('filters.craft')} data={craftOptions} {...bind('crafts')} searchable />
      <SingleFilter
        {...texts}
        label={t('filters.creator')}
        data={creatorOptions}
        value={filters.creators[0] ?? null}
        onChange={(value) => onChange({ creators: value ? [value] : [] })}
        searchable
      />
      <SingleFilter
        {...texts}
        label={t('filters.inActivity')}
        data={years}
        value={filters.years[0] === undefined ? null : String(filters.years[0])}
        onChange={(value) => onChange({ years: value ? [Number(value)] : [] })}
        searchable
      />
      <DayInput
        label={t('filters.createdFrom')}
        value={filters.createdFrom}
        onChange={(createdFrom) => onChange({ createdFrom })}
        {...dayTexts}
      />
      <DayInput
        label={t('filters.createdTo')}
        value={filters.createdTo}
        onChange={(createdTo) => onChange({ createdTo })}
        {...dayTexts}
      />
      <RangeFilter
        legend={t('filters.evaluationPoints')}
        value={filters.evaluationPoints}
        onCommit={(evaluationPoints) => onChange({ evaluationPoints })}
      />
      <ValuesFilter
        {...texts}
        label={t('filters.greenListStatus')}
        data={greenListOptions}
        {...bind('greenListStatuses')}
      />
      <RangeFilter
        legend={t('filters.greenListPoints')}
        value={filters.greenListPoints}
        onCommit={(greenListPoints) => onChange({ greenListPoints })}
      />
      <SingleFilter
        {...yesNo(t('filters.comments'), t('filters.withComments'), t('filters.withoutComments'))}
        value={booleanValue(filters.comments)}
        onChange={(value) => onChange({ comments: readBoolean(value) })}
      />
      {can(role, 'artisans.filter.pending') ? (
        <SingleFilter
          {...yesNo(t('filters.pending'), t('filters.pendingOnly'), t('filters.activeOnly'))}
          value={booleanValue(filters.pending)}
          onChange={(value) => onChange({ pending: readBoolean(value) })}
        />
      ) : null}
      {can(role, 'artisans.filter.selfAssessment') ? (
        <SingleFilter
          {...yesNo(
            t('filters.selfAssessment'),
            t('filters.selfAssessmentOn'),
            t('filters.selfAssessmentOff'),
          )}
          value={booleanValue(filters.selfAssessment)}
          onChange={(value) => onChange({ selfAssessment: readBoolean(value) })}
        />
      ) : null}
    </div>
  );
}

/** Two bounds for points (`min..max`); either may stay empty. Filters on leaving a field or Enter. */
function RangeFilter({
  legend,
  value,
  onCommit,
}: {
  legend: string;
  value: PointRange | undefined;
  onCommit: (range: PointRange | undefined) => void;
}) {
  const { t } = useTranslation('artisan-list');
  const shown = (range: PointRange | undefined) => ({
    min: range && range.min > 0 ? range.min : ('' as const),
    max: range && range.max < OPEN_MAX ? range.max : ('' as const),
  });
  const [bounds, setBounds] = useState<{ min: number | ''; max: number | '' }>(shown(value));

  useEffect(() => {
    setBounds(shown(value));
  }, [value]);

  const commit = () => {
    const range = pointRangeFrom(bounds.min, bounds.max);
    const same =
      range === undefined ? value === undefined : range.min === value?.min && range.max === value.max;
    if (!same) onCommit(range);
  };
  const field = (which: 'min' | 'max') => ({
    value: bounds[which],
    min: 0,
    max: OPEN_MAX,
    allowNegative: false,
    hideControls: true,
    inputMode: 'decimal' as const,
    onChange: (next: number | string) =>
      setBounds((current) => ({ ...current, [which]: next === '' ? '' : Number(next) })),
    onBlur: commit,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') commit();
    },
  });

  return (
    <fieldset className={classes.range}>
      <legend className={classes.rangeLegend}>{legend}</legend>
      <div className={classes.rangeInputs}>
        <NumberInput
          {...field('min')}
          aria-label={`${legend}: ${t('filters.min')}`}
          placeholder={t('filters.min')}
        />
        <NumberInput
          {...field('max')}
          aria-label={`${legend}: ${t('filters.max')}`}
          placeholder={t('filters.max')}
        />
      </div>
    </fieldset>
  );
}
