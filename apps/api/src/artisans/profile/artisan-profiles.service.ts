import { Inject, Injectable } from '@nestjs/common';
import { ARTISAN_SCOPE, DomainError, MESSAGES, type ArtisanAccess } from '@artisans/domain';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { CommandRunner } from '../../infrastructure/commands/command-runner';
import type { Db } from '../../infrastructure/database/database';
import { Versioned } from '../../infrastructure/http/versioned';
import { DB } from '../../infrastructure/tokens';
import {
  ArtisanAccountsService,
  type ArtisanPersonalData,
  type NewArtisan,
} from '../artisan-accounts.service';
import { canReach, inReach } from '../artisan-reach';
import {
  loadArtisan,
  loadArtisanResource,
  statusEvalOf,
  toArtisanResource,
  type ArtisanResource,
  type ArtisanSnapshot,
} from '../artisan-resource';
import { ARTISAN_MESSAGES } from '../domain/artisan-messages';
import type { ArtisanProfile } from '../domain/artisan-profile';
import { isUuid } from '../http/artisan-input';

export const notFound = () => new DomainError('not_found', MESSAGES.notFound, 'not-found');
export const forbidden = (message: string = MESSAGES.forbidden) =>
  new DomainError('forbidden', message, 'forbidden');
const artisanExists = () => new DomainError('conflict', MESSAGES.artisanExists, 'artisan-exists');

/**
 * What every use case of the artisan profile shares (SPEC.md sections 2, 3, 5 and 6): who reaches
 * which artisan, decided on the write model (the artisan's events) so it is never behind a change
 * just made; the resource as the API answers it; the country and duplicate rules and the
 * registration, which sign-up and staff creation (sign-up/*.handler.ts) share. The use cases are the
 * handlers beside it.
 */
@Injectable()
export class ArtisanProfilesService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly commands: CommandRunner,
    private readonly accounts: ArtisanAccountsService,
  ) {}

  /**
   * The artisan if the session reaches it for `access` (SPEC.md section 6). Unknown, deleted, not an
   * id at all or out of sight are one answer, 404, so that ids cannot be probed; an artisan the
   * session may read but not change answers 403.
   */
  async reachable(session: Session, artisanId: string, access: ArtisanAccess): Promise<ArtisanSnapshot> {
    if (!isUuid(artisanId)) throw notFound();
    const artisan = await loadArtisan(this.commands, artisanId.toLowerCase());
    if (!artisan) throw notFound();
    const target = inReach(artisan);
    if (!canReach(session, target, 'read')) throw notFound();
    if (access === 'change' && !canReach(session, target, 'change'))
      throw forbidden(ARTISAN_MESSAGES.changeOtherCountry);
    return artisan;
  }

  async get(session: Session, artisanId: string): Promise<ArtisanResource> {
    return (await this.getVersioned(session, artisanId)).resource;
  }

  /** The artisan with its stream version, which the HTTP answer carries as its ETag. */
  async getVersioned(session: Session, artisanId: string): Promise<Versioned<ArtisanResource>> {
    const artisan = await this.reachable(session, artisanId, 'read');
    return new Versioned(await this.resource(artisan), artisan.version);
  }

  /** The artisan resource of a snapshot: its personal data and its evaluation's status added. */
  async resource(artisan: ArtisanSnapshot): Promise<ArtisanResource> {
    const [personal, statusEval] = await Promise.all([
      this.accounts.personalData(artisan.id),
      statusEvalOf(this.db, artisan.id),
    ]);
    if (!personal) throw notFound();
    return toArtisanResource(artisan, personal, statusEval);
  }

  /**
   * Registers an artisan and answers it as read back: a sign-up, a staff creation and each import row
   * end alike once their own checks have passed.
   */
  async register(input: NewArtisan, context: CommandContext): Promise<ArtisanResource> {
    const artisanId = await this.accounts.register(input, context);
    const resource = await loadArtisanResource(this.db, this.commands, artisanId);
    if (!resource) throw new Error(`The artisan ${artisanId} just registered cannot be read`);
    return resource;
  }

  /** Network members, ambassadors and hunters add and move artisans in their own countries only. */
  checkCountryAllowed(session: Session, countryId: number | null): void {
    if (ARTISAN_SCOPE[session.role] === 'all' || countryId === null) return;
    if (!session.countries.includes(countryId)) throw forbidden(ARTISAN_MESSAGES.otherCountry);
  }

  /** SPEC.md section 8: same first and last name, country and email (without case and accents). */
  async refuseDuplicate(
    personal: Pick<ArtisanPersonalData, 'firstName' | 'lastName' | 'email'>,
    profile: Pick<ArtisanProfile, 'countryId'>,
    except?: string,
    db?: Db,
  ): Promise<void> {
    if (personal.email === null || profile.countryId === null) return;
    const duplicate = await this.accounts.findDuplicate(
      {
        firstName: personal.firstName,
        lastName: personal.lastName,
        email: personal.email,
        countryId: profile.countryId,
      },
      except,
      db,
    );
    if (duplicate) throw artisanExists();
  }
}
