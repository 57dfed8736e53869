import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Allow, CurrentSession } from '../accounts/auth/auth.decorators';
import type { Session } from '../accounts/auth/session';
import type { AnalysisView } from './analysis.service';
import { GetAnalysis } from './queries/get-analysis.handler';
import { ID_PARAM } from './evaluation-input';
import { BusController } from '../infrastructure/http/bus-controller';

@ApiTags('evaluation')
@ApiBearerAuth()
@Controller('api/artisans/:id/analysis')
export class AnalysisController extends BusController {
  @Get()
  @Allow('artisans.list', 'account.own')
  @ApiOperation({
    summary: 'Points and percentages per criterion, group and in total; self-assessment beside, gaps flagged',
    description:
      'Staff: the complete staff evaluation with the sent self-assessment beside it. The artisan: its own ' +
      "sent self-assessment. 409 'This evaluation is unavailable, please contact the foundation.' before. " +
      'A criterion is flagged (`largeGap`) when the two are 6 points (of 15) or more apart.',
  })
  @ApiParam(ID_PARAM)
  get(@Param('id') id: string, @CurrentSession() session: Session): Promise<AnalysisView> {
    return this.queries.execute(new GetAnalysis(session, id));
  }
}
