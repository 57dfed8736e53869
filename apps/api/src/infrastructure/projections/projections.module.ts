import { Global, Module } from '@nestjs/common';
import { CommandRunner } from '../commands/command-runner';
import { ProjectionRegistry } from './projection-registry';
import { Projections } from './projections.service';

@Global()
@Module({
  providers: [ProjectionRegistry, Projections, CommandRunner],
  exports: [ProjectionRegistry, Projections, CommandRunner],
})
export class ProjectionsModule {}
