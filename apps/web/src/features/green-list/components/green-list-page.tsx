import { useMachine } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { greenListCatalogue } from '@artisans/domain/green-list-catalogue';
import { greenListCompletion, greenListScore } from '@artisans/domain/green-list-rules';
import { Button, buttonLook } from '../../../components/ui/native/button';
import { Notice } from '../../../components/ui/native/notice';
import { ProgressBar } from '../../../components/ui/native/progress-bar';
import { Tag } from '../../../components/ui/native/tag';
import { useNotify } from '../../../components/ui/notifications/notifications';
import { PageLoader } from '../../../components/ui/page-loader';
import { pathTo } from '../../../config/paths';
import { homeRouteFor } from '../../../lib/auth/permissions';
import { useSession } from '../../../lib/auth/session';
import type { Language } from '../../../lib/i18n/languages';
import { useSaveWhenLeaving, useWarnBeforeUnload } from '../../../lib/autosave/leaving-the-page';
import { useLanguage } from '../../../lib/i18n/use-language';
import { queryClient } from '../../../lib/query/query-client';
import { withQueryClient } from '../../../lib/query/with-query-client';
import { completeGreenList } from '../api/complete-green-list';
import { useGreenListCorrections } from '../api/green-list-corrections';
import { getGreenList, greenListKey, type GreenListView } from '../api/get-green-list';
import { requestGreenListInformation } from '../api/request-green-list-information';
import { saveGreenListAnswers } from '../api/save-green-list-answers';
import { startGreenListReview } from '../api/start-green-list-review';
import { submitGreenList } from '../api/submit-green-list';
import { greenListMachine, pendingPatch, type ReviewStep } from '../machines/green-list.machine';
import {
  isGreenListStep,
  isSection,
  mayChange,
  mayEditMaterialList,
  newMaterialId,
  type GreenListStep,
} from '../machines/green-list-sheet';
import { greenListErrorMessage } from './green-list-messages';
import { questionDomId } from './green-list-question';
import { GreenListSectionStep } from './green-list-section';
import { GreenListSteps } from './green-list-steps';
import { LazyPopup } from './lazy-popup';
import classes from './green-list.module.css';

// The artisan answering needs neither the read-only view nor the foundation's tools: each comes in
// its own chunk when the Green List is shown read only (sent, or opened by staff).
const GreenListReadOnly = lazy(() =>
  import('./green-list-read-only').then((module) => ({ default: module.GreenListReadOnly })),
);
// The summary is the last step: it comes when the artisan first goes there.
const GreenListSummary = lazy(() =>
  import('./green-list-summary').then((module) => ({ default: module.GreenListSummary })),
);
const GreenListStaffTools = lazy(() =>
  import('./green-list-staff-tools').then((module) => ({ default: module.GreenListStaffTools })),
);

/** Keeps what the API answered where other screens read it (the artisan list, the profile). */
function remember(artisanId: string, view: GreenListView): GreenListView {
  queryClient.setQueryData(greenListKey(artisanId), view);
  return view;
}

function takeReview(artisanId: string, review: ReviewStep, version: string | null): Promise<GreenListView> {
  switch (review.step) {
    case 'START_REVIEW':
      return startGreenListReview(artisanId, version);
    case 'ASK_FOR_INFORMATION':
      return requestGreenListInformation(
        artisanId,
        { missing: review.missing, codes: review.codes },
        version,
      );
    case 'COMPLETE':
      return completeGreenList(artisanId, review.comment, version);
    default: {
      const unexpected: never = review;
      return unexpected;
    }
  }
}

const stepStorageKey = (userId: string, artisanId: string) => `green-list-step:${userId}:${artisanId}`;

function readStep(key: string): GreenListStep | null {
  try {
    const value = localStorage.getItem(key);
    return isGreenListStep(value) ? value : null;
  } catch {
    return null; // storage can be blocked: the first incomplete section is a fine place to resume
  }
}

function writeStep(key: string, step: GreenListStep): void {
  try {
    localStorage.setItem(key, step);
  } catch {
    // storage can be blocked: resuming falls back to the first incomplete section
  }
}

/**
 * SPEC.md route `green_list` (param id): "My Green List" for the artisan (the route guard keeps it
 * to its own id) and the Green List read only with its review for the foundation. The flow is
 * green-list.machine.ts; this screen gives it the API calls and shows it. What the artisan answers
 * with is drawn on native controls (components/ui/native): Mantine comes only with the popups and
 * the foundation's tools, in their own chunks.
 */
