import { CommandHandler } from '@nestjs/cqrs';
import type { AccountKind } from '../../infrastructure/database/schema';
import { LoginService } from './login.service';
import { commandWith, forwardTo } from '../../infrastructure/commands/messages';

/**
 * POST /user/login_check, /auth/login (staff) and /artisan/login_check: a session token for right
 * credentials.
 */
export class LogIn extends commandWith<
  { kind: AccountKind; email: string; password: string; ip: string },
  string
>() {}

/** A command: it counts the attempt against the limits and opens a session. */
@CommandHandler(LogIn)
export class LogInHandler extends forwardTo(LoginService, (login, { kind, email, password, ip }: LogIn) =>
  login.login(kind, email, password, ip),
) {}
