import { Query } from '@nestjs/cqrs';
import type { OrganizationView } from '../../organizations.reader';

/** GET /api/organizations/{id}: the organisation and its version (the ETag a change names). */
export class GetOrganizationQuery extends Query<{ resource: OrganizationView; version: number | undefined }> {
  constructor(readonly organizationId: number) {
    super();
  }
}
