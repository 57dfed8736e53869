import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SelfAssessmentsService, type SelfAssessmentView } from '../self-assessments.service';
import { ArtisanQuery } from '../../artisans/artisan-query';

/** GET /api/artisans/{id}/self-assessment: the artisan its own, staff who reach the artisan. */
export class GetSelfAssessment extends ArtisanQuery<SelfAssessmentView> {}

@QueryHandler(GetSelfAssessment)
export class GetSelfAssessmentHandler implements IQueryHandler<GetSelfAssessment> {
  constructor(private readonly assessments: SelfAssessmentsService) {}

  execute({ session, artisanId }: GetSelfAssessment): Promise<SelfAssessmentView> {
    return this.assessments.view(session, artisanId);
  }
}
