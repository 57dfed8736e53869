import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ProjectionRegistry } from '../infrastructure/projections/projection-registry';
import { AuthGuard } from './auth/auth.guard';
import { RateLimiter } from './auth/rate-limiter';
import { SessionLoader } from './auth/session-loader';
import { idIn, SessionStamps } from './auth/session-stamps';
import { SessionTokens } from './auth/session-tokens';
import { TokenService } from './auth/token.service';
import { AccountHashes } from './hashes/account-hashes';
import { LoginController } from './login/login.controller';
import { LogInHandler } from './login/log-in.handler';
import { LogOutHandler } from './login/log-out.handler';
import { LoginService } from './login/login.service';
import { staffAccountsProjection } from './projections/staff-accounts.projection';
import { StaffAccountsService } from './staff/staff-accounts.service';

/** What the other modules use: tokens, sessions, attempt limits, mailed-link hashes, accounts. */
const SHARED = [
  TokenService,
  SessionStamps,
  SessionLoader,
  SessionTokens,
  RateLimiter,
  AccountHashes,
  LoginService,
  StaffAccountsService,
];

/** Authentication for every route (global guard), logins, and the back-office accounts. */
@Global()
@Module({
  controllers: [LoginController],
  providers: [...SHARED, LogInHandler, LogOutHandler, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: SHARED,
})
export class AccountsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly stamps: SessionStamps,
  ) {}

  onModuleInit(): void {
    // Staff sessions are read from staff_accounts: each change moves the account's session stamp.
    this.projections.register(this.stamps.stamping(staffAccountsProjection, idIn('accountId')));
  }
}
