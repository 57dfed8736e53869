import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../infrastructure/projections/projection-registry';
import { StaffModule } from '../accounts/staff/staff.module';
import { CreateOrganizationHandler } from './commands/create-organization/create-organization.handler';
import { UpdateOrganizationHandler } from './commands/update-organization/update-organization.handler';
import { OrganizationMembers } from './organization-members';
import { OrganizationsController } from './organizations.controller';
import { OrganizationsReader } from './organizations.reader';
import { organizationsProjection } from './projections/organizations.projection';
import { GetOrganizationHandler } from './queries/get-organization/get-organization.handler';
import { ListOrganizationsHandler } from './queries/list-organizations/list-organizations.handler';
import { OrganizationDirectoryHandler } from './queries/organization-directory/organization-directory.handler';

/** Organisations: their log, read model, lists, and the foundation's changes (issue 17). */
@Module({
  imports: [StaffModule],
  controllers: [OrganizationsController],
  providers: [
    OrganizationsReader,
    OrganizationMembers,
    CreateOrganizationHandler,
    UpdateOrganizationHandler,
    GetOrganizationHandler,
    ListOrganizationsHandler,
    OrganizationDirectoryHandler,
  ],
})
export class OrganizationsModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(organizationsProjection);
  }
}
