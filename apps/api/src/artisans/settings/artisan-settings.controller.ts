import { Body, Controller, Ip } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { MESSAGES } from '@artisans/domain';
import { Allow, CurrentSession } from '../../accounts/auth/auth.decorators';
import type { Session } from '../../accounts/auth/session';
import { currentPasswordField, ownAccountDeletionSchema } from '../../accounts/login/current-password-input';
import { requireSessionKind } from '../../accounts/session-kind';
import { ChangeOwnPasswordRoute, DeleteOwnAccountRoute } from '../../accounts/auth/own-password.openapi';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { CommandCtx } from '../../infrastructure/commands/command-context.decorator';
import { parseInput } from '../../infrastructure/http/validation';
import { ARTISAN_MESSAGES } from '../domain/artisan-messages';
import { checkConfirmation, confirmation, password } from '../http/artisan-input';
import { ChangeOwnArtisanPassword } from './change-own-artisan-password.handler';
import { DeleteOwnArtisanAccount } from './delete-own-artisan-account.handler';
import { BusController } from '../../infrastructure/http/bus-controller';

const changePasswordSchema = z
  .object({
    oldPassword: currentPasswordField('Please fill in your previous password'),
    newPassword: password,
    confirmation,
  })
  .strict()
  .superRefine((value, ctx) => checkConfirmation(value, ctx, 'newPassword'));

/**
 * The signed-in artisan's account settings (SPEC.md section 2, "Account settings"); staff have their
 * own under /api/users/me.
 */
@ApiTags('artisan accounts')
@ApiBearerAuth()
@Allow('account.own')
@Controller('api/artisans/me')
export class ArtisanSettingsController extends BusController {
  @ChangeOwnPasswordRoute("the artisan's")
  async changePassword(
    @Body() body: unknown,
    @CurrentSession() session: Session,
    @Ip() ip: string,
    @CommandCtx() context: CommandContext,
  ): Promise<{ message: string; token: string }> {
    const artisan = requireSessionKind(session, 'artisan');
    const { oldPassword, newPassword } = parseInput(changePasswordSchema, body);
    const { token } = await this.commands.execute(
      new ChangeOwnArtisanPassword({ session: artisan, oldPassword, newPassword, ip, context }),
    );
    return { message: MESSAGES.passwordChanged, token };
  }

  @DeleteOwnAccountRoute(200, {
    summary:
      "Deletes the artisan's own account with its password; its personal data is erased, its sessions end",
    description:
      'The body carries the current password (a stolen token alone cannot erase an account). The events ' +
      'kept for history hold no personal data.',
  })
  async deleteAccount(
    @Body() body: unknown,
    @CurrentSession() session: Session,
    @Ip() ip: string,
    @CommandCtx() context: CommandContext,
  ): Promise<{ message: string }> {
    const artisan = requireSessionKind(session, 'artisan');
    const { password: current } = parseInput(ownAccountDeletionSchema, body);
    await this.commands.execute(new DeleteOwnArtisanAccount(artisan, current, ip, context));
    return { message: ARTISAN_MESSAGES.accountDeleted };
  }
}
