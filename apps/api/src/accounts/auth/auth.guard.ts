import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError, MESSAGES, can, type Action } from '@artisans/domain';
import { ALLOWED_ACTIONS, PUBLIC_ROUTE, type AuthenticatedRequest } from './auth.decorators';
import { SessionLoader } from './session-loader';
import { TokenService } from './token.service';

/**
 * Every route needs a valid session unless marked @Public(); routes marked @Allow(...) also need
 * a role that may perform one of the actions. 401 means "log out", 403 "not for your role".
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly sessions: SessionLoader,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    // Only HTTP routes are guarded; Nest also runs guards for other transports.
    if (context.getType() !== 'http') return true;

    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const claims = token ? await this.tokens.verifySignature(token) : undefined;
    const session = claims ? await this.sessions.load(claims) : undefined;
    if (!session) throw new DomainError('unauthorized', MESSAGES.sessionExpired, 'session-expired');
    request.session = session;
    request.token = token;

    const actions = this.reflector.getAllAndOverride<Action[] | undefined>(ALLOWED_ACTIONS, targets);
    if (actions && !actions.some((action) => can(session.role, action))) {
      throw new DomainError('forbidden', MESSAGES.forbidden, 'forbidden');
    }
    return true;
  }
}
