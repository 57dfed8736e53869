import { Controller, Get, Header, Headers, Param, Query, applyDecorators } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { negotiateLanguage, type Language } from '@artisans/domain';
import {
  HYDRA_CONTENT_TYPE,
  idFromIri,
  toHydraCollection,
  toHydraItem,
  type HydraCollection,
  type HydraItem,
  type HydraResource,
} from '../infrastructure/http/hydra';
import { AppError } from '../infrastructure/http/problem.filter';
import {
  CONFIRMED,
  COUNTRY,
  CRAFT_MATERIAL,
  CRAFT_PERSON,
  RECOMMENDATION,
  type ConfirmedItem,
  type CraftPersonItem,
  type LabelledItem,
} from './reference-data.service';
import { Public } from '../accounts/auth/auth.decorators';
import { GetReferenceItem } from './get-reference-item.handler';
import { ListReferenceData } from './list-reference-data.handler';
import type { ReferenceItems, ReferenceKind } from './reference-sources';
import { BusController } from '../infrastructure/http/bus-controller';

const LANGUAGE_HEADER = {
  name: 'Accept-Language',
  required: false,
  description: 'Language of the labels (en, fr, jp or ja, …); unsupported languages fall back to English.',
} as const;

const ID_PARAM = {
  name: 'id',
  description: 'Numeric id, optionally followed by .json',
  example: '12',
} as const;

/** A list of reference data (also at `<path>.json`): Hydra JSON, labelled in the request's language. */
const ReferenceListRoute = (path: string) =>
  applyDecorators(
    Get([path, `${path}.json`]),
    Header('Content-Type', HYDRA_CONTENT_TYPE),
    Header('Vary', 'Accept-Language'),
  );

/** One item of reference data by its id: Hydra JSON, labelled in the request's language. */
const ReferenceItemRoute = (path: string, docs: { summary: string; ok: string; notFound: string }) =>
  applyDecorators(
    Get(`${path}/:id`),
    Header('Content-Type', HYDRA_CONTENT_TYPE),
    Header('Vary', 'Accept-Language'),
    ApiOperation({ summary: docs.summary }),
    ApiParam(ID_PARAM),
    ApiOkResponse({ description: docs.ok }),
    ApiBadRequestResponse({ description: 'The id is not a number' }),
    ApiNotFoundResponse({ description: docs.notFound }),
  );

/**
 * The reference data of the forms and filters (SPEC.md sections 3 and 7): public, since sign-up needs
 * them before anyone logs in. Lists are complete (no pagination) and sorted by label.
 */
@ApiTags('reference data')
@ApiHeader(LANGUAGE_HEADER)
@Public()
@Controller('api')
export class ReferenceDataController extends BusController {
  @ReferenceListRoute('countries')
  @ApiOperation({ summary: 'Countries (ISO 3166-1), labelled in the request language, sorted by label' })
  @ApiOkResponse({ description: 'Hydra collection of { @id, @type, id, code, name, toBeDefined }' })
  countries(@Headers('accept-language') acceptLanguage?: string): Promise<HydraCollection<LabelledItem>> {
    return this.list('countries', COUNTRY, acceptLanguage);
  }

