import { Controller, Get, Header, Param } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Allow, CurrentSession } from '../../accounts/auth/auth.decorators';
import type { Session } from '../../accounts/auth/session';
import type { ArtisanBenchmarks } from './artisan-benchmarks';
import { GetArtisanBenchmarks } from './get-artisan-benchmarks.handler';
import { BusController } from '../../infrastructure/http/bus-controller';

@ApiTags('statistics')
@ApiBearerAuth()
@Controller('api/artisans')
export class BenchmarksController extends BusController {
  @Get(':id/benchmarks')
  @Allow('artisans.list')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary:
      "The artisan's evaluation and Green List scores beside the medians of its craft and of its country",
    description:
      'From the statistics read model. A median is given only for a group of at least five artisans with ' +
      'that score (minimumGroup); a smaller group gives null, without its size. For staff who reach the ' +
      'artisan (its country, or every country for the foundation).',
  })
  @ApiNotFoundResponse({ description: 'No such artisan, or not one the session reaches' })
  @ApiForbiddenResponse({ description: 'Artisans and roles without the artisan list' })
  benchmarks(@Param('id') id: string, @CurrentSession() session: Session): Promise<ArtisanBenchmarks> {
    return this.queries.execute(new GetArtisanBenchmarks(session, id));
  }
}
