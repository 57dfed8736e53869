import { z } from 'zod';
import {
  ARTISAN_LIST_PARAMS as P,
  ARTISANS_PAGE_SIZE,
  ARTISAN_SEARCH_MAX_LENGTH,
  DomainError,
  GREEN_LIST_STATUSES,
  STATUS_EVALS,
  can,
  isGreenListStatus,
  isStatusEval,
  type GreenListStatus,
  type PointRange,
  type Role,
  type StatusEval,
} from '@artisans/domain';
import { idFromIri } from '../infrastructure/http/hydra';
import { parseInput } from '../infrastructure/http/validation';
import { hasNoControlCharacters, userIdFromIri, withoutBrackets } from '../infrastructure/http/request-input';
import { COUNTRY, CRAFT_MATERIAL, RECOMMENDATION } from '../reference-data/reference-data.service';

/** The page size and the parameters' names are the wire contract the web uses too (libs/domain/src/contracts/artisan-list.ts). */
export { ARTISANS_PAGE_SIZE, type PointRange };

/** GET /api/artisans, parsed: every filter of SPEC.md section 7 (absent = not filtered). */
export type ArtisanListFilters = {
  page: number;
  /** The words of orSearch_search; each must appear in the first name, last name, email or workshop. */
  search: string[];
  countries?: number[];
  statusEval?: StatusEval[];
  recommendations?: number[];
  craftMaterials?: number[];
  creators?: string[];
  inActivity?: number[];
  /** created_at >= this. */
  createdFrom?: Date;
  /** The upper bound: a date-only `before` includes its whole day, a date and time itself. */
  createdBefore?: { at: Date; inclusive: boolean };
  evaluationTotalPoint?: PointRange;
  greenListStatus?: GreenListStatus[];
  greenListTotalPoint?: PointRange;
  comments?: boolean;
  pending?: boolean;
  selfAssessment?: boolean;
  order: 'asc' | 'desc';
};

export const LIST_MESSAGES = {
  pendingFilter: 'Only admins may filter on pending artisans.',
  selfAssessmentFilter:
    'Only admins, the executive committee and network members may filter on self-assessment.',
} as const;

const DAY_MS = 86_400_000;

/** A value the query string must carry once (a repeated one arrives as an array). */
const once = (name: string) =>
  z.string({ error: `${name} must be given once.` }).max(200, { error: `${name} is too long.` });

/** One value or the same parameter repeated (`country=1&country=2`, also `country[]=1`). */
const oneOrMany = <T extends z.ZodType>(item: T, max = 300) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value : [value]),
    z
      .array(item)
      .min(1)
      .max(max, { error: `At most ${max} values.` }),
  );

const reference = (resource: { path: string }, name: string) =>
  z.string().transform((value, ctx) => {
    const id = idFromIri(resource, value);
    if (id === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be an id or an IRI /api/${resource.path}/<id>; got ${JSON.stringify(value).slice(0, 60)}.`,
      });
      return z.NEVER;
    }
    return id;
  });

const creator = z.string().transform((value, ctx) => {
  const id = userIdFromIri(value);
  if (!id) {
    ctx.addIssue({
      code: 'custom',
      message: `user must be a user id (a UUID) or its IRI /api/users/<id>; got ${JSON.stringify(value).slice(0, 60)}.`,
    });
    return z.NEVER;
  }
  return id;
});

const boolean = (name: string) =>
  once(name).transform((value, ctx) => {
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    ctx.addIssue({ code: 'custom', message: `${name} must be true or false.` });
    return z.NEVER;
  });

const year = z.string().transform((value, ctx) => {
  // SPEC.md section 5: the year filter runs from 1900 to next year, like the year list.
  const last = new Date().getUTCFullYear() + 1;
  const n = /^[0-9]{4}$/.test(value.trim()) ? Number(value) : NaN;
  if (!(n >= 1900 && n <= last)) {
    ctx.addIssue({
      code: 'custom',
      message: `inActivity must be a year from 1900 to ${last}; got ${JSON.stringify(value).slice(0, 20)}.`,
    });
    return z.NEVER;
  }
  return n;
});

/** `10..40`: both bounds, numbers, the first not above the second (API Platform's RangeFilter). */
const between = (name: string) =>
  once(name).transform((value, ctx): PointRange => {
    const match = /^\s*(-?\d+(?:\.\d+)?)\s*\.\.\s*(-?\d+(?:\.\d+)?)\s*$/.exec(value);
    const min = Number(match?.[1]);
    const max = Number(match?.[2]);
    if (!match || !(min <= max)) {
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be two numbers as min..max (e.g. 10..40), the first not above the second.`,
      });
      return z.NEVER;
    }
    return { min, max };
  });

/**
 * A date as the web app's date filter shows it (dd/mm/yyyy) or as ISO 8601 (2026-01-31, or a
 * date and time). Dates without a time are days in UTC.
 */
