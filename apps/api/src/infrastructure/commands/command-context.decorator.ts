import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedRequest } from '../../accounts/auth/auth.decorators';
import { correlationIdOf } from '../http/correlation-id';
import { actorContext, type CommandContext } from './command-context';

/**
 * The context of the command a request asks for, built in one place for every command: who asks
 * (the session, none on a public route), the request's correlation id (see correlation-id.ts), and
 * the time. Controllers take it as a parameter and hand it to the CommandBus with the command.
 */
export const CommandCtx = createParamDecorator((_: unknown, context: ExecutionContext): CommandContext =>
  commandContextOf(context.switchToHttp().getRequest<AuthenticatedRequest>()),
);

/** The command context of this request (what @CommandCtx() gives), for decorators that bundle it. */
export function commandContextOf(request: AuthenticatedRequest): CommandContext {
  return actorContext(request.session, correlationIdOf(request));
}
