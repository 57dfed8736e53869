import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '@artisans/platform';
import { idIn, SessionStamps } from '../accounts/auth/session-stamps';
import { DemoData } from '../demo/demo-data';
import type { EventStore } from '../infrastructure/event-store/event-store.port';
import { APP_CONFIG, EVENT_STORE } from '../infrastructure/tokens';
import { ProjectionRegistry } from '../infrastructure/projections/projection-registry';
import { MailRules } from '../mail/mail-rules';
import { ArtisanFlowsController } from './account-flows/artisan-flows.controller';
import { ArtisanFlowsService } from './account-flows/artisan-flows.service';
import { ArtisanAutoLoginHandler } from './account-flows/artisan-auto-login.handler';
import { ConfirmArtisanEmailByHashHandler } from './account-flows/confirm-artisan-email-by-hash.handler';
import { CreateArtisanPasswordByInviteHandler } from './account-flows/create-artisan-password-by-invite.handler';
import { FollowArtisanGoToLinkHandler } from './account-flows/follow-artisan-go-to-link.handler';
import { GetArtisanByResetHashHandler } from './account-flows/get-artisan-by-reset-hash.handler';
import { GetArtisanInviteByHashHandler } from './account-flows/get-artisan-invite-by-hash.handler';
import { RequestArtisanAccountCreatedMailHandler } from './account-flows/request-artisan-account-created-mail.handler';
import { RequestArtisanEmailConfirmationHandler } from './account-flows/request-artisan-email-confirmation.handler';
import { RequestArtisanPasswordResetHandler } from './account-flows/request-artisan-password-reset.handler';
import { ResetArtisanPasswordHandler } from './account-flows/reset-artisan-password.handler';
import { ArtisanAccountsService } from './artisan-accounts.service';
import { createArtisanCreatorReassigner } from './creator-reassignment/artisan-creator-reassigner.reactor';
import { demoArtisanLoader } from './demo/demo-artisan';
import { AddArtisanPicturesHandler } from './files/add-artisan-pictures.handler';
import { ArtisanFilesController } from './files/artisan-files.controller';
import { ArtisanFilesService } from './files/artisan-files.service';
import { GetArtisanDocumentHandler } from './files/get-artisan-document.handler';
import { GetArtisanPictureHandler } from './files/get-artisan-picture.handler';
import { RemoveArtisanDocumentHandler } from './files/remove-artisan-document.handler';
import { RemoveArtisanPictureHandler } from './files/remove-artisan-picture.handler';
import { SetArtisanDocumentHandler } from './files/set-artisan-document.handler';
import { createFileStorage } from './files/create-file-storage';
import { FILE_STORAGE, type FileStorage } from './files/file-storage';
import { ArtisanInviteController } from './invite/artisan-invite.controller';
import { InviteArtisanHandler } from './invite/invite-artisan.handler';
import { ArtisanLinks } from './mail/artisan-links';
import { artisanMailRules } from './mail/artisan-mail-rules';
import { artisansProjection } from './projections/artisans.projection';
import { ArtisanProfileController } from './profile/artisan-profile.controller';
import { ArtisanProfilesService } from './profile/artisan-profiles.service';
import { ChangeArtisanProfileHandler } from './profile/change-artisan-profile.handler';
import { DeleteArtisanHandler } from './profile/delete-artisan.handler';
import { GetArtisanHistoryHandler } from './profile/get-artisan-history.handler';
import { GetArtisanHandler } from './profile/get-artisan.handler';
import { ArtisanSettingsController } from './settings/artisan-settings.controller';
import { ChangeOwnArtisanPasswordHandler } from './settings/change-own-artisan-password.handler';
import { DeleteOwnArtisanAccountHandler } from './settings/delete-own-artisan-account.handler';
import { ArtisanReferences } from './sign-up/artisan-references';
import { SignUpController } from './sign-up/sign-up.controller';
import { CheckArtisanExistsHandler } from './sign-up/check-artisan-exists.handler';
import { CreateArtisanHandler } from './sign-up/create-artisan.handler';
import { SignUpArtisanHandler } from './sign-up/sign-up-artisan.handler';

/**
 * Artisans: sign-up and staff creation, the profile (read, change, delete, history), pictures and
 * PDF, the hash-link flows, auto-login, invitations, account settings, the artisans read model and
 * the account mails. The list screen is ArtisanListModule's.
 */
@Module({
  // The /api/artisans/me routes come before the /api/artisans/:id ones, which would catch them.
  controllers: [
    SignUpController,
    ArtisanFlowsController,
    ArtisanInviteController,
    ArtisanSettingsController,
    ArtisanProfileController,
    ArtisanFilesController,
  ],
  providers: [
    ArtisanAccountsService,
    ArtisanFilesService,
    ArtisanFlowsService,
    ArtisanLinks,
    ArtisanProfilesService,
    ArtisanReferences,
    ChangeArtisanProfileHandler,
    DeleteArtisanHandler,
    GetArtisanHandler,
    GetArtisanHistoryHandler,
    AddArtisanPicturesHandler,
    RemoveArtisanPictureHandler,
    SetArtisanDocumentHandler,
    RemoveArtisanDocumentHandler,
    GetArtisanPictureHandler,
    GetArtisanDocumentHandler,
    InviteArtisanHandler,
    ChangeOwnArtisanPasswordHandler,
    DeleteOwnArtisanAccountHandler,
    CreateArtisanHandler,
    SignUpArtisanHandler,
    CheckArtisanExistsHandler,
    ArtisanAutoLoginHandler,
    ConfirmArtisanEmailByHashHandler,
    CreateArtisanPasswordByInviteHandler,
    FollowArtisanGoToLinkHandler,
    GetArtisanByResetHashHandler,
    GetArtisanInviteByHashHandler,
    RequestArtisanAccountCreatedMailHandler,
    RequestArtisanEmailConfirmationHandler,
    RequestArtisanPasswordResetHandler,
    ResetArtisanPasswordHandler,
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): FileStorage => createFileStorage(config, 'artisans'),
    },
  ],
  exports: [ArtisanAccountsService, ArtisanLinks, ArtisanProfilesService],
})
export class ArtisansModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly mailRules: MailRules,
    private readonly links: ArtisanLinks,
    private readonly accounts: ArtisanAccountsService,
    private readonly demoData: DemoData,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly stamps: SessionStamps,
  ) {}

  onModuleInit(): void {
    // Artisan sessions are read from artisans: each change moves the artisan's session stamp.
    this.projections.register(
      this.stamps.stamping(artisansProjection, idIn('artisanId')),
      createArtisanCreatorReassigner(this.eventStore),
    );
    this.mailRules.register(...artisanMailRules(this.links));
    this.demoData.addLoader(demoArtisanLoader(this.accounts));
  }
}