  @ReferenceItemRoute('countries', {
    summary: 'One country, e.g. /api/countries/276 (ids are ISO 3166-1 numeric codes)',
    ok: '{ @context, @id, @type, id, code, name, toBeDefined }',
    notFound: 'No country has this id',
  })
  country(
    @Param('id') id: string,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<HydraItem<LabelledItem>> {
    return this.item('countries', COUNTRY, id, acceptLanguage);
  }

  @ReferenceListRoute('craft_materails')
  @ApiOperation({
    summary: 'Crafts (craft materials), sorted by label; the path keeps its historical spelling',
  })
  @ApiOkResponse({ description: 'Hydra collection of { @id, @type, id, code, name, toBeDefined }' })
  craftMaterials(
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<HydraCollection<LabelledItem>> {
    return this.list('craftMaterials', CRAFT_MATERIAL, acceptLanguage);
  }

  @ReferenceItemRoute('craft_materails', {
    summary: 'One craft material',
    ok: '{ @context, @id, @type, id, code, name, toBeDefined }',
    notFound: 'No craft material has this id',
  })
  craftMaterial(
    @Param('id') id: string,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<HydraItem<LabelledItem>> {
    return this.item('craftMaterials', CRAFT_MATERIAL, id, acceptLanguage);
  }

  @ReferenceListRoute('craft_people')
  @ApiOperation({ summary: 'Occupations (craft people), sorted by label, optionally of some crafts only' })
  @ApiQuery({
    name: 'craftMaterail',
    required: false,
    description:
      'A craft material IRI or id (/api/craft_materails/3 or 3); repeat it, or use craftMaterail[], for several',
  })
  @ApiOkResponse({
    description: 'Hydra collection of { @id, @type, id, code, name, toBeDefined, craftMaterail }',
  })
  @ApiBadRequestResponse({ description: 'craftMaterail names no craft material' })
  craftPeople(
    @Query() query: Record<string, unknown>,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<HydraCollection<CraftPersonItem>> {
    return this.list('craftPeople', CRAFT_PERSON, acceptLanguage, craftMaterialFilter(query));
  }

  @ReferenceItemRoute('craft_people', {
    summary: 'One occupation',
    ok: '{ @context, @id, @type, id, code, name, toBeDefined, craftMaterail }',
    notFound: 'No occupation has this id',
  })
  craftPerson(
    @Param('id') id: string,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<HydraItem<CraftPersonItem>> {
    return this.item('craftPeople', CRAFT_PERSON, id, acceptLanguage);
  }

  @ReferenceListRoute('recommendations')
  @ApiOperation({ summary: 'Initiatives an artisan can be recommended for, sorted by label' })
  @ApiOkResponse({ description: 'Hydra collection of { @id, @type, id, code, name, toBeDefined }' })
  recommendations(
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<HydraCollection<LabelledItem>> {
    return this.list('recommendations', RECOMMENDATION, acceptLanguage);
  }

  @ReferenceItemRoute('recommendations', {
    summary: 'One recommendation',
    ok: '{ @context, @id, @type, id, code, name, toBeDefined }',
    notFound: 'No recommendation has this id',
  })
  recommendation(
    @Param('id') id: string,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<HydraItem<LabelledItem>> {
    return this.item('recommendations', RECOMMENDATION, id, acceptLanguage);
  }

  @ReferenceListRoute('confirmeds')
  @ApiOperation({ summary: '"Confirmed for" choices: a year and a recommendation, the latest year first' })
  @ApiOkResponse({
    description:
      'Hydra collection of { @id, @type, id, year, name, recommendation: { @id, @type, id, name } }',
  })
  confirmeds(@Headers('accept-language') acceptLanguage?: string): Promise<HydraCollection<ConfirmedItem>> {
    return this.list('confirmeds', CONFIRMED, acceptLanguage);
  }

  @ReferenceItemRoute('confirmeds', {
    summary: 'One confirmed',
    ok: '{ @context, @id, @type, id, year, name, recommendation }',
    notFound: 'No confirmed has this id',
  })
  confirmed(
    @Param('id') id: string,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<HydraItem<ConfirmedItem>> {
    return this.item('confirmeds', CONFIRMED, id, acceptLanguage);
  }

  /** A whole list, labelled in the request's language; occupations optionally of some crafts. */
  private async list<K extends ReferenceKind>(
    kind: K,
    resource: HydraResource,
    acceptLanguage: string | undefined,
    craftMaterialIds?: readonly number[],
  ): Promise<HydraCollection<ReferenceItems[K]>> {
    const items = await this.queries.execute(
      new ListReferenceData(kind, languageOf(acceptLanguage), craftMaterialIds),
    );
    return toHydraCollection({ resource, items });
  }

  /** One item by its id (`12` or `12.json`), labelled in the request's language. */
  private async item<K extends ReferenceKind>(
    kind: K,
    resource: HydraResource,
    id: string,
    acceptLanguage: string | undefined,
  ): Promise<HydraItem<ReferenceItems[K]>> {
    const item = await this.queries.execute(
      new GetReferenceItem(kind, parseId(id, resource.path), languageOf(acceptLanguage)),
    );
    return toHydraItem(resource, item);
  }
}

function languageOf(acceptLanguage: string | undefined): Language {
  return negotiateLanguage(acceptLanguage);
}

/** `12` or `12.json` (API Platform's format suffix) → 12; anything else is the client's mistake. */
function parseId(raw: string, path: string): number {
  const match = /^([0-9]{1,15})(\.json)?$/.exec(raw);
  const id = match?.[1] === undefined ? NaN : Number(match[1]);
  if (!Number.isSafeInteger(id) || id < 1) {
    throw new AppError(400, `The id must be a positive whole number, as in /api/${path}/12; got "${raw}".`);
  }
  return id;
}

/**
 * The craft materials asked for, by `craftMaterail=` (once or repeated) or `craftMaterail[]=`,
 * each an IRI or an id; undefined when the filter is absent.
 */
function craftMaterialFilter(query: Record<string, unknown>): number[] | undefined {
  const values = [query['craftMaterail'], query['craftMaterail[]']]
    .flatMap((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));
  if (values.length === 0) return undefined;
  return values.map((value) => {
    const id = idFromIri(CRAFT_MATERIAL, value);
    if (id === undefined) {
      throw new AppError(
        400,
        `craftMaterail must be a craft material IRI such as /api/craft_materails/3, or its id; got "${value}".`,
      );
    }
    return id;
  });
}
