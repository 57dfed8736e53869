import { assertNever, type GreenListStatus } from '@artisans/domain';
import type { ArtisanStatistics, FlowMetric } from './artisan-statistics';

/**
 * Where a Green List event leaves the artisan's statistics: every Green List event carries the status
 * it leads to (apps/api/src/green-list/domain/green-list.decider.ts), and the evaluation's
 * GreenListUnlocked makes it AVAILABLE too; an availability counts once per artisan, whichever
 * of the two events says it first.
 */
export function greenListStep(
  state: ArtisanStatistics,
  status: GreenListStatus,
  at: string,
  totalPoint?: number,
): { state: ArtisanStatistics; flows: FlowMetric[] } {
  const next: ArtisanStatistics = { ...state, greenListStatus: status };
  if (typeof totalPoint === 'number') next.greenListTotal = totalPoint;
  switch (status) {
    case 'AVAILABLE':
      // Unlocked again after a reopened evaluation was selected anew: the status it reached stays.
      next.greenListStatus = state.greenListStatus ?? 'AVAILABLE';
      next.greenListAvailableAt = state.greenListAvailableAt ?? at;
      return { state: next, flows: state.greenListAvailableAt === null ? ['greenList.available'] : [] };
    case 'SUBMITTED':
      next.greenListSentAt = at;
      return { state: next, flows: ['greenList.sent'] };
    case 'COMPLETE':
      next.greenListCompleteAt ??= at;
      return { state: next, flows: ['greenList.complete'] };
    case 'IN PROGRESS':
    case 'IN REVIEWAL':
    case 'PENDING':
      return { state: next, flows: [] };
    default:
      return assertNever(status);
  }
}
