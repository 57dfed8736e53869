import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { z } from 'zod';
import { STAFF_ROLES } from '@artisans/domain';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { CommandCtx } from '../../infrastructure/commands/command-context.decorator';
import {
  HYDRA_CONTENT_TYPE,
  toHydraCollection,
  toHydraItem,
  type HydraItem,
} from '../../infrastructure/http/hydra';
import { parseInput } from '../../infrastructure/http/validation';
import { Versioned, AnswersVersions } from '../../infrastructure/http/versioned';
import { IfMatch } from '../../infrastructure/http/versions';
import { Allow } from '../auth/auth.decorators';
import { CreateUser } from './create-user.handler';
import { DeleteUser } from './delete-user.handler';
import { GetUserHistory } from './get-user-history.handler';
import { GetUser } from './get-user.handler';
import { ListUsers } from './list-users.handler';
import { ReassignArtisans } from './reassign-artisans.handler';
import { USERS_PAGE_SIZE, type UserItem, type UserListQuery } from './staff-directory';
import {
  USER,
  countryReference,
  organizationReference,
  parseUserId,
  parseUserInput,
  staffRole,
} from './staff-input';
import {
  oneOrMany,
  hasNoControlCharacters,
  userIdFromIri,
  withoutBrackets,
} from '../../infrastructure/http/request-input';
import { UpdateUser } from './update-user.handler';
import type { HistoryEntry } from './users.service';
import { BusController } from '../../infrastructure/http/bus-controller';

const listQuerySchema = z
  .object({
    page: z
      .string({ error: 'page must be a whole number from 1.' })
      .regex(/^[1-9][0-9]{0,5}$/, { error: 'page must be a whole number from 1.' })
      .transform(Number),
    pagination: z.enum(['true', 'false', '1', '0'], { error: 'pagination must be true or false.' }),
    orSearch_search: z
      .string({ error: 'orSearch_search must be given once.' })
      .max(100, { error: 'The search is at most 100 characters.' })
      .refine(hasNoControlCharacters, { error: 'The search cannot hold control characters.' }),
    countries: oneOrMany(countryReference),
    roles: oneOrMany(staffRole),
    organizations: oneOrMany(organizationReference),
    'order[lastName]': z.enum(['asc', 'desc', 'ASC', 'DESC'], {
      error: 'order[lastName] must be asc or desc.',
    }),
  })
  .partial()
  .strict();

function parseListQuery(query: unknown): UserListQuery {
  const input = parseInput(listQuerySchema, withoutBrackets(query));
  const search = input.orSearch_search?.trim();
  return {
    page: input.page ?? 1,
    pagination: input.pagination !== 'false' && input.pagination !== '0',
    search: search ? search : undefined,
    countries: input.countries,
    roles: input.roles as UserListQuery['roles'],
    organizations: input.organizations,
    order: input['order[lastName]']?.toLowerCase() === 'desc' ? 'desc' : 'asc',
  };
}

const reassignSchema = z
  .object({
    to: z
      .union([z.string(), z.number()], {
        error: 'to is required: the user (id or IRI) to reassign the artisans to.',
      })
      .transform((value, ctx) => {
        const id = userIdFromIri(String(value));
        if (!id) {
          ctx.addIssue({
            code: 'custom',
            message: 'to must be a user id (a UUID) or its IRI /api/users/<id>.',
          });
          return z.NEVER;
        }
        return id;
      }),
  })
  .strict();

const USER_BODY = {
  schema: {
    type: 'object',
    properties: {
      title: { type: 'string', enum: ['Mr.', 'Ms.'] },
      firstName: { type: 'string', maxLength: 100 },
      lastName: { type: 'string', maxLength: 100 },
      email: { type: 'string', format: 'email' },
      password: {
        type: 'string',
        format: 'password',
        minLength: 8,
        description: 'Without one, the person is mailed a link to set it',
      },
      confirmation: { type: 'string', format: 'password' },
      phone: { type: 'string', nullable: true },
      country: { type: 'string', example: '/api/countries/250' },
      countries: { type: 'array', items: { type: 'string', example: '/api/countries/250' } },
      organisation: { type: 'string', nullable: true, example: '/api/organizations/1' },
      role: { type: 'string', enum: [...STAFF_ROLES] },
      roles: { type: 'array', items: { type: 'string' }, maxItems: 1 },
      isActive: { type: 'boolean' },
      language: { type: 'string', example: 'fr', description: 'Language of the mails to this person' },
    },
  },
};

const ID_PARAM = { name: 'id', description: 'The user id (UUID)' } as const;
const IF_MATCH = {
  name: 'If-Match',
  required: false,
  description:
    'The ETag of the account as the person saw it: a change made since answers 412 instead of being ' +
    'overwritten. Without it the change applies to the latest version.',
} as const;

/** The Hydra item of an account, with its version as the ETag (VersionedAnswers). */
function asUser({ resource, version }: Versioned<UserItem>): Versioned<HydraItem<UserItem>> {
  return new Versioned(toHydraItem(USER, resource), version);
}

