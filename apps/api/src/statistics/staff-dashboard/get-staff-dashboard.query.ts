import { Query } from '@nestjs/cqrs';
import type { Language } from '@artisans/domain';
import type { Session } from '../../accounts/auth/session';
import type { StaffDashboard } from './staff-dashboard';

/** GET /api/dashboard: what waits for the signed-in staff member, within the countries they see. */
export class GetStaffDashboardQuery extends Query<StaffDashboard> {
  constructor(
    readonly session: Session,
    readonly language: Language,
  ) {
    super();
  }
}
