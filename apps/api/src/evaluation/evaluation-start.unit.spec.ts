import { fold } from '@artisans/domain';
import { evaluationDecider, type EvaluationEvent } from './domain/evaluation.decider';
import { withEvaluationStart } from './evaluation-start';

const artisanId = 'a1';
const stored = (id: string, actorId: string | null, event: EvaluationEvent) => ({
  ...event,
  id,
  metadata: { actorId },
});
const answers = (actorId: string | null, id = 'e1') =>
  stored(id, actorId, {
    type: 'EvaluationAnswersRecorded',
    data: { artisanId, criterion: 'tradition', answers: { q1: { points: 3, comment: 'Seen' } } },
  });

describe('withEvaluationStart: streams begun before their start was recorded', () => {
  it('takes the author of the first answers as the evaluator, just before them', () => {
    const events = withEvaluationStart([answers('hunter'), answers('committee', 'e2')]);
    expect(events.map((event) => event.type)).toEqual([
      'EvaluationStarted',
      'EvaluationAnswersRecorded',
      'EvaluationAnswersRecorded',
    ]);
    expect(events[0]).toMatchObject({ id: 'e1:started', data: { artisanId, evaluatorId: 'hunter' } });
    expect(fold(evaluationDecider, events).evaluatorId).toBe('hunter');
  });

  it('leaves alone a stream that records its start, an empty one, and answers of no one', () => {
    const recorded = [
      stored('s', 'network', { type: 'EvaluationStarted', data: { artisanId, evaluatorId: 'network' } }),
      answers('network'),
    ];
    expect(withEvaluationStart(recorded)).toBe(recorded);
    expect(withEvaluationStart([])).toEqual([]);
    expect(withEvaluationStart([answers(null)])).toEqual([answers(null)]);
  });
});
