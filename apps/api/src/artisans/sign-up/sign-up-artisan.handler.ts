import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, MESSAGES } from '@artisans/domain';
import { RateLimiter } from '../../accounts/auth/rate-limiter';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { Db } from '../../infrastructure/database/database';
import type { EventStore } from '../../infrastructure/event-store/event-store.port';
import { DB, EVENT_STORE } from '../../infrastructure/tokens';
import { ArtisanAccountsService, type ArtisanPersonalData } from '../artisan-accounts.service';
import { loadArtisanResource, type ArtisanResource } from '../artisan-resource';
import { newArtisanProfile } from '../domain/artisan-profile';
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

const artisanExists = () => new DomainError('conflict', MESSAGES.artisanExists, 'artisan-exists');

/** POST /api/artisans without a token: an artisan's own sign-up (SPEC.md section 2, "Sign-up"). */
export class SignUpArtisan extends Command<ArtisanResource> {
  constructor(
    readonly input: SignUpInput,
    readonly language: string,
    readonly ip: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(SignUpArtisan)
export class SignUpArtisanHandler implements ICommandHandler<SignUpArtisan> {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly accounts: ArtisanAccountsService,
    private readonly references: ArtisanReferences,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async execute({ input, language, ip, context }: SignUpArtisan): Promise<ArtisanResource> {
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
        // Pending until the address is confirmed; the foundation's fields keep their defaults.
        profile: newArtisanProfile({
          countryId,
          craftMaterialId,
          craftPersonId,
          inActivity,
          receiveNews,
          pending: true,
        }),
        personal,
        password,
      },
      context,
    );
    const resource = await loadArtisanResource(this.db, this.eventStore, artisanId);
    if (!resource) throw new Error(`The artisan ${artisanId} just registered cannot be read`);
    return resource;
  }
}
