import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError, MESSAGES, can, type Action } from '@artisans/domain';
import { ALLOWED_ACTIONS, PUBLIC_ROUTE, type AuthenticatedRequest } from './auth.decorators';
import { SessionLoader, sessionExpired } from './session-loader';

/**
 * Every route needs a valid session unless marked @Public(); routes marked @Allow(...) also need
 * a role that may perform one of the actions. 401 means "log out", 403 "not for your role".
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionLoader,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    // Only HTTP routes are guarded; Nest also runs guards for other transports.
    if (context.getType() !== 'http') return true;

    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const caller = await this.sessions.ofBearer(request.headers.authorization);
    if (!caller) throw sessionExpired();
    const { session, token } = caller;
    request.session = session;
    request.token = token;

    const actions = this.reflector.getAllAndOverride<Action[] | undefined>(ALLOWED_ACTIONS, targets);
    if (actions && !actions.some((action) => can(session.role, action))) {
      throw new DomainError('forbidden', MESSAGES.forbidden, 'forbidden');
    }
    return true;
  }
}
