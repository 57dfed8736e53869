import type { GreenListLifecycleEventType } from '../green-list-lifecycle.machine';
import type {
  GreenListAnswers,
  GreenListCompletion,
  GreenListScore,
  MaterialEntry,
  SendProblem,
} from '../green-list-rules';
import type { GreenListStatus } from '../statuses';

/**
 * GET /api/green_lists/{id} and the answer of every Green List call (SPEC.md section 7). `id` is the
 * artisan's id: an artisan has one Green List. Answers are keyed by question code (see
 * libs/domain/src/green-list-catalogue.ts and green-list-catalogue.md); `materials` is s1, each
 * entry holding its s2..s23 answers. The web computes nothing it could get wrong: completion, score,
 * what stops sending and which actions are allowed come from libs/domain, in the API as on the web.
 */
export type GreenListView = {
  '@id': string;
  '@type': 'GreenList';
  /** The artisan's id. */
  id: string;
  artisan: string;
  status: GreenListStatus;
  /** The catalogue version it is shown, validated and scored with (recorded when it was started). */
  catalogueVersion: number;
  answers: GreenListAnswers;
  materials: readonly MaterialEntry[];
  /** The share of the yearly weight the materials cover (the 90% goal), in percent. */
  materialsShare: number;
  /** Per section and overall: required answers done, of how many, and the percentage (rounded down). */
  completion: GreenListCompletion;
  /** Points, maximum and percentage per section and in total, as the answers stand. */
  score: GreenListScore;
  /** The points of the Green List sent (and, once COMPLETE, its final score); null before sending. */
  totalPoint: number | null;
  /** What stops sending now, with where (`p3`, `s1`, `s1.<material id>.s4`); [] when it may be sent. */
  sendProblems: SendProblem[];
  /** While PENDING: what the foundation says is missing and the codes whose answers may change. */
  informationRequest: { missing: string; codes: string[] } | null;
  /** Once COMPLETE: the reviewer's closing comment. */
  review: { comment: string } | null;
  /** Whether this session may change answers now. */
  editable: boolean;
  /** The lifecycle steps this session may take now (docs/green-list-lifecycle.md). */
  allowedActions: GreenListLifecycleEventType[];
};
