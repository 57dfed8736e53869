import { helpContentDecider } from './help-content.decider';
import { deciderSpec } from '../../../../../test-support/decider-spec';

const admin = { id: 'a', role: 'ROLE_ADMIN' as const };
const committee = { id: 'c', role: 'ROLE_EXECUTIVE_COMMITTEE' as const };
const steps = {
  summary: { title: 'S', body: 'Summary' },
  criteria: { title: 'C', body: 'Criteria' },
  gaps: { title: 'G', body: 'Gaps' },
};

const { given, when, refused } = deciderSpec(helpContentDecider);

describe('help content decider', () => {
  it('records an admin’s tutorial text, and nothing when the same words are saved again', () => {
    const command = {
      type: 'ChangeTutorialText' as const,
      tutorial: 'tutorialEvaluationDetail' as const,
      language: 'fr' as const,
      steps,
      actor: admin,
    };
    const events = when(given(), command);
    expect(events).toEqual([
      { type: 'TutorialTextChanged', data: { tutorial: 'tutorialEvaluationDetail', language: 'fr', steps } },
    ]);
    expect(when(given(...events), command)).toEqual([]);
  });

  it('refuses anyone but an admin, and a text missing a step', () => {
    expect(refused(given(), { type: 'RemoveMainVideo', actor: committee }).message).toMatch(
      /not allowed|forbidden/i,
    );
    const { gaps: _gaps, ...two } = steps;
    expect(
      refused(given(), {
        type: 'ChangeTutorialText',
        tutorial: 'tutorialEvaluationDetail',
        language: 'en',
        steps: two,
        actor: admin,
      }).message,
    ).toContain('Write every step of this tutorial: summary, criteria, gaps.');
  });

  it('resets only a text that was written', () => {
    const reset = {
      type: 'ResetTutorialText' as const,
      tutorial: 'tutorialEvaluationDetail' as const,
      language: 'fr' as const,
      actor: admin,
    };
    expect(when(given(), reset)).toEqual([]);
    const written = given({
      type: 'TutorialTextChanged',
      data: { tutorial: 'tutorialEvaluationDetail', language: 'fr', steps },
    });
    expect(when(written, reset)).toEqual([
      { type: 'TutorialTextReset', data: { tutorial: 'tutorialEvaluationDetail', language: 'fr' } },
    ]);
  });

  it('names the video it replaces, so its file can go, and refuses removing a video that is not there', () => {
    const first = when(given(), {
      type: 'ReplaceMainVideo',
      fileId: 'f1',
      contentType: 'video/mp4',
      size: 10,
      actor: admin,
    });
    expect(first[0]?.data).toMatchObject({ fileId: 'f1', previousFileId: null });
    const second = when(given(...first), {
      type: 'ReplaceMainVideo',
      fileId: 'f2',
      contentType: 'video/webm',
      size: 20,
      actor: admin,
    });
    expect(second[0]?.data).toMatchObject({ fileId: 'f2', previousFileId: 'f1' });
    expect(when(given(...first, ...second), { type: 'RemoveMainVideo', actor: admin })).toEqual([
      { type: 'MainVideoRemoved', data: { fileId: 'f2' } },
    ]);
    expect(refused(given(), { type: 'RemoveMainVideo', actor: admin }).message).toContain(
      'No main video has been added yet.',
    );
  });
});
