import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  GREEN_LIST_LIFECYCLE_EVENT_TYPES,
  type GreenListLifecycleEventType,
} from '@artisans/domain/green-list-lifecycle.machine';
import type {
  GreenListAnswers,
  GreenListCompletion,
  GreenListScore,
  MaterialEntry,
  SendProblem,
} from '@artisans/domain/green-list-rules';
import type { GreenListView as GreenListResource } from '@artisans/domain/contracts/green-list';
import { isGreenListStatus } from '@artisans/domain/statuses';
import { ApiError, isApiError } from '../../../lib/http/api-error';
import { apiFetchVersioned } from '../../../lib/http/http-client';

/**
 * GET /api/green_lists/{artisan id}: the API's GreenListView (libs/domain/src/contracts/green-list.ts)
 * but for its links, with the ETag it was read at, which every change names in If-Match (412 when stale).
 */
export type GreenListView = Omit<GreenListResource, '@id' | '@type' | 'artisan'> & {
  /** The ETag it was read with. */
  version: string | null;
};

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStep = (value: unknown): value is GreenListLifecycleEventType =>
  (GREEN_LIST_LIFECYCLE_EVENT_TYPES as readonly unknown[]).includes(value);

function materialsOf(value: unknown): MaterialEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) =>
    isRecord(item) && typeof item.id === 'string' && isRecord(item.answers)
      ? [{ id: item.id, answers: item.answers as GreenListAnswers }]
      : [],
  );
}

function requestOf(value: unknown): GreenListView['informationRequest'] {
  if (!isRecord(value) || typeof value.missing !== 'string' || !Array.isArray(value.codes)) return null;
  return {
    missing: value.missing,
    codes: value.codes.filter((code): code is string => typeof code === 'string'),
  };
}

/** Reads the answer; one of the wrong shape fails with the generic message rather than half a screen. */
export function toGreenListView(body: unknown, version: string | null): GreenListView {
  if (!isRecord(body) || !isGreenListStatus(body.status) || typeof body.id !== 'string')
    throw new ApiError({ status: 200 });
  if (!isRecord(body.answers) || !isRecord(body.completion) || !isRecord(body.score))
    throw new ApiError({ status: 200 });
  return {
    version,
    id: body.id,
    status: body.status,
    catalogueVersion: typeof body.catalogueVersion === 'number' ? body.catalogueVersion : 1,
    answers: body.answers as GreenListAnswers,
    materials: materialsOf(body.materials),
    materialsShare: typeof body.materialsShare === 'number' ? body.materialsShare : 0,
    completion: body.completion as GreenListCompletion,
    score: body.score as GreenListScore,
    totalPoint: typeof body.totalPoint === 'number' ? body.totalPoint : null,
    sendProblems: Array.isArray(body.sendProblems) ? (body.sendProblems as SendProblem[]) : [],
    informationRequest: requestOf(body.informationRequest),
    review:
      isRecord(body.review) && typeof body.review.comment === 'string'
        ? { comment: body.review.comment }
        : null,
    editable: body.editable === true,
    allowedActions: Array.isArray(body.allowedActions) ? body.allowedActions.filter(isStep) : [],
  };
}

export const greenListPath = (artisanId: string) => `/api/green_lists/${encodeURIComponent(artisanId)}`;

/**
 * Never from the browser's cache: the artisan and staff read the same URL, whose version (ETag) is
 * the same for both while what each may do (allowedActions, editable) differs; Express answers a
 * revalidation with 304, and the browser would show one person the other's view.
 */
export async function getGreenList(artisanId: string): Promise<GreenListView> {
  const { body, etag } = await apiFetchVersioned(greenListPath(artisanId), { cache: 'no-store' });
  return toGreenListView(body, etag);
}

/**
 * The API's 404 while the artisan's evaluation is not selected: there is no Green List yet, and the
 * screen says why (SPEC.md section 2's popup) instead of an error.
 */
export function isGreenListNotAvailable(error: unknown): boolean {
  return isApiError(error) && error.code === 'green-list-not-available';
}

export const greenListKey = (artisanId: string) => ['green-list', artisanId] as const;

export const greenListQuery = (artisanId: string) =>
  queryOptions({ queryKey: greenListKey(artisanId), queryFn: () => getGreenList(artisanId), staleTime: 0 });

export function useGreenList(artisanId: string) {
  return useQuery(greenListQuery(artisanId));
}
