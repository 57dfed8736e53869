import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Allow, CurrentSession } from '../../accounts/auth/auth.decorators';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { CommandCtx } from '../../infrastructure/commands/command-context.decorator';
import { parseInput } from '../../infrastructure/http/validation';
import { ARTISAN_MESSAGES } from '../domain/artisan-messages';
import { goTo } from '../http/artisan-input';
import { InviteArtisan } from './invite-artisan.handler';
import { BusController } from '../../infrastructure/http/bus-controller';

const inviteSchema = z.object({ goTo: goTo.optional() }).strict();

/** Staff (re)send an invitation to an artisan they reach; the artisan list's "send invite". */
@ApiTags('artisan accounts')
@ApiBearerAuth()
@Controller('api/artisans')
export class ArtisanInviteController extends BusController {
  @Post(':id/invite')
  @Allow('artisans.invite')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mails the artisan an invitation link (valid 14 days; earlier ones stop working)',
    description:
      'The link opens the artisan login with hashInvite (and goTo when given), leading to ' +
      '/get-invite-by-hash and /create-password-artisan-action. 404 for an artisan out of reach; ' +
      '409 once the artisan has a password; 400 without an email address.',
  })
  @ApiParam({ name: 'id', description: 'The artisan id (uuid)' })
  @ApiBody({ required: false, schema: { type: 'object', properties: { goTo: { type: 'string' } } } })
  async invite(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentSession() session: Session,
    @CommandCtx() context: CommandContext,
  ): Promise<{ message: string }> {
    const input = parseInput(inviteSchema, body);
    await this.commands.execute(
      new InviteArtisan({ session, artisanId: id, goTo: input.goTo ?? null, context }),
    );
    return { message: ARTISAN_MESSAGES.invitationSent };
  }
}
