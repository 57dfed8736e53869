import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Allow, CurrentSession } from '../accounts/auth/auth.decorators';
import type { Session } from '../accounts/auth/session';
import type { CommandContext } from '../infrastructure/commands/command-context';
import { CommandCtx } from '../infrastructure/commands/command-context.decorator';
import { parseInput } from '../infrastructure/http/validation';
import type { Versioned } from '../infrastructure/http/versioned';
import { IfMatch } from '../infrastructure/http/versions';
import { AskForEvaluationInformation } from './commands/ask-for-evaluation-information.handler';
import { ConfirmArtisan } from './commands/confirm-artisan.handler';
import { DecideEvaluation } from './commands/decide-evaluation.handler';
import { DeferEvaluationDecision } from './commands/defer-evaluation-decision.handler';
import { EndorseEvaluation } from './commands/endorse-evaluation.handler';
import { RecordEvaluationAnswers } from './commands/record-evaluation-answers.handler';
import { ReopenEvaluation } from './commands/reopen-evaluation.handler';
import { StartEvaluationReview } from './commands/start-evaluation-review.handler';
import { SubmitEvaluation } from './commands/submit-evaluation.handler';
import { ValidateEvaluationCriterion } from './commands/validate-evaluation-criterion.handler';
import {
  CRITERION_PARAM,
  ID_PARAM,
  answersSchema,
  asOfSchema,
  criterionOf,
  decisionSchema,
  deferSchema,
  informationSchema,
  kindsSchema,
  noBody,
} from './evaluation-input';
import { HISTORY_KINDS, type EvaluationHistoryEntry } from './evaluation-history';
import type { EvaluationView } from './evaluation-view';
import type { EvaluationAsOfView } from './evaluations.service';
import { GetEvaluationHistory } from './queries/get-evaluation-history.handler';
import { GetEvaluation } from './queries/get-evaluation.handler';

/**
 * The staff evaluation of an artisan (SPEC.md sections 3 to 6; the calls are not in the spec, so
 * these are ours): read it, save answers (autosave), validate a criterion, and the lifecycle steps
 * of docs/evaluation-lifecycle.md. Any step the lifecycle does not allow now answers 409 with why.
 */
