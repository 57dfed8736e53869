import { Injectable } from '@nestjs/common';
import {
  DomainError,
  EVALUATION_MESSAGES,
  analyse,
  evaluationCompletion,
  pointsOfSheet,
  reviewStatusOf,
  type Analysis,
  type Decision,
  type ReviewStatus,
  type StatusEval,
} from '@artisans/domain';
import type { EvaluationState } from './domain/evaluation.decider';
import type { SelfAssessmentState } from './domain/self-assessment.decider';
import type { Session } from '../accounts/auth/session';
import { ArtisanProfilesService } from '../artisans/profile/artisan-profiles.service';
import { EvaluationsService } from './evaluations.service';
import { SelfAssessmentsService } from './self-assessments.service';

export type AnalysisView = Analysis & {
  '@id': string;
  artisan: string;
  statusEval: StatusEval;
  reviewStatus: ReviewStatus;
  decision: Decision | null;
  /** The committee's words to the artisan (never the confidential comment). */
  commentaryCommittee: string | null;
};

/**
 * Where an artisan's application stands, as the artisan may read it (its home page and analysis):
 * never the confidential comment, nor the review's inner steps.
 */
export type ArtisanStandingView = {
  '@id': string;
  artisan: string;
  statusEval: StatusEval;
  decision: Decision | null;
  /** The committee's words to the artisan, once it decided or postponed the decision. */
  commentaryCommittee: string | null;
  /** What the foundation asked for while PENDING (the artisan receives it by email as well). */
  missingInformation: string | null;
  /** The artisan's self-assessment: sent, still to send, or not offered by the foundation. */
  selfAssessment: 'sent' | 'open' | 'not-offered';
  /** Whether GET /api/artisans/{id}/analysis answers this session now rather than 409. */
  analysisAvailable: boolean;
};

/** The statuses in which the committee has spoken: decided, or postponed with its reasons. */
const COMMITTEE_HAS_SPOKEN: readonly StatusEval[] = [
  'SELECTED',
  'IMPROVEMENT POTENTIAL',
  'OUT OF SCOPE',
  'CONFIRMED',
  'CANNOT DECIDE',
];

const unavailable = () =>
  new DomainError('conflict', EVALUATION_MESSAGES.unavailable, 'evaluation-unavailable');

/**
 * The analysis screen (SPEC.md section 2): for staff, the complete staff evaluation with the
 * artisan's sent self-assessment beside it; for the artisan, its own sent self-assessment. Until the
 * evaluation it rests on is complete: 409 'This evaluation is unavailable, please contact...'.
 * The standing says beforehand whether it is available, so that screens need not ask in vain.
 */
@Injectable()
export class AnalysisService {
  constructor(
    private readonly evaluations: EvaluationsService,
    private readonly selfAssessments: SelfAssessmentsService,
    private readonly profiles: ArtisanProfilesService,
  ) {}

  async analysis(session: Session, artisanId: string): Promise<AnalysisView> {
    if (session.kind === 'artisan') return this.ofArtisan(session, artisanId);
    const { id, state } = await this.evaluations.visibleState(session, artisanId);
    if (!staffAnalysisAvailable(state)) throw unavailable();
    const staff = pointsOfSheet(state.sheet);
    const self = await this.selfAssessments.state(id);
    return {
      '@id': `/api/artisans/${id}/analysis`,
      artisan: `/api/artisans/${id}`,
      statusEval: state.lifecycle.statusEval,
      reviewStatus: reviewStatusOf(state.lifecycle),
      decision: state.lifecycle.decision,
      commentaryCommittee: state.notes.commentaryCommittee,
      ...analyse(staff, self.submitted ? pointsOfSheet(self.sheet) : null),
    };
  }

  /** Where the application stands; staff read what the artisan is told, with the same visibility. */
  async standing(session: Session, artisanId: string): Promise<ArtisanStandingView> {
    const artisan = await this.profiles.reachable(session, artisanId, 'read');
    const { state } =
      session.kind === 'artisan'
        ? await this.evaluations.stateForArtisan(artisan.id)
        : await this.evaluations.visibleState(session, artisan.id);
    const self = await this.selfAssessments.state(artisan.id);
    const { statusEval, decision } = state.lifecycle;
    return {
      '@id': `/api/artisans/${artisan.id}/standing`,
      artisan: `/api/artisans/${artisan.id}`,
      statusEval,
      decision,
      commentaryCommittee: COMMITTEE_HAS_SPOKEN.includes(statusEval) ? state.notes.commentaryCommittee : null,
      missingInformation: statusEval === 'PENDING' ? state.notes.missingInformation : null,
      selfAssessment: self.submitted
        ? 'sent'
        : artisan.account.profile.selfAssessment
          ? 'open'
          : 'not-offered',
      analysisAvailable:
        session.kind === 'artisan' ? artisanAnalysisAvailable(self) : staffAnalysisAvailable(state),
    };
  }

  private async ofArtisan(session: Session, artisanId: string): Promise<AnalysisView> {
    const artisan = await this.profiles.reachable(session, artisanId, 'read');
    const self = await this.selfAssessments.state(artisan.id);
    if (!artisanAnalysisAvailable(self)) throw unavailable();
    const { state } = await this.evaluations.stateForArtisan(artisan.id);
    return {
      '@id': `/api/artisans/${artisan.id}/analysis`,
      artisan: `/api/artisans/${artisan.id}`,
      statusEval: state.lifecycle.statusEval,
      reviewStatus: reviewStatusOf(state.lifecycle),
      decision: state.lifecycle.decision,
      commentaryCommittee: state.notes.commentaryCommittee,
      ...analyse(null, pointsOfSheet(self.sheet)),
    };
  }
}

/** Staff compare the complete staff evaluation with the self-assessment. */
function staffAnalysisAvailable(state: EvaluationState): boolean {
  return evaluationCompletion(pointsOfSheet(state.sheet)) >= 100;
}

/** The artisan's analysis shows its own scores: it rests on its sent self-assessment. */
function artisanAnalysisAvailable(self: SelfAssessmentState): boolean {
  return self.submitted;
}
