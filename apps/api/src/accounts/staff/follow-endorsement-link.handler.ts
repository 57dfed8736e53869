import { CommandHandler } from '@nestjs/cqrs';
import { StaffFlowsService } from './staff-flows.service';
import { commandWith, forwardTo } from '../../infrastructure/commands/messages';

/**
 * POST /endorse-action: uses up a network member's endorsement link; answers the artisan, the account
 * and a login proof.
 */
export class FollowEndorsementLink extends commandWith<
  { hash: string; ip: string },
  { id: string; userId: string; loginProof: string }
>() {}

@CommandHandler(FollowEndorsementLink)
export class FollowEndorsementLinkHandler extends forwardTo(
  StaffFlowsService,
  (flows, { hash, ip }: FollowEndorsementLink) => flows.endorse(hash, ip),
) {}
