import { Body, Controller, Delete, Get, Header, Headers, HttpCode, Ip } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { DomainError, MESSAGES, PASSWORD_MAX_LENGTH } from '@artisans/domain';
import { HYDRA_CONTENT_TYPE, toHydraItem } from '../../infrastructure/http/hydra';
import { parseInput } from '../../infrastructure/http/validation';
import { Allow, CurrentSession } from '../auth/auth.decorators';
import { SessionTokens } from '../auth/session-tokens';
import { ChangeOwnPasswordRoute } from '../auth/own-password.openapi';
import type { Session } from '../auth/session';
import { StaffDirectory } from './staff-directory';
import { USER, passwordField } from './staff-input';
import { UsersService } from './users.service';

const changePasswordSchema = z
  .object({
    oldPassword: z
      .string({ error: 'Please fill in your previous password' })
      .min(1, { error: 'Please fill in your previous password' })
      .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.wrongOldPassword }),
    newPassword: passwordField('new password'),
    confirmation: z.string({ error: 'The confirmation must be text.' }).max(PASSWORD_MAX_LENGTH).optional(),
  })
  .strict()
  .refine((input) => input.confirmation === undefined || input.confirmation === input.newPassword, {
    error: MESSAGES.passwordsDiffer,
    path: ['confirmation'],
  });

const deleteOwnSchema = z
  .object({
    password: z
      .string({ error: MESSAGES.fillPassword })
      .min(1, { error: MESSAGES.fillPassword })
      .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.wrongOldPassword }),
  })
  .strict();

/** Artisans have their own account endpoints; these are a staff member's. */
function staffOnly(session: Session): Session {
  if (session.kind !== 'staff') throw new DomainError('forbidden', MESSAGES.forbidden, 'forbidden');
  return session;
}

/** Account settings of a staff member (SPEC.md section 2): change password, delete account. */
@ApiTags('users')
@ApiBearerAuth()
@Allow('account.own')
@Controller('api/users/me')
export class OwnAccountController {
  constructor(
    private readonly directory: StaffDirectory,
    private readonly users: UsersService,
    private readonly sessionTokens: SessionTokens,
  ) {}

  @Get()
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @ApiOperation({ summary: 'The signed-in staff member’s own account' })
  async me(@CurrentSession() session: Session) {
    return toHydraItem(USER, await this.directory.get(staffOnly(session).accountId));
  }

  @ChangeOwnPasswordRoute("one's own")
  async changePassword(
    @Body() body: unknown,
    @CurrentSession() session: Session,
    @Ip() ip: string,
    @Headers('x-correlation-id') correlationId?: string,
  ): Promise<{ message: string; token: string }> {
    const staff = staffOnly(session);
    const input = parseInput(changePasswordSchema, body);
    await this.users.changeOwnPassword(staff, input, ip, correlationId);
    return {
      message: MESSAGES.passwordChanged,
      token: await this.sessionTokens.issueFor(staff.kind, staff.accountId),
    };
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({
    summary: "Deletes one's own account with its password and erases its personal data; its sessions end",
    description:
      'The body carries the current password (a stolen token alone cannot erase an account). ' +
      'Refused (409) while artisans name the account as their creator: an admin must reassign them first.',
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['password'],
      properties: { password: { type: 'string', format: 'password' } },
    },
  })
  async delete(
    @Body() body: unknown,
    @CurrentSession() session: Session,
    @Ip() ip: string,
    @Headers('x-correlation-id') correlationId?: string,
  ): Promise<void> {
    const staff = staffOnly(session);
    const { password } = parseInput(deleteOwnSchema, body);
    await this.users.deleteOwn(staff, password, ip, correlationId);
  }
}
