import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { sessionOf, type AuthenticatedRequest } from '../../accounts/auth/auth.decorators';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../commands/command-context';
import { commandContextOf } from '../commands/command-context.decorator';
import { seenVersionOf } from './versions';

/**
 * What a change of an artisan's resource (…/:id/…, the artisan's id) hands its command: who asks,
 * about which artisan, the command's context and the version their screen showed (If-Match). The
 * values @CurrentSession(), @Param('id'), @CommandCtx() and @IfMatch() give, in one parameter.
 */
export type StepCall = {
  readonly session: Session;
  readonly artisanId: string;
  readonly context: CommandContext;
  readonly seenVersion: number | undefined;
};

export const StepCall = createParamDecorator((_: unknown, context: ExecutionContext): StepCall => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  return {
    session: sessionOf(request),
    artisanId: request.params['id'] as string,
    context: commandContextOf(request),
    seenVersion: seenVersionOf(request.headers['if-match']),
  };
});

/** A step's command class: session, artisan id, its own arguments, then context and version seen. */
export type StepClass<Own extends unknown[], Step> = new (
  session: Session,
  artisanId: string,
  ...rest: [...Own, CommandContext, number | undefined]
) => Step;

/** The command of a step, its own arguments put where its constructor takes them. */
export function stepCommand<Own extends unknown[], Step>(
  Step: StepClass<Own, Step>,
  { session, artisanId, context, seenVersion }: StepCall,
  ...own: Own
): Step {
  return new Step(session, artisanId, ...own, context, seenVersion);
}
