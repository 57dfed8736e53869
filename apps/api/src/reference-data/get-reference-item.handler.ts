import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Language } from '@artisans/domain';
import { ReferenceDataService } from './reference-data.service';
import { REFERENCE_SOURCES, type ReferenceItems, type ReferenceKind } from './reference-sources';

/** GET /api/countries/{id} and the like: one item by id, even one still to be defined (404 if none). */
export class GetReferenceItem<K extends ReferenceKind> extends Query<ReferenceItems[K]> {
  constructor(
    readonly kind: K,
    readonly id: number,
    readonly language: Language,
  ) {
    super();
  }
}

@QueryHandler(GetReferenceItem)
export class GetReferenceItemHandler implements IQueryHandler<GetReferenceItem<ReferenceKind>> {
  constructor(private readonly data: ReferenceDataService) {}

  execute<K extends ReferenceKind>({ kind, id, language }: GetReferenceItem<K>): Promise<ReferenceItems[K]> {
    return REFERENCE_SOURCES[kind].one(this.data, id, language);
  }
}
