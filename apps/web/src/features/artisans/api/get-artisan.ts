import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ArtisanFileLink,
  ArtisanPictureLink,
  ArtisanResource,
  ConsideredAs,
} from '@artisans/domain/contracts/artisans';
import { ApiError } from '../../../lib/http/api-error';
import { apiFetchVersioned } from '../../../lib/http/http-client';
import { isRecord } from '../../../lib/http/json';

export type { ArtisanFileLink, ArtisanPictureLink, ConsideredAs };

/**
 * GET /api/artisans/{id} (the API's ArtisanResource, libs/domain/src/contracts/artisans.ts) as the
 * screens read it: optional texts as null when empty, and with the ETag it was read with.
 */
export type Artisan = Omit<ArtisanResource, '@context' | '@type'> & {
  /** The ETag it was read with: the version a change names in If-Match (null if none came). */
  version: string | null;
};

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function fileLink(value: unknown): ArtisanFileLink | null {
  if (!isRecord(value)) return null;
  const iri = text(value['@id']);
  const id = text(value.id);
  return iri && id ? { '@id': iri, id } : null;
}

/** A picture without a thumbnail link (an older API) shows the picture itself where it is small. */
function pictureLink(value: unknown): ArtisanPictureLink | null {
  const link = fileLink(value);
  if (!link || !isRecord(value)) return null;
  return { ...link, thumbnail: text(value.thumbnail) ?? link['@id'] };
}

/** Reads the answer; one of the wrong shape fails with the generic message rather than half a screen. */
export function toArtisan(body: unknown, version: string | null = null): Artisan {
  if (!isRecord(body) || typeof body.id !== 'string' || typeof body['@id'] !== 'string')
    throw new ApiError({ status: 200 });
  const title = body.title === 'Mr.' || body.title === 'Ms.' ? body.title : null;
  const consideredAs =
    body.consideredAs === 'Rising Talent' || body.consideredAs === 'Master' ? body.consideredAs : null;
  return {
    '@id': body['@id'],
    id: body.id,
    title,
    firstName: text(body.firstName) ?? '',
    lastName: text(body.lastName) ?? '',
    email: text(body.email),
    phone: text(body.phone),
    associated: text(body.associated),
    workshop: text(body.workshop),
    website: text(body.website),
    address: text(body.address),
    postalCode: text(body.postalCode),
    place: text(body.place),
    pinterest: text(body.pinterest),
    facebook: text(body.facebook),
    instagram: text(body.instagram),
    youtube: text(body.youtube),
    otherSocial: text(body.otherSocial),
    country: text(body.country),
    craftMaterail: text(body.craftMaterail),
    craftPerson: text(body.craftPerson),
    inActivity: typeof body.inActivity === 'number' ? body.inActivity : null,
    master: body.master === true,
    risingTalent: body.risingTalent === true,
    deceased: body.deceased === true,
    recommendations: strings(body.recommendations),
    consideredAs,
    confirmeds: strings(body.confirmeds),
    suggestedCountries: strings(body.suggestedCountries),
    statusEval: text(body.statusEval) ?? '',
    pending: body.pending === true,
    confirmedEmail: body.confirmedEmail === true,
    selfAssessment: body.selfAssessment !== false,
    isReceiveNews: body.isReceiveNews === true,
    user: text(body.user),
    pictures: Array.isArray(body.pictures)
      ? body.pictures.map(pictureLink).filter((link): link is ArtisanPictureLink => link !== null)
      : [],
    document: fileLink(body.document),
    createdAt: text(body.createdAt) ?? '',
    updatedAt: text(body.updatedAt) ?? '',
    version,
  };
}

export const artisanPath = (id: string) => `/api/artisans/${encodeURIComponent(id)}`;

/** GET /api/artisans/{id}: staff who reach the artisan, or the artisan itself (404 otherwise). */
export async function getArtisan(id: string): Promise<Artisan> {
  const { body, etag } = await apiFetchVersioned(artisanPath(id));
  return toArtisan(body, etag);
}

export const artisanKey = (id: string) => ['artisan', id] as const;

export const artisanQuery = (id: string) =>
  queryOptions({ queryKey: artisanKey(id), queryFn: () => getArtisan(id), staleTime: 0 });

export function useArtisan(id: string | null) {
  return useQuery({ ...artisanQuery(id ?? ''), enabled: id !== null });
}
