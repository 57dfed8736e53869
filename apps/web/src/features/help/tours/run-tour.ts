import type { TutorialStepText } from '@artisans/domain/help';

export type TourStep = { selector: string | null; text: TutorialStepText };

export type TourLabels = { next: string; previous: string; done: string; close: string; progress: string };

/**
 * Shows a guided tour with driver.js, loaded only now (with its stylesheet): the hub and the login
 * never carry it. Each step points at the first element its selector finds, else sits in the
 * middle of the screen. Resolves when the tour ends, by its last button, its close button, Escape
 * or a click beside it; `signal` ends it early (the page was left).
 */
export async function runTour(
  steps: readonly TourStep[],
  labels: TourLabels,
  signal: AbortSignal,
): Promise<void> {
  const [{ driver }] = await Promise.all([import('driver.js'), import('driver.js/dist/driver.css')]);
  if (signal.aborted) return;
  await new Promise<void>((resolve) => {
    // driver.js calls onDestroyed only once a step's highlight has finished moving: Escape pressed
    // during that animation closed the tour without it, and the help button never came back. Every
    // way out (last button, close, Escape, a click beside it) passes through onDestroyStarted, where
    // we end the tour ourselves; the signal ends it the same way.
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      tour.destroy();
      resolve();
    };
    const tour = driver({
      showProgress: steps.length > 1,
      progressText: labels.progress,
      nextBtnText: labels.next,
      prevBtnText: labels.previous,
      doneBtnText: labels.done,
      allowKeyboardControl: true,
      smoothScroll: true,
      popoverClass: 'help-tour',
      steps: steps.map(({ selector, text }) => {
        const element = selector ? (document.querySelector(selector) ?? undefined) : undefined;
        return {
          element,
          popover: {
            title: text.title,
            description: text.body,
            ...(element ? {} : { align: 'center' as const }),
          },
        };
      }),
      onPopoverRender: (popover) => {
        popover.closeButton.setAttribute('aria-label', labels.close);
        popover.closeButton.title = labels.close;
        // The dialog takes the focus, so a keyboard or screen reader user starts reading it.
        popover.wrapper.setAttribute('aria-modal', 'true');
        queueMicrotask(() => popover.nextButton.focus());
      },
      onDestroyStarted: end,
    });
    signal.addEventListener('abort', end, { once: true });
    tour.drive();
  });
}

/** Waits until `selector` is on the page (its data loaded), at most `timeoutMs`; false if it never came. */
export function waitForElement(selector: string, timeoutMs: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (document.querySelector(selector)) return resolve(true);
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      finish(true);
    });
    const timer = setTimeout(() => finish(false), timeoutMs);
    const finish = (found: boolean) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(found);
    };
    signal.addEventListener('abort', () => finish(false), { once: true });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}
