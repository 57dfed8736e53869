import { applyDecorators, createParamDecorator, HttpCode, Post, type ExecutionContext } from '@nestjs/common';
import { ApiOperation, ApiParam, type ApiOperationOptions, type ApiParamOptions } from '@nestjs/swagger';
import type { Action } from '@artisans/domain';
import { Allow, sessionOf, type AuthenticatedRequest } from '../accounts/auth/auth.decorators';
import type { Session } from '../accounts/auth/session';
import type { CommandContext } from '../infrastructure/commands/command-context';
import { commandContextOf } from '../infrastructure/commands/command-context.decorator';
import { seenVersionOf } from '../infrastructure/http/versions';
import { ID_PARAM } from './evaluation-input';

/**
 * What every change of …/artisans/:id/evaluation hands its EvaluationStep: who asks, about which
 * artisan, the command's context and the version their screen showed (If-Match). The values
 * @CurrentSession(), @Param('id'), @CommandCtx() and @IfMatch() give, in one parameter.
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
    artisanId: pathParam(request, 'id'),
    context: commandContextOf(request),
    seenVersion: seenVersionOf(request.header('if-match')),
  };
});

/**
 * The :criterion of a change of one criterion, as @Param('criterion') gives it (the step parses it
 * after its body). Not @Param itself: OpenAPI would then list it before the artisan id.
 */
export const StepCriterion = createParamDecorator((_: unknown, context: ExecutionContext): string =>
  pathParam(context.switchToHttp().getRequest<AuthenticatedRequest>(), 'criterion'),
);

/**
 * A change of the evaluation over HTTP: its route, the action that allows it, its OpenAPI words
 * and path parameters (the artisan id first, a string as @Param('id') showed it, then `more`).
 */
export const EvaluationChangeRoute = (
  route: MethodDecorator,
  action: Action,
  operation: ApiOperationOptions,
  ...more: ApiParamOptions[]
) =>
  applyDecorators(
    route,
    Allow(action),
    ApiOperation(operation),
    ApiParam({ ...ID_PARAM, type: String }),
    ...more.map((param) => ApiParam(param)),
  );

/** A lifecycle step: POST …/evaluation/<path>, answered 200 with the evaluation as it now stands. */
export const EvaluationStepRoute = (
  path: string,
  action: Action,
  operation: ApiOperationOptions,
  ...more: ApiParamOptions[]
) => EvaluationChangeRoute(applyDecorators(Post(path), HttpCode(200)), action, operation, ...more);

function pathParam(request: AuthenticatedRequest, name: string): string {
  return request.params[name] as string;
}
