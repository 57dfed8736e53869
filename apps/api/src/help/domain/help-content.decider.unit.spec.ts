import { fold } from '@artisans/domain';
import { helpContentDecider, type HelpContentEvent } from './help-content.decider';

const admin = { id: 'a', role: 'ROLE_ADMIN' as const };
const committee = { id: 'c', role: 'ROLE_EXECUTIVE_COMMITTEE' as const };
const steps = {
  summary: { title: 'S', body: 'Summary' },
  criteria: { title: 'C', body: 'Criteria' },
  gaps: { title: 'G', body: 'Gaps' },
};

const after = (events: HelpContentEvent[]) => fold(helpContentDecider, events);

describe('help content decider', () => {
  it('records an admin’s tutorial text, and nothing when the same words are saved again', () => {
    const command = {
      type: 'ChangeTutorialText' as const,
      tutorial: 'tutorialEvaluationDetail' as const,
      language: 'fr' as const,
      steps,
      actor: admin,
    };
    const events = helpContentDecider.decide(command, helpContentDecider.initialState());
    expect(events).toEqual([
      { type: 'TutorialTextChanged', data: { tutorial: 'tutorialEvaluationDetail', language: 'fr', steps } },
    ]);
    expect(helpContentDecider.decide(command, after(events))).toEqual([]);
  });

  it('refuses anyone but an admin, and a text missing a step', () => {
    const state = helpContentDecider.initialState();
    expect(() => helpContentDecider.decide({ type: 'RemoveMainVideo', actor: committee }, state)).toThrow(
      /not allowed|forbidden/i,
    );
    const { gaps: _gaps, ...two } = steps;
    expect(() =>
      helpContentDecider.decide(
        {
          type: 'ChangeTutorialText',
          tutorial: 'tutorialEvaluationDetail',
          language: 'en',
          steps: two,
          actor: admin,
        },
        state,
      ),
    ).toThrow('Write every step of this tutorial: summary, criteria, gaps.');
  });

  it('resets only a text that was written', () => {
    const reset = {
      type: 'ResetTutorialText' as const,
      tutorial: 'tutorialEvaluationDetail' as const,
      language: 'fr' as const,
      actor: admin,
    };
    expect(helpContentDecider.decide(reset, helpContentDecider.initialState())).toEqual([]);
    const written = after([
      { type: 'TutorialTextChanged', data: { tutorial: 'tutorialEvaluationDetail', language: 'fr', steps } },
    ]);
    expect(helpContentDecider.decide(reset, written)).toEqual([
      { type: 'TutorialTextReset', data: { tutorial: 'tutorialEvaluationDetail', language: 'fr' } },
    ]);
  });

  it('names the video it replaces, so its file can go, and refuses removing a video that is not there', () => {
    const first = helpContentDecider.decide(
      { type: 'ReplaceMainVideo', fileId: 'f1', contentType: 'video/mp4', size: 10, actor: admin },
      helpContentDecider.initialState(),
    );
    expect(first[0]?.data).toMatchObject({ fileId: 'f1', previousFileId: null });
    const second = helpContentDecider.decide(
      { type: 'ReplaceMainVideo', fileId: 'f2', contentType: 'video/webm', size: 20, actor: admin },
      after(first),
    );
    expect(second[0]?.data).toMatchObject({ fileId: 'f2', previousFileId: 'f1' });
    expect(
      helpContentDecider.decide({ type: 'RemoveMainVideo', actor: admin }, after([...first, ...second])),
    ).toEqual([{ type: 'MainVideoRemoved', data: { fileId: 'f2' } }]);
    expect(() =>
      helpContentDecider.decide({ type: 'RemoveMainVideo', actor: admin }, helpContentDecider.initialState()),
    ).toThrow('No main video has been added yet.');
  });
});
