import { QueryHandler } from '@nestjs/cqrs';
import { OrganizationsReader } from '../../organizations.reader';
import { GetOrganizationQuery } from './get-organization.query';
import { forwardTo } from '../../../infrastructure/commands/messages';

@QueryHandler(GetOrganizationQuery)
export class GetOrganizationHandler extends forwardTo(
  OrganizationsReader,
  (reader, { organizationId }: GetOrganizationQuery) => reader.versioned(organizationId),
) {}
