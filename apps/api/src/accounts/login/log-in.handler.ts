import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AccountKind } from '../../infrastructure/database/schema';
import { LoginService } from './login.service';

/**
 * POST /user/login_check, /auth/login (staff) and /artisan/login_check: a session token for right
 * credentials.
 */
export class LogIn extends Command<string> {
  constructor(
    readonly kind: AccountKind,
    readonly email: string,
    readonly password: string,
    readonly ip: string,
  ) {
    super();
  }
}

/** A command: it counts the attempt against the limits and opens a session. */
@CommandHandler(LogIn)
export class LogInHandler implements ICommandHandler<LogIn> {
  constructor(private readonly login: LoginService) {}

  execute({ kind, email, password, ip }: LogIn): Promise<string> {
    return this.login.login(kind, email, password, ip);
  }
}
