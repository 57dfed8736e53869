// Mantine's CSS for the components only this screen uses (the others come with the UI boundary).
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Progress.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import {
  MAX_POINTS_TOTAL,
  QUESTION_NUMBERS,
  isSelfAnswer,
  type CriterionId,
  type QuestionNumber,
} from '@artisans/domain/criteria';
import { useNotify } from '../../../components/ui/notifications/notifications';
import { Popup } from '../../../components/ui/popup';
import { useSaveWhenLeaving, useWarnBeforeUnload } from '../../../lib/autosave/leaving-the-page';
import type { Language } from '../../../lib/i18n/languages';
import { ArtisanRoutePage } from '../../../lib/query/artisan-route-page';
import { queryClient } from '../../../lib/query/query-client';
import { endorseEvaluation } from '../api/endorse-evaluation';
import { evaluatedArtisanQuery, useEvaluatedArtisan } from '../api/get-evaluated-artisan';
import {
  evaluationSheetKey,
  getEvaluation,
  isEvaluationUnavailable,
  type EvaluationView,
} from '../api/get-evaluation';
import { getSelfAssessment, selfAssessmentKey, type SelfAssessmentView } from '../api/get-self-assessment';
import { saveEvaluationAnswers, type StaffAnswersBody } from '../api/save-evaluation-answers';
import { saveSelfAnswers, type SelfAnswersBody } from '../api/save-self-answers';
import { submitEvaluation } from '../api/submit-evaluation';
import { submitSelfAssessment } from '../api/submit-self-assessment';
import { validateCriterion } from '../api/validate-criterion';
import { validateSelfCriterion } from '../api/validate-self-criterion';
import { evaluationMachine } from '../machines/evaluation.machine';
import {
  criterionAfter,
  criterionAnswered,
  isComplete,
  missingOf,
  pointsOfChoice,
  progressOf,
  saveableAnswers,
  sheetOfEvaluation,
  sheetOfSelfAssessment,
  type EvaluationMode,
  type SaveableAnswers,
  type SheetView,
} from '../machines/evaluation-sheet';
import { backupKey, readBackup, writeBackup } from './evaluation-backup';
import { EvaluationBanners } from './evaluation-banners';
import { EvaluationCriteria } from './evaluation-criteria';
import { EvaluationCriterion } from './evaluation-criterion';
import { EvaluationHeader, SaveStatus, type SaveState } from './evaluation-header';
import { questionDomId } from './evaluation-question';
import { EndorsementConfirmation } from './endorsement-confirmation';
import { EvaluationSummary } from './evaluation-summary';
import { ScreenLoading } from './screen-loading';
import classes from './evaluation.module.css';

/**
 * A self-assessment the API accepted a change of is offered and has a craft (it refuses otherwise):
 * the answers of a save, validation or sending need no second read of the profile.
 */
const ACCEPTED_SELF = { craftSet: true, selfAssessment: true };

function staffSheet(artisanId: string, view: EvaluationView): SheetView {
  queryClient.setQueryData(evaluationSheetKey(artisanId), view);
  return sheetOfEvaluation(view);
}

function selfSheet(
  artisanId: string,
  view: SelfAssessmentView,
  artisan: { craftSet: boolean; selfAssessment: boolean } = ACCEPTED_SELF,
): SheetView {
  queryClient.setQueryData(selfAssessmentKey(artisanId), view);
  return sheetOfSelfAssessment(view, artisan);
}

async function loadSheet(mode: EvaluationMode, artisanId: string): Promise<SheetView> {
  if (mode === 'staff') return staffSheet(artisanId, await getEvaluation(artisanId));
  const [view, artisan] = await Promise.all([
    getSelfAssessment(artisanId),
    queryClient.fetchQuery(evaluatedArtisanQuery(artisanId)),
  ]);
  return selfSheet(artisanId, view, artisan);
}