/** Back-office accounts (SPEC.md section 7, /api/users): admins and the executive committee. */
@ApiTags('users')
@ApiBearerAuth()
@Controller('api/users')
@AnswersVersions()
export class UsersController extends BusController {
  @Get()
  @Allow('users.list')
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @ApiOperation({
    summary: `The user list: ${USERS_PAGE_SIZE} per page, no pagination while searching; hidden accounts are left out`,
    description:
      'orSearch_search matches first name, last name and email (every word, ignoring case and accents). countries, roles and organizations take ids or IRIs and may repeat (also as countries[]).',
  })
  @ApiQuery({ name: 'page', required: false, example: 1 })
  @ApiQuery({ name: 'orSearch_search', required: false })
  @ApiQuery({ name: 'countries', required: false, isArray: true, example: '/api/countries/250' })
  @ApiQuery({ name: 'roles', required: false, isArray: true, example: 'ROLE_NETWORK_MEMBER' })
  @ApiQuery({ name: 'organizations', required: false, isArray: true, example: '/api/organizations/1' })
  @ApiQuery({ name: 'order[lastName]', required: false, enum: ['asc', 'desc'] })
  @ApiQuery({ name: 'pagination', required: false, enum: ['true', 'false'] })
  @ApiOkResponse({ description: 'Hydra collection of users' })
  async list(@Query() query: unknown) {
    const parsed = parseListQuery(query);
    const { items, totalItems } = await this.queries.execute(new ListUsers({ query: parsed }));
    const collection = toHydraCollection({ resource: USER, items, totalItems });
    if (!parsed.pagination || parsed.search) return collection;
    const last = Math.max(1, Math.ceil(totalItems / USERS_PAGE_SIZE));
    const pageIri = (page: number) => `/api/users?page=${page}`;
    return {
      ...collection,
      'hydra:view': {
        '@id': pageIri(parsed.page),
        '@type': 'hydra:PartialCollectionView',
        'hydra:first': pageIri(1),
        'hydra:last': pageIri(last),
        ...(parsed.page > 1 && { 'hydra:previous': pageIri(parsed.page - 1) }),
        ...(parsed.page < last && { 'hydra:next': pageIri(parsed.page + 1) }),
      },
    };
  }

  @Post()
  @Allow('users.manage')
  @HttpCode(201)
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @ApiOperation({
    summary: "Creates a back-office account; 409 'This email already exists' on a duplicate",
    description:
      'Without a password, the person is mailed a link to set one (staff-account-created, valid 14 days).',
  })
  @ApiBody(USER_BODY)
  async create(@Body() body: unknown, @CommandCtx() context: CommandContext) {
    const input = parseUserInput(body, 'create');
    return toHydraItem(USER, await this.commands.execute(new CreateUser({ input, context })));
  }

  @Get(':id')
  @Allow('users.list')
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @ApiOperation({
    summary: 'One back-office account',
    description: 'The ETag header (the account’s version) is what a change names in If-Match.',
  })
  @ApiParam(ID_PARAM)
  async get(@Param('id') id: string) {
    return asUser(await this.queries.execute(new GetUser({ userId: parseUserId(id) })));
  }

  @Put(':id')
  @Allow('users.manage')
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @ApiOperation({
    summary: 'Changes an account (any subset of the fields); isActive=false ends its sessions at once',
    description:
      'A password sets the person’s password with the change. One’s own password is changed in the ' +
      'account settings (POST /api/users/me/password), which ask for the current one: sent here it ' +
      'answers 403. With If-Match, 412 when the account changed since that version.',
  })
  @ApiParam(ID_PARAM)
  @ApiHeader(IF_MATCH)
  @ApiBody(USER_BODY)
  async update(
    @Param('id') id: string,
    @Body() body: unknown,
    @IfMatch() seenVersion: number | undefined,
    @CommandCtx() context: CommandContext,
  ) {
    const userId = parseUserId(id);
    const input = parseUserInput(body, 'update');
    return asUser(await this.commands.execute(new UpdateUser({ userId, input, context, seenVersion })));
  }

  @Delete(':id')
  @Allow('users.manage')
  @HttpCode(204)
  @ApiOperation({
    summary:
      'Deletes an account and erases its personal data; refused (409) while artisans name it as creator',
    description:
      'Reassign their creator first with POST /api/users/{id}/reassign-artisans. One’s own account is ' +
      'deleted in the account settings (DELETE /api/users/me, with the password): here it answers 403. ' +
      'With If-Match, 412 when the account changed since that version.',
  })
  @ApiParam(ID_PARAM)
  @ApiHeader(IF_MATCH)
  async delete(
    @Param('id') id: string,
    @IfMatch() seenVersion: number | undefined,
    @CommandCtx() context: CommandContext,
  ): Promise<void> {
    await this.commands.execute(new DeleteUser({ userId: parseUserId(id), context, seenVersion }));
  }

  @Post(':id/reassign-artisans')
  @Allow('users.manage')
  @HttpCode(200)
  @ApiOperation({ summary: "Moves the creator (CREATED BY) of the account's artisans to another account" })
  @ApiParam(ID_PARAM)
  @ApiBody({
    schema: {
      type: 'object',
      required: ['to'],
      properties: { to: { type: 'string', example: '/api/users/<id>' } },
    },
  })
  async reassign(
    @Param('id') id: string,
    @Body() body: unknown,
    @CommandCtx() context: CommandContext,
  ): Promise<{ reassigned: number }> {
    const userId = parseUserId(id);
    const { to } = parseInput(reassignSchema, body);
    return this.commands.execute(new ReassignArtisans({ userId, to, context }));
  }

  @Get(':id/history')
  @Allow('users.history')
  @ApiOperation({
    summary: "The account's changes: type, when, who (name and role), the names of the changed fields",
    description:
      'Personal values never appear. An actor whose account was deleted shows as "deleted account".',
  })
  @ApiParam(ID_PARAM)
  async history(@Param('id') id: string): Promise<{
    '@id': string;
    'hydra:member': HistoryEntry[];
    'hydra:totalItems': number;
  }> {
    const userId = parseUserId(id);
    const entries = await this.queries.execute(new GetUserHistory({ userId }));
    return {
      '@id': `/api/users/${userId}/history`,
      'hydra:member': entries,
      'hydra:totalItems': entries.length,
    };
  }
}
