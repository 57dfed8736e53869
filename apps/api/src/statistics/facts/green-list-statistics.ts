import type { GreenListStatus } from '@artisans/domain';
import type { ArtisanStatistics, FlowMetric } from './artisan-statistics';

/**
 * EXTENSION POINT for the Green List's own events. Today the log holds only GreenListUnlocked (the
 * evaluation's SELECTED makes the Green List AVAILABLE); the Green List aggregate
 * (apps/api/src/green-list) is being written. When its events exist, add them to StatisticsEvent in
 * artisan-statistics.ts and let each call `greenListStep` with the status it leads to (and its total
 * points once sent): the flows (sent, complete), the standings per status and the scores then follow.
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
      return { state: next, flows: ['greenList.available'] };
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
    default: {
      const unexpected: never = status;
      return unexpected;
    }
  }
}