function staffBody(answers: SaveableAnswers): StaffAnswersBody {
  const body: StaffAnswersBody = { answers: {} };
  for (const question of QUESTION_NUMBERS) {
    const answer = answers[question];
    if (answer)
      body.answers[question] = { points: pointsOfChoice('staff', answer.choice), comment: answer.comment };
  }
  return body;
}

function selfBody(answers: SaveableAnswers): SelfAnswersBody {
  const body: SelfAnswersBody = { answers: {} };
  for (const question of QUESTION_NUMBERS) {
    const answer = answers[question];
    if (answer && isSelfAnswer(answer.choice))
      body.answers[question] = { answer: answer.choice, comment: answer.comment };
  }
  return body;
}

async function saveSheet(
  mode: EvaluationMode,
  artisanId: string,
  criterion: CriterionId,
  answers: SaveableAnswers,
  keepalive = false,
): Promise<SheetView> {
  return mode === 'staff'
    ? staffSheet(
        artisanId,
        await saveEvaluationAnswers(artisanId, criterion, staffBody(answers), { keepalive }),
      )
    : selfSheet(artisanId, await saveSelfAnswers(artisanId, criterion, selfBody(answers), { keepalive }));
}

function refreshAround(artisanId: string): void {
  void queryClient.invalidateQueries({ queryKey: ['evaluation', artisanId] });
  void queryClient.invalidateQueries({ queryKey: ['artisan', artisanId] });
  void queryClient.invalidateQueries({ queryKey: ['artisans'] });
}

/**
 * SPEC.md route `artisan_evaluation_edit`: the evaluation of artisan `:id` for staff, and the same
 * screen as the artisan's own self-assessment ("My evaluation"; the route guard keeps an artisan to
 * its own id). The flow is evaluation.machine.ts; this screen gives it the API calls and shows it.
 */
export function EvaluationPage() {
  return (
    <ArtisanRoutePage>
      {({ id, session, language }) => {
        const mode: EvaluationMode = session.claims.role === 'ROLE_ARTISAN' ? 'self' : 'staff';
        return (
          <EvaluationScreen
            key={`${mode}:${id}`}
            artisanId={id}
            mode={mode}
            userId={session.claims.sub}
            language={language}
          />
        );
      }}
    </ArtisanRoutePage>
  );
}

type FocusRequest = { target: string; part: 'answer' | 'comment' | 'heading' | 'summary'; count: number };

