import type { ActorView } from '../accounts/actors/actor-names';
import type { EvaluationEvent } from './domain/evaluation.decider';
import { currentEndorsement, endorsementView } from './evaluation-endorsement';

const NETWORK = 'a1c3e6f0-5b1d-4c41-9f4e-0d5b6c7a8e91';
const OTHER_NETWORK = 'b2d4f7a1-6c2e-4d52-8a5f-1e6c7d8b9fa2';
const HUNTER = 'c3e5a8b2-7d3f-4e63-9b6a-2f7d8e9cab03';

let clock = Date.UTC(2026, 10, 26, 9, 0);
function recorded(type: EvaluationEvent['type'], actorId: string, actorRole: string) {
  clock += 60_000;
  return { type, metadata: { actorId, actorRole, occurredAt: new Date(clock).toISOString() } };
}
const sent = () => recorded('EvaluationSubmitted', HUNTER, 'ROLE_ARTISAN_HUNTER');
const endorsed = (by = NETWORK) => recorded('EvaluationEndorsed', by, 'ROLE_NETWORK_MEMBER');

describe('the endorsement of the current sending', () => {
  it('Given an evaluation sent and not endorsed yet, Then there is none', () => {
    expect(currentEndorsement([recorded('EvaluationStarted', HUNTER, 'ROLE_ARTISAN_HUNTER'), sent()])).toBe(
      null,
    );
  });

  it('Given it was endorsed, Then it names the network member and the moment, and keeps them after the review and decision', () => {
    const endorsement = endorsed();
    const events = [
      sent(),
      endorsement,
      recorded('EvaluationReviewStarted', HUNTER, 'ROLE_EXECUTIVE_COMMITTEE'),
      recorded('EvaluationDecided', HUNTER, 'ROLE_EXECUTIVE_COMMITTEE'),
    ];
    expect(currentEndorsement(events)).toEqual({
      at: endorsement.metadata.occurredAt,
      metadata: { actorId: NETWORK, actorRole: 'ROLE_NETWORK_MEMBER' },
    });
  });

  it('Given it was sent again after a request for information, Then the new sending waits for its own', () => {
    const events = [
      sent(),
      endorsed(),
      recorded('EvaluationInformationRequested', HUNTER, 'ROLE_EXECUTIVE_COMMITTEE'),
      sent(),
    ];
    expect(currentEndorsement(events)).toBe(null);
    const again = endorsed(OTHER_NETWORK);
    expect(currentEndorsement([...events, again])?.metadata.actorId).toBe(OTHER_NETWORK);
  });

  it('Given it was reopened, Then the endorsement of the round before no longer stands', () => {
    expect(
      currentEndorsement([sent(), endorsed(), recorded('EvaluationReopened', HUNTER, 'ROLE_ADMIN')]),
    ).toBe(null);
  });

  it('names the endorser as the history does', () => {
    const endorsement = endorsed();
    const actor: ActorView = {
      '@id': `/api/users/${NETWORK}`,
      id: NETWORK,
      name: 'Nathalie Dubois',
      role: 'ROLE_NETWORK_MEMBER',
      roleName: 'Network members',
    };
    expect(endorsementView(currentEndorsement([sent(), endorsement]), () => actor)).toEqual({
      at: endorsement.metadata.occurredAt,
      actor,
    });
    expect(endorsementView(null, () => actor)).toBe(null);
  });
});
