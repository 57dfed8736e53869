import { apiFetchVersioned } from '../../../lib/http/http-client';
import { evaluationPath, toEvaluationView, type EvaluationView } from './get-evaluation';

/**
 * POST /api/artisans/{id}/evaluation/endorse: a network member endorses a sent evaluation, so the
 * foundation may review it (409 when the lifecycle does not allow it now). `version` is the ETag of
 * the evaluation the member read: changed since, the endorsement is refused (412), not laid on
 * answers they never saw.
 */
export async function endorseEvaluation(id: string, version: string | null): Promise<EvaluationView> {
  const { body, etag } = await apiFetchVersioned(`${evaluationPath(id)}/endorse`, {
    method: 'POST',
    json: {},
    headers: version ? { 'If-Match': version } : undefined,
  });
  return toEvaluationView(body, etag);
}