export function parseDate(value: string): { at: Date; dateOnly: boolean } | undefined {
  const text = value.trim();
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const parts = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : undefined;
  if (parts) {
    const [y, m, d] = parts.map(Number) as [number, number, number];
    const at = new Date(Date.UTC(y, m - 1, d));
    const real = at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
    return real && y >= 1900 ? { at, dateOnly: true } : undefined;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/.test(text))
    return undefined;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? undefined : { at, dateOnly: false };
}

const date = (name: string) =>
  once(name).transform((value, ctx) => {
    const parsed = parseDate(value);
    if (!parsed) {
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be a date as dd/mm/yyyy or yyyy-mm-dd (or an ISO 8601 date and time); got ${JSON.stringify(value).slice(0, 40)}.`,
      });
      return z.NEVER;
    }
    return parsed;
  });

const querySchema = z
  .object({
    [P.page]: once(P.page).regex(/^[1-9][0-9]{0,5}$/, { error: `${P.page} must be a whole number from 1.` }),
    [P.search]: once(P.search)
      .max(ARTISAN_SEARCH_MAX_LENGTH, {
        error: `The search is at most ${ARTISAN_SEARCH_MAX_LENGTH} characters.`,
      })
      .refine(hasNoControlCharacters, { error: 'The search cannot hold control characters.' }),
    [P.country]: oneOrMany(reference(COUNTRY, P.country)),
    [P.statusEval]: oneOrMany(
      z
        .string()
        .refine(isStatusEval, { error: `${P.statusEval} must be one of ${STATUS_EVALS.join(', ')}.` }),
    ),
    [P.recommendations]: oneOrMany(reference(RECOMMENDATION, P.recommendations)),
    [P.craftMaterail]: oneOrMany(reference(CRAFT_MATERIAL, P.craftMaterail)),
    [P.user]: oneOrMany(creator),
    [P.inActivity]: oneOrMany(year),
    [P.createdAfter]: date(P.createdAfter),
    [P.createdBefore]: date(P.createdBefore),
    [P.evaluationTotalPoint]: between(P.evaluationTotalPoint),
    [P.greenListStatus]: oneOrMany(
      z.string().refine(isGreenListStatus, {
        error: `${P.greenListStatus} must be one of ${GREEN_LIST_STATUSES.join(', ')}.`,
      }),
    ),
    [P.greenListTotalPoint]: between(P.greenListTotalPoint),
    [P.comments]: boolean(P.comments),
    [P.pending]: boolean(P.pending),
    [P.selfAssessment]: boolean(P.selfAssessment),
    [P.order]: once(P.order)
      .transform((value) => value.toLowerCase())
      .pipe(z.enum(['asc', 'desc'], { error: `${P.order} must be asc or desc.` })),
  })
  .partial()
  .strict();

/**
 * Parses the query string of GET /api/artisans. Unknown parameters and wrong values are a 400 that
 * names them; the pending and self-assessment filters are a 403 for the roles SPEC.md section 6
 * does not offer them to (rather than silently listing something else than what was asked).
 */
export function parseArtisanListQuery(query: unknown, role: Role): ArtisanListFilters {
  const input = parseInput(querySchema, withoutBrackets(query));
  if (input[P.pending] !== undefined && !can(role, 'artisans.filter.pending'))
    throw new DomainError('forbidden', LIST_MESSAGES.pendingFilter, 'forbidden-filter');
  if (input[P.selfAssessment] !== undefined && !can(role, 'artisans.filter.selfAssessment'))
    throw new DomainError('forbidden', LIST_MESSAGES.selfAssessmentFilter, 'forbidden-filter');
  const after = input[P.createdAfter];
  const before = input[P.createdBefore];
  const page = input[P.page];
  return {
    page: page === undefined ? 1 : Number(page),
    search: (input[P.search] ?? '').split(/\s+/).filter(Boolean),
    countries: input[P.country],
    statusEval: input[P.statusEval] as StatusEval[] | undefined,
    recommendations: input[P.recommendations],
    craftMaterials: input[P.craftMaterail],
    creators: input[P.user],
    inActivity: input[P.inActivity],
    createdFrom: after?.at,
    createdBefore:
      before === undefined
        ? undefined
        : before.dateOnly
          ? { at: new Date(before.at.getTime() + DAY_MS), inclusive: false }
          : { at: before.at, inclusive: true },
    evaluationTotalPoint: input[P.evaluationTotalPoint],
    greenListStatus: input[P.greenListStatus] as GreenListStatus[] | undefined,
    greenListTotalPoint: input[P.greenListTotalPoint],
    comments: input[P.comments],
    pending: input[P.pending],
    selfAssessment: input[P.selfAssessment],
    order: input[P.order] ?? 'asc',
  };
}
