import { Body, Controller, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Allow, CurrentSession } from '../../accounts/auth/auth.decorators';
import type { Session } from '../../accounts/auth/session';
import { actorContext } from '../../infrastructure/commands/command-context';
import { parseInput } from '../../infrastructure/http/validation';
import { ArtisanAccountsService } from '../artisan-accounts.service';
import { ARTISAN_MESSAGES } from '../domain/artisan-messages';
import { goTo } from '../http/artisan-input';
import { ArtisanProfilesService } from '../profile/artisan-profiles.service';

const inviteSchema = z.object({ goTo: goTo.optional() }).strict();

/** Staff (re)send an invitation to an artisan they reach; the artisan list's "send invite". */
@ApiTags('artisan accounts')
@ApiBearerAuth()
@Controller('api/artisans')
export class ArtisanInviteController {
  constructor(
    private readonly accounts: ArtisanAccountsService,
    private readonly profiles: ArtisanProfilesService,
  ) {}

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
    @Headers('x-correlation-id') correlationId?: string,
  ): Promise<{ message: string }> {
    const input = parseInput(inviteSchema, body);
    const artisan = await this.profiles.reachable(session, id, 'change');
    await this.accounts.execute(
      { type: 'InviteArtisan', artisanId: artisan.id, by: session.accountId, goTo: input.goTo ?? null },
      actorContext(session, correlationId),
    );
    return { message: ARTISAN_MESSAGES.invitationSent };
  }
}
