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
import { AskForEvaluationInformationHandler } from './commands/ask-for-evaluation-information.handler';
import { ConfirmArtisanHandler } from './commands/confirm-artisan.handler';
import { DecideEvaluationHandler } from './commands/decide-evaluation.handler';
import { DeferEvaluationDecisionHandler } from './commands/defer-evaluation-decision.handler';
import { EndorseEvaluationHandler } from './commands/endorse-evaluation.handler';
import { RecordEvaluationAnswersHandler } from './commands/record-evaluation-answers.handler';
import { RecordSelfAnswersHandler } from './commands/record-self-answers.handler';
import { ReopenEvaluationHandler } from './commands/reopen-evaluation.handler';
import { RequestEvaluationSentMailHandler } from './commands/request-evaluation-sent-mail.handler';
import { StartEvaluationReviewHandler } from './commands/start-evaluation-review.handler';
import { SubmitEvaluationHandler } from './commands/submit-evaluation.handler';
import { SubmitSelfAssessmentHandler } from './commands/submit-self-assessment.handler';
import { ValidateEvaluationCriterionHandler } from './commands/validate-evaluation-criterion.handler';
import { ValidateSelfCriterionHandler } from './commands/validate-self-criterion.handler';
import { GetAnalysisPdfHandler } from './downloads/get-analysis-pdf.handler';
import { GetEvaluationStatisticsWorkbookHandler } from './downloads/get-evaluation-statistics-workbook.handler';
import { GetAnalysisHandler } from './queries/get-analysis.handler';
import { GetEvaluationHistoryHandler } from './queries/get-evaluation-history.handler';
import { GetEvaluationHandler } from './queries/get-evaluation.handler';
import { GetSelfAssessmentHandler } from './queries/get-self-assessment.handler';
import { GetStandingHandler } from './queries/get-standing.handler';

/**
 * The staff evaluation of artisans and its lifecycle (docs/evaluation-lifecycle.md), and the
 * artisans' self-assessments. Its steps move the artisans and artisan-list read models, whose
 * projections read the evaluation's events.
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
    // One handler per use case on the command and query buses (ADR 0007).
    AskForEvaluationInformationHandler,
    ConfirmArtisanHandler,
    DecideEvaluationHandler,
    DeferEvaluationDecisionHandler,
    EndorseEvaluationHandler,
    RecordEvaluationAnswersHandler,
    RecordSelfAnswersHandler,
    ReopenEvaluationHandler,
    RequestEvaluationSentMailHandler,
    StartEvaluationReviewHandler,
    SubmitEvaluationHandler,
    SubmitSelfAssessmentHandler,
    ValidateEvaluationCriterionHandler,
    ValidateSelfCriterionHandler,
    GetAnalysisPdfHandler,
    GetEvaluationStatisticsWorkbookHandler,
    GetAnalysisHandler,
    GetEvaluationHistoryHandler,
    GetEvaluationHandler,
    GetSelfAssessmentHandler,
    GetStandingHandler,
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
