import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OrganizationsReader } from '../../organizations.reader';
import { OrganizationDirectoryQuery } from './organization-directory.query';

@QueryHandler(OrganizationDirectoryQuery)
export class OrganizationDirectoryHandler implements IQueryHandler<OrganizationDirectoryQuery> {
  constructor(private readonly reader: OrganizationsReader) {}

  execute() {
    return this.reader.all();
  }
}
