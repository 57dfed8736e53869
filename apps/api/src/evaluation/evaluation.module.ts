import { Module } from '@nestjs/common';
import { ArtisansModule } from '../artisans/artisans.module';
import { EvaluationController } from './evaluation.controller';
import { EvaluationsService } from './evaluations.service';

/**
 * The staff evaluation of artisans and its lifecycle (docs/evaluation-lifecycle.md). Its steps move
 * the artisans and artisan-list read models, whose projections read the evaluation's events.
 */
@Module({
  imports: [ArtisansModule],
  controllers: [EvaluationController],
  providers: [EvaluationsService],
})
export class EvaluationModule {}
