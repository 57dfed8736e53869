/** Tutorial flags of the session claims (SPEC.md section 3; the misspellings are the contract). */
export const TUTORIAL_FLAGS = [
  'tutorialAddArtisn',
  'tutorialArtisanTable',
  'tutorialEditArtisn',
  'tutorialEvaluation',
  'tutorialEvaluationDetail',
  'tutorialSeeArtisn',
] as const;

export type TutorialFlag = (typeof TUTORIAL_FLAGS)[number];
