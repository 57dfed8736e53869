import type { GreenListStatus } from '@artisans/domain';
import type { GreenListEvent, GreenListEventType } from '../domain/green-list.decider';

/** The Green List events that move its status (every one but the answers). */
export const GREEN_LIST_STEP_TYPES = [
  'GreenListMadeAvailable',
  'GreenListStarted',
  'GreenListSubmitted',
  'GreenListReviewStarted',
  'GreenListInformationRequested',
  'GreenListCompleted',
] as const satisfies readonly GreenListEventType[];

export type GreenListStepType = (typeof GREEN_LIST_STEP_TYPES)[number];

export type GreenListStep = Extract<GreenListEvent, { type: GreenListStepType }>;

export function isGreenListStep(event: { type: string }): event is GreenListStep {
  return (GREEN_LIST_STEP_TYPES as readonly string[]).includes(event.type);
}

/**
 * Where a step leaves the Green List, as the read models show it: its status, and the points of
 * what was sent (set when sent, final when completed; kept while it is reviewed or pending).
 */
export function standingAfter(step: GreenListStep): { status: GreenListStatus; totalPoint?: number } {
  switch (step.type) {
    case 'GreenListSubmitted':
    case 'GreenListCompleted':
      return { status: step.data.status, totalPoint: step.data.totalPoint };
    case 'GreenListMadeAvailable':
    case 'GreenListStarted':
    case 'GreenListReviewStarted':
    case 'GreenListInformationRequested':
      return { status: step.data.status };
    default: {
      const unexpected: never = step;
      return unexpected;
    }
  }
}
