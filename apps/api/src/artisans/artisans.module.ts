import { Module, type OnModuleInit } from '@nestjs/common';
import { DemoData } from '../demo/demo-data';
import { ProjectionRegistry } from '../infrastructure/projections/projection-registry';
import { MailRules } from '../mail/mail-rules';
import { ArtisanFlowsController } from './account-flows/artisan-flows.controller';
import { ArtisanFlowsService } from './account-flows/artisan-flows.service';
import { ArtisanAccountsService } from './artisan-accounts.service';
import { demoArtisanLoader } from './demo/demo-artisan';
import { ArtisanInviteController } from './invite/artisan-invite.controller';
import { ArtisanLinks } from './mail/artisan-links';
import { artisanMailRules } from './mail/artisan-mail-rules';
import { artisansProjection } from './projections/artisans.projection';
import { ArtisanSettingsController } from './settings/artisan-settings.controller';
import { ArtisanSettingsService } from './settings/artisan-settings.service';
import { ArtisanReferences } from './sign-up/artisan-references';
import { SignUpController } from './sign-up/sign-up.controller';
import { SignUpService } from './sign-up/sign-up.service';

/**
 * Artisans, their account part for now: sign-up, the hash-link flows, auto-login, invitations,
 * account settings, the artisans read model and the account mails. The registry issue adds the
 * profile, the list and staff creation here.
 */
@Module({
  controllers: [SignUpController, ArtisanFlowsController, ArtisanInviteController, ArtisanSettingsController],
  providers: [
    ArtisanAccountsService,
    ArtisanFlowsService,
    ArtisanLinks,
    ArtisanReferences,
    ArtisanSettingsService,
    SignUpService,
  ],
  exports: [ArtisanAccountsService, ArtisanLinks],
})
export class ArtisansModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly mailRules: MailRules,
    private readonly links: ArtisanLinks,
    private readonly accounts: ArtisanAccountsService,
    private readonly demoData: DemoData,
  ) {}

  onModuleInit(): void {
    this.projections.register(artisansProjection);
    this.mailRules.register(...artisanMailRules(this.links));
    this.demoData.addLoader(demoArtisanLoader(this.accounts));
  }
}
