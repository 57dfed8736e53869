import { Query } from '@nestjs/cqrs';
import type { OrganizationView } from '../../organizations.reader';

/** GET /organizations/list: every organisation with its users and countries. */
export class OrganizationDirectoryQuery extends Query<OrganizationView[]> {}
