import { applyDecorators, Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import type { Action } from '@artisans/domain';
import {
  ApiBearerAuth,
  ApiBody,
  ApiHeader,
  ApiOperation,
  ApiParam,
  ApiTags,
  type ApiOperationOptions,
} from '@nestjs/swagger';
import { Allow, CurrentSession } from '../accounts/auth/auth.decorators';
import type { Session } from '../accounts/auth/session';
import { parseInput } from '../infrastructure/http/validation';
import { StepCall, stepCommand } from '../infrastructure/http/step-call';
import type { Versioned } from '../infrastructure/http/versioned';
import { CompleteGreenList } from './complete/complete-green-list.handler';
import { GetGreenList } from './get-green-list/get-green-list.handler';
import {
  ID_PARAM,
  IF_MATCH,
  answersPatchSchema,
  completeSchema,
  informationRequestSchema,
  noBody,
} from './green-list-input';
import type { GreenListView } from './green-list-view';
import { RecordGreenListAnswers } from './record-answers/record-green-list-answers.handler';
import { RequestGreenListInformation } from './request-information/request-green-list-information.handler';
import { StartGreenListReview } from './start-review/start-green-list-review.handler';
import { SubmitGreenList } from './submit/submit-green-list.handler';
import { AnswersVersions } from '../infrastructure/http/versioned';
import { BusController } from '../infrastructure/http/bus-controller';

type Answer = Promise<Versioned<GreenListView>>;

/**
 * A change of the Green List over HTTP: its route, the action that allows it, its OpenAPI words, the
 * artisan id (a string, as @Param('id') showed it) and If-Match.
 */
const GreenListChangeRoute = (route: MethodDecorator, action: Action, operation: ApiOperationOptions) =>
  applyDecorators(
    route,
    Allow(action),
    ApiOperation(operation),
    ApiParam({ ...ID_PARAM, type: String }),
    ApiHeader(IF_MATCH),
  );

/** A lifecycle step: POST /api/green_lists/<path>, answered 200 with the Green List as it now stands. */
const GreenListStepRoute = (path: string, action: Action, operation: ApiOperationOptions) =>
  GreenListChangeRoute(applyDecorators(Post(path), HttpCode(200)), action, operation);

/**
 * The Green List of an artisan (SPEC.md sections 2 to 7; `GET /api/green_lists/{id}` is the spec's,
 * the other calls are ours): `{id}` is the artisan's id. Every answer is the Green List
 * (green-list-view.ts) with its version as a strong ETag; every change honours If-Match (412 when
 * stale). A step the lifecycle does not allow now answers 409 (docs/green-list-lifecycle.md).
 * Controllers only parse and dispatch: the handlers are in the use-case folders beside this file.
 */
@ApiTags('green-list')
@ApiBearerAuth()
@Controller('api/green_lists')
@AnswersVersions()
export class GreenListController extends BusController {
  @Get(':id')
  @Allow('artisans.list', 'account.own')
  @ApiOperation({
    summary: 'The Green List: answers, materials, completion and score per section, status, allowed actions',
    description:
      'The artisan reads its own; staff who may change the artisan (its country, or the foundation) read ' +
      "it; anyone else 404. 404 'green-list-not-available' while the artisan is not selected (the screen " +
      'shows why). The ETag header is the version a change names in If-Match.',
  })
  @ApiParam(ID_PARAM)
  get(@Param('id') id: string, @CurrentSession() session: Session): Answer {
    return this.queries.execute(new GetGreenList({ session, artisanId: id }));
  }

  @GreenListChangeRoute(Put(':id/answers'), 'account.own', {
    summary:
      'Autosave: the answers that changed (null clears one), and the whole material list when it changed',
    description:
      'The artisan only, before sending (AVAILABLE, IN PROGRESS) and while PENDING (then only the answers ' +
      'named by the request: 409 for others). 400 for an unknown code, a value of the wrong type, an ' +
      'answer to a question not asked with the current answers (a hidden follow-up). 409 once sent.',
  })
  @ApiBody({
    schema: {
      type: 'object',
      example: {
        answers: {
          p3: { value: 4 },
          p2: { notApplicable: { reason: 'The meter is shared with the building' } },
          c4: { value: 1200, explain: 'Weighed from last year’s invoices' },
          p6: null,
        },
        materials: [{ id: 'oak', answers: { s2: { value: 'Oak' }, s3: { value: 5 }, s4: { value: 70 } } }],
      },
    },
  })
  saveAnswers(@Body() body: unknown, @StepCall() call: StepCall): Answer {
    const patch = parseInput(answersPatchSchema, body);
    return this.commands.execute(stepCommand(RecordGreenListAnswers, call, patch));
  }

  @GreenListStepRoute(':id/submit', 'account.own', {
    summary: 'The artisan sends its Green List: locked from then on',
    description:
      "400 with every problem as `violations` (propertyPath: `p3`, `s1`, `s1.<material id>.s4`): 'Please " +
      "fill in all the explain box', the invalid URL message, missing answers, and the 90% sourcing goal " +
      'naming the current total. Answers to hidden questions are dropped.',
  })
  submit(@Body() body: unknown, @StepCall() call: StepCall): Answer {
    parseInput(noBody, body);
    return this.commands.execute(stepCommand(SubmitGreenList, call));
  }

  @GreenListStepRoute(':id/review', 'evaluations.review', {
    summary: 'The foundation starts reviewing a sent Green List (IN REVIEWAL)',
  })
  startReview(@Body() body: unknown, @StepCall() call: StepCall): Answer {
    parseInput(noBody, body);
    return this.commands.execute(stepCommand(StartGreenListReview, call));
  }

  @GreenListStepRoute(':id/request-information', 'evaluations.review', {
    summary: 'Information is missing: PENDING; the artisan may change the answers of `codes` and send again',
    description:
      '`codes` are question codes; `s1` opens the whole material list, `s4` that question of every material.',
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['missing', 'codes'],
      example: { missing: 'Please give your yearly electricity use.', codes: ['p2'] },
    },
  })
  requestInformation(@Body() body: unknown, @StepCall() call: StepCall): Answer {
    const { missing, codes } = parseInput(informationRequestSchema, body);
    return this.commands.execute(stepCommand(RequestGreenListInformation, call, missing, codes));
  }

  @GreenListStepRoute(':id/complete', 'evaluations.review', {
    summary: 'The review is done: COMPLETE, with the final score (and an optional comment)',
  })
  @ApiBody({ schema: { type: 'object', properties: { comment: { type: 'string' } } } })
  complete(@Body() body: unknown, @StepCall() call: StepCall): Answer {
    const { comment } = parseInput(completeSchema, body ?? {});
    return this.commands.execute(stepCommand(CompleteGreenList, call, comment));
  }
}
