import { Body, Controller, Ip } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { MESSAGES } from '@artisans/domain';
import { Public } from '../../accounts/auth/auth.decorators';
import { FlowRoute, flowBody } from '../../accounts/flow-route';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { CommandCtx } from '../../infrastructure/commands/command-context.decorator';
import { parseInput } from '../../infrastructure/http/validation';
import { ARTISAN_MESSAGES } from '../domain/artisan-messages';
import {
  artisanId,
  checkConfirmation,
  confirmation,
  goTo,
  hashField,
  password,
  requestEmail,
} from '../http/artisan-input';
import { ArtisanAutoLogin } from './artisan-auto-login.handler';
import type { ArtisanMailRequest } from './artisan-mail-request';
import { ConfirmArtisanEmailByHash } from './confirm-artisan-email-by-hash.handler';
import { CreateArtisanPasswordByInvite } from './create-artisan-password-by-invite.handler';
import { FollowArtisanGoToLink } from './follow-artisan-go-to-link.handler';
import { GetArtisanByResetHash } from './get-artisan-by-reset-hash.handler';
import { GetArtisanInviteByHash } from './get-artisan-invite-by-hash.handler';
import { RequestArtisanAccountCreatedMail } from './request-artisan-account-created-mail.handler';
import { RequestArtisanEmailConfirmation } from './request-artisan-email-confirmation.handler';
import { RequestArtisanPasswordReset } from './request-artisan-password-reset.handler';
import { ResetArtisanPassword } from './reset-artisan-password.handler';
import { BusController } from '../../infrastructure/http/bus-controller';

const emailSchema = z.object({ email: requestEmail }).strict();
const hashSchema = z.object({ hash: hashField('hash') }).strict();

const invitePasswordSchema = z
  .object({ hash: hashField('hash'), id: artisanId, password, confirmation, goto: goTo.optional() })
  .strict()
  .superRefine((value, ctx) => checkConfirmation(value, ctx, 'password'));

const resetPasswordSchema = z
  .object({ hash: hashField('hash'), id: artisanId, password, confirmation })
  .strict()
  .superRefine((value, ctx) => checkConfirmation(value, ctx, 'password'));

const autoLoginSchema = z
  .object({
    id: artisanId,
    loginProof: z
      .string({ error: ARTISAN_MESSAGES.loginProofRequired })
      .trim()
      .min(1, { error: ARTISAN_MESSAGES.loginProofRequired })
      .max(200, { error: MESSAGES.invalidHash }),
  })
  .strict();

const text = { type: 'string' };
const secret = { type: 'string', format: 'password' };
const EMAIL_BODY = flowBody({ email: { type: 'string', format: 'email' } });

/**
 * The public artisan account flows of SPEC.md section 7 (paths and fields as the existing web app
 * sends them, JSON or form-encoded). Hash errors answer 400 with code invalid-hash and the spec's
 * 'Hash value is invalid / …' message; every hash call is rate limited per client address.
 */
@ApiTags('artisan accounts')
@Public()
@Controller()
export class ArtisanFlowsController extends BusController {
  @FlowRoute(
    'send-confirm-email',
    {
      summary: 'Mails a new email-confirmation link (valid 10 minutes; earlier links stop working)',
      description: "404 'This e-mail doesn't exist in system.' for an unknown address; 409 once confirmed.",
    },
    EMAIL_BODY,
  )
  sendConfirmEmail(
    @Body() input: unknown,
    @Ip() ip: string,
    @CommandCtx() context: CommandContext,
  ): Promise<{ message: string }> {
    return this.requestMail(RequestArtisanEmailConfirmation, input, ip, context, MESSAGES.verifyEmail);
  }

  @FlowRoute(
    'confirm-email-by-hash',
    {
      summary:
        'Confirms the email of the link’s artisan: { email, id, loginProof } (the proof is for auto-login)',
    },
    flowBody({ hashEmail: text }),
  )
  async confirmEmailByHash(
    @Body() input: unknown,
    @Ip() ip: string,
    @CommandCtx() context: CommandContext,
  ): Promise<{ email: string; id: string; loginProof: string }> {
    const { hashEmail } = parseInput(z.object({ hashEmail: hashField('hashEmail') }).strict(), input);
    return this.commands.execute(new ConfirmArtisanEmailByHash({ hash: hashEmail, ip, context }));
  }

  @FlowRoute(
    'send-created-email',
    {
      summary: 'Mails the “account created” welcome once the email is confirmed (once per artisan)',
      description: '409 with code error-verify-email before the confirmation.',
    },
    EMAIL_BODY,
  )
  sendCreatedEmail(
    @Body() input: unknown,
    @Ip() ip: string,
    @CommandCtx() context: CommandContext,
  ): Promise<{ message: string }> {
    return this.requestMail(
      RequestArtisanAccountCreatedMail,
      input,
      ip,
      context,
      ARTISAN_MESSAGES.createdEmailSent,
    );
  }

