import {
  EVALUATION_STEP_PERMISSION,
  UNSENT_EVALUATION_OF_ANOTHER,
  evaluationAccess,
  evaluationWriteRefusal,
  mayWriteUnsentEvaluation,
  type EvaluationActor,
  type EvaluationSettings,
} from './evaluation-permissions';
import {
  INITIAL_LIFECYCLE,
  LIFECYCLE_EVENT_TYPES,
  type LifecycleState,
} from './evaluation-lifecycle.machine';
import { ROLES, STAFF_ROLES, type Role } from './roles';

const OFF: EvaluationSettings = { networkMemberEdits: false };
const ON: EvaluationSettings = { networkMemberEdits: true };

const inProgress = INITIAL_LIFECYCLE;
const pending: LifecycleState = { statusEval: 'PENDING', submittedStep: null, decision: null };
const awaitingEndorsement: LifecycleState = {
  statusEval: 'SUBMITTED',
  submittedStep: 'awaitingEndorsement',
  decision: null,
};
const notReviewed: LifecycleState = { statusEval: 'SUBMITTED', submittedStep: 'notReviewed', decision: null };

const actor = (role: Role, accountId: string = role, changesArtisan = true): EvaluationActor => ({
  accountId,
  role,
  changesArtisan,
});
/** Started by a hunter, account "evaluator". */
const evaluator = actor('ROLE_ARTISAN_HUNTER', 'evaluator');
const started = (lifecycle: LifecycleState) => ({ lifecycle, evaluatorId: 'evaluator' });

describe('evaluation permissions: an unsent evaluation belongs to its evaluator', () => {
  it('gives the table a row per role: only the network member may write another’s, with the setting', () => {
    expect(UNSENT_EVALUATION_OF_ANOTHER).toEqual({
      ROLE_ADMIN: 'read',
      ROLE_EXECUTIVE_COMMITTEE: 'read',
      ROLE_NETWORK_MEMBER: 'write-when-network-member-edits',
      ROLE_AMBASSADOR: 'read',
      ROLE_ARTISAN_HUNTER: 'read',
      ROLE_ARTISAN: 'read',
    });
    expect(Object.keys(EVALUATION_STEP_PERMISSION).sort()).toEqual([...LIFECYCLE_EVENT_TYPES].sort());
  });

  it('matrix: who may change or send an evaluation another member started, setting off and on', () => {
    const matrix = (settings: EvaluationSettings) =>
      Object.fromEntries(
        ROLES.map((role) => [role, mayWriteUnsentEvaluation(actor(role), 'evaluator', settings)]),
      );
    expect(matrix(OFF)).toEqual({
      ROLE_ADMIN: false,
      ROLE_NETWORK_MEMBER: false,
      ROLE_AMBASSADOR: false,
      ROLE_EXECUTIVE_COMMITTEE: false,
      ROLE_ARTISAN_HUNTER: false,
      ROLE_ARTISAN: false,
    });
    expect(matrix(ON)).toEqual({
      ROLE_ADMIN: false,
      ROLE_NETWORK_MEMBER: true,
      ROLE_AMBASSADOR: false,
      ROLE_EXECUTIVE_COMMITTEE: false,
      ROLE_ARTISAN_HUNTER: false,
      ROLE_ARTISAN: false,
    });
  });

  it('lets the evaluator write, and anyone who may evaluate the artisan start it', () => {
    for (const role of STAFF_ROLES) {
      expect(mayWriteUnsentEvaluation(actor(role, 'evaluator'), 'evaluator', OFF)).toBe(true);
      expect(mayWriteUnsentEvaluation(actor(role), null, OFF)).toBe(true);
      // Staff of another country read only, evaluator or not.
      expect(mayWriteUnsentEvaluation(actor(role, 'evaluator', false), 'evaluator', ON)).toBe(false);
    }
    expect(mayWriteUnsentEvaluation(actor('ROLE_ARTISAN'), null, ON)).toBe(false);
  });

  it('refuses with notTheEvaluator while unsent (IN PROGRESS, PENDING), and leaves a sent one to the lifecycle', () => {
    const other = actor('ROLE_ARTISAN_HUNTER', 'other-hunter');
    expect(evaluationWriteRefusal(other, started(inProgress), OFF)).toBe('notTheEvaluator');
    expect(evaluationWriteRefusal(other, started(pending), OFF)).toBe('notTheEvaluator');
    expect(evaluationWriteRefusal(other, started(notReviewed), OFF)).toBeUndefined();
    expect(evaluationWriteRefusal(evaluator, started(inProgress), OFF)).toBeUndefined();
  });

  it('matrix: what GET …/evaluation offers each role on an unsent evaluation a hunter started', () => {
    const view = (settings: EvaluationSettings) =>
      Object.fromEntries(
        STAFF_ROLES.map((role) => [role, evaluationAccess(actor(role), started(inProgress), settings)]),
      );
    const readOnly = { editable: false, allowedActions: [] };
    const writes = { editable: true, allowedActions: ['SUBMIT'] };
    expect(view(OFF)).toEqual({
      ROLE_ADMIN: readOnly,
      ROLE_NETWORK_MEMBER: readOnly,
      ROLE_AMBASSADOR: readOnly,
      ROLE_EXECUTIVE_COMMITTEE: readOnly,
      ROLE_ARTISAN_HUNTER: readOnly,
    });
    expect(view(ON)).toEqual({ ...view(OFF), ROLE_NETWORK_MEMBER: writes });
    expect(evaluationAccess(evaluator, started(inProgress), OFF)).toEqual(writes);
    expect(evaluationAccess(evaluator, started(pending), OFF)).toEqual(writes);
    expect(evaluationAccess(actor('ROLE_ADMIN'), started(pending), OFF)).toEqual(readOnly);
  });

  it('an ambassador reads an admin’s unsent evaluation: no editing, no SUBMIT', () => {
    const adminStarted = { lifecycle: inProgress, evaluatorId: 'admin' };
    expect(evaluationAccess(actor('ROLE_AMBASSADOR'), adminStarted, OFF)).toEqual({
      editable: false,
      allowedActions: [],
    });
    expect(evaluationAccess(actor('ROLE_ADMIN', 'admin'), adminStarted, OFF)).toEqual({
      editable: true,
      allowedActions: ['SUBMIT'],
    });
  });

  it('once sent, offers the steps by role; the network member corrects before endorsing with the setting', () => {
    expect(evaluationAccess(actor('ROLE_NETWORK_MEMBER'), started(awaitingEndorsement), OFF)).toEqual({
      editable: false,
      allowedActions: ['ENDORSE'],
    });
    expect(evaluationAccess(actor('ROLE_NETWORK_MEMBER'), started(awaitingEndorsement), ON)).toEqual({
      editable: true,
      allowedActions: ['ENDORSE'],
    });
    expect(evaluationAccess(evaluator, started(awaitingEndorsement), ON)).toEqual({
      editable: false,
      allowedActions: [],
    });
    expect(evaluationAccess(actor('ROLE_ADMIN'), started(notReviewed), OFF)).toEqual({
      editable: false,
      allowedActions: ['START_REVIEW'],
    });
    // Staff of another country read only.
    expect(evaluationAccess(actor('ROLE_ADMIN', 'admin', false), started(notReviewed), OFF)).toEqual({
      editable: false,
      allowedActions: [],
    });
  });
});
