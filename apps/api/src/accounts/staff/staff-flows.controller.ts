import { Body, Controller, Ip, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { MESSAGES, PASSWORD_MAX_LENGTH, isEmail } from '@artisans/domain';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { CommandCtx } from '../../infrastructure/commands/command-context.decorator';
import { FormFieldsInterceptor } from '../../infrastructure/http/form-fields.interceptor';
import { parseInput } from '../../infrastructure/http/validation';
import { Public } from '../auth/auth.decorators';
import { FlowRoute, flowBody } from '../flow-route';
import { passwordField } from './staff-input';
import { hasNoControlCharacters, userIdFromIri } from '../../infrastructure/http/request-input';
import { FollowEndorsementLink } from './follow-endorsement-link.handler';
import { GetStaffUserByHash } from './get-staff-user-by-hash.handler';
import { RequestStaffPasswordReset } from './request-staff-password-reset.handler';
import { ResetStaffPassword } from './reset-staff-password.handler';
import { StaffAutoLogin } from './staff-auto-login.handler';
import { BusController } from '../../infrastructure/http/bus-controller';

const HASH_FIELD = z
  .string({ error: MESSAGES.invalidHash })
  .trim()
  .min(1, { error: MESSAGES.invalidHash })
  .max(200, { error: MESSAGES.invalidHash });

const USER_ID = z
  .string({ error: 'id is required: the id of the user (a UUID).' })
  .transform((value, ctx) => {
    const id = userIdFromIri(value);
    if (!id) {
      ctx.addIssue({ code: 'custom', message: 'id must be the id of a user (a UUID).' });
      return z.NEVER;
    }
    return id;
  });

const resetRequestSchema = z
  .object({
    email: z
      .string({ error: MESSAGES.fillEmail })
      .trim()
      .min(1, { error: MESSAGES.fillEmail })
      .refine((value) => isEmail(value) && hasNoControlCharacters(value), { error: MESSAGES.emailFormat }),
  })
  .strict();

const hashSchema = z.object({ hash: HASH_FIELD }).strict();

const resetActionSchema = z
  .object({
    hash: HASH_FIELD,
    id: USER_ID,
    password: passwordField(),
    confirmation: z.string({ error: 'The confirmation must be text.' }).max(PASSWORD_MAX_LENGTH).optional(),
  })
  .strict()
  .refine((input) => input.confirmation === undefined || input.confirmation === input.password, {
    error: MESSAGES.passwordsDiffer,
    path: ['confirmation'],
  });

const autoLoginSchema = z
  .object({
    id: USER_ID,
    loginProof: z
      .string({
        error:
          'loginProof is required: auto-login needs the single-use proof answered by endorse-action, never a bare id.',
      })
      .trim()
      .min(1, { error: 'loginProof is required.' })
      .max(200, { error: MESSAGES.invalidHash }),
  })
  .strict();

/**
 * The staff account flows of SPEC.md section 7 ("Authentication and account flows"): JSON or form
 * bodies, urlencoded or multipart (the seed's client sends FormData).
 */
@ApiTags('authentication')
@ApiConsumes('application/json', 'application/x-www-form-urlencoded', 'multipart/form-data')
@Public()
@UseInterceptors(FormFieldsInterceptor)
@Controller()
export class StaffFlowsController extends BusController {
  @FlowRoute(
    'reset-password-request',
    {
      summary: 'Staff: mails a link to choose a new password (/{lang}/login?hash=…, valid 1 hour)',
      description:
        "An unknown email answers 404 'This e-mail doesn't exist in system.'; such answers are logged and rate limited per client address (429).",
    },
    flowBody({ email: { type: 'string', format: 'email' } }),
  )
  async resetRequest(
    @Body() body: unknown,
    @Ip() ip: string,
    @CommandCtx() context: CommandContext,
  ): Promise<{ message: string }> {
    const { email } = parseInput(resetRequestSchema, body);
    await this.commands.execute(new RequestStaffPasswordReset({ email, ip, context }));
    return { message: MESSAGES.resetEmailSent };
  }

  @FlowRoute(
    'get-user-by-hash',
    {
      summary: 'Staff: the user id a reset or set-password link belongs to; the link stays usable',
    },
    flowBody({ hash: { type: 'string' } }),
  )
  userByHash(@Body() body: unknown, @Ip() ip: string): Promise<{ id: string }> {
    const { hash } = parseInput(hashSchema, body);
    return this.queries.execute(new GetStaffUserByHash({ hash, ip }));
  }

  @FlowRoute(
    'reset-password-action',
    {
      summary: 'Staff: sets a new password through a reset or set-password link, which is then used up',
      description:
        "The hash must belong to the user id. At least 8 characters; with a confirmation, 'Both passwords do not match' when they differ.",
    },
    flowBody(
      {
        hash: { type: 'string' },
        id: { type: 'string', format: 'uuid' },
        password: { type: 'string', format: 'password', minLength: 8 },
        confirmation: { type: 'string', format: 'password' },
      },
      ['hash', 'id', 'password'],
    ),
  )
  async resetAction(
    @Body() body: unknown,
    @Ip() ip: string,
    @CommandCtx() context: CommandContext,
  ): Promise<{ message: string }> {
    const input = parseInput(resetActionSchema, body);
    await this.commands.execute(new ResetStaffPassword({ input, ip, context }));
    return { message: MESSAGES.passwordChanged };
  }

  @FlowRoute(
    'endorse-action',
    {
      summary:
        "A network member's endorsement link (/{lang}/login?endorseHash=…&id=<artisan id>): answers { id (the artisan), userId, loginProof }",
      description:
        'The endorsement hash is single-use. loginProof is a single-use proof valid 2 minutes, to be sent with userId to POST /user-auto-login.',
    },
    flowBody({ hash: { type: 'string' } }),
  )
  endorse(
    @Body() body: unknown,
    @Ip() ip: string,
  ): Promise<{ id: string; userId: string; loginProof: string }> {
    const { hash } = parseInput(hashSchema, body);
    return this.commands.execute(new FollowEndorsementLink({ hash, ip }));
  }

  @FlowRoute(
    'user-auto-login',
    {
      summary: 'Staff auto-login after a hash link: answers { token }',
      description:
        'Never issues a token for a bare id: loginProof, the single-use proof answered by POST /endorse-action (valid 2 minutes), is required and must belong to the user id. A used, expired or foreign proof gets the invalid-hash error; an inactive account 401.',
    },
    flowBody({ id: { type: 'string', format: 'uuid' }, loginProof: { type: 'string' } }),
  )
  async autoLogin(@Body() body: unknown, @Ip() ip: string): Promise<{ token: string }> {
    const { id, loginProof } = parseInput(autoLoginSchema, body);
    return { token: await this.commands.execute(new StaffAutoLogin({ id, loginProof, ip })) };
  }
}
