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

const unavailable = () =>
  new DomainError('conflict', EVALUATION_MESSAGES.unavailable, 'evaluation-unavailable');

/**
 * The analysis screen (SPEC.md section 2): for staff, the complete staff evaluation with the
 * artisan's sent self-assessment beside it; for the artisan, its own sent self-assessment. Until the
 * evaluation it rests on is complete: 409 'This evaluation is unavailable, please contact...'.
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
    const staff = pointsOfSheet(state.sheet);
    if (evaluationCompletion(staff) < 100) throw unavailable();
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

  private async ofArtisan(session: Session, artisanId: string): Promise<AnalysisView> {
    const artisan = await this.profiles.reachable(session, artisanId, 'read');
    const self = await this.selfAssessments.state(artisan.id);
    if (!self.submitted) throw unavailable();
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
