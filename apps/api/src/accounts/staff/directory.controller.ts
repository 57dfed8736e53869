import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { PEOPLE_ROLES, type StaffRole } from '@artisans/domain';
import { HYDRA_CONTENT_TYPE, iriOf, toHydraMember } from '../../infrastructure/http/hydra';
import { parseInput } from '../../infrastructure/http/validation';
import { Allow, CurrentSession } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import { ListCreators } from './list-creators.handler';
import { ListPeople } from './list-people.handler';
import { USER } from './staff-input';
import { oneOrMany, userIdFromIri, withoutBrackets } from '../../infrastructure/http/request-input';
import { BusController } from '../../infrastructure/http/bus-controller';

const peopleRole = z
  .string({ error: 'role must be given as text.' })
  .refine((value) => (PEOPLE_ROLES as readonly string[]).includes(value), {
    error: `role must be one of ${PEOPLE_ROLES.join(', ')}.`,
  });

const peopleQuerySchema = z
  .object({
    user: z.string({ error: 'user must be given once.' }).transform((value, ctx) => {
      const id = userIdFromIri(value);
      if (!id) {
        ctx.addIssue({
          code: 'custom',
          message: 'user must be a user id (a UUID) or its IRI /api/users/<id>.',
        });
        return z.NEVER;
      }
      return id;
    }),
    role: oneOrMany(peopleRole, 3),
  })
  .partial()
  .strict();

const noQuery = z.object({}).strict();

/**
 * The lists the staff screens load (SPEC.md sections 2 and 7): the people of the "recommended by"
 * pickers and the creators an artisan list can filter by (organisations: OrganizationsModule).
 * Every staff member.
 */
@ApiTags('users')
@ApiBearerAuth()
@Controller()
export class DirectoryController extends BusController {
  @Get('api/people')
  @Allow('people.list')
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @ApiOperation({
    summary: 'Active ambassadors, network members and artisan hunters, for the "recommended by" pickers',
    description:
      'role narrows to one role (repeatable). user (id or IRI) lists the people sharing one of that user’s countries; it defaults to the caller, and only the foundation (admin, executive committee) may name someone else. The foundation’s own lists are not limited by country.',
  })
  @ApiQuery({ name: 'user', required: false, example: '/api/users/<id>' })
  @ApiQuery({ name: 'role', required: false, enum: [...PEOPLE_ROLES] })
  async people(@Query() query: unknown, @CurrentSession() session: Session) {
    const input = parseInput(peopleQuerySchema, withoutBrackets(query));
    const items = await this.queries.execute(
      new ListPeople({ session, user: input.user, roles: (input.role ?? []) as StaffRole[] }),
    );
    return {
      '@context': '/api/contexts/Person',
      '@id': '/api/people',
      '@type': 'hydra:Collection',
      'hydra:member': items.map((item) => ({ ...toHydraMember(USER, item), '@type': 'Person' })),
      'hydra:totalItems': items.length,
    };
  }

  @Get('api/artisan/users')
  @Allow('artisans.list')
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @ApiOperation({
    summary: 'The staff accounts an artisan list can filter by creator ({ @id, id, name, role })',
    description:
      'The foundation sees every account; others the accounts sharing one of their countries, and their own.',
  })
  async creators(@Query() query: unknown, @CurrentSession() session: Session) {
    parseInput(noQuery, query);
    const items = await this.queries.execute(new ListCreators({ session }));
    return {
      '@context': `/api/contexts/${USER.type}`,
      '@id': '/api/artisan/users',
      '@type': 'hydra:Collection',
      'hydra:member': items.map((item) => ({
        '@id': iriOf(USER, item.id),
        '@type': USER.type,
        id: item.id,
        name: item.name,
        firstName: item.firstName,
        lastName: item.lastName,
        role: item.role,
        isActive: item.isActive,
      })),
      'hydra:totalItems': items.length,
    };
  }
}
