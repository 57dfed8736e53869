import { Body, Controller, Headers, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { DomainError, MESSAGES } from '@artisans/domain';
import { Allow, CurrentSession } from '../../accounts/auth/auth.decorators';
import type { Session } from '../../accounts/auth/session';
import { actorContext } from '../../infrastructure/commands/command-context';
import type { Db } from '../../infrastructure/database/database';
import { parseInput } from '../../infrastructure/http/validation';
import { DB } from '../../infrastructure/tokens';
import { ArtisanAccountsService } from '../artisan-accounts.service';
import { canReach } from '../artisan-reach';
import { ARTISAN_MESSAGES } from '../domain/artisan-messages';
import { goTo, isUuid } from '../http/artisan-input';

const inviteSchema = z.object({ goTo: goTo.optional() }).strict();

/** Staff (re)send an invitation to an artisan they reach; the artisan list's "send invite". */
@ApiTags('artisan accounts')
@ApiBearerAuth()
@Controller('api/artisans')
export class ArtisanInviteController {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly accounts: ArtisanAccountsService,
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
    const artisan = isUuid(id)
      ? await this.db
          .selectFrom('artisans')
          .select(['id', 'country_id', 'pending'])
          .where('id', '=', id.toLowerCase())
          .executeTakeFirst()
      : undefined;
    if (!artisan || !canReach(session, artisan)) throw new DomainError('not_found', MESSAGES.notFound);
    await this.accounts.execute(
      { type: 'InviteArtisan', artisanId: artisan.id, by: session.accountId, goTo: input.goTo ?? null },
      actorContext(session, correlationId),
    );
    return { message: ARTISAN_MESSAGES.invitationSent };
  }
}
