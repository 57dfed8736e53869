import { QueryHandler } from '@nestjs/cqrs';
import { GetStaffDashboardQuery } from './get-staff-dashboard.query';
import { StaffDashboardReader } from './staff-dashboard.reader';
import { forwardTo } from '../../infrastructure/commands/messages';

@QueryHandler(GetStaffDashboardQuery)
export class GetStaffDashboardHandler extends forwardTo(
  StaffDashboardReader,
  (reader, { session, language }: GetStaffDashboardQuery) => reader.dashboard(session, language),
) {}
