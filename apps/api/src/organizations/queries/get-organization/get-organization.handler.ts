import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OrganizationsReader } from '../../organizations.reader';
import { GetOrganizationQuery } from './get-organization.query';

@QueryHandler(GetOrganizationQuery)
export class GetOrganizationHandler implements IQueryHandler<GetOrganizationQuery> {
  constructor(private readonly reader: OrganizationsReader) {}

  execute({ organizationId }: GetOrganizationQuery) {
    return this.reader.versioned(organizationId);
  }
}
