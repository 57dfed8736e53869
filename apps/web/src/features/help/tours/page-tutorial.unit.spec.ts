import { describe, expect, it } from '@jest/globals';
import { TUTORIAL_FLAGS, TUTORIAL_STEPS } from '@artisans/domain/help';
import { STEP_TARGETS, tourSteps, tutorialForPage } from './page-tutorial';

describe('the guided tour of a page', () => {
  it('names the six tours of the session claims by their pages', () => {
    expect(tutorialForPage('artisans', {}, '')).toBe('tutorialArtisanTable');
    expect(tutorialForPage('artisan_edit', { id: 'new' }, '')).toBe('tutorialAddArtisn');
    expect(tutorialForPage('artisan_edit', { id: 'a1' }, '')).toBe('tutorialEditArtisn');
    expect(tutorialForPage('artisan_edit', { id: 'a1' }, '?mode=see')).toBe('tutorialSeeArtisn');
    expect(tutorialForPage('artisan_evaluation_edit', { id: 'a1' }, '')).toBe('tutorialEvaluation');
    expect(tutorialForPage('artisan_analysis_view', { id: 'a1' }, '')).toBe('tutorialEvaluationDetail');
  });

  it('gives other pages none', () => {
    for (const route of ['home', 'hub', 'statistics', 'artisan_analysis_edit', undefined] as const)
      expect(tutorialForPage(route, {}, '')).toBeUndefined();
  });

  it('places every step the domain lists, and only those', () => {
    for (const flag of TUTORIAL_FLAGS) {
      expect(Object.keys(STEP_TARGETS[flag] ?? {}).sort()).toEqual([...TUTORIAL_STEPS[flag]].sort());
      expect(tourSteps(flag).map(({ step }) => step)).toEqual(TUTORIAL_STEPS[flag]);
    }
  });
});
