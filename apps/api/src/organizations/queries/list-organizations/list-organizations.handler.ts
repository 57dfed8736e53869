import { QueryHandler } from '@nestjs/cqrs';
import { OrganizationsReader } from '../../organizations.reader';
import { ListOrganizationsQuery } from './list-organizations.query';
import { forwardTo } from '../../../infrastructure/commands/messages';

@QueryHandler(ListOrganizationsQuery)
export class ListOrganizationsHandler extends forwardTo(
  OrganizationsReader,
  (reader, { page }: ListOrganizationsQuery) => reader.refs(page),
) {}
