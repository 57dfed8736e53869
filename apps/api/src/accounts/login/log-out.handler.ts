import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TokenService } from '../auth/token.service';
import { commandWith } from '../../infrastructure/commands/messages';

/** POST /auth/logout: the session's token stops working at once. */
export class LogOut extends commandWith<{ token: string | undefined }, void>() {}

@CommandHandler(LogOut)
export class LogOutHandler implements ICommandHandler<LogOut> {
  constructor(private readonly tokens: TokenService) {}

  async execute({ token }: LogOut): Promise<void> {
    const claims = token ? await this.tokens.verify(token) : undefined;
    if (claims) await this.tokens.revoke(claims);
  }
}
