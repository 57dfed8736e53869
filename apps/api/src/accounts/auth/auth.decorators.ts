import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Action } from '@artisans/domain';
import type { FastifyRequest } from 'fastify';
import type { Session } from './session';

export const PUBLIC_ROUTE = 'auth:public';
export const ALLOWED_ACTIONS = 'auth:actions';

/** Reachable without a session (login, account flows, reference data). */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/** Reachable by the roles that may perform any of these actions (libs/domain permission table). */
export const Allow = (...actions: Action[]) => SetMetadata(ALLOWED_ACTIONS, actions);

export type AuthenticatedRequest = FastifyRequest<{ Params: Record<string, string> }> & {
  session?: Session;
  token?: string;
};

/** The caller's session; only on routes that are not @Public(). */
export const CurrentSession = createParamDecorator((_: unknown, context: ExecutionContext): Session =>
  sessionOf(context.switchToHttp().getRequest<AuthenticatedRequest>()),
);

/** The caller's session of this request (what @CurrentSession() gives), for decorators that bundle it. */
export function sessionOf(request: AuthenticatedRequest): Session {
  if (!request.session) throw new Error('CurrentSession used on a public route');
  return request.session;
}
