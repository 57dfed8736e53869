import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StaffFlowsService } from './staff-flows.service';

/**
 * POST /endorse-action: uses up a network member's endorsement link; answers the artisan, the account
 * and a login proof.
 */
export class FollowEndorsementLink extends Command<{ id: string; userId: string; loginProof: string }> {
  constructor(
    readonly hash: string,
    readonly ip: string,
  ) {
    super();
  }
}

@CommandHandler(FollowEndorsementLink)
export class FollowEndorsementLinkHandler implements ICommandHandler<FollowEndorsementLink> {
  constructor(private readonly flows: StaffFlowsService) {}

  execute({ hash, ip }: FollowEndorsementLink): Promise<{ id: string; userId: string; loginProof: string }> {
    return this.flows.endorse(hash, ip);
  }
}
