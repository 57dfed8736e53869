import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Allow, CurrentSession } from '../accounts/auth/auth.decorators';
import type { Session } from '../accounts/auth/session';
import { parseInput } from '../infrastructure/http/validation';
import { StepCall, stepCommand, type StepClass } from '../infrastructure/http/step-call';
import type { Versioned } from '../infrastructure/http/versioned';
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
import type { EvaluationStep } from './commands/evaluation-step';
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
import { EvaluationChangeRoute, EvaluationStepRoute, StepCriterion } from './evaluation-step.route';
import type { EvaluationView } from './evaluation-view';
import type { EvaluationAsOfView } from './evaluations.service';
import { GetEvaluationHistory } from './queries/get-evaluation-history.handler';
import { GetEvaluation } from './queries/get-evaluation.handler';
import { AnswersVersions } from '../infrastructure/http/versioned';
import { BusController } from '../infrastructure/http/bus-controller';

/**
 * The staff evaluation of an artisan (SPEC.md sections 3 to 6; the calls are not in the spec, so
 * these are ours): read it, save answers (autosave), validate a criterion, and the lifecycle steps
 * of docs/evaluation-lifecycle.md. Any step the lifecycle does not allow now answers 409 with why.
 */
@ApiTags('evaluation')
@ApiBearerAuth()
@Controller('api/artisans/:id/evaluation')
@AnswersVersions()
export class EvaluationController extends BusController {
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
    return this.queries.execute(new GetEvaluation({ session, artisanId: id, asOf: moment }));
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
    const entries = await this.queries.execute(new GetEvaluationHistory({ session, artisanId: id, kinds }));
    return {
      '@id': `/api/artisans/${id.toLowerCase()}/evaluation/history`,
      'hydra:member': entries,
      'hydra:totalItems': entries.length,
    };
  }

  @EvaluationChangeRoute(
    Put('criteria/:criterion'),
    'artisans.evaluate',
    {
      summary: 'Saves answers of one criterion (any subset of q1..q3: points 0..5 and a personal comment)',
      description:
        'Only criteria validated already or the next one; 409 once the evaluation is sent. Until it is ' +
        'sent, only the member who started it (its first answers) changes or sends it, and the network ' +
        'member of its country when NETWORK_MEMBER_EDITS_EVALUATION is on: 403 for anyone else.',
    },
    CRITERION_PARAM,
  )
  @ApiBody({
    schema: { type: 'object', example: { answers: { q1: { points: 4, comment: 'Seen at work' } } } },
  })
  save(
    @StepCriterion() criterion: string,
    @Body() body: unknown,
    @StepCall() call: StepCall,
  ): Promise<Versioned<EvaluationView>> {
    const { answers } = parseInput(answersSchema, body);
    return this.step(RecordEvaluationAnswers, call, criterionOf(criterion), answers);
  }

  @EvaluationStepRoute(
    'criteria/:criterion/validate',
    'artisans.evaluate',
    { summary: 'Validates a criterion whose three questions are answered; the next one opens' },
    CRITERION_PARAM,
  )
  validate(
    @StepCriterion() criterion: string,
    @StepCall() call: StepCall,
  ): Promise<Versioned<EvaluationView>> {
    return this.step(ValidateEvaluationCriterion, call, criterionOf(criterion));
  }

  @EvaluationStepRoute('submit', 'artisans.evaluate', {
    summary: 'Sends the evaluation to the foundation; it is locked from then on',
    description:
      "400 'Please fill in all the personal comments to explain your answers.' while a comment is " +
      'missing. Sent by a network member or the foundation, it needs no endorsement. Until it is ' +
      'sent, only the member who started it sends it (403 for anyone else; see the answers call).',
  })
  submit(@Body() body: unknown, @StepCall() call: StepCall): Promise<Versioned<EvaluationView>> {
    parseInput(noBody, body);
    return this.step(SubmitEvaluation, call);
  }

  @EvaluationStepRoute('endorse', 'evaluations.endorse', {
    summary: 'A network member endorses a sent evaluation: the foundation may review it',
  })
  endorse(@StepCall() call: StepCall): Promise<Versioned<EvaluationView>> {
    return this.step(EndorseEvaluation, call);
  }

  @EvaluationStepRoute('review', 'evaluations.review', {
    summary: 'The foundation starts reviewing an endorsed evaluation (IN REVIEWAL)',
  })
  review(@StepCall() call: StepCall): Promise<Versioned<EvaluationView>> {
    return this.step(StartEvaluationReview, call);
  }

  @EvaluationStepRoute('request-information', 'evaluations.review', {
    summary: 'Reviewed, information missing: PENDING, back to the evaluator with what is missing',
  })
  @ApiBody({ schema: { type: 'object', required: ['missing'], properties: { missing: { type: 'string' } } } })
  requestInformation(@Body() body: unknown, @StepCall() call: StepCall): Promise<Versioned<EvaluationView>> {
    const { missing } = parseInput(informationSchema, body);
    return this.step(AskForEvaluationInformation, call, missing);
  }

  @EvaluationStepRoute('decision', 'artisans.decide', {
    summary: 'ACCEPTED (SELECTED, the Green List opens) or REFUSED (IMPROVEMENT POTENTIAL or OUT OF SCOPE)',
    description:
      "409 'Sorry, only available once the evaluation is sent' before it is sent. `commentaryCommittee` " +
      'is shown to the artisan; `comments` stays confidential.',
  })
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
  decide(@Body() body: unknown, @StepCall() call: StepCall): Promise<Versioned<EvaluationView>> {
    return this.step(DecideEvaluation, call, parseInput(decisionSchema, body));
  }

  @EvaluationStepRoute('defer', 'artisans.decide', {
    summary: 'The committee cannot decide yet: CANNOT DECIDE',
  })
  defer(@Body() body: unknown, @StepCall() call: StepCall): Promise<Versioned<EvaluationView>> {
    const { commentaryCommittee } = parseInput(deferSchema, body ?? {});
    return this.step(DeferEvaluationDecision, call, commentaryCommittee);
  }

  @EvaluationStepRoute('confirm', 'artisans.decide', {
    summary: 'A selected artisan is confirmed and stays in the tool (CONFIRMED)',
  })
  confirm(@StepCall() call: StepCall): Promise<Versioned<EvaluationView>> {
    return this.step(ConfirmArtisan, call);
  }

  @EvaluationStepRoute('reopen', 'artisans.decide', {
    summary: 'A new round for an artisan not selected: back to IN PROGRESS, answers kept',
  })
  reopen(@StepCall() call: StepCall): Promise<Versioned<EvaluationView>> {
    return this.step(ReopenEvaluation, call);
  }

  /** Sends a step; the answer is the evaluation as it now stands, with its ETag. */
  private step<Own extends unknown[]>(
    Step: StepClass<Own, EvaluationStep>,
    call: StepCall,
    ...own: Own
  ): Promise<Versioned<EvaluationView>> {
    return this.commands.execute(stepCommand(Step, call, ...own));
  }
}
