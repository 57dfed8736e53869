import { Injectable } from '@nestjs/common';
import type { Projection } from './projection';

/** Feature modules register their projections here on init; the runner starts them at bootstrap. */
@Injectable()
export class ProjectionRegistry {
  private readonly projections = new Map<string, Projection>();

  register(...projections: Projection[]): void {
    for (const projection of projections) {
      if (this.projections.has(projection.name))
        throw new Error(`Projection ${projection.name} is registered twice`);
      this.projections.set(projection.name, projection);
    }
  }

  all(): Projection[] {
    return [...this.projections.values()];
  }

  readModels(): Projection[] {
    return this.all().filter((p) => p.kind === 'read-model');
  }

  get(name: string): Projection | undefined {
    return this.projections.get(name);
  }
}
