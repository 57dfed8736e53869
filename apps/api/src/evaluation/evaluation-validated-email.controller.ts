import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Allow, CurrentSession } from '../accounts/auth/auth.decorators';
import type { Session } from '../accounts/auth/session';
import type { CommandContext } from '../infrastructure/commands/command-context';
import { CommandCtx } from '../infrastructure/commands/command-context.decorator';
import { parseInput } from '../infrastructure/http/validation';
import { RequestEvaluationSentMail } from './commands/request-evaluation-sent-mail.handler';
import { BusController } from '../infrastructure/http/bus-controller';

const bodySchema = z.object({ id: z.string().min(1).max(100) }).strict();

export const EVALUATION_MAIL_SENT = 'The email was sent.';

/**
 * SPEC.md section 7 lists POST /evaluation-validated-email without its payload: here it mails the
 * artisan and its creator, once more, that the evaluation was sent (the mail every sending makes).
 */
@ApiTags('evaluation')
@ApiBearerAuth()
@Controller('evaluation-validated-email')
export class EvaluationValidatedEmailController extends BusController {
  @Post()
  @HttpCode(200)
  @Allow('artisans.evaluate')
  @ApiOperation({
    summary: 'Mails the artisan and its creator again that the evaluation was sent',
    description: "`id` is the artisan's. 409 'This evaluation has not been sent yet.' before it is sent.",
  })
  @ApiBody({ schema: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } })
  async send(
    @Body() body: unknown,
    @CurrentSession() session: Session,
    @CommandCtx() context: CommandContext,
  ): Promise<{ message: string }> {
    const { id } = parseInput(bodySchema, body);
    await this.commands.execute(new RequestEvaluationSentMail(session, id, context, undefined));
    return { message: EVALUATION_MAIL_SENT };
  }
}
