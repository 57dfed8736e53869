import { Button, Group, Radio, Stack, Text, Textarea, type TextareaProps } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefusalOutcome } from '@artisans/domain/evaluation-lifecycle.machine';
import type { Decision } from '@artisans/domain/statuses';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Popup } from '../../../components/ui/popup';
import { statusAfterDecision, type LifecycleAction, type StaffStep } from '../api/evaluation-actions';
import { LockIcon } from './analysis-icons';
import { ANALYSIS_NAMESPACES, useStandingLabels } from './analysis-status';
import classes from './analysis.module.css';

/** The API keeps comments up to this length. */
const MAX_TEXT = 10_000;

const OUTCOMES: readonly RefusalOutcome[] = ['IMPROVEMENT POTENTIAL', 'OUT OF SCOPE'];

/**
 * The popup of a lifecycle step: its form when it needs one (what is missing; the decision with the
 * committee's commentary, shown to the artisan, and the confidential comment, never shown to it; the
 * commentary of a postponement), then a confirmation of what will be sent.
 */
export function DecisionStepPopup({
  state,
  sending,
  step,
  action,
  error,
  onSubmit,
  onConfirm,
  onBack,
  onCancel,
}: {
  state: 'closed' | 'form' | 'confirming';
  sending: boolean;
  step: StaffStep | null;
  action: LifecycleAction | null;
  error: unknown;
  onSubmit: (action: LifecycleAction) => void;
  onConfirm: () => void;
  onBack: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  return (
    <Popup
      opened={state !== 'closed' && step !== null}
      onClose={onCancel}
      title={step ? t(`steps.${step}.title`) : ''}
      size="lg"
      closable={!sending}
      testId="decision-step"
    >
      {step && state === 'form' ? (
        <StepForm step={step} previous={action} onSubmit={onSubmit} onCancel={onCancel} />
      ) : null}
      {step && state === 'confirming' && action ? (
        <Stack gap="md">
          <Text>{t(`steps.${step}.confirm`)}</Text>
          <ActionSummary action={action} />
          {error ? <ErrorAlert error={error} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onBack} disabled={sending}>
              {t('form.back')}
            </Button>
            <Button onClick={onConfirm} loading={sending} data-autofocus>
              {t(`steps.${step}.submit`)}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Popup>
  );
}

/** What will be sent, to read once more before confirming. */
function ActionSummary({ action }: { action: LifecycleAction }) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  const labels = useStandingLabels();
  const empty = <span className={classes.muted}>{t('form.empty')}</span>;
  switch (action.type) {
    case 'ASK_FOR_INFORMATION':
      return (
        <dl className={classes.summaryList}>
          <SummaryRow term={t('form.missing')}>{action.missing}</SummaryRow>
        </dl>
      );
    case 'DEFER_DECISION':
      return (
        <dl className={classes.summaryList}>
          <SummaryRow term={t('notes.commentaryCommittee')}>{action.commentaryCommittee || empty}</SummaryRow>
        </dl>
      );
    case 'DECIDE':
      return (
        <dl className={classes.summaryList} data-testid="decision-summary">
          <SummaryRow term={t('form.decision')}>
            {t('form.decisionLeadsTo', {
              decision: labels.decision(action.decision),
              status: labels.status(statusAfterDecision(action.decision, action.outcome)),
            })}
          </SummaryRow>
          <SummaryRow term={t('notes.commentaryCommittee')}>{action.commentaryCommittee || empty}</SummaryRow>
          <SummaryRow term={t('notes.comments')}>{action.comments || empty}</SummaryRow>
        </dl>
      );
    case 'ENDORSE':
    case 'START_REVIEW':
    case 'CONFIRM':
    case 'REOPEN':
      return null;
    default: {
      const unexpected: never = action;
      return unexpected;
    }
  }
}

function SummaryRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function StepForm({
  step,
  previous,
  onSubmit,
  onCancel,
}: {
  step: StaffStep;
  previous: LifecycleAction | null;
  onSubmit: (action: LifecycleAction) => void;
  onCancel: () => void;
}) {
  if (step === 'ASK_FOR_INFORMATION')
    return (
      <InformationForm
        initial={previous?.type === 'ASK_FOR_INFORMATION' ? previous.missing : ''}
        onSubmit={onSubmit}
        onCancel={onCancel}
      />
    );
  if (step === 'DEFER_DECISION')
    return (
      <DeferForm
        initial={previous?.type === 'DEFER_DECISION' ? previous.commentaryCommittee : ''}
        onSubmit={onSubmit}
        onCancel={onCancel}
      />
    );
  return (
    <DecideForm
      initial={previous?.type === 'DECIDE' ? previous : null}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}

/** What each step's form is given: the values to start from, and where its action or cancel goes. */
type FormProps<T> = { initial: T; onSubmit: (action: LifecycleAction) => void; onCancel: () => void };

/** A step's form: what the step does, its fields (`children`), then cancel and continue. */
function FormFrame({
  text,
  onSubmit,
  onCancel,
  children,
}: {
  text: string;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('analysis');
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit">{t('form.continue')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A text the step sends, as long as the API keeps. */
function NoteField({
  onChange,
  minRows = 3,
  ...props
}: Omit<TextareaProps, 'onChange'> & { onChange: (value: string) => void }) {
  return (
    <Textarea
      {...props}
      onChange={(event) => onChange(event.currentTarget.value)}
      autosize
      minRows={minRows}
      maxLength={MAX_TEXT}
    />
  );
}

/** The committee's commentary on a decision or a postponement, which the artisan reads. */
function CommentaryField({
  value,
  onChange,
  autoFocus = false,
}: {
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  return (
    <NoteField
      label={t('notes.commentaryCommittee')}
      description={t('form.commentaryHint')}
      value={value}
      onChange={onChange}
      data-autofocus={autoFocus || undefined}
    />
  );
}

function InformationForm({ initial, onSubmit, onCancel }: FormProps<string>) {
  const { t } = useTranslation('analysis');
  const [missing, setMissing] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const blank = missing.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!blank) onSubmit({ type: 'ASK_FOR_INFORMATION', missing: missing.trim() });
  };
  return (
    <FormFrame text={t('steps.ASK_FOR_INFORMATION.text')} onSubmit={submit} onCancel={onCancel}>
      <NoteField
        label={t('form.missing')}
        description={t('form.missingHint')}
        value={missing}
        onChange={setMissing}
        error={attempted && blank ? t('form.missingRequired') : undefined}
        required
        minRows={4}
        data-autofocus
      />
    </FormFrame>
  );
}

function DeferForm({ initial, onSubmit, onCancel }: FormProps<string>) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  const [commentary, setCommentary] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ type: 'DEFER_DECISION', commentaryCommittee: commentary.trim() });
  };
  return (
    <FormFrame text={t('steps.DEFER_DECISION.text')} onSubmit={submit} onCancel={onCancel}>
      <CommentaryField value={commentary} onChange={setCommentary} autoFocus />
    </FormFrame>
  );
}

