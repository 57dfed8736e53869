import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import type { HelpItem, TutorialFlag } from '@artisans/domain/help';
import { lazyWithMantine } from '../../../components/ui/mantine/lazy-with-mantine';
import type { RouteName } from '../../../config/paths';
import { can } from '../../../lib/auth/permissions';
import { useSession } from '../../../lib/auth/session';
import { useLanguage } from '../../../lib/i18n/use-language';
import { isDismissed, markDismissed } from '../tours/help-dismissals';
import { tourSteps, tutorialForPage } from '../tours/page-tutorial';
import { runTour, waitForElement } from '../tours/run-tour';
import { stepText } from './tutorial-texts';
import { useHelpOverview } from './use-help-overview';
import classes from './help-center.module.css';

/**
 * The help's popups come with Mantine when they open: a returning member, whose video and tours
 * are dismissed, sees only the help button, and the screens drawn without Mantine (the home, the
 * artisan list) then never load it.
 */
const HelpMenuPopup = lazyWithMantine(() =>
  import('./help-menu-popup').then((module) => module.HelpMenuPopup),
);
const MainVideoPopup = lazyWithMantine(() =>
  import('./main-video-popup').then((module) => module.MainVideoPopup),
);

/** How long a page may take to show what its tour's first step points at. */
const PAGE_READY_TIMEOUT_MS = 8000;

/**
 * A browser where help never starts on its own (`localStorage.helpAutoStart = 'off'`): a shared
 * kiosk, and the browser tests of other screens, which an overlay would get in the way of. The
 * help button still shows everything.
 */
export const AUTO_START_KEY = 'helpAutoStart';

function startsOnItsOwn(): boolean {
  try {
    return localStorage.getItem(AUTO_START_KEY) !== 'off';
  } catch {
    return true;
  }
}

/**
 * The help of the back office (issue 17), for staff on every page: the main video on the first
 * sign-in, a page's guided tour the first time it is opened, and a help button that shows either
 * again. Each is dismissed once for the account (SPEC.md sections 3 and 9).
 */
export function HelpCenter({ route }: { route: RouteName | undefined }) {
  const { t } = useTranslation('help');
  const language = useLanguage();
  const params = useParams();
  const location = useLocation();
  const session = useSession();
  const overview = useHelpOverview(language);
  const [menuOpen, setMenuOpen] = useState(false);
  const [videoOpen, setVideoOpen] = useState(false);
  const [touring, setTouring] = useState(false);
  const tour = useRef<AbortController | null>(null);
  const tutorial = tutorialForPage(route, params, location.search);
  const isAdmin = session ? can(session.claims.role, 'help.manage') : false;

  const dismiss = useCallback((item: HelpItem) => {
    if (!isDismissed(item)) void markDismissed(item).catch(() => undefined);
  }, []);

  const startTour = useCallback(
    async (flag: TutorialFlag, signal: AbortSignal) => {
      const steps = tourSteps(flag);
      const first = steps.find((step) => step.selector)?.selector;
      if (first && !(await waitForElement(first, PAGE_READY_TIMEOUT_MS, signal))) return;
      if (signal.aborted) return;
      setTouring(true);
      try {
        await runTour(
          steps.map(({ step, selector }) => ({ selector, text: stepText(flag, step, overview, t) })),
          {
            next: t('tour.next'),
            previous: t('tour.previous'),
            done: t('tour.done'),
            close: t('tour.close'),
            progress: t('tour.progress', { current: '{{current}}', total: '{{total}}' }),
          },
          signal,
        );
      } finally {
        setTouring(false);
      }
      if (!signal.aborted) dismiss(flag);
    },
    [dismiss, overview, t],
  );

  // The main video, once, on the first sign-in: only when there is one to watch.
  useEffect(() => {
    if (overview?.video && !isDismissed('mainVideo') && startsOnItsOwn()) setVideoOpen(true);
  }, [overview?.video]);

  // The page's tour, the first time: after the video, once the page has shown its content.
  useEffect(() => {
    if (!tutorial || !overview || videoOpen || isDismissed(tutorial) || !startsOnItsOwn()) return;
    const controller = new AbortController();
    tour.current = controller;
    void startTour(tutorial, controller.signal);
    return () => controller.abort();
  }, [tutorial, overview, videoOpen, startTour]);

  const replayTour = () => {
    if (!tutorial) return;
    setMenuOpen(false);
    tour.current?.abort();
    const controller = new AbortController();
    tour.current = controller;
    void startTour(tutorial, controller.signal);
  };

  const closeVideo = () => {
    setVideoOpen(false);
    dismiss('mainVideo');
  };

  return (
    <>
      {touring ? null : (
        <button
          type="button"
          className={`plain-button ${classes.helpButton}`}
          onClick={() => setMenuOpen(true)}
          aria-haspopup="dialog"
          data-testid="help-button"
        >
          <span aria-hidden="true" className={classes.mark}>
            ?
          </span>
          <span className={classes.label}>{t('button')}</span>
        </button>
      )}
      <Suspense fallback={null}>
        {menuOpen ? (
          <HelpMenuPopup
            withTour={Boolean(tutorial)}
            withSettings={isAdmin}
            onTour={replayTour}
            onVideo={() => {
              setMenuOpen(false);
              setVideoOpen(true);
            }}
            onClose={() => setMenuOpen(false)}
          />
        ) : null}
        {videoOpen ? <MainVideoPopup video={overview?.video ?? null} onClose={closeVideo} /> : null}
      </Suspense>
    </>
  );
}