  @FlowRoute(
    'get-invite-by-hash',
    {
      summary: 'The invited artisan of an invitation link: { id, email } (the hash stays valid)',
    },
    flowBody({ hashInvite: text }),
  )
  async inviteByHash(@Body() input: unknown, @Ip() ip: string): Promise<{ id: string; email: string }> {
    const { hashInvite } = parseInput(z.object({ hashInvite: hashField('hashInvite') }).strict(), input);
    return this.queries.execute(new GetArtisanInviteByHash({ hash: hashInvite, ip }));
  }

  @FlowRoute(
    'create-password-artisan-action',
    {
      summary: 'Finishes an invitation: sets the password, confirms the email; { id, loginProof, goto }',
      description:
        'Uses the invitation hash up. Then call /artisan-auto-login with the id and the loginProof.',
    },
    flowBody(
      {
        hash: text,
        id: { type: 'string', format: 'uuid' },
        password: secret,
        confirmation: secret,
        goto: text,
      },
      ['hash', 'id', 'password'],
    ),
  )
  async createPassword(
    @Body() input: unknown,
    @Ip() ip: string,
    @CommandCtx() context: CommandContext,
  ): Promise<{ id: string; loginProof: string; goto: string | null }> {
    const { hash, id, password: newPassword, goto } = parseInput(invitePasswordSchema, input);
    return this.commands.execute(
      new CreateArtisanPasswordByInvite({
        input: { hash, id, password: newPassword, goto: goto ?? null },
        ip,
        context,
      }),
    );
  }

  @FlowRoute(
    'set-hash-reset-pass-artisan',
    {
      summary: 'Mails a password-reset link (valid 1 hour)',
      description:
        "404 'This e-mail doesn't exist in system.' for an unknown address (logged); rate limited per client " +
        'address and per account (429).',
    },
    EMAIL_BODY,
  )
  requestReset(
    @Body() input: unknown,
    @Ip() ip: string,
    @CommandCtx() context: CommandContext,
  ): Promise<{ message: string }> {
    return this.requestMail(RequestArtisanPasswordReset, input, ip, context, MESSAGES.resetEmailSent);
  }

  @FlowRoute(
    'get-artisan-by-hash',
    { summary: 'The artisan of a password-reset link: { id } (the hash stays valid)' },
    flowBody({ hash: text }),
  )
  async artisanByHash(@Body() input: unknown, @Ip() ip: string): Promise<{ id: string }> {
    const { hash } = parseInput(hashSchema, input);
    return this.queries.execute(new GetArtisanByResetHash({ hash, ip }));
  }

  @FlowRoute(
    ['reset-password-artisan', 'reset-password-artisan-action'],
    {
      summary: 'Sets a new password with a reset link’s hash (both paths are the same action)',
      description: 'The hash must belong to the id; it is used up.',
    },
    flowBody({ hash: text, id: { type: 'string', format: 'uuid' }, password: secret, confirmation: secret }, [
      'hash',
      'id',
      'password',
    ]),
  )
  async resetPassword(
    @Body() input: unknown,
    @Ip() ip: string,
    @CommandCtx() context: CommandContext,
  ): Promise<{ id: string; message: string }> {
    const { hash, id, password: newPassword } = parseInput(resetPasswordSchema, input);
    await this.commands.execute(
      new ResetArtisanPassword({ input: { hash, id, password: newPassword }, ip, context }),
    );
    return { id, message: MESSAGES.passwordChanged };
  }

  @FlowRoute(
    'get-go-to-hash',
    {
      summary: 'Follows a go-to link (hashProfile, hashAnalysis, hashGreenlist): { id, loginProof, target }',
      description: 'Uses the hash up. Then call /artisan-auto-login with the id and the loginProof.',
    },
    flowBody({ hash: text }),
  )
  async goTo(
    @Body() input: unknown,
    @Ip() ip: string,
    @CommandCtx() context: CommandContext,
  ): Promise<{ id: string; loginProof: string; target: string | null }> {
    const { hash } = parseInput(hashSchema, input);
    return this.commands.execute(new FollowArtisanGoToLink({ hash, ip, context }));
  }

  @FlowRoute(
    'artisan-auto-login',
    {
      summary: 'Auto-login of an artisan: { token }. Needs the id AND the loginProof of the step before',
      description:
        'Never a token for a bare id: `loginProof` is the single-use proof (valid 2 minutes) answered by ' +
        '/confirm-email-by-hash, /create-password-artisan-action or /get-go-to-hash, and it must have been ' +
        'issued to that id. A missing, used, expired or foreign proof answers 400 (code invalid-hash); any ' +
        'use spends it.',
    },
    flowBody({ id: { type: 'string', format: 'uuid' }, loginProof: text }),
  )
  async autoLogin(@Body() input: unknown, @Ip() ip: string): Promise<{ token: string }> {
    const { id, loginProof } = parseInput(autoLoginSchema, input);
    return this.commands.execute(new ArtisanAutoLogin({ id, loginProof, ip }));
  }

  /** One of the links mailed again, asked for by address; the answer is what the person reads. */
  private async requestMail(
    Request: new (email: string, ip: string, context: CommandContext) => ArtisanMailRequest,
    input: unknown,
    ip: string,
    context: CommandContext,
    message: string,
  ): Promise<{ message: string }> {
    const { email } = parseInput(emailSchema, input);
    await this.commands.execute(new Request(email, ip, context));
    return { message };
  }
}
