// Mantine's CSS for what this screen adds to the shared set (components/ui/mantine/mantine-styles.ts).
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import { Accordion, Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CRITERION_GROUPS,
  STAFF_ANSWERS,
  STAFF_ANSWER_POINTS,
  criteriaKeys,
  criteriaOfGroup,
  questionIdsOf,
  type CriterionId,
} from '@artisans/domain/criteria';
import { DECISIONS, STATUS_EVALS } from '@artisans/domain/statuses';
import { AnswerScales } from './answer-scales';
import classes from './criteria-page.module.css';

/** Status names run long in some languages ("Keine Entscheidung möglich"): the badge wraps, never cuts. */
const badgeClasses = { root: classes.badge, label: classes.badgeLabel };

/**
 * SPEC.md route `criteria` ("discover the criteria", criteria info): the two answer scales (the
 * foundation's six levels, the artisan's four), the eleven criteria with their questions, what each
 * level means and an example comment, then what each status and decision means for the artisan.
 * Every text comes from the `criteria` namespace.
 */
export function CriteriaPage() {
  const { t } = useTranslation('criteria');
  return (
    <div className={classes.page}>
      <div className={classes.inner}>
        <header className={classes.hero}>
          <h1 className={classes.title}>{t(criteriaKeys.page('title'))}</h1>
          <p className={classes.intro}>{t(criteriaKeys.page('intro'))}</p>
        </header>

        <AnswerScales />

        {CRITERION_GROUPS.map((group) => (
          <section key={group} className={classes.group} aria-labelledby={`group-${group}`}>
            <h2 id={`group-${group}`} className={classes.groupTitle}>
              {t(criteriaKeys.groupName(group))}
            </h2>
            <p className={classes.text}>{t(criteriaKeys.groupInfo(group))}</p>
            <Accordion variant="separated" chevronPosition="right" multiple>
              {criteriaOfGroup(group).map((criterion) => (
                <CriterionItem key={criterion} criterion={criterion} />
              ))}
            </Accordion>
          </section>
        ))}

        <section className={classes.group} aria-labelledby="outcomes">
          <h2 id="outcomes" className={classes.groupTitle}>
            {t(criteriaKeys.page('outcomesTitle'))}
          </h2>
          <dl className={classes.outcomes}>
            {STATUS_EVALS.map((status) => (
              <Outcome
                key={status}
                color="forest"
                label={t(criteriaKeys.status(status, 'label'))}
                text={t(criteriaKeys.status(status, 'text'))}
              />
            ))}
            {DECISIONS.map((decision) => (
              <Outcome
                key={decision}
                color="bronze"
                label={t(criteriaKeys.decision(decision, 'label'))}
                text={t(criteriaKeys.decision(decision, 'text'))}
              />
            ))}
          </dl>
        </section>
      </div>
    </div>
  );
}

function CriterionItem({ criterion }: { criterion: CriterionId }) {
  const { t } = useTranslation('criteria');
  return (
    <Accordion.Item value={criterion}>
      <Accordion.Control>
        <span className={classes.criterionName}>{t(criteriaKeys.criterionName(criterion))}</span>
      </Accordion.Control>
      <Accordion.Panel>
        <p className={classes.text}>{t(criteriaKeys.criterionDescription(criterion))}</p>
        <ol className={classes.questions}>
          {questionIdsOf(criterion).map((id) => (
            <li key={id} className={classes.question}>
              <h3 className={classes.questionText}>{t(criteriaKeys.questionText(id))}</h3>
              <div className={classes.tableWrap}>
                <Table
                  withTableBorder
                  verticalSpacing={6}
                  fz="sm"
                  captionSide="top"
                  className={classes.levels}
                >
                  <Table.Caption>{t(criteriaKeys.page('levelsTitle'))}</Table.Caption>
                  <Table.Tbody>
                    {STAFF_ANSWERS.map((level) => (
                      <Table.Tr key={level}>
                        <Table.Th scope="row" className={classes.level}>
                          {t(criteriaKeys.staffAnswer(level))}{' '}
                          <span className={classes.points}>({STAFF_ANSWER_POINTS[level]})</span>
                        </Table.Th>
                        <Table.Td>{t(criteriaKeys.questionLevel(id, level))}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </div>
              <p className={classes.example}>
                <strong>{t(criteriaKeys.page('exampleTitle'))}: </strong>
                {t(criteriaKeys.questionExample(id))}
              </p>
            </li>
          ))}
        </ol>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/** A status or a decision: its name as a badge, and what it means. */
function Outcome({ color, label, text }: { color: 'forest' | 'bronze'; label: string; text: string }) {
  return (
    <div className={classes.outcome}>
      <dt>
        <Badge variant="light" color={color} radius="sm" classNames={badgeClasses}>
          {label}
        </Badge>
      </dt>
      <dd>{text}</dd>
    </div>
  );
}
