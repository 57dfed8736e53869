import { Query } from '@nestjs/cqrs';
import type { OrganizationRef } from '../../organizations.reader';

/** GET /api/organizations: the organisations for the forms, by name; a page of them, or all. */
export class ListOrganizationsQuery extends Query<{ items: OrganizationRef[]; total: number }> {
  constructor(readonly page: { page: number; size: number } | undefined) {
    super();
  }
}
