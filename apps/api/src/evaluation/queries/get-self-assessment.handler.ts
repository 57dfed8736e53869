import { QueryHandler } from '@nestjs/cqrs';
import { SelfAssessmentsService, type SelfAssessmentView } from '../self-assessments.service';
import { ArtisanQuery } from '../../artisans/artisan-query';
import { forwardTo } from '../../infrastructure/commands/messages';

/** GET /api/artisans/{id}/self-assessment: the artisan its own, staff who reach the artisan. */
export class GetSelfAssessment extends ArtisanQuery<SelfAssessmentView> {}

@QueryHandler(GetSelfAssessment)
export class GetSelfAssessmentHandler extends forwardTo(
  SelfAssessmentsService,
  (assessments, { session, artisanId }: GetSelfAssessment) => assessments.view(session, artisanId),
) {}
