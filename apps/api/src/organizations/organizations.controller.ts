import { Body, Controller, Get, Header, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiHeader,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { CommandContext } from '../infrastructure/commands/command-context';
import { CommandCtx } from '../infrastructure/commands/command-context.decorator';
import { HYDRA_CONTENT_TYPE, toHydraCollection, toHydraItem } from '../infrastructure/http/hydra';
import { parseInput } from '../infrastructure/http/validation';
import { IfMatch, answerVersion } from '../infrastructure/http/versions';
import { Allow } from '../accounts/auth/auth.decorators';
import { ORGANIZATION } from '../accounts/staff/staff-input';
import { CreateOrganizationCommand } from './commands/create-organization/create-organization.command';
import { UpdateOrganizationCommand } from './commands/update-organization/update-organization.command';
import { parseOrganizationId, parseOrganizationInput } from './organization-input';
import type { OrganizationView } from './organizations.reader';
import { GetOrganizationQuery } from './queries/get-organization/get-organization.query';
import { ListOrganizationsQuery } from './queries/list-organizations/list-organizations.query';
import { OrganizationDirectoryQuery } from './queries/organization-directory/organization-directory.query';
import { BusController } from '../infrastructure/http/bus-controller';

/** API Platform's default page size, for /api/organizations without pagination=false. */
const ORGANIZATIONS_PAGE_SIZE = 30;

const organizationsQuerySchema = z
  .object({
    pagination: z.enum(['true', 'false', '1', '0'], { error: 'pagination must be true or false.' }),
    page: z
      .string({ error: 'page must be a whole number from 1.' })
      .regex(/^[1-9][0-9]{0,5}$/, { error: 'page must be a whole number from 1.' })
      .transform(Number),
  })
  .partial()
  .strict();

const noQuery = z.object({}).strict();

const ORGANIZATION_BODY = {
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', maxLength: 120, example: 'Atelier Network France' },
      countries: {
        type: 'array',
        items: { type: 'string', example: '/api/countries/250' },
        description: 'The countries given to the organisation itself (its answer adds its members’)',
      },
      users: {
        type: 'array',
        items: { type: 'string', example: '/api/users/<id>' },
        description:
          'Every listed member: accounts named here join it (leaving their former organisation), listed ' +
          'members left out leave it. Absent: the members stay as they are.',
      },
    },
  },
};

const ID_PARAM = { name: 'id', example: '1' } as const;

function withVersion(
  response: FastifyReply,
  versioned: { resource: OrganizationView; version: number | undefined },
) {
  if (versioned.version !== undefined) answerVersion(response, versioned.version);
  return toHydraItem(ORGANIZATION, versioned.resource);
}

/**
 * Organisations (SPEC.md sections 3 and 7): every staff member reads them (forms, filters); the
 * foundation (admin and executive committee) creates them and changes their name, countries and
 * members. Reads and changes go through the query and command buses.
 */
@ApiTags('organizations')
@ApiBearerAuth()
@Controller()
export class OrganizationsController extends BusController {
  @Get('organizations/list')
  @Allow('people.list')
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @ApiOperation({
    summary: 'Organisations with their users (IRIs) and countries (IRIs), sorted by name',
    description:
      'countries: where the organisation works, the countries given to it (assignedCountries) and those ' +
      'of its users. Hidden accounts are not listed.',
  })
  async organizationList(@Query() query: unknown) {
    parseInput(noQuery, query);
    const items = await this.queries.execute(new OrganizationDirectoryQuery());
    return { ...toHydraCollection({ resource: ORGANIZATION, items }), '@id': '/organizations/list' };
  }

  @Get('api/organizations')
  @Allow('people.list')
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @ApiOperation({
    summary: 'Organisations sorted by name; pagination=false for all of them (else 30 per page)',
  })
  @ApiQuery({ name: 'pagination', required: false, enum: ['true', 'false'] })
  @ApiQuery({ name: 'page', required: false })
  async organizations(@Query() query: unknown) {
    const input = parseInput(organizationsQuerySchema, query);
    const paginated = input.pagination !== 'false' && input.pagination !== '0';
    const { items, total } = await this.queries.execute(
      new ListOrganizationsQuery(
        paginated ? { page: input.page ?? 1, size: ORGANIZATIONS_PAGE_SIZE } : undefined,
      ),
    );
    return toHydraCollection({ resource: ORGANIZATION, items, totalItems: total });
  }

  @Get('api/organizations/:id')
  @Allow('people.list')
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @ApiOperation({
    summary: 'One organisation with its users and countries',
    description:
      'The ETag header (the organisation’s version) is what a change names in If-Match; an organisation ' +
      'seeded before it had a history has none until its first change.',
  })
  @ApiParam(ID_PARAM)
  async organization(@Param('id') raw: string, @Res({ passthrough: true }) response: FastifyReply) {
    return withVersion(
      response,
      await this.queries.execute(new GetOrganizationQuery(parseOrganizationId(raw))),
    );
  }

  @Post('api/organizations')
  @Allow('organizations.manage')
  @HttpCode(201)
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @ApiOperation({
    summary: "Creates an organisation; 409 'An organisation with this name already exists.' on a duplicate",
  })
  @ApiBody(ORGANIZATION_BODY)
  async create(
    @Body() body: unknown,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) response: FastifyReply,
  ) {
    const input = parseOrganizationInput(body, 'create');
    const name = input.name as string;
    return withVersion(
      response,
      await this.commands.execute(new CreateOrganizationCommand({ ...input, name }, context)),
    );
  }

  @Put('api/organizations/:id')
  @Allow('organizations.manage')
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @ApiOperation({
    summary: 'Changes an organisation: any of name, countries and members',
    description:
      'Each member who joins or leaves is a change of that account, under the rules of the user screen ' +
      '(only admins move admin accounts); all are checked before anything is written. With If-Match, 412 ' +
      'when the organisation changed since that version.',
  })
  @ApiParam(ID_PARAM)
  @ApiHeader({
    name: 'If-Match',
    required: false,
    description: 'The ETag of the organisation as the person saw it',
  })
  @ApiBody(ORGANIZATION_BODY)
  async update(
    @Param('id') raw: string,
    @Body() body: unknown,
    @IfMatch() seenVersion: number | undefined,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) response: FastifyReply,
  ) {
    const id = parseOrganizationId(raw);
    const input = parseOrganizationInput(body, 'update');
    return withVersion(
      response,
      await this.commands.execute(new UpdateOrganizationCommand(id, input, seenVersion, context)),
    );
  }
}