export const GreenListPage = withQueryClient(GreenListRoute);

function GreenListRoute() {
  const { id = '' } = useParams();
  const session = useSession();
  const language = useLanguage();
  // The reviewers' corrections over the shipped texts, before the questions show.
  const corrections = useGreenListCorrections(language);
  if (!session) return null;
  if (corrections.isPending) return <PageLoader />;
  return (
    <GreenListScreen
      key={id}
      artisanId={id}
      userId={session.claims.sub}
      own={session.claims.role === 'ROLE_ARTISAN'}
      home={homeRouteFor(session.claims.role)}
      language={language}
    />
  );
}

type Focus = { id: string; count: number };

function GreenListScreen({
  artisanId,
  userId,
  own,
  home,
  language,
}: {
  artisanId: string;
  userId: string;
  own: boolean;
  home: ReturnType<typeof homeRouteFor>;
  language: Language;
}) {
  const { t } = useTranslation(['green-list', 'common']);
  const notify = useNotify();
  const storageKey = stepStorageKey(userId, artisanId);
  const [initialStep] = useState(() => readStep(storageKey));
  const [focus, setFocus] = useState<Focus | null>(null);
  const latest = useRef({ t, notify });
  latest.current = { t, notify };
  const moveFocus = (target: string) =>
    setFocus((current) => ({ id: target, count: (current?.count ?? 0) + 1 }));
  // A step that came in its own chunk after the step change: the focus asked for goes there now.
  const focusAgain = useCallback(
    () => setFocus((current) => (current ? { ...current, count: current.count + 1 } : current)),
    [],
  );

  const [snapshot, send, actor] = useMachine(
    greenListMachine.provide({
      actors: {
        load: fromPromise(async () => remember(artisanId, await getGreenList(artisanId))),
        save: fromPromise(async ({ input }) =>
          remember(artisanId, await saveGreenListAnswers(artisanId, input.patch, input.version)),
        ),
        submit: fromPromise(async ({ input }) =>
          remember(artisanId, await submitGreenList(artisanId, input.version)),
        ),
        review: fromPromise(async ({ input }) =>
          remember(artisanId, await takeReview(artisanId, input.review, input.version)),
        ),
      },
      actions: {
        stepChanged: (_, { step }) => {
          writeStep(storageKey, step);
          moveFocus('gl-section-title');
        },
        sent: () => {
          latest.current.notify({
            id: 'green-list-sent',
            message: latest.current.t('notices.sent'),
            tone: 'success',
          });
          void queryClient.invalidateQueries({ queryKey: ['artisans'] });
        },
        reviewed: (_, { step }) => {
          const key =
            step === 'START_REVIEW'
              ? 'notices.reviewStarted'
              : step === 'ASK_FOR_INFORMATION'
                ? 'notices.informationRequested'
                : 'notices.completed';
          latest.current.notify({
            id: 'green-list-reviewed',
            message: latest.current.t(key),
            tone: 'success',
          });
          void queryClient.invalidateQueries({ queryKey: ['artisans'] });
        },
      },
    }),
    { input: { step: initialStep } },
  );

  const { context } = snapshot;
  const view = context.view;
  const catalogue = useMemo(
    () => greenListCatalogue(view?.catalogueVersion ?? undefined),
    [view?.catalogueVersion],
  );
  const completion = useMemo(() => greenListCompletion(catalogue, context.draft), [catalogue, context.draft]);
  const answering = snapshot.matches('answering');
  const sending = snapshot.matches({ answering: { flow: 'sending' } });
  const pending = answering && pendingPatch(context) !== null;

  useWarnBeforeUnload(pending);

  // The page is hidden or left: save now (keepalive lets the last save outlive a closing page).
  const flush = useCallback(() => actor.send({ type: 'FLUSH' }), [actor]);
  const saveWhatIsLeft = useCallback(() => {
    const current = actor.getSnapshot();
    const patch = current.matches('answering') ? pendingPatch(current.context) : null;
    if (patch)
      void saveGreenListAnswers(artisanId, patch, current.context.view?.version ?? null, {
        keepalive: true,
      }).catch(
        () => undefined, // nothing more can be done on a closing page; the next visit shows what was kept
      );
  }, [actor, artisanId]);
  useSaveWhenLeaving(flush, saveWhatIsLeft);

  useEffect(() => {
    if (!focus) return;
    const element = document.getElementById(focus.id);
    if (!element) return;
    element.scrollIntoView({ block: focus.id === 'gl-section-title' ? 'start' : 'center' });
    const target = element.matches('input, textarea, button, [tabindex]')
      ? element
      : (element.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, button') ?? element);
    target.focus({ preventScroll: true });
  }, [focus, context.step]);

  const requested = (code: string) =>
    view?.status === 'PENDING' && (view.informationRequest?.codes.includes(code) ?? false);
  const title = own ? t('titleOwn') : t('title');

  const loading = <PageLoader label={t('common.loading', { ns: 'common' })} />;
  let body;
  if (snapshot.matches('loading')) {
    body = loading;
  } else if (snapshot.matches('notAvailable')) {
    body = own ? (
      <LazyPopup
        opened
        onClose={() => undefined}
        closable={false}
        title={t('notAvailable.title')}
        testId="green-list-not-available"
      >
        <div className={classes.popupBody}>
          <p>{t('notAvailable.text')}</p>
          <div className={classes.popupActions}>
            <Link {...buttonLook({})} to={pathTo(home, language)} data-autofocus>
              {t('notAvailable.back')}
            </Link>
          </div>
        </div>
      </LazyPopup>
    ) : (
      <Notice tone="gray" data-testid="green-list-not-available">
        {t('unavailableStaff')}
      </Notice>
    );
  } else if (snapshot.matches('loadFailed')) {
    body = (
      <div className={classes.stack}>
        <Notice tone="red" role="alert">
          {greenListErrorMessage(context.error, context.draft, t)}
        </Notice>
        <div className={classes.row}>
          <Button variant="default" onClick={() => send({ type: 'RETRY' })}>
            {t('load.retry')}
          </Button>
        </div>
      </div>
    );
  } else if (view && answering && context.step) {
    const step = context.step;
    body = (
      <>
        <GreenListSteps
          step={step}
          completion={completion}
          onGo={(next) => send({ type: 'GO', step: next })}
        />
        {isSection(step) ? (
          <GreenListSectionStep
            section={step}
            catalogue={catalogue}
            sheet={context.draft}
            completion={completion.sections[step].percentage}
            mayChange={(target) => !sending && mayChange(view, target)}
            listEditable={!sending && mayEditMaterialList(view)}
            requested={requested}
            onAnswer={(target, answer) => send({ type: 'ANSWER', target, answer })}
            onMaterial={(edit) => send({ type: 'MATERIAL', edit })}
            newMaterialId={() => newMaterialId(context.draft.materials)}
            onGo={(next) => send({ type: 'GO', step: next })}
          />
        ) : (
          <Suspense fallback={loading}>
            <GreenListSummary
              catalogue={catalogue}
              sheet={context.draft}
              request={view.status === 'PENDING' ? view.informationRequest : null}
              busy={sending}
              onJump={(target) => {
                const section = catalogue.questions.find(
                  (question) => question.code === target.code,
                )?.section;
                if (section) send({ type: 'GO', step: section });
                moveFocus(questionDomId(target.code, target.materialId));
              }}
              onSend={() => send({ type: 'SEND' })}
              onShown={focusAgain}
            />
          </Suspense>
        )}
      </>
    );
  } else if (view) {
    body = (
      <Suspense fallback={loading}>
        {!own ? (
          <GreenListStaffTools
            artisanId={artisanId}
            catalogue={catalogue}
            view={view}
            sheet={context.draft}
            openStep={snapshot.matches({ readOnly: 'idle' }) ? null : context.reviewStep}
            busy={snapshot.matches({ readOnly: 'reviewing' })}
            error={context.error}
            onOpen={(step) => send({ type: 'OPEN_REVIEW', step })}
            onReview={(review) => send({ type: 'REVIEW', review })}
            onCancel={() => send({ type: 'CANCEL' })}
          />
        ) : null}
        <GreenListReadOnly catalogue={catalogue} sheet={context.draft} language={language} />
      </Suspense>
    );
  }

  return (
    <div className={classes.page}>
      <div className={classes.inner}>
        <header>
          <div className={classes.heading}>
            <h1 className={classes.title}>{title}</h1>
            {view ? (
              <Tag
                size="lg"
                tone={view.status === 'PENDING' ? 'orange' : undefined}
                data-testid="green-list-status"
              >
                {t(`status.${view.status}`)}
              </Tag>
            ) : null}
          </div>
          {own && answering ? <p className={classes.hint}>{t('intro')}</p> : null}
          {view && answering ? (
            <div className={classes.progress}>
              <ProgressBar value={completion.percentage} label={t('progress.overall', completion)} />
              <p className={classes.hint}>
                {t('progress.overall', completion)} · {t('progress.required', completion)}
              </p>
            </div>
          ) : null}
        </header>
        <Banners view={view} answering={answering} own={own} />
        {context.error &&
        (answering || snapshot.matches('readOnly')) &&
        !(snapshot.matches('readOnly') && !own) ? (
          <Notice tone={answering ? 'orange' : 'red'} role="alert" data-testid="green-list-error">
            {greenListErrorMessage(context.error, context.draft, t)}
          </Notice>
        ) : null}
        {body}
      </div>
      {answering ? (
        <SaveStatus
          snapshotState={saveStateOf(snapshot)}
          saved={context.saved}
          onRetry={() => send({ type: 'RETRY' })}
        />
      ) : null}
      <LazyPopup
        opened={snapshot.matches({ answering: { flow: 'confirming' } }) || sending}
        onClose={() => send({ type: 'CANCEL' })}
        title={t('confirm.title')}
        size="sm"
        closable={!sending}
        testId="confirm-send"
      >
        <div className={classes.popupBody}>
          <p>{t('confirm.text')}</p>
          <p className={classes.hint}>{t('confirm.score', greenListScore(catalogue, context.draft))}</p>
          <div className={classes.popupActions}>
            <Button
              variant="default"
              onClick={() => send({ type: 'CANCEL' })}
              disabled={sending}
              data-autofocus
            >
              {t('confirm.cancel')}
            </Button>
            <Button onClick={() => send({ type: 'CONFIRM' })} loading={sending}>
              {t('confirm.confirm')}
            </Button>
          </div>
        </div>
      </LazyPopup>
    </div>
  );
}

type SaveState = 'idle' | 'saving' | 'retrying' | 'blocked' | 'dirty';

function saveStateOf(snapshot: { matches: (value: object) => boolean }): SaveState {
  if (snapshot.matches({ answering: { autosave: 'retrying' } })) return 'retrying';
  if (snapshot.matches({ answering: { autosave: 'blocked' } })) return 'blocked';
  if (snapshot.matches({ answering: { autosave: 'dirty' } })) return 'dirty';
  if (snapshot.matches({ answering: { autosave: 'idle' } })) return 'idle';
  return 'saving';
}

/** Where the autosave stands, in a corner in sight, said politely to screen readers. */
function SaveStatus({
  snapshotState,
  saved,
  onRetry,
}: {
  snapshotState: SaveState;
  saved: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('green-list');
  const text = {
    idle: saved ? t('save.saved') : '',
    dirty: t('save.unsaved'),
    saving: t('save.saving'),
    retrying: t('save.retrying'),
    blocked: t('save.blocked'),
  }[snapshotState];
  return (
    <div
      className={classes.saveStatus}
      data-state={snapshotState}
      data-testid="save-status"
      hidden={text === ''}
    >
      <p role="status">{text}</p>
      {snapshotState === 'retrying' || snapshotState === 'blocked' ? (
        <Button size="compact" variant="light" onClick={onRetry}>
          {t('save.retry')}
        </Button>
      ) : null}
    </div>
  );
}

/** Where the Green List stands, for the artisan: sent, in review, complete, or what the foundation asks. */
function Banners({ view, answering, own }: { view: GreenListView | null; answering: boolean; own: boolean }) {
  const { t } = useTranslation('green-list');
  if (!view) return null;
  if (view.status === 'PENDING' && view.informationRequest)
    return (
      <Notice tone="orange" title={t('banners.missing')} data-testid="green-list-request">
        {own ? <p style={{ marginTop: 0 }}>{t('banners.pending')}</p> : null}
        <p style={{ marginBottom: 0, whiteSpace: 'pre-line' }}>{view.informationRequest.missing}</p>
      </Notice>
    );
  if (answering || !own) {
    return view.review ? <Notice title={t('banners.reviewComment')}>{view.review.comment}</Notice> : null;
  }
  const key =
    view.status === 'COMPLETE'
      ? 'banners.complete'
      : view.status === 'IN REVIEWAL'
        ? 'banners.inReview'
        : 'banners.sent';
  return (
    <Notice data-testid="green-list-locked">
      {t(key)}
      {view.review?.comment ? (
        <p style={{ marginBottom: 0 }}>{`${t('banners.reviewComment')}: ${view.review.comment}`}</p>
      ) : null}
    </Notice>
  );
}
