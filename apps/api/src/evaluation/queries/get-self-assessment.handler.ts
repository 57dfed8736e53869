import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import { SelfAssessmentsService, type SelfAssessmentView } from '../self-assessments.service';

/** GET /api/artisans/{id}/self-assessment: the artisan its own, staff who reach the artisan. */
export class GetSelfAssessment extends Query<SelfAssessmentView> {
  constructor(
    readonly session: Session,
    readonly artisanId: string,
  ) {
    super();
  }
}

@QueryHandler(GetSelfAssessment)
export class GetSelfAssessmentHandler implements IQueryHandler<GetSelfAssessment> {
  constructor(private readonly assessments: SelfAssessmentsService) {}

  execute({ session, artisanId }: GetSelfAssessment): Promise<SelfAssessmentView> {
    return this.assessments.view(session, artisanId);
  }
}
