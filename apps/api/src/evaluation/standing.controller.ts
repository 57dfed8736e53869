import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Allow, CurrentSession } from '../accounts/auth/auth.decorators';
import type { Session } from '../accounts/auth/session';
import type { ArtisanStandingView } from './analysis.service';
import { GetStanding } from './queries/get-standing.handler';
import { ID_PARAM } from './evaluation-input';
import { BusController } from '../infrastructure/http/bus-controller';

@ApiTags('evaluation')
@ApiBearerAuth()
@Controller('api/artisans/:id/standing')
export class StandingController extends BusController {
  @Get()
  @Allow('artisans.list', 'account.own')
  @ApiOperation({
    summary: "Where the artisan's application stands, as the artisan is told it",
    description:
      'The status and the decision; the commentary of the committee once it decided or postponed ' +
      '(never the confidential comment); what is missing while PENDING; whether the self-assessment ' +
      'was sent; and whether GET /api/artisans/{id}/analysis is available to this session now. The ' +
      'artisan reads its own; staff with the visibility of the evaluation (404 for an artisan out of ' +
      "sight, 403 'This evaluation is unavailable…' for an evaluation not endorsed yet).",
  })
  @ApiParam(ID_PARAM)
  get(@Param('id') id: string, @CurrentSession() session: Session): Promise<ArtisanStandingView> {
    return this.queries.execute(new GetStanding(session, id));
  }
}
