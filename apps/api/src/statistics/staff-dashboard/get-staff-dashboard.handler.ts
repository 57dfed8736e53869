import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetStaffDashboardQuery } from './get-staff-dashboard.query';
import { StaffDashboardReader } from './staff-dashboard.reader';

@QueryHandler(GetStaffDashboardQuery)
export class GetStaffDashboardHandler implements IQueryHandler<GetStaffDashboardQuery> {
  constructor(private readonly reader: StaffDashboardReader) {}

  execute({ session, language }: GetStaffDashboardQuery) {
    return this.reader.dashboard(session, language);
  }
}
