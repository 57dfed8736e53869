import { Body, Controller, HttpCode, Ip, Post, Req, applyDecorators } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { MESSAGES, PASSWORD_MAX_LENGTH, isEmail } from '@artisans/domain';
import { parseInput } from '../../infrastructure/http/validation';
import { Public, type AuthenticatedRequest } from '../auth/auth.decorators';
import { LogIn } from './log-in.handler';
import { LogOut } from './log-out.handler';
import { BusController } from '../../infrastructure/http/bus-controller';

/** SPEC.md section 5: "Please fill in the email", the format message, a non-empty password. */
const credentialsSchema = z
  .object({
    email: z
      .string({ error: MESSAGES.fillEmail })
      .trim()
      .min(1, { error: MESSAGES.fillEmail })
      .refine(isEmail, { error: MESSAGES.emailFormat }),
    password: z
      .string({ error: MESSAGES.fillPassword })
      .min(1, { error: MESSAGES.fillPassword })
      .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.invalidCredentials }),
  })
  .strict();

/** Symfony's json_login took `username`; old clients still send it. */
function credentials(body: unknown) {
  const input = (body ?? {}) as Record<string, unknown>;
  const { username, ...rest } = input;
  return parseInput(
    credentialsSchema,
    username !== undefined && rest.email === undefined ? { ...rest, email: username } : input,
  );
}

const CREDENTIALS_BODY = {
  schema: {
    type: 'object',
    required: ['email', 'password'],
    properties: {
      email: { type: 'string', format: 'email' },
      password: { type: 'string', format: 'password' },
    },
  },
};

/** A public login route: credentials in the body, 200 with the session's token. */
function LoginRoute(paths: string | string[], summary: string) {
  return applyDecorators(
    Public(),
    Post(paths),
    HttpCode(200),
    ApiOperation({ summary }),
    ApiBody(CREDENTIALS_BODY),
  );
}

@ApiTags('authentication')
@Controller()
export class LoginController extends BusController {
  @LoginRoute(
    ['user/login_check', 'auth/login'],
    'Staff login: returns { token } (a JWT valid 8 hours); 401 on wrong credentials or an inactive account',
  )
  staffLogin(@Body() body: unknown, @Ip() ip: string): Promise<{ token: string }> {
    return this.logIn('staff', body, ip);
  }

  @LoginRoute(
    'artisan/login_check',
    'Artisan login: returns { token }; 401 with code error-verify-email until the email is confirmed',
  )
  artisanLogin(@Body() body: unknown, @Ip() ip: string): Promise<{ token: string }> {
    return this.logIn('artisan', body, ip);
  }

  @Post('auth/logout')
  @HttpCode(204)
  @ApiOperation({ summary: 'Ends the session: the token stops working at once' })
  logout(@Req() request: AuthenticatedRequest): Promise<void> {
    return this.commands.execute(new LogOut({ token: request.token }));
  }

  private async logIn(kind: LogIn['kind'], body: unknown, ip: string): Promise<{ token: string }> {
    const { email, password } = credentials(body);
    return { token: await this.commands.execute(new LogIn({ kind, email, password, ip })) };
  }
}
