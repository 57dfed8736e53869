import { TUTORIAL_STEPS, type TutorialFlag } from '@artisans/domain/help';
import type { RouteName } from '../../../config/paths';

/**
 * Which guided tour a page has (SPEC.md section 3 names six): the artisan list, the profile when
 * added, edited or seen, the evaluation, and the evaluation's detail (the analysis).
 */
export function tutorialForPage(
  route: RouteName | undefined,
  params: { id?: string },
  search: string,
): TutorialFlag | undefined {
  switch (route) {
    case 'artisans':
      return 'tutorialArtisanTable';
    case 'artisan_edit':
      if (params.id === 'new') return 'tutorialAddArtisn';
      return new URLSearchParams(search).get('mode') === 'see' ? 'tutorialSeeArtisn' : 'tutorialEditArtisn';
    case 'artisan_evaluation_edit':
      return 'tutorialEvaluation';
    case 'artisan_analysis_view':
      return 'tutorialEvaluationDetail';
    default:
      return undefined;
  }
}

/**
 * Where each step points, by the page's own landmarks and test ids (a step whose element is not on
 * the page, e.g. no pictures yet, is shown in the middle of the screen instead). The first
 * selector is what the tour waits for before it starts: the page has loaded its data by then.
 */
export const STEP_TARGETS: Readonly<Record<TutorialFlag, Readonly<Record<string, string | null>>>> = {
  tutorialArtisanTable: {
    welcome: 'main h1',
    filters: 'main section[aria-label]',
    table: '[data-testid="artisan-table"], [data-testid="artisan-list-empty"]',
  },
  tutorialAddArtisn: {
    welcome: 'main h1',
    form: '[data-testid="artisan-profile-form"]',
    save: '[data-testid="profile-save"]',
  },
  tutorialEditArtisn: {
    form: '[data-testid="artisan-profile-form"]',
    files: '[data-testid="profile-pictures"]',
    save: '[data-testid="profile-save"]',
  },
  tutorialSeeArtisn: {
    profile: '[data-testid="artisan-profile-view"]',
    pictures: '[data-testid="profile-pictures"]',
    edit: 'main h1',
  },
  tutorialEvaluation: {
    intro: '[data-testid="evaluation-intro"]',
    progress: '[data-testid="evaluation-completion"]',
    send: '[data-testid="evaluation-summary"]',
  },
  tutorialEvaluationDetail: {
    summary: '[data-testid="analysis-summary"], [data-testid="analysis-unavailable"]',
    criteria: '[data-testid="analysis-criteria"]',
    gaps: '[data-testid="analysis-large-gap"]',
  },
};

/** The steps of a tour in order, each with its element's selector. */
export function tourSteps(flag: TutorialFlag): { step: string; selector: string | null }[] {
  return TUTORIAL_STEPS[flag].map((step) => ({ step, selector: STEP_TARGETS[flag]?.[step] ?? null }));
}