function EvaluationScreen({
  artisanId,
  mode,
  userId,
  language,
}: {
  artisanId: string;
  mode: EvaluationMode;
  userId: string;
  language: Language;
}) {
  const { t } = useTranslation(['evaluation', 'criteria', 'common']);
  const notify = useNotify();
  const storageKey = backupKey(mode, userId, artisanId);
  const [pending] = useState(() => readBackup(storageKey, mode));
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const artisan = useEvaluatedArtisan(artisanId);

  // The machine is made once: what its actions need is read through a ref.
  const latest = useRef({ t, notify });
  latest.current = { t, notify };
  const requestFocus = (target: string, part: FocusRequest['part']) =>
    setFocus((current) => ({ target, part, count: (current?.count ?? 0) + 1 }));

  const [snapshot, send, actor] = useMachine(
    evaluationMachine.provide({
      actors: {
        load: fromPromise(() => loadSheet(mode, artisanId)),
        saveAnswers: fromPromise(({ input }) => saveSheet(mode, artisanId, input.criterion, input.answers)),
        validateCriterion: fromPromise(async ({ input }) =>
          mode === 'staff'
            ? staffSheet(artisanId, await validateCriterion(artisanId, input.criterion))
            : selfSheet(artisanId, await validateSelfCriterion(artisanId, input.criterion)),
        ),
        submit: fromPromise(async () =>
          mode === 'staff'
            ? staffSheet(artisanId, await submitEvaluation(artisanId))
            : selfSheet(artisanId, await submitSelfAssessment(artisanId)),
        ),
        endorse: fromPromise(async ({ input }) =>
          staffSheet(artisanId, await endorseEvaluation(artisanId, input.version)),
        ),
      },
      actions: {
        pendingChanged: (_, { pending: changes }) => writeBackup(storageKey, changes),
        criterionValidated: (_, { next }) =>
          next ? requestFocus(`criterion-title-${next}`, 'heading') : requestFocus('summary', 'summary'),
        sent: () => {
          const { t: translate, notify: show } = latest.current;
          show({
            id: 'evaluation-sent',
            message: mode === 'self' ? translate('notices.sentSelf') : translate('notices.sent'),
            tone: 'success',
          });
          refreshAround(artisanId);
        },
        endorsed: () => {
          latest.current.notify({
            id: 'evaluation-endorsed',
            message: latest.current.t('notices.endorsed'),
            tone: 'success',
          });
          refreshAround(artisanId);
        },
      },
    }),
    { input: { pending } },
  );

  const { context } = snapshot;
  const sheet = context.sheet;
  const editing = snapshot.matches('editing');
  const progress = useMemo(() => progressOf(mode, context.draft), [mode, context.draft]);
  const missing = useMemo(() => missingOf(mode, context.draft), [mode, context.draft]);
  const busy = snapshot.matches({ editing: { flow: 'busy' } });
  const validating = snapshot.matches({ editing: { flow: { busy: 'validating' } } });
  const submitting = snapshot.matches({ editing: { flow: { busy: 'submitting' } } });
  const saveState: SaveState = snapshot.matches({ editing: { autosave: 'retrying' } })
    ? 'retrying'
    : snapshot.matches({ editing: { autosave: 'blocked' } })
      ? 'blocked'
      : snapshot.matches({ editing: { autosave: 'idle' } })
        ? 'idle'
        : 'saving';
  const unsaved = editing && (context.dirty.length > 0 || saveState !== 'idle');

  useWarnBeforeUnload(unsaved);

  // The page is hidden (tab switched, browser closing) or left for another screen: save now.
  const flush = useCallback(() => actor.send({ type: 'FLUSH' }), [actor]);
  const saveWhatIsLeft = useCallback(() => {
    const current = actor.getSnapshot();
    if (!current.matches('editing')) return;
    for (const criterion of current.context.dirty)
      void saveSheet(
        mode,
        artisanId,
        criterion,
        saveableAnswers(current.context.draft[criterion]),
        true,
      ).catch(
        () => undefined, // kept on the device; the next visit saves it
      );
  }, [actor, mode, artisanId]);
  useSaveWhenLeaving(flush, saveWhatIsLeft);

  // Moves the focus where a "what is missing" link, or a validation, leads.
  useEffect(() => {
    if (!focus) return;
    const element = focus.part === 'summary' ? summaryRef.current : document.getElementById(focus.target);
    if (!element) return;
    element.scrollIntoView({ block: focus.part === 'heading' ? 'start' : 'center' });
    const target =
      focus.part === 'answer'
        ? (element.querySelector<HTMLElement>('input[type="radio"]:checked') ??
          element.querySelector<HTMLElement>('input[type="radio"]'))
        : element;
    target?.focus({ preventScroll: true });
  }, [focus, context.tab]);

  const name = artisan.data ? `${artisan.data.firstName} ${artisan.data.lastName}`.trim() : '';
  const tab = context.tab;
  const current = sheet?.criteria.find((criterion) => criterion.id === tab);
  const editable = editing && sheet?.editable === true;

  let body;
  if (snapshot.matches('loading')) {
    body = <ScreenLoading />;
  } else if (snapshot.matches('loadFailed') && isEvaluationUnavailable(context.error)) {
    // Not this member's to read yet: trying again cannot help; the banner says why and whom to ask.
    body = null;
  } else if (snapshot.matches('loadFailed')) {
    body = (
      <Group>
        <Button variant="default" onClick={() => send({ type: 'RETRY' })}>
          {t('save.retry')}
        </Button>
      </Group>
    );
  } else if (sheet && tab && current) {
    body = (
      <>
        <div className={classes.card}>
          <EvaluationCriteria
            criteria={sheet.criteria}
            tab={tab}
            completion={progress.completion}
            editable={editable}
            onSelect={(criterion) => send({ type: 'SELECT', criterion })}
          >
            <EvaluationCriterion
              mode={mode}
              criterion={current}
              answers={context.draft[current.id]}
              completion={progress.completion[current.id]}
              points={progress.points[current.id]}
              editable={editable}
              busy={busy}
              validating={validating}
              canValidate={current.open && criterionAnswered(context.draft, current.id)}
              isLast={criterionAfter(current.id) === undefined}
              onChoose={(question, choice) =>
                send({ type: 'ANSWER', criterion: current.id, question, choice })
              }
              onComment={(question, comment) =>
                send({ type: 'COMMENT', criterion: current.id, question, comment })
              }
              onValidate={() => send({ type: 'VALIDATE' })}
              onNext={() => {
                const next = criterionAfter(current.id);
                if (!next) return;
                send({ type: 'SELECT', criterion: next });
                requestFocus(`criterion-title-${next}`, 'heading');
              }}
              onSummary={() => requestFocus('summary', 'summary')}
            />
          </EvaluationCriteria>
        </div>
        {editable ? (
          <EvaluationSummary
            ref={summaryRef}
            mode={mode}
            criteria={sheet.criteria}
            missing={missing}
            maySubmit={sheet.maySubmit}
            busy={busy}
            onJump={(criterion: CriterionId, question: QuestionNumber, part) => {
              send({ type: 'SELECT', criterion });
              requestFocus(questionDomId(criterion, question, part), part);
            }}
            onSend={() => send({ type: 'SEND' })}
          />
        ) : null}
      </>
    );
  }

  return (
    <div className={classes.page} data-editing={editable || undefined}>
      <div className={classes.inner}>
        <EvaluationHeader
          mode={mode}
          language={language}
          artisanId={artisanId}
          name={name}
          sheet={sheet}
          progress={progress}
        />
        <EvaluationBanners
          sheet={snapshot.matches('loading') ? null : sheet}
          error={context.error}
          language={language}
          artisanId={artisanId}
          onEndorse={() => send({ type: 'ENDORSE' })}
        />
        {body}
      </div>
      {editable ? (
        <SaveStatus
          state={saveState}
          saved={context.saved}
          error={context.saveError}
          onRetry={() => send({ type: 'RETRY' })}
        />
      ) : null}

      <EndorsementConfirmation
        opened={
          snapshot.matches({ locked: 'confirmingEndorsement' }) ||
          snapshot.matches({ editing: { flow: 'confirmingEndorsement' } }) ||
          snapshot.matches('endorsing')
        }
        endorsing={snapshot.matches('endorsing')}
        name={name}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />

      <Popup
        opened={snapshot.matches({ editing: { flow: 'confirming' } }) || submitting}
        onClose={() => send({ type: 'CANCEL' })}
        title={mode === 'self' ? t('confirm.titleSelf') : t('confirm.title')}
        size="sm"
        closable={!submitting}
        testId="confirm-send"
      >
        <Stack gap="lg">
          <Text>{mode === 'self' ? t('confirm.textSelf') : t('confirm.text')}</Text>
          {mode === 'staff' ? (
            <Text size="sm" c="var(--ink-soft)">
              {t('confirm.points', { points: progress.totalPoints, max: MAX_POINTS_TOTAL })}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => send({ type: 'CANCEL' })}
              disabled={submitting}
              data-autofocus
            >
              {t('confirm.cancel')}
            </Button>
            <Button
              onClick={() => send({ type: 'CONFIRM' })}
              loading={submitting}
              disabled={!isComplete(missing)}
            >
              {t('confirm.confirm')}
            </Button>
          </Group>
        </Stack>
      </Popup>
    </div>
  );
}
