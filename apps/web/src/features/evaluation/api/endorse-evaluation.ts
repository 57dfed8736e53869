import { sendVersioned } from '../../../lib/http/versioned-change';
import { evaluationPath, toEvaluationView, type EvaluationView } from './get-evaluation';

/**
 * POST /api/artisans/{id}/evaluation/endorse: a network member endorses a sent evaluation, so the
 * foundation may review it (409 when the lifecycle does not allow it now). `version` is the ETag of
 * the evaluation the member read: changed since, the endorsement is refused (412), not laid on
 * answers they never saw.
 */
export async function endorseEvaluation(id: string, version: string | null): Promise<EvaluationView> {
  const { body, etag } = await sendVersioned(`${evaluationPath(id)}/endorse`, 'POST', {}, version);
  return toEvaluationView(body, etag);
}
