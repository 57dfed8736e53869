import { QueryHandler } from '@nestjs/cqrs';
import type { Language } from '@artisans/domain';
import type { Session } from '../accounts/auth/session';
import type { ArtisanListFilters } from './artisan-list.query';
import { ArtisanListReader, type ArtisanListItem } from './artisan-list.reader';
import { forwardTo, queryWith } from '../infrastructure/commands/messages';

export type ArtisanListPage = { items: ArtisanListItem[]; totalItems: number };

/**
 * GET /api/artisans: one page of the artisan list as the session may see it (SPEC.md section 6;
 * the visibility is SQL in ArtisanListReader, the same rule as canReachArtisan in libs/domain).
 */
export class ListArtisans extends queryWith<
  { session: Session; filters: ArtisanListFilters; language: Language },
  ArtisanListPage
>() {}

@QueryHandler(ListArtisans)
export class ListArtisansHandler extends forwardTo(
  ArtisanListReader,
  (reader, { session, filters, language }: ListArtisans) => reader.list(session, filters, language),
) {}
