import type { Projection } from './projection';
import { readModelsShowing } from './read-your-writes';

const readModel = (name: string, more: Partial<Projection> = {}): Projection => ({
  name,
  kind: 'read-model',
  tables: [],
  apply: async () => undefined,
  ...more,
});

describe('readModelsShowing (what a command waits for)', () => {
  const everything = readModel('everything');
  const profiles = readModel('profiles', { types: new Set(['ProfileChanged', 'ArtisanCreated']) });
  const greenLists = readModel('green-lists', { types: new Set(['GreenListSubmitted']) });
  const analysts = readModel('analysts', { readYourWrites: false });
  const all = [everything, profiles, greenLists, analysts];
  const names = (events: { type: string }[]) => readModelsShowing(all, events).map(({ name }) => name);

  it('waits for the read models acting on one of the events, and for those acting on every type', () => {
    expect(names([{ type: 'ProfileChanged' }])).toEqual(['everything', 'profiles']);
    expect(names([{ type: 'GreenListSubmitted' }, { type: 'ArtisanCreated' }])).toEqual([
      'everything',
      'profiles',
      'green-lists',
    ]);
  });

  it('never waits for a read model no screen reads after a change', () => {
    expect(names([{ type: 'GreenListAnswersRecorded' }])).toEqual(['everything']);
    expect(readModelsShowing([analysts, greenLists], [{ type: 'GreenListAnswersRecorded' }])).toEqual([]);
  });
});
