import { Controller, Get, Header, Headers } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { negotiateLanguage } from '@artisans/domain';
import { Allow, CurrentSession } from '../../accounts/auth/auth.decorators';
import type { Session } from '../../accounts/auth/session';
import { GetStaffDashboardQuery } from './get-staff-dashboard.query';
import type { StaffDashboard } from './staff-dashboard';
import { BusController } from '../../infrastructure/http/bus-controller';

/** The staff home's dashboard (SPEC.md section 2 "dashboard"; issue 16). */
@ApiTags('statistics')
@ApiBearerAuth()
@Controller('api/dashboard')
export class StaffDashboardController extends BusController {
  @Get()
  @Allow('artisans.list')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'What waits for the signed-in staff member now, within the countries they see',
    description:
      'Per kind of work the member does, the count and the latest ten: evaluations waiting for their ' +
      'endorsement (network members), evaluations waiting for a review or a decision and Green Lists ' +
      'waiting for a review (the foundation), PENDING artisans and what they miss (admins).',
  })
  @ApiForbiddenResponse({ description: 'Artisans have no staff dashboard.' })
  dashboard(
    @CurrentSession() session: Session,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<StaffDashboard> {
    return this.queries.execute(new GetStaffDashboardQuery(session, negotiateLanguage(acceptLanguage)));
  }
}
