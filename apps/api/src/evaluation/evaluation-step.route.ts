import { applyDecorators, createParamDecorator, HttpCode, Post, type ExecutionContext } from '@nestjs/common';
import { ApiOperation, ApiParam, type ApiOperationOptions, type ApiParamOptions } from '@nestjs/swagger';
import type { Action } from '@artisans/domain';
import { Allow, type AuthenticatedRequest } from '../accounts/auth/auth.decorators';
import { ID_PARAM } from './evaluation-input';

/**
 * The :criterion of a change of one criterion, as @Param('criterion') gives it (the step parses it
 * after its body). Not @Param itself: OpenAPI would then list it before the artisan id.
 */
export const StepCriterion = createParamDecorator(
  (_: unknown, context: ExecutionContext): string =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().params['criterion'] as string,
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
