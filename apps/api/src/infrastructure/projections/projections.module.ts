import { Global, Module } from '@nestjs/common';
import { CommandRunner } from '../commands/command-runner';
import { FoldedStreams } from '../commands/folded-streams';
import { ProjectionRegistry } from './projection-registry';
import { Projections } from './projections.service';

@Global()
@Module({
  providers: [ProjectionRegistry, Projections, CommandRunner, FoldedStreams],
  exports: [ProjectionRegistry, Projections, CommandRunner, FoldedStreams],
})
export class ProjectionsModule {}
