import { Module } from '@nestjs/common';
import { ArtisansModule } from '../../artisans/artisans.module';
import { BenchmarksController } from './benchmarks.controller';
import { BenchmarksReader } from './benchmarks.reader';
import { GetArtisanBenchmarksHandler } from './get-artisan-benchmarks.handler';

/** Benchmarks by craft and country beside an artisan's scores (issue 16), from stats_artisans. */
@Module({
  imports: [ArtisansModule],
  controllers: [BenchmarksController],
  providers: [BenchmarksReader, GetArtisanBenchmarksHandler],
})
export class BenchmarksModule {}
