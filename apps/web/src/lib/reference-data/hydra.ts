import { isRecord } from '../http/json';
/** An item of an API-Platform collection (SPEC.md section 7: `hydra:member`, items with `@id`). */
export type HydraItem = { '@id': string; id: number; name: string };

export type Option = { value: string; label: string };

/** The members of a Hydra collection (or a plain array), keeping those with an IRI and a name. */
export function hydraMembers<T extends HydraItem>(
  body: unknown,
  extra: (item: Record<string, unknown>) => Omit<T, keyof HydraItem> | undefined = () =>
    ({}) as Omit<T, keyof HydraItem>,
): T[] {
  const members = Array.isArray(body) ? body : isRecord(body) ? body['hydra:member'] : undefined;
  if (!Array.isArray(members)) throw new Error('Not a Hydra collection');
  const items: T[] = [];
  for (const member of members) {
    if (!isRecord(member)) continue;
    const iri = member['@id'];
    const name = member.name;
    if (typeof iri !== 'string' || typeof name !== 'string') continue;
    // SPEC.md section 3: entries still to be defined are hidden.
    if (member.toBeDefined === true) continue;
    const rest = extra(member);
    if (rest === undefined) continue;
    items.push({ ...rest, '@id': iri, id: Number(member.id ?? iri.split('/').pop()), name } as T);
  }
  return items;
}

/** Options sorted by label, alphabetically and ignoring case (SPEC.md section 3). */
export function toOptions(items: readonly HydraItem[], language: string): Option[] {
  const collator = new Intl.Collator(language === 'jp' ? 'ja' : language, { sensitivity: 'base' });
  return items
    .map((item) => ({ value: item['@id'], label: item.name }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
