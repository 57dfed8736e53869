import { IfMatch } from '../infrastructure/http/versions';
import { Versioned } from '../infrastructure/http/versioned';
import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { can } from '@artisans/domain';
import { Allow, CurrentSession } from '../accounts/auth/auth.decorators';
import type { Session } from '../accounts/auth/session';
import { actorContext } from '../infrastructure/commands/command-context';
import { parseInput } from '../infrastructure/http/validation';
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
import type { EvaluationCommand, EvaluationWriter } from './domain/evaluation.decider';
import { HISTORY_KINDS, type EvaluationHistoryEntry } from './evaluation-history';
import type { EvaluationView } from './evaluation-view';
import { EvaluationsService, type DistributiveOmit, type EvaluationAsOfView } from './evaluations.service';

type StepCommand = Exclude<EvaluationCommand, { type: 'RecordAnswers' | 'ValidateCriterion' }>;

/**
 * The staff evaluation of an artisan (SPEC.md sections 3 to 6; the calls are not in the spec, so
 * these are ours): read it, save answers (autosave), validate a criterion, and the lifecycle steps
 * of docs/evaluation-lifecycle.md. Any step the lifecycle does not allow now answers 409 with why.
 */
@ApiTags('evaluation')
@ApiBearerAuth()
@Controller('api/artisans/:id/evaluation')
export class EvaluationController {
  constructor(private readonly evaluations: EvaluationsService) {}

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
    return this.evaluations.viewVersioned(session, id, moment);
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
    const entries = await this.evaluations.history(session, id, kinds);
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
    @Headers('x-correlation-id') correlationId?: string,
  ): Promise<Versioned<EvaluationView>> {
    const command = {
      type: 'RecordAnswers' as const,
      criterion: criterionOf(criterion),
      answers: parseInput(answersSchema, body).answers,
    };
    return this.evaluations.execute(session, id, command, actorContext(session, correlationId), seenVersion);
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
    @Headers('x-correlation-id') correlationId?: string,
  ): Promise<Versioned<EvaluationView>> {
    const command = { type: 'ValidateCriterion' as const, criterion: criterionOf(criterion) };
    return this.evaluations.execute(session, id, command, actorContext(session, correlationId), seenVersion);
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
    @Headers('x-correlation-id') correlationId?: string,
  ): Promise<Versioned<EvaluationView>> {
    parseInput(noBody, body);
    // Whoever may endorse or review sends an evaluation that needs no endorsement.
    const endorsed = can(session.role, 'evaluations.endorse') || can(session.role, 'evaluations.review');
    return this.step(session, id, { type: 'SubmitEvaluation', endorsed }, correlationId, seenVersion);
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
    @Headers('x-correlation-id') correlationId?: string,
  ): Promise<Versioned<EvaluationView>> {
    return this.step(session, id, { type: 'EndorseEvaluation' }, correlationId, seenVersion);
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
    @Headers('x-correlation-id') correlationId?: string,
  ): Promise<Versioned<EvaluationView>> {
    return this.step(session, id, { type: 'StartReview' }, correlationId, seenVersion);
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
    @Headers('x-correlation-id') correlationId?: string,
  ): Promise<Versioned<EvaluationView>> {
    const { missing } = parseInput(informationSchema, body);
    return this.step(session, id, { type: 'AskForInformation', missing }, correlationId, seenVersion);
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
    @Headers('x-correlation-id') correlationId?: string,
  ): Promise<Versioned<EvaluationView>> {
    const input = parseInput(decisionSchema, body);
    return this.step(
      session,
      id,
      {
        type: 'DecideEvaluation',
        decision: input.decision,
        outcome: input.decision === 'REFUSED' ? (input.outcome ?? 'IMPROVEMENT POTENTIAL') : null,
        commentaryCommittee: input.commentaryCommittee,
        comments: input.comments,
      },
      correlationId,
      seenVersion,
    );
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
    @Headers('x-correlation-id') correlationId?: string,
  ): Promise<Versioned<EvaluationView>> {
    const { commentaryCommittee } = parseInput(deferSchema, body ?? {});
    return this.step(session, id, { type: 'DeferDecision', commentaryCommittee }, correlationId, seenVersion);
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
    @Headers('x-correlation-id') correlationId?: string,
  ): Promise<Versioned<EvaluationView>> {
    return this.step(session, id, { type: 'ConfirmArtisan' }, correlationId, seenVersion);
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
    @Headers('x-correlation-id') correlationId?: string,
  ): Promise<Versioned<EvaluationView>> {
    return this.step(session, id, { type: 'ReopenEvaluation' }, correlationId, seenVersion);
  }

  private step(
    session: Session,
    id: string,
    command: DistributiveOmit<StepCommand, 'artisanId' | keyof EvaluationWriter>,
    correlationId: string | undefined,
    seenVersion: number | undefined,
  ): Promise<Versioned<EvaluationView>> {
    return this.evaluations.execute(session, id, command, actorContext(session, correlationId), seenVersion);
  }
}
