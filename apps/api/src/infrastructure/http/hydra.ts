/**
 * The JSON-LD/Hydra shapes of API Platform, which existing clients and exports read
 * (`hydra:member`, `hydra:totalItems`, items named by IRI). Kept to what those clients use.
 */

export const HYDRA_CONTENT_TYPE = 'application/ld+json; charset=utf-8';

/** A resource as the API names it: its path under /api and its JSON-LD type. */
export type HydraResource = {
  /** e.g. 'countries', 'craft_materails' (the spelling of SPEC.md section 7). */
  path: string;
  /** e.g. 'Country', 'CraftMaterail'. */
  type: string;
};

export type HydraMember<T> = { '@id': string; '@type': string } & T;

export type HydraItem<T> = { '@context': string } & HydraMember<T>;

export type HydraCollection<T> = {
  '@context': string;
  '@id': string;
  '@type': 'hydra:Collection';
  'hydra:member': HydraMember<T>[];
  'hydra:totalItems': number;
};

type Identified = { id: number | string };

export function iriOf(resource: Pick<HydraResource, 'path'>, id: number | string): string {
  return `/api/${resource.path}/${id}`;
}

/** The id an IRI (`/api/countries/12`) or a bare id (`12`) names, or undefined if it names none. */
export function idFromIri(resource: Pick<HydraResource, 'path'>, value: string): number | undefined {
  const match = new RegExp(`^(?:/api/${resource.path}/)?([1-9][0-9]{0,9})$`).exec(value.trim());
  const id = match?.[1] === undefined ? NaN : Number(match[1]);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : undefined;
}

/** An item as a member of a collection or embedded in another item. */
export function toHydraMember<T extends Identified>(resource: HydraResource, item: T): HydraMember<T> {
  return { '@id': iriOf(resource, item.id), '@type': resource.type, ...item };
}

/** An item answered on its own (GET /api/countries/12). */
export function toHydraItem<T extends Identified>(resource: HydraResource, item: T): HydraItem<T> {
  return { '@context': `/api/contexts/${resource.type}`, ...toHydraMember(resource, item) };
}

/** A collection; totalItems is the count before pagination, the items' count when there is none. */
export function toHydraCollection<T extends Identified>({
  resource,
  items,
  totalItems = items.length,
}: {
  resource: HydraResource;
  items: readonly T[];
  totalItems?: number;
}): HydraCollection<T> {
  return {
    '@context': `/api/contexts/${resource.type}`,
    '@id': `/api/${resource.path}`,
    '@type': 'hydra:Collection',
    'hydra:member': items.map((item) => toHydraMember(resource, item)),
    'hydra:totalItems': totalItems,
  };
}
