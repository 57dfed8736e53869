import { DomainError, fold, type Decider, type DomainEvent } from '@artisans/domain';

/**
 * Given events, when a command, then events or a refusal: how every decider spec states a case.
 *
 *   const { given, when, refused, outcome } = deciderSpec(artisanDecider);
 *   expect(when(given(registered), change)).toEqual([changed]);
 *   expect(refused(given(), change)).toEqual(new DomainError('not_found', …));
 *   expect(outcome([registered], change)).toEqual([changed]); // events or the DomainError
 *
 * A refusal is a DomainError; anything else a decider throws is a bug and fails the test as it is.
 */
export function deciderSpec<Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
) {
  /** The state these events fold into. */
  const given = (...history: readonly Event[]): State => fold(decider, history);
  /** The events the decider records for this command in this state. */
  const when = (state: State, command: Command): Event[] => decider.decide(command, state);
  /** The refusal of this command in this state; fails when the decider accepts it. */
  const refused = (state: State, command: Command): DomainError => {
    const result = attempt(() => decider.decide(command, state));
    if (result instanceof DomainError) return result;
    throw new Error(`${describe(command)} was not refused: ${JSON.stringify(result)}`);
  };
  /** The events after this history, or the DomainError refusing the command. */
  const outcome = (history: readonly Event[], command: Command): Event[] | DomainError =>
    attempt(() => decider.decide(command, fold(decider, history)));
  return { given, when, refused, outcome };
}

function attempt<Result>(decide: () => Result): Result | DomainError {
  try {
    return decide();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
}

function describe(command: unknown): string {
  const type = (command as { type?: unknown })?.type;
  return typeof type === 'string' ? type : 'The command';
}
