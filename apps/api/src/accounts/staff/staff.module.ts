import { Module, type OnModuleInit } from '@nestjs/common';
import { MailRules } from '../../mail/mail-rules';
import { ChangeOwnStaffPasswordHandler } from './change-own-staff-password.handler';
import { CreateUserHandler } from './create-user.handler';
import { DeleteOwnStaffAccountHandler } from './delete-own-staff-account.handler';
import { DeleteUserHandler } from './delete-user.handler';
import { DirectoryController } from './directory.controller';
import { FollowEndorsementLinkHandler } from './follow-endorsement-link.handler';
import { GetOwnStaffAccountHandler } from './get-own-staff-account.handler';
import { GetStaffUserByHashHandler } from './get-staff-user-by-hash.handler';
import { GetUserHistoryHandler } from './get-user-history.handler';
import { GetUserHandler } from './get-user.handler';
import { ListCreatorsHandler } from './list-creators.handler';
import { ListPeopleHandler } from './list-people.handler';
import { ListUsersHandler } from './list-users.handler';
import { OwnAccountController } from './own-account.controller';
import { ReassignArtisansHandler } from './reassign-artisans.handler';
import { RequestStaffPasswordResetHandler } from './request-staff-password-reset.handler';
import { ResetStaffPasswordHandler } from './reset-staff-password.handler';
import { StaffDirectory } from './staff-directory';
import { StaffFlowsController } from './staff-flows.controller';
import { StaffAutoLoginHandler } from './staff-auto-login.handler';
import { StaffFlowsService } from './staff-flows.service';
import { StaffLinks } from './staff-links';
import { UpdateUserHandler } from './update-user.handler';
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
  providers: [
    StaffDirectory,
    StaffFlowsService,
    StaffLinks,
    UsersService,
    // The staff account flows, the user screens, the own account and the lists, one handler each.
    RequestStaffPasswordResetHandler,
    GetStaffUserByHashHandler,
    ResetStaffPasswordHandler,
    FollowEndorsementLinkHandler,
    StaffAutoLoginHandler,
    ListUsersHandler,
    CreateUserHandler,
    GetUserHandler,
    UpdateUserHandler,
    DeleteUserHandler,
    ReassignArtisansHandler,
    GetUserHistoryHandler,
    GetOwnStaffAccountHandler,
    ChangeOwnStaffPasswordHandler,
    DeleteOwnStaffAccountHandler,
    ListPeopleHandler,
    ListCreatorsHandler,
  ],
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
