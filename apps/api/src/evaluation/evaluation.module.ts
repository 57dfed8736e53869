import { Module, type OnModuleInit } from '@nestjs/common';
import { StaffModule } from '../accounts/staff/staff.module';
import { ArtisansModule } from '../artisans/artisans.module';
import { MailRules } from '../mail/mail-rules';
import { AnalysisController } from './analysis.controller';
import { AnalysisService } from './analysis.service';
import { AnalysisPdfController } from './downloads/analysis-pdf.controller';
import { AnalysisPdfService } from './downloads/analysis-pdf.service';
import { EvaluationStatisticsController } from './downloads/evaluation-statistics.controller';
import { EvaluationStatisticsService } from './downloads/evaluation-statistics.service';
import { LocaleTexts } from './downloads/locale-texts';
import { EvaluationValidatedEmailController } from './evaluation-validated-email.controller';
import { EvaluationController } from './evaluation.controller';
import { EvaluationsService } from './evaluations.service';
import { SelfAssessmentController } from './self-assessment.controller';
import { StandingController } from './standing.controller';
import { EvaluationMailRules } from './mail/evaluation-mail-rules';
import { SelfAssessmentsService } from './self-assessments.service';

/**
 * The staff evaluation of artisans and its lifecycle (docs/evaluation-lifecycle.md), and the
 * artisans' self-assessments. Its steps move
 * the artisans and artisan-list read models, whose projections read the evaluation's events.
 */
@Module({
  imports: [ArtisansModule, StaffModule],
  controllers: [
    EvaluationController,
    SelfAssessmentController,
    AnalysisController,
    StandingController,
    AnalysisPdfController,
    EvaluationStatisticsController,
    EvaluationValidatedEmailController,
  ],
  providers: [
    EvaluationsService,
    SelfAssessmentsService,
    AnalysisService,
    EvaluationMailRules,
    AnalysisPdfService,
    EvaluationStatisticsService,
    LocaleTexts,
  ],
})
export class EvaluationModule implements OnModuleInit {
  constructor(
    private readonly mailRules: MailRules,
    private readonly evaluationMails: EvaluationMailRules,
  ) {}

  onModuleInit(): void {
    this.mailRules.register(...this.evaluationMails.rules());
  }
}