function DecideForm({
  initial,
  onSubmit,
  onCancel,
}: FormProps<Extract<LifecycleAction, { type: 'DECIDE' }> | null>) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  const labels = useStandingLabels();
  const [decision, setDecision] = useState<Decision | null>(initial?.decision ?? null);
  const [outcome, setOutcome] = useState<RefusalOutcome>(initial?.outcome ?? 'IMPROVEMENT POTENTIAL');
  const [commentary, setCommentary] = useState(initial?.commentaryCommittee ?? '');
  const [comments, setComments] = useState(initial?.comments ?? '');
  const [attempted, setAttempted] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!decision) return;
    onSubmit({
      type: 'DECIDE',
      decision,
      outcome: decision === 'REFUSED' ? outcome : null,
      commentaryCommittee: commentary.trim(),
      comments: comments.trim(),
    });
  };

  return (
    <FormFrame text={t('steps.DECIDE.text')} onSubmit={submit} onCancel={onCancel}>
      <Radio.Group
        label={t('form.decision')}
        value={decision}
        onChange={(value) => setDecision(value === 'ACCEPTED' || value === 'REFUSED' ? value : null)}
        error={attempted && !decision ? t('form.decisionRequired') : undefined}
        withAsterisk
      >
        <Stack gap="xs" mt={6}>
          <Radio
            value="ACCEPTED"
            label={labels.decision('ACCEPTED')}
            description={t('form.acceptedHint', { status: labels.status('SELECTED') })}
          />
          <Radio value="REFUSED" label={labels.decision('REFUSED')} description={t('form.refusedHint')} />
        </Stack>
      </Radio.Group>
      {decision === 'REFUSED' ? (
        <Radio.Group
          label={t('form.outcome')}
          value={outcome}
          onChange={(value) =>
            setOutcome(value === 'OUT OF SCOPE' ? 'OUT OF SCOPE' : 'IMPROVEMENT POTENTIAL')
          }
        >
          <Stack gap="xs" mt={6}>
            {OUTCOMES.map((item) => (
              <Radio key={item} value={item} label={labels.status(item)} />
            ))}
          </Stack>
        </Radio.Group>
      ) : null}
      <CommentaryField value={commentary} onChange={setCommentary} />
      <NoteField
        label={
          <span style={{ display: 'inline-flex', gap: '0.375rem', alignItems: 'center' }}>
            <LockIcon />
            {t('notes.comments')}
          </span>
        }
        description={t('form.commentsHint')}
        value={comments}
        onChange={setComments}
      />
    </FormFrame>
  );
}
