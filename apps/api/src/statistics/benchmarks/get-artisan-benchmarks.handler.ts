import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { can } from '@artisans/domain';
import { ArtisanProfilesService } from '../../artisans/profile/artisan-profiles.service';
import type { ArtisanBenchmarks } from './artisan-benchmarks';
import { BenchmarksReader } from './benchmarks.reader';
import { ArtisanQuery } from '../../artisans/artisan-query';

/** GET /api/artisans/{id}/benchmarks: for staff who reach the artisan (404 otherwise, as its profile). */
export class GetArtisanBenchmarks extends ArtisanQuery<ArtisanBenchmarks> {}

@QueryHandler(GetArtisanBenchmarks)
export class GetArtisanBenchmarksHandler implements IQueryHandler<GetArtisanBenchmarks> {
  constructor(
    private readonly profiles: ArtisanProfilesService,
    private readonly reader: BenchmarksReader,
  ) {}

  async execute({ session, artisanId }: GetArtisanBenchmarks): Promise<ArtisanBenchmarks> {
    // Who reaches which artisan is decided in one place: the profile's own rule.
    const artisan = await this.profiles.reachable(session, artisanId, 'read');
    const benchmarks = await this.reader.benchmarks(artisan.id);
    // A country's median is a figure about that country: as for the statistics, the foundation sees
    // every country's, other staff their own countries' only (the craft's spans every country).
    const countryShown =
      can(session.role, 'statistics.read') ||
      (benchmarks.countryId !== null && session.countries.includes(benchmarks.countryId));
    if (countryShown) return benchmarks;
    return {
      ...benchmarks,
      evaluation: { ...benchmarks.evaluation, country: null },
      greenList: { ...benchmarks.greenList, country: null },
    };
  }
}
