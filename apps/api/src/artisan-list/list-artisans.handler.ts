import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Language } from '@artisans/domain';
import type { Session } from '../accounts/auth/session';
import type { ArtisanListFilters } from './artisan-list.query';
import { ArtisanListReader, type ArtisanListItem } from './artisan-list.reader';

export type ArtisanListPage = { items: ArtisanListItem[]; totalItems: number };

/**
 * GET /api/artisans: one page of the artisan list as the session may see it (SPEC.md section 6;
 * the visibility is SQL in ArtisanListReader, the same rule as canReachArtisan in libs/domain).
 */
export class ListArtisans extends Query<ArtisanListPage> {
  constructor(
    readonly session: Session,
    readonly filters: ArtisanListFilters,
    readonly language: Language,
  ) {
    super();
  }
}

@QueryHandler(ListArtisans)
export class ListArtisansHandler implements IQueryHandler<ListArtisans> {
  constructor(private readonly reader: ArtisanListReader) {}

  execute({ session, filters, language }: ListArtisans): Promise<ArtisanListPage> {
    return this.reader.list(session, filters, language);
  }
}
