import { Inject, Injectable } from '@nestjs/common';
import { appSecret } from '../infrastructure/database/app-secrets';
import type { Db } from '../infrastructure/database/database';
import { DB } from '../infrastructure/tokens';

/** The key of the unsubscribe links, generated once and shared by every API process. */
@Injectable()
export class UnsubscribeSecret {
  private secret: Promise<string> | undefined;

  constructor(@Inject(DB) private readonly db: Db) {}

  value(): Promise<string> {
    this.secret ??= appSecret(this.db, 'unsubscribe-links').catch((error: unknown) => {
      this.secret = undefined;
      throw error;
    });
    return this.secret;
  }
}
