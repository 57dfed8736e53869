import { Body, Controller, Delete, Headers, HttpCode, Ip } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { DomainError, MESSAGES, PASSWORD_MAX_LENGTH } from '@artisans/domain';
import { Allow, CurrentSession } from '../../accounts/auth/auth.decorators';
import type { Session } from '../../accounts/auth/session';
import { SessionTokens } from '../../accounts/auth/session-tokens';
import { ChangeOwnPasswordRoute } from '../../accounts/auth/own-password.openapi';
import { parseInput } from '../../infrastructure/http/validation';
import { ARTISAN_MESSAGES } from '../domain/artisan-messages';
import { checkConfirmation, confirmation, password } from '../http/artisan-input';
import { ArtisanSettingsService } from './artisan-settings.service';

const currentPassword = (message: string) =>
  z
    .string({ error: message })
    .min(1, { error: message })
    .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.wrongOldPassword });

const changePasswordSchema = z
  .object({
    oldPassword: currentPassword('Please fill in your previous password'),
    newPassword: password,
    confirmation,
  })
  .strict()
  .superRefine((value, ctx) => checkConfirmation(value, ctx, 'newPassword'));

const deleteSchema = z.object({ password: currentPassword(MESSAGES.fillPassword) }).strict();

/** Staff have their own settings under /api/users/me. */
function artisanOnly(session: Session): Session {
  if (session.kind !== 'artisan') throw new DomainError('forbidden', MESSAGES.forbidden, 'forbidden');
  return session;
}

/** The signed-in artisan's account settings (SPEC.md section 2, "Account settings"). */
@ApiTags('artisan accounts')
@ApiBearerAuth()
@Allow('account.own')
@Controller('api/artisans/me')
export class ArtisanSettingsController {
  constructor(
    private readonly settings: ArtisanSettingsService,
    private readonly sessionTokens: SessionTokens,
  ) {}

  @ChangeOwnPasswordRoute("the artisan's")
  async changePassword(
    @Body() body: unknown,
    @CurrentSession() session: Session,
    @Ip() ip: string,
    @Headers('x-correlation-id') correlationId?: string,
  ): Promise<{ message: string; token: string }> {
    const artisan = artisanOnly(session);
    const input = parseInput(changePasswordSchema, body);
    await this.settings.changePassword(artisan, input, ip, correlationId);
    return {
      message: MESSAGES.passwordChanged,
      token: await this.sessionTokens.issueFor(artisan.kind, artisan.accountId),
    };
  }

  @Delete()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Deletes the artisan's own account with its password; its personal data is erased, its sessions end",
    description:
      'The body carries the current password (a stolen token alone cannot erase an account). The events ' +
      'kept for history hold no personal data.',
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['password'],
      properties: { password: { type: 'string', format: 'password' } },
    },
  })
  async deleteAccount(
    @Body() body: unknown,
    @CurrentSession() session: Session,
    @Ip() ip: string,
    @Headers('x-correlation-id') correlationId?: string,
  ): Promise<{ message: string }> {
    const artisan = artisanOnly(session);
    const { password: current } = parseInput(deleteSchema, body);
    await this.settings.deleteAccount(artisan, current, ip, correlationId);
    return { message: ARTISAN_MESSAGES.accountDeleted };
  }
}
