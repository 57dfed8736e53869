import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OrganizationsReader } from '../../organizations.reader';
import { ListOrganizationsQuery } from './list-organizations.query';

@QueryHandler(ListOrganizationsQuery)
export class ListOrganizationsHandler implements IQueryHandler<ListOrganizationsQuery> {
  constructor(private readonly reader: OrganizationsReader) {}

  execute({ page }: ListOrganizationsQuery) {
    return this.reader.refs(page);
  }
}
