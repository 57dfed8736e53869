import { Body, Controller, Get, Header, Ip } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { MESSAGES, PASSWORD_MAX_LENGTH } from '@artisans/domain';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { CommandCtx } from '../../infrastructure/commands/command-context.decorator';
import { HYDRA_CONTENT_TYPE, toHydraItem } from '../../infrastructure/http/hydra';
import { parseInput } from '../../infrastructure/http/validation';
import { Allow, CurrentSession } from '../auth/auth.decorators';
import { ChangeOwnPasswordRoute, DeleteOwnAccountRoute } from '../auth/own-password.openapi';
import type { Session } from '../auth/session';
import { currentPasswordField, ownAccountDeletionSchema } from '../login/current-password-input';
import { requireSessionKind } from '../session-kind';
import { ChangeOwnStaffPassword } from './change-own-staff-password.handler';
import { DeleteOwnStaffAccount } from './delete-own-staff-account.handler';
import { GetOwnStaffAccount } from './get-own-staff-account.handler';
import { USER, passwordField } from './staff-input';
import { BusController } from '../../infrastructure/http/bus-controller';

const changePasswordSchema = z
  .object({
    oldPassword: currentPasswordField('Please fill in your previous password'),
    newPassword: passwordField('new password'),
    confirmation: z.string({ error: 'The confirmation must be text.' }).max(PASSWORD_MAX_LENGTH).optional(),
  })
  .strict()
  .refine((input) => input.confirmation === undefined || input.confirmation === input.newPassword, {
    error: MESSAGES.passwordsDiffer,
    path: ['confirmation'],
  });

/** Account settings of a staff member (SPEC.md section 2): change password, delete account. */
@ApiTags('users')
@ApiBearerAuth()
@Allow('account.own')
@Controller('api/users/me')
export class OwnAccountController extends BusController {
  @Get()
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @ApiOperation({ summary: 'The signed-in staff member’s own account' })
  async me(@CurrentSession() session: Session) {
    return toHydraItem(
      USER,
      await this.queries.execute(
        new GetOwnStaffAccount({ accountId: requireSessionKind(session, 'staff').accountId }),
      ),
    );
  }

  @ChangeOwnPasswordRoute("one's own")
  async changePassword(
    @Body() body: unknown,
    @CurrentSession() session: Session,
    @Ip() ip: string,
    @CommandCtx() context: CommandContext,
  ): Promise<{ message: string; token: string }> {
    const staff = requireSessionKind(session, 'staff');
    const input = parseInput(changePasswordSchema, body);
    const { token } = await this.commands.execute(
      new ChangeOwnStaffPassword({ session: staff, input, ip, context }),
    );
    return { message: MESSAGES.passwordChanged, token };
  }

  @DeleteOwnAccountRoute(204, {
    summary: "Deletes one's own account with its password and erases its personal data; its sessions end",
    description:
      'The body carries the current password (a stolen token alone cannot erase an account). ' +
      'Refused (409) while artisans name the account as their creator: an admin must reassign them first.',
  })
  async delete(
    @Body() body: unknown,
    @CurrentSession() session: Session,
    @Ip() ip: string,
    @CommandCtx() context: CommandContext,
  ): Promise<void> {
    const staff = requireSessionKind(session, 'staff');
    const { password } = parseInput(ownAccountDeletionSchema, body);
    await this.commands.execute(new DeleteOwnStaffAccount(staff, password, ip, context));
  }
}
