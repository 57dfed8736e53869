/**
 * An aggregate as two pure functions (ARCHITECTURE.md, "Write side"): `decide` turns a command and
 * the current state into events (or throws a DomainError), `evolve` folds an event into the state.
 */
export type DomainEvent<Type extends string = string, Data = unknown> = { type: Type; data: Data };

export type Decider<Command, Event extends DomainEvent, State> = {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
};

export function fold<Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}

/**
 * The `default:` of a switch over a union that TypeScript and the switch-exhaustiveness lint rule
 * already hold complete, where the value still comes from outside (events read from the store): a
 * type the code does not know stops here instead of being folded as if it were state.
 */
export function assertNever(value: never): never {
  const type = (value as { type?: unknown } | null)?.type ?? value;
  throw new Error(`Unexpected ${JSON.stringify(type)}: the code does not know it.`);
}
