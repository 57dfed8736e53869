import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Allow, CurrentSession } from '../accounts/auth/auth.decorators';
import type { Session } from '../accounts/auth/session';
import type { CommandContext } from '../infrastructure/commands/command-context';
import { CommandCtx } from '../infrastructure/commands/command-context.decorator';
import { parseInput } from '../infrastructure/http/validation';
import { RecordSelfAnswers } from './commands/record-self-answers.handler';
import { SubmitSelfAssessment } from './commands/submit-self-assessment.handler';
import { ValidateSelfCriterion } from './commands/validate-self-criterion.handler';
import { CRITERION_PARAM, ID_PARAM, criterionOf, noBody, selfAnswersSchema } from './evaluation-input';
import { GetSelfAssessment } from './queries/get-self-assessment.handler';
import type { SelfAssessmentView } from './self-assessments.service';
import { BusController } from '../infrastructure/http/bus-controller';

/**
 * The artisan's self-assessment ("My evaluation", SPEC.md section 2): answers on NO, Rarely, Often,
 * Always with a personal comment each, criteria validated in turn, sent once complete. Staff who
 * reach the artisan read it.
 */
@ApiTags('evaluation')
@ApiBearerAuth()
@Controller('api/artisans/:id/self-assessment')
export class SelfAssessmentController extends BusController {
  @Get()
  @Allow('selfAssessment.fill', 'artisans.list')
  @ApiOperation({ summary: 'The self-assessment: the artisan its own, staff who reach the artisan' })
  @ApiParam(ID_PARAM)
  get(@Param('id') id: string, @CurrentSession() session: Session): Promise<SelfAssessmentView> {
    return this.queries.execute(new GetSelfAssessment(session, id));
  }

  @Put('criteria/:criterion')
  @Allow('selfAssessment.fill')
  @ApiOperation({
    summary: 'Saves answers of one criterion: q1..q3, each { answer: no|rarely|often|always, comment }',
    description:
      '403 unless the artisan itself and the self-assessment is offered; 409 once sent or before a craft is set.',
  })
  @ApiParam(ID_PARAM)
  @ApiParam(CRITERION_PARAM)
  @ApiBody({
    schema: { type: 'object', example: { answers: { q1: { answer: 'often', comment: 'Every piece' } } } },
  })
  save(
    @Param('id') id: string,
    @Param('criterion') criterion: string,
    @Body() body: unknown,
    @CurrentSession() session: Session,
    @CommandCtx() context: CommandContext,
  ): Promise<SelfAssessmentView> {
    const { answers } = parseInput(selfAnswersSchema, body);
    return this.commands.execute(
      new RecordSelfAnswers(session, id, criterionOf(criterion), answers, context),
    );
  }

  @Post('criteria/:criterion/validate')
  @HttpCode(200)
  @Allow('selfAssessment.fill')
  @ApiOperation({ summary: 'Validates a criterion whose three questions are answered; the next one opens' })
  @ApiParam(ID_PARAM)
  @ApiParam(CRITERION_PARAM)
  validate(
    @Param('id') id: string,
    @Param('criterion') criterion: string,
    @CurrentSession() session: Session,
    @CommandCtx() context: CommandContext,
  ): Promise<SelfAssessmentView> {
    return this.commands.execute(new ValidateSelfCriterion(session, id, criterionOf(criterion), context));
  }

  @Post('submit')
  @HttpCode(200)
  @Allow('selfAssessment.fill')
  @ApiOperation({
    summary: 'Sends the self-assessment; it is locked from then on',
    description:
      "400 'Please fill in all the personal comments to explain your answers.' while a comment is missing.",
  })
  @ApiParam(ID_PARAM)
  submit(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentSession() session: Session,
    @CommandCtx() context: CommandContext,
  ): Promise<SelfAssessmentView> {
    parseInput(noBody, body);
    return this.commands.execute(new SubmitSelfAssessment(session, id, context));
  }
}
