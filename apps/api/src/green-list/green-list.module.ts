import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { ArtisansModule } from '../artisans/artisans.module';
import type { EventStore } from '../infrastructure/event-store/event-store.port';
import { ProjectionRegistry } from '../infrastructure/projections/projection-registry';
import { EVENT_STORE } from '../infrastructure/tokens';
import { MailRules } from '../mail/mail-rules';
import { CompleteGreenListHandler } from './complete/complete-green-list.handler';
import { CreateGreenListController } from './create-green-list/create-green-list.controller';
import { CreateGreenListHandler } from './create-green-list/create-green-list.handler';
import { GetGreenListHandler } from './get-green-list/get-green-list.handler';
import { GreenListController } from './green-list.controller';
import { GreenListDownloadsController } from './downloads/green-list-downloads.controller';
import { GetGreenListDownloadHandler } from './downloads/green-list-downloads';
import { LocaleTexts } from '../evaluation/downloads/locale-texts';
import { GreenListTextSource } from './texts/green-list-text-source';
import { GreenListTextsController } from './texts/green-list-texts.controller';
import {
  GetGreenListTextChangesHandler,
  GetGreenListTextCorrectionsHandler,
  ListGreenListTextsHandler,
  ReviewGreenListTextHandler,
} from './texts/green-list-texts.handlers';
import { greenListTextsProjection } from './texts/green-list-texts.projection';
import { GreenListTextsReader } from './texts/green-list-texts.reader';
import { ShippedGreenListTexts } from './texts/shipped-green-list-texts';
import { GreenLists } from './green-lists.service';
import { GreenListMailRules } from './mail/green-list-mail-rules';
import { createGreenListOpener } from './open-on-selection/green-list-opener.reactor';
import { greenListsProjection } from './projections/green-lists.projection';
import { RecordGreenListAnswersHandler } from './record-answers/record-green-list-answers.handler';
import { RequestGreenListInformationHandler } from './request-information/request-green-list-information.handler';
import { StartGreenListReviewHandler } from './start-review/start-green-list-review.handler';
import { SubmitGreenListHandler } from './submit/submit-green-list.handler';

/**
 * The Green List (issue 15): the third aggregate. The artisan answers and sends it; the foundation
 * reviews it (docs/green-list-lifecycle.md). Written on the @nestjs/cqrs buses: controllers parse
 * and dispatch, a handler per use case runs the decider (domain/green-list.decider.ts) through the
 * CommandRunner. A reactor opens the Green List when the evaluation is selected; its mail rules
 * (mail/green-list-mail-rules.ts) tell the artisan and the staff concerned of each step.
 *
 * For the web: the response type is `GreenListView` (green-list-view.ts); the catalogue, the rules
 * (visibility, completion, score, what stops sending), the lifecycle machine and who may do what are
 * in libs/domain (green-list-*.ts), the intended question texts in
 * libs/domain/src/green-list-catalogue.md. Calls:
 * - GET  /api/green_lists/{artisan id}                      the Green List, ETag = its version
 * - PUT  /api/green_lists/{id}/answers                      autosave { answers, materials? } (If-Match)
 * - POST /api/green_lists/{id}/submit                       send (400 lists every problem as violations)
 * - POST /api/green_lists/{id}/review                       foundation: IN REVIEWAL
 * - POST /api/green_lists/{id}/request-information          foundation: { missing, codes } → PENDING
 * - POST /api/green_lists/{id}/complete                     foundation: { comment? } → COMPLETE
 * - POST /create-green-list                                 { artisan } opens it once selected (idempotent)
 * - GET  /api/green_lists/{id}/green-list.pdf | .xlsx      staff: the Green List as files
 * - GET  /api/green-list-texts/{language}[/corrections]     admins: the translation entries (texts/);
 *   PUT  /api/green-list-texts/{language}/{key}             the corrections are public, for the wizard
 * Errors are problem+json with `detail` and `code` (green-list-not-available, green-list-state,
 * green-list-not-requested, green-list-not-ready, invalid-green-list, invalid-input).
 */
@Module({
  imports: [ArtisansModule],
  controllers: [
    GreenListController,
    GreenListDownloadsController,
    GreenListTextsController,
    CreateGreenListController,
  ],
  providers: [
    GreenLists,
    GetGreenListHandler,
    RecordGreenListAnswersHandler,
    SubmitGreenListHandler,
    StartGreenListReviewHandler,
    RequestGreenListInformationHandler,
    CompleteGreenListHandler,
    CreateGreenListHandler,
    GreenListMailRules,
    LocaleTexts,
    GreenListTextSource,
    GetGreenListDownloadHandler,
    ShippedGreenListTexts,
    GreenListTextsReader,
    ListGreenListTextsHandler,
    GetGreenListTextCorrectionsHandler,
    GetGreenListTextChangesHandler,
    ReviewGreenListTextHandler,
  ],
})
export class GreenListModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly mailRules: MailRules,
    private readonly greenListMails: GreenListMailRules,
  ) {}

  onModuleInit(): void {
    this.projections.register(
      greenListsProjection,
      greenListTextsProjection,
      createGreenListOpener(this.eventStore),
    );
    this.mailRules.register(...this.greenListMails.rules());
  }
}
