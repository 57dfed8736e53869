import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Language } from '@artisans/domain';
import { ReferenceDataService } from './reference-data.service';
import { REFERENCE_SOURCES, type ReferenceItems, type ReferenceKind } from './reference-sources';

/**
 * GET /api/countries, /api/craft_materails, /api/craft_people, /api/recommendations and
 * /api/confirmeds: a whole list, labelled in `language`; occupations optionally of some crafts.
 */
export class ListReferenceData<K extends ReferenceKind> extends Query<ReferenceItems[K][]> {
  constructor(
    readonly kind: K,
    readonly language: Language,
    readonly craftMaterialIds?: readonly number[],
  ) {
    super();
  }
}

@QueryHandler(ListReferenceData)
export class ListReferenceDataHandler implements IQueryHandler<ListReferenceData<ReferenceKind>> {
  constructor(private readonly data: ReferenceDataService) {}

  execute<K extends ReferenceKind>({
    kind,
    language,
    craftMaterialIds,
  }: ListReferenceData<K>): Promise<ReferenceItems[K][]> {
    return REFERENCE_SOURCES[kind].list(this.data, language, craftMaterialIds);
  }
}
