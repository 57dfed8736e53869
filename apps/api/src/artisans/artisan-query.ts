import { Query } from '@nestjs/cqrs';
import type { Session } from '../accounts/auth/session';

/**
 * A query about one artisan (GET /api/artisans/{id}/…): who asks and about which artisan; its
 * handler answers as far as the session reaches the artisan (SPEC.md section 6).
 */
export abstract class ArtisanQuery<Result> extends Query<Result> {
  constructor(
    readonly session: Session,
    readonly artisanId: string,
  ) {
    super();
  }
}
