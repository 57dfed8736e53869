import { Inject, Injectable } from '@nestjs/common';
import { DomainError, INITIAL_STATUS_EVAL, MESSAGES } from '@artisans/domain';
import { RateLimiter } from '../../accounts/auth/rate-limiter';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { Db } from '../../infrastructure/database/database';
import { DB } from '../../infrastructure/tokens';
import { ArtisanAccountsService, type ArtisanPersonalData } from '../artisan-accounts.service';
import { loadArtisanResource, toArtisanResource, type ArtisanResource } from '../artisan-resource';
import { ArtisanReferences } from './artisan-references';

export type SignUpInput = Omit<ArtisanPersonalData, 'title' | 'email'> & {
  title: 'Mr.' | 'Ms.';
  email: string;
  password: string;
  countryId: number;
  craftMaterialId: number;
  craftPersonId: number;
  inActivity: number;
  receiveNews: boolean;
};

export type ExistenceCheck = { firstName: string; lastName: string; country: string | number; email: string };

const artisanExists = () => new DomainError('conflict', MESSAGES.artisanExists, 'artisan-exists');

/** An artisan's own sign-up (SPEC.md section 2, "Sign-up"), and its first step's existence check. */
@Injectable()
export class SignUpService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly accounts: ArtisanAccountsService,
    private readonly references: ArtisanReferences,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async exists(input: ExistenceCheck, ip: string): Promise<boolean> {
    await this.rateLimiter.attempt('signup', ip);
    const countryId = await this.references.countryId(input.country);
    if (countryId === undefined) return false;
    return (await this.accounts.findDuplicate({ ...input, countryId })) !== undefined;
  }

  async signUp(
    input: SignUpInput,
    language: string,
    ip: string,
    context: CommandContext,
  ): Promise<ArtisanResource> {
    await this.rateLimiter.attempt('signup', ip, input.email);
    const { countryId, craftMaterialId, craftPersonId, inActivity, receiveNews, password, ...personal } =
      input;
    await this.references.check({ countryId, craftMaterialId, craftPersonId });
    if (await this.accounts.findDuplicate({ ...personal, countryId })) throw artisanExists();
    const artisanId = await this.accounts.register(
      {
        source: 'sign-up',
        createdBy: null,
        language,
        profile: { countryId, craftMaterialId, craftPersonId, inActivity, receiveNews },
        personal,
        password,
      },
      context,
    );
    // The read model normally shows it already (read-your-writes); its wait is bounded, though.
    return (
      (await loadArtisanResource(this.db, artisanId)) ??
      toArtisanResource(
        {
          id: artisanId,
          country_id: countryId,
          craft_material_id: craftMaterialId,
          craft_person_id: craftPersonId,
          in_activity: inActivity,
          created_by: null,
          source: 'sign-up',
          status_eval: INITIAL_STATUS_EVAL,
          pending: true,
          confirmed_email: false,
          has_password: true,
          language,
          self_assessment: true,
          receive_news: receiveNews,
          invited_at: null,
          created_at: context.now,
          updated_at: context.now,
        },
        { ...personal, email: personal.email.trim() },
      )
    );
  }
}
