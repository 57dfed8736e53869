import { Module, type OnModuleInit } from '@nestjs/common';
import { MailRules } from '../../mail/mail-rules';
import { DirectoryController } from './directory.controller';
import { OwnAccountController } from './own-account.controller';
import { StaffDirectory } from './staff-directory';
import { StaffFlowsController } from './staff-flows.controller';
import { StaffFlowsService } from './staff-flows.service';
import { StaffLinks } from './staff-links';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

/**
 * Back-office accounts beyond login: the hash-link flows (reset, set password, endorse,
 * auto-login), the user management screens, organisations and people lists, and a staff
 * member's own account. StaffLinks is exported for the evaluation feature's endorsement mails.
 */
@Module({
  // OwnAccountController first: /api/users/me must be routed before /api/users/:id.
  controllers: [OwnAccountController, UsersController, StaffFlowsController, DirectoryController],
  providers: [StaffDirectory, StaffFlowsService, StaffLinks, UsersService],
  exports: [StaffLinks, StaffDirectory],
})
export class StaffModule implements OnModuleInit {
  constructor(
    private readonly mailRules: MailRules,
    private readonly links: StaffLinks,
  ) {}

  onModuleInit(): void {
    this.mailRules.register(...this.links.mailRules());
  }
}
