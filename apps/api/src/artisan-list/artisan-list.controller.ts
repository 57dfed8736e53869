import { Controller, Get, Header, Headers, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import {
  ARTISAN_LIST_PARAMS as P,
  GREEN_LIST_STATUSES,
  STATUS_EVALS,
  negotiateLanguage,
} from '@artisans/domain';
import { Allow, CurrentSession } from '../accounts/auth/auth.decorators';
import type { Session } from '../accounts/auth/session';
import { HYDRA_CONTENT_TYPE, toHydraCollection, type HydraCollection } from '../infrastructure/http/hydra';
import { ARTISANS_PAGE_SIZE, LIST_MESSAGES, parseArtisanListQuery } from './artisan-list.query';
import { ARTISAN } from '../artisans/artisan-resource';
import type { ArtisanListItem } from './artisan-list.reader';
import { ListArtisans } from './list-artisans.handler';
import { BusController } from '../infrastructure/http/bus-controller';

type PageView = {
  '@id': string;
  '@type': 'hydra:PartialCollectionView';
  'hydra:first': string;
  'hydra:last': string;
  'hydra:previous'?: string;
  'hydra:next'?: string;
};

/** The page links keep every other parameter of the request, as API Platform's do. */
function pageIri(query: unknown, page: number): string {
  const params = new URLSearchParams();
  if (typeof query === 'object' && query !== null)
    for (const [key, value] of Object.entries(query)) {
      if (key === P.page) continue;
      for (const one of Array.isArray(value) ? value : [value])
        if (typeof one === 'string') params.append(key, one);
    }
  params.set(P.page, String(page));
  return `/api/${ARTISAN.path}?${params.toString()}`;
}

/** GET /api/artisans: the artisan list screen (SPEC.md sections 2, 6 and 7). */
@ApiTags('artisans')
@ApiBearerAuth()
@Controller('api/artisans')
export class ArtisanListController extends BusController {
  @Get()
  // Staff list artisans; an artisan may call it too and gets only its own row (SPEC.md section 6).
  @Allow('artisans.list', 'account.own')
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @Header('Vary', 'Accept-Language, Authorization')
  @ApiOperation({
    summary: `The artisan list: ${ARTISANS_PAGE_SIZE} per page, ordered by last name, as the caller may see it`,
    description: [
      'Visibility (SPEC.md section 6): non-admins never see pending artisans; network members, ambassadors and',
      'artisan hunters see the artisans of their countries (network members also those suggested for them) unless',
      'they pick a country filter; admins and the executive committee see every artisan; an artisan sees itself.',
      'orSearch_search matches first name, last name, email and workshop (every word, ignoring case and accents).',
      'References take ids or IRIs and may repeat (also as name[]). Dates: dd/mm/yyyy or yyyy-mm-dd (UTC days,',
      '`before` includes its day). Ranges: min..max. Unknown parameters are refused with 400.',
      `pending: admins only (403 otherwise: "${LIST_MESSAGES.pendingFilter}").`,
      'selfAssessment: admins, executive committee and network members only (403 otherwise).',
    ].join(' '),
  })
  @ApiHeader({ name: 'Accept-Language', required: false, description: 'Language of the reference names' })
  @ApiQuery({ name: P.page, required: false, example: 1 })
  @ApiQuery({ name: P.search, required: false })
  @ApiQuery({ name: P.country, required: false, isArray: true, example: '/api/countries/250' })
  @ApiQuery({ name: P.statusEval, required: false, isArray: true, enum: STATUS_EVALS })
  @ApiQuery({ name: P.recommendations, required: false, isArray: true, example: '/api/recommendations/1' })
  @ApiQuery({ name: P.craftMaterail, required: false, isArray: true, example: '/api/craft_materails/1' })
  @ApiQuery({ name: P.user, required: false, isArray: true, description: 'Creator: /api/users/<id>' })
  @ApiQuery({ name: P.inActivity, required: false, isArray: true, example: 2004 })
  @ApiQuery({ name: P.createdAfter, required: false, example: '01/01/2026' })
  @ApiQuery({ name: P.createdBefore, required: false, example: '2026-12-31' })
  @ApiQuery({ name: P.evaluationTotalPoint, required: false, example: '10..40' })
  @ApiQuery({ name: P.greenListStatus, required: false, isArray: true, enum: GREEN_LIST_STATUSES })
  @ApiQuery({ name: P.greenListTotalPoint, required: false, example: '10..40' })
  @ApiQuery({ name: P.comments, required: false, enum: ['true', 'false'] })
  @ApiQuery({ name: P.pending, required: false, enum: ['true', 'false'] })
  @ApiQuery({ name: P.selfAssessment, required: false, enum: ['true', 'false'] })
  @ApiQuery({ name: P.order, required: false, enum: ['asc', 'desc'] })
  @ApiOkResponse({ description: 'Hydra collection of artisans with hydra:totalItems and hydra:view' })
  @ApiForbiddenResponse({ description: 'A filter the role is not offered (pending, selfAssessment)' })
  async list(
    @Query() query: unknown,
    @CurrentSession() session: Session,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<HydraCollection<ArtisanListItem> & { 'hydra:view': PageView }> {
    const filters = parseArtisanListQuery(query, session.role);
    const { items, totalItems } = await this.queries.execute(
      new ListArtisans({ session, filters, language: negotiateLanguage(acceptLanguage) }),
    );
    const last = Math.max(1, Math.ceil(totalItems / ARTISANS_PAGE_SIZE));
    return {
      ...toHydraCollection({ resource: ARTISAN, items, totalItems }),
      'hydra:view': {
        '@id': pageIri(query, filters.page),
        '@type': 'hydra:PartialCollectionView',
        'hydra:first': pageIri(query, 1),
        'hydra:last': pageIri(query, last),
        ...(filters.page > 1 && { 'hydra:previous': pageIri(query, Math.min(filters.page - 1, last)) }),
        ...(filters.page < last && { 'hydra:next': pageIri(query, filters.page + 1) }),
      },
    };
  }
}
