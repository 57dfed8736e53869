import { applyDecorators, Delete, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOperation } from '@nestjs/swagger';

/**
 * POST …/me/password as staff and artisans both have it: the route, its status and its OpenAPI
 * description (the body each side validates with its own schema).
 */
export function ChangeOwnPasswordRoute(whose: string) {
  return applyDecorators(
    Post('password'),
    HttpCode(200),
    ApiOperation({
      summary: `Changes ${whose} password; 'Your previous password is incorrect' when oldPassword is wrong`,
      description:
        'Every session opened before the change ends (its token answers 401); the answer carries a new ' +
        'token for this one, which the client keeps.',
    }),
    ApiBody({
      schema: {
        type: 'object',
        required: ['oldPassword', 'newPassword'],
        properties: {
          oldPassword: { type: 'string', format: 'password' },
          newPassword: { type: 'string', format: 'password', minLength: 8 },
          confirmation: { type: 'string', format: 'password' },
        },
      },
    }),
  );
}

/**
 * DELETE …/me as staff and artisans both have it: the route and its body (the current password,
 * ownAccountDeletionSchema); each side states its own status and what the deletion does.
 */
export function DeleteOwnAccountRoute(
  status: 200 | 204,
  operation: { summary: string; description: string },
) {
  return applyDecorators(
    Delete(),
    HttpCode(status),
    ApiOperation(operation),
    ApiBody({
      schema: {
        type: 'object',
        required: ['password'],
        properties: { password: { type: 'string', format: 'password' } },
      },
    }),
  );
}
