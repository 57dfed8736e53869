import { Body, Controller, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Allow, CurrentSession } from '../../accounts/auth/auth.decorators';
import type { Session } from '../../accounts/auth/session';
import { CommandCtx } from '../../infrastructure/commands/command-context.decorator';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { FormFieldsInterceptor } from '../../infrastructure/http/form-fields.interceptor';
import { parseInput } from '../../infrastructure/http/validation';
import type { Versioned } from '../../infrastructure/http/versioned';
import { createSchema } from '../green-list-input';
import type { GreenListView } from '../green-list-view';
import { CreateGreenList } from './create-green-list.handler';
import { AnswersVersions } from '../../infrastructure/http/versioned';
import { BusController } from '../../infrastructure/http/bus-controller';

/** SPEC.md section 7: `POST /create-green-list` (payload not shown there; ours is `artisan`). */
@ApiTags('green-list')
@ApiBearerAuth()
@Controller('create-green-list')
@AnswersVersions()
export class CreateGreenListController extends BusController {
  @Post()
  @HttpCode(200)
  @Allow('account.own')
  @UseInterceptors(FormFieldsInterceptor)
  @ApiOperation({
    summary: "Opens an artisan's Green List once its evaluation is selected (idempotent): the Green List",
    description:
      'By the artisan itself, or by the foundation (admins, executive committee). 409 ' +
      "'green-list-not-available' until the evaluation is SELECTED (or CONFIRMED). A Green List that " +
      'exists already is answered as it is. A reactor also opens it when the evaluation is selected.',
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['artisan'],
      properties: {
        artisan: { type: 'string', example: '/api/artisans/0b6d3c1e-7f1a-4c59-9a8e-2f7e1d0c5b4a' },
      },
    },
  })
  create(
    @Body() body: unknown,
    @CurrentSession() session: Session,
    @CommandCtx() context: CommandContext,
  ): Promise<Versioned<GreenListView>> {
    const { artisan } = parseInput(createSchema, body);
    return this.commands.execute(new CreateGreenList({ session, artisanId: artisan, context }));
  }
}
