import { Module } from '@nestjs/common';
import { ArtisansModule } from '../artisans/artisans.module';
import { AnalysisController } from './analysis.controller';
import { AnalysisService } from './analysis.service';
import { EvaluationController } from './evaluation.controller';
import { EvaluationsService } from './evaluations.service';
import { SelfAssessmentController } from './self-assessment.controller';
import { SelfAssessmentsService } from './self-assessments.service';

/**
 * The staff evaluation of artisans and its lifecycle (docs/evaluation-lifecycle.md), and the
 * artisans' self-assessments. Its steps move
 * the artisans and artisan-list read models, whose projections read the evaluation's events.
 */
@Module({
  imports: [ArtisansModule],
  controllers: [EvaluationController, SelfAssessmentController, AnalysisController],
  providers: [EvaluationsService, SelfAssessmentsService, AnalysisService],
})
export class EvaluationModule {}
