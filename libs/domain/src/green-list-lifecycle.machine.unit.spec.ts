import { GREEN_LIST_STATUSES, type GreenListStatus } from './statuses';
import {
  GREEN_LIST_LIFECYCLE_EVENT_TYPES,
  INITIAL_GREEN_LIST_STATUS,
  allowedGreenListEvents,
  isGreenListEditable,
  isGreenListSent,
  nextGreenListStatus,
  type GreenListLifecycleEventType,
} from './green-list-lifecycle.machine';

/** Every transition the foundation's process has; any other is refused. */
const ALLOWED: Record<GreenListStatus, Partial<Record<GreenListLifecycleEventType, GreenListStatus>>> = {
  AVAILABLE: { RECORD_ANSWERS: 'IN PROGRESS' },
  'IN PROGRESS': { RECORD_ANSWERS: 'IN PROGRESS', SUBMIT: 'SUBMITTED' },
  SUBMITTED: { START_REVIEW: 'IN REVIEWAL' },
  'IN REVIEWAL': { ASK_FOR_INFORMATION: 'PENDING', COMPLETE: 'COMPLETE' },
  PENDING: { RECORD_ANSWERS: 'PENDING', SUBMIT: 'SUBMITTED' },
  COMPLETE: {},
};

describe('Green List lifecycle', () => {
  it('starts AVAILABLE', () => {
    expect(INITIAL_GREEN_LIST_STATUS).toBe('AVAILABLE');
  });

  it.each(GREEN_LIST_STATUSES)('from %s allows exactly its transitions', (status) => {
    for (const type of GREEN_LIST_LIFECYCLE_EVENT_TYPES)
      expect({ type, next: nextGreenListStatus(status, { type }) }).toEqual({
        type,
        next: ALLOWED[status][type],
      });
    expect(allowedGreenListEvents(status)).toEqual(Object.keys(ALLOWED[status]));
  });

  it('is editable before sending and while pending; locked once sent', () => {
    expect(GREEN_LIST_STATUSES.filter(isGreenListEditable)).toEqual(['AVAILABLE', 'IN PROGRESS', 'PENDING']);
    expect(GREEN_LIST_STATUSES.filter(isGreenListSent)).toEqual(['SUBMITTED', 'IN REVIEWAL', 'COMPLETE']);
  });

  it('goes through a whole review with a request for information', () => {
    const steps: GreenListLifecycleEventType[] = [
      'RECORD_ANSWERS',
      'SUBMIT',
      'START_REVIEW',
      'ASK_FOR_INFORMATION',
      'RECORD_ANSWERS',
      'SUBMIT',
      'START_REVIEW',
      'COMPLETE',
    ];
    const end = steps.reduce<GreenListStatus | undefined>(
      (status, type) => (status ? nextGreenListStatus(status, { type }) : undefined),
      INITIAL_GREEN_LIST_STATUS,
    );
    expect(end).toBe('COMPLETE');
  });
});
