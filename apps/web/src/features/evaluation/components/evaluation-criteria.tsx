import { NativeSelect, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CRITERION_GROUPS, criteriaKeys, isCriterionId, type CriterionId } from '@artisans/domain/criteria';
import type { SheetCriterion } from '../machines/evaluation-sheet';
import { CheckIcon } from '../../../components/ui/check-icon';
import { LockIcon } from './evaluation-icons';
import classes from './evaluation.module.css';

/**
 * The criteria as tabs, grouped essential and differentiating, each with its completion and a
 * check once validated; a criterion not open yet cannot be chosen. On a phone the tabs give way
 * to a select (eleven tabs do not fit 390 px).
 */
export function EvaluationCriteria({
  criteria,
  tab,
  completion,
  editable,
  onSelect,
  children,
}: {
  criteria: SheetCriterion[];
  tab: CriterionId;
  completion: Record<CriterionId, number>;
  /** While the answers may change, only open criteria can be chosen; a sent one shows them all. */
  editable: boolean;
  onSelect: (criterion: CriterionId) => void;
  /** The panel of the criterion shown. */
  children: ReactNode;
}) {
  const { t } = useTranslation(['evaluation', 'criteria']);
  const selectable = (criterion: SheetCriterion) => !editable || criterion.open;
  const name = (id: CriterionId) => t(criteriaKeys.criterionName(id), { ns: 'criteria' });
  const optionLabel = (criterion: SheetCriterion) =>
    `${name(criterion.id)} — ${completion[criterion.id]}%${criterion.validated ? ' ✓' : ''}`;

  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        if (isCriterionId(value)) onSelect(value);
      }}
      orientation="vertical"
      keepMounted={false}
      activateTabWithKeyboard={false}
      classNames={{ root: classes.tabs, tab: classes.tab, tabLabel: classes.tabLabel }}
    >
      <nav className={classes.nav} aria-label={t('nav.label')}>
        {CRITERION_GROUPS.map((group) => (
          <div key={group} className={classes.navGroup}>
            <h2 id={`criteria-group-${group}`} className={classes.navGroupTitle}>
              {t(criteriaKeys.groupName(group), { ns: 'criteria' })}
            </h2>
            <Tabs.List aria-labelledby={`criteria-group-${group}`} className={classes.tabList}>
              {criteria
                .filter((criterion) => criterion.group === group)
                .map((criterion) => (
                  <Tabs.Tab
                    key={criterion.id}
                    value={criterion.id}
                    disabled={!selectable(criterion)}
                    title={selectable(criterion) ? undefined : t('nav.notOpen')}
                    data-validated={criterion.validated || undefined}
                    rightSection={
                      <span className={classes.tabState}>
                        {criterion.validated ? (
                          <>
                            <CheckIcon size={14} />
                            <span className="visually-hidden">{t('nav.validated')}</span>
                          </>
                        ) : !selectable(criterion) ? (
                          <LockIcon size={13} />
                        ) : null}
                        <span className={classes.tabPercent}>{completion[criterion.id]}%</span>
                      </span>
                    }
                  >
                    {name(criterion.id)}
                  </Tabs.Tab>
                ))}
            </Tabs.List>
          </div>
        ))}
      </nav>

      <NativeSelect
        className={classes.phoneSelect}
        label={t('nav.select')}
        value={tab}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isCriterionId(value)) onSelect(value);
        }}
        data={CRITERION_GROUPS.map((group) => ({
          group: t(criteriaKeys.groupName(group), { ns: 'criteria' }),
          items: criteria
            .filter((criterion) => criterion.group === group)
            .map((criterion) => ({
              value: criterion.id,
              label: optionLabel(criterion),
              disabled: !selectable(criterion),
            })),
        }))}
      />

      <div className={classes.panels}>
        {criteria.map((criterion) => (
          <Tabs.Panel key={criterion.id} value={criterion.id}>
            {criterion.id === tab ? children : null}
          </Tabs.Panel>
        ))}
      </div>
    </Tabs>
  );
}
