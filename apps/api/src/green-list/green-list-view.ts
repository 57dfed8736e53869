import {
  greenListCatalogue,
  greenListCompletion,
  greenListScore,
  isGreenListEditable,
  isGreenListSent,
  materialsShareTotal,
  sendProblems,
  type GreenListAccess,
  type GreenListStatus,
  type GreenListView,
} from '@artisans/domain';
import type { GreenListState } from './domain/green-list.decider';

/** The wire contract the web reads too (libs/domain/src/contracts/green-list.ts). */
export type { GreenListView };

export const greenListPath = (artisanId: string) => `/api/green_lists/${artisanId}`;

export function toGreenListView(
  artisanId: string,
  state: GreenListState & { status: GreenListStatus },
  access: GreenListAccess,
): GreenListView {
  const catalogue = greenListCatalogue(state.catalogueVersion);
  const score = greenListScore(catalogue, state.sheet);
  const sent = isGreenListSent(state.status) || state.status === 'PENDING';
  return {
    '@id': greenListPath(artisanId),
    '@type': 'GreenList',
    id: artisanId,
    artisan: `/api/artisans/${artisanId}`,
    status: state.status,
    catalogueVersion: state.catalogueVersion,
    answers: state.sheet.answers,
    materials: state.sheet.materials,
    materialsShare: materialsShareTotal(state.sheet),
    completion: greenListCompletion(catalogue, state.sheet),
    score: state.completion?.score ?? score,
    totalPoint: state.completion?.totalPoint ?? (sent ? score.points : null),
    sendProblems: isGreenListEditable(state.status) ? sendProblems(catalogue, state.sheet) : [],
    informationRequest: state.status === 'PENDING' ? state.request : null,
    review: state.completion ? { comment: state.completion.comment } : null,
    editable: access.editable,
    allowedActions: access.allowedActions,
  };
}
