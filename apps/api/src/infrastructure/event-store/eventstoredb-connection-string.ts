/**
 * KurrentDB documents its connection strings with `kurrentdb://` and `kdb://` (and their
 * `+discover` forms); they mean what `esdb://` means, but `@eventstore/db-client` 6 parses only
 * `esdb://` and `esdb+discover://`. The configuration accepts all of them (EVENTSTORE_SCHEMES in
 * libs/platform), and the adapter hands the client its own names.
 */
const CLIENT_SCHEMES: Readonly<Record<string, string>> = {
  esdb: 'esdb',
  'esdb+discover': 'esdb+discover',
  kurrentdb: 'esdb',
  'kurrentdb+discover': 'esdb+discover',
  kdb: 'esdb',
  'kdb+discover': 'esdb+discover',
};

/** The connection string with its scheme as the client spells it; anything else is left as it is. */
export function toClientConnectionString(connectionString: string): string {
  const trimmed = connectionString.trim();
  const match = /^([a-z+]+):\/\//.exec(trimmed);
  const scheme = match?.[1] === undefined ? undefined : CLIENT_SCHEMES[match[1]];
  return match && scheme ? `${scheme}://${trimmed.slice(match[0].length)}` : trimmed;
}