@ApiTags('evaluation')
@ApiBearerAuth()
@Controller('api/artisans/:id/evaluation')
export class EvaluationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @Allow('artisans.list')
  @ApiOperation({
    summary: 'The staff evaluation: answers, completion and points per criterion, status, allowed actions',
    description:
      'Staff who may change the artisan see it from the start; staff of other countries once a network ' +
      "member endorsed it (before: 403 'This evaluation is unavailable, please contact the foundation.', " +
      'code evaluation-unavailable). `endorsement`: who endorsed it as sent now, and when (null: not yet, ' +
      'or sent by a network member or the foundation). `comments` is the confidential comment: staff ' +
      'only. With `asOf` (ISO 8601 date and time), the evaluation exactly as it stood then, with no ' +
      'action offered, and `moment`: whether the artisan was recorded yet (`artisan.existed`), who gave ' +
      'each answer and validated each criterion and when, who sent, endorsed, reviewed, decided and ' +
      'confirmed the round that stood then, the last change before and how many came after.',
  })
  @ApiParam(ID_PARAM)
  @ApiQuery({ name: 'asOf', required: false, example: '2026-11-01T09:30:00Z' })
  get(
    @Param('id') id: string,
    @Query('asOf') asOf: unknown,
    @CurrentSession() session: Session,
  ): Promise<Versioned<EvaluationView | EvaluationAsOfView>> {
    const moment = asOf === undefined ? undefined : parseInput(asOfSchema, asOf);
    return this.queries.execute(new GetEvaluation(session, id, moment));
  }

  @Get('history')
  @Allow('artisans.list')
  @ApiOperation({
    summary:
      'The decision history: every answer change, step and decision, with who (name, role), when, what',
    description:
      'Oldest first. `kind` filters (repeat it or separate with commas): ' + HISTORY_KINDS.join(', ') + '.',
  })
  @ApiParam(ID_PARAM)
  @ApiQuery({ name: 'kind', required: false, isArray: true, enum: HISTORY_KINDS })
  async history(
    @Param('id') id: string,
    @Query('kind') kind: unknown,
    @CurrentSession() session: Session,
  ): Promise<{ '@id': string; 'hydra:member': EvaluationHistoryEntry[]; 'hydra:totalItems': number }> {
    const kinds = kind === undefined ? [] : parseInput(kindsSchema, kind);
    const entries = await this.queries.execute(new GetEvaluationHistory(session, id, kinds));
    return {
      '@id': `/api/artisans/${id.toLowerCase()}/evaluation/history`,
      'hydra:member': entries,
      'hydra:totalItems': entries.length,
    };
  }

  @Put('criteria/:criterion')
  @Allow('artisans.evaluate')
  @ApiOperation({
    summary: 'Saves answers of one criterion (any subset of q1..q3: points 0..5 and a personal comment)',
    description:
      'Only criteria validated already or the next one; 409 once the evaluation is sent. Until it is ' +
      'sent, only the member who started it (its first answers) changes or sends it, and the network ' +
      'member of its country when NETWORK_MEMBER_EDITS_EVALUATION is on: 403 for anyone else.',
  })
  @ApiParam(ID_PARAM)
  @ApiParam(CRITERION_PARAM)
  @ApiBody({
    schema: { type: 'object', example: { answers: { q1: { points: 4, comment: 'Seen at work' } } } },
  })
  save(
    @Param('id') id: string,
    @Param('criterion') criterion: string,
    @Body() body: unknown,
    @CurrentSession() session: Session,
    @IfMatch() seenVersion: number | undefined,
    @CommandCtx() context: CommandContext,
  ): Promise<Versioned<EvaluationView>> {
    const { answers } = parseInput(answersSchema, body);
    return this.commands.execute(
      new RecordEvaluationAnswers(session, id, criterionOf(criterion), answers, context, seenVersion),
    );
  }

  @Post('criteria/:criterion/validate')
  @HttpCode(200)
  @Allow('artisans.evaluate')
  @ApiOperation({ summary: 'Validates a criterion whose three questions are answered; the next one opens' })
  @ApiParam(ID_PARAM)
  @ApiParam(CRITERION_PARAM)
  validate(
    @Param('id') id: string,
    @Param('criterion') criterion: string,
    @CurrentSession() session: Session,
    @IfMatch() seenVersion: number | undefined,
    @CommandCtx() context: CommandContext,
  ): Promise<Versioned<EvaluationView>> {
    return this.commands.execute(
      new ValidateEvaluationCriterion(session, id, criterionOf(criterion), context, seenVersion),
    );
  }

  @Post('submit')
  @HttpCode(200)
  @Allow('artisans.evaluate')
  @ApiOperation({
    summary: 'Sends the evaluation to the foundation; it is locked from then on',
    description:
      "400 'Please fill in all the personal comments to explain your answers.' while a comment is " +
      'missing. Sent by a network member or the foundation, it needs no endorsement. Until it is ' +
      'sent, only the member who started it sends it (403 for anyone else; see the answers call).',
  })
  @ApiParam(ID_PARAM)
  submit(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentSession() session: Session,
    @IfMatch() seenVersion: number | undefined,
    @CommandCtx() context: CommandContext,
  ): Promise<Versioned<EvaluationView>> {
    parseInput(noBody, body);
    return this.commands.execute(new SubmitEvaluation(session, id, context, seenVersion));
  }

  @Post('endorse')
  @HttpCode(200)
  @Allow('evaluations.endorse')
  @ApiOperation({ summary: 'A network member endorses a sent evaluation: the foundation may review it' })
  @ApiParam(ID_PARAM)
  endorse(
    @Param('id') id: string,
    @CurrentSession() session: Session,
    @IfMatch() seenVersion: number | undefined,
    @CommandCtx() context: CommandContext,
  ): Promise<Versioned<EvaluationView>> {
    return this.commands.execute(new EndorseEvaluation(session, id, context, seenVersion));
  }

  @Post('review')
  @HttpCode(200)
  @Allow('evaluations.review')
  @ApiOperation({ summary: 'The foundation starts reviewing an endorsed evaluation (IN REVIEWAL)' })
  @ApiParam(ID_PARAM)
  review(
    @Param('id') id: string,
    @CurrentSession() session: Session,
    @IfMatch() seenVersion: number | undefined,
    @CommandCtx() context: CommandContext,
  ): Promise<Versioned<EvaluationView>> {
    return this.commands.execute(new StartEvaluationReview(session, id, context, seenVersion));
  }

  @Post('request-information')
  @HttpCode(200)
  @Allow('evaluations.review')
  @ApiOperation({
    summary: 'Reviewed, information missing: PENDING, back to the evaluator with what is missing',
  })
  @ApiParam(ID_PARAM)
  @ApiBody({ schema: { type: 'object', required: ['missing'], properties: { missing: { type: 'string' } } } })
  requestInformation(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentSession() session: Session,
    @IfMatch() seenVersion: number | undefined,
    @CommandCtx() context: CommandContext,
  ): Promise<Versioned<EvaluationView>> {
    const { missing } = parseInput(informationSchema, body);
    return this.commands.execute(new AskForEvaluationInformation(session, id, missing, context, seenVersion));
  }

  @Post('decision')
  @HttpCode(200)
  @Allow('artisans.decide')
  @ApiOperation({
    summary: 'ACCEPTED (SELECTED, the Green List opens) or REFUSED (IMPROVEMENT POTENTIAL or OUT OF SCOPE)',
    description:
      "409 'Sorry, only available once the evaluation is sent' before it is sent. `commentaryCommittee` " +
      'is shown to the artisan; `comments` stays confidential.',
  })
  @ApiParam(ID_PARAM)
  @ApiBody({
    schema: {
      type: 'object',
      required: ['decision'],
      properties: {
        decision: { enum: ['ACCEPTED', 'REFUSED'] },
        outcome: { enum: ['IMPROVEMENT POTENTIAL', 'OUT OF SCOPE'], description: 'For a refusal' },
        commentaryCommittee: { type: 'string' },
        comments: { type: 'string' },
      },
    },
  })
  decide(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentSession() session: Session,
    @IfMatch() seenVersion: number | undefined,
    @CommandCtx() context: CommandContext,
  ): Promise<Versioned<EvaluationView>> {
    const decision = parseInput(decisionSchema, body);
    return this.commands.execute(new DecideEvaluation(session, id, decision, context, seenVersion));
  }

  @Post('defer')
  @HttpCode(200)
  @Allow('artisans.decide')
  @ApiOperation({ summary: 'The committee cannot decide yet: CANNOT DECIDE' })
  @ApiParam(ID_PARAM)
  defer(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentSession() session: Session,
    @IfMatch() seenVersion: number | undefined,
    @CommandCtx() context: CommandContext,
  ): Promise<Versioned<EvaluationView>> {
    const { commentaryCommittee } = parseInput(deferSchema, body ?? {});
    return this.commands.execute(
      new DeferEvaluationDecision(session, id, commentaryCommittee, context, seenVersion),
    );
  }

  @Post('confirm')
  @HttpCode(200)
  @Allow('artisans.decide')
  @ApiOperation({ summary: 'A selected artisan is confirmed and stays in the tool (CONFIRMED)' })
  @ApiParam(ID_PARAM)
  confirm(
    @Param('id') id: string,
    @CurrentSession() session: Session,
    @IfMatch() seenVersion: number | undefined,
    @CommandCtx() context: CommandContext,
  ): Promise<Versioned<EvaluationView>> {
    return this.commands.execute(new ConfirmArtisan(session, id, context, seenVersion));
  }

  @Post('reopen')
  @HttpCode(200)
  @Allow('artisans.decide')
  @ApiOperation({ summary: 'A new round for an artisan not selected: back to IN PROGRESS, answers kept' })
  @ApiParam(ID_PARAM)
  reopen(
    @Param('id') id: string,
    @CurrentSession() session: Session,
    @IfMatch() seenVersion: number | undefined,
    @CommandCtx() context: CommandContext,
  ): Promise<Versioned<EvaluationView>> {
    return this.commands.execute(new ReopenEvaluation(session, id, context, seenVersion));
  }
}
