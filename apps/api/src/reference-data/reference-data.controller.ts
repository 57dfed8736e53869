import { Controller, Get, Header, Headers, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
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

/**
 * The reference data of the forms and filters (SPEC.md sections 3 and 7): public, since sign-up needs
 * them before anyone logs in. Lists are complete (no pagination) and sorted by label.
 */
@ApiTags('reference data')
@ApiHeader(LANGUAGE_HEADER)
@Public()
@Controller('api')
export class ReferenceDataController {
  constructor(private readonly queries: QueryBus) {}

  @Get(['countries', 'countries.json'])
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @Header('Vary', 'Accept-Language')
  @ApiOperation({ summary: 'Countries (ISO 3166-1), labelled in the request language, sorted by label' })
  @ApiOkResponse({ description: 'Hydra collection of { @id, @type, id, code, name, toBeDefined }' })
  async countries(
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<HydraCollection<LabelledItem>> {
    const items = await this.queries.execute(new ListReferenceData('countries', languageOf(acceptLanguage)));
    return toHydraCollection({ resource: COUNTRY, items });
  }

  @Get('countries/:id')
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @Header('Vary', 'Accept-Language')
  @ApiOperation({ summary: 'One country, e.g. /api/countries/276 (ids are ISO 3166-1 numeric codes)' })
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ description: '{ @context, @id, @type, id, code, name, toBeDefined }' })
  @ApiBadRequestResponse({ description: 'The id is not a number' })
  @ApiNotFoundResponse({ description: 'No country has this id' })
  async country(
    @Param('id') id: string,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<HydraItem<LabelledItem>> {
    const item = await this.queries.execute(
      new GetReferenceItem('countries', parseId(id, COUNTRY.path), languageOf(acceptLanguage)),
    );
    return toHydraItem(COUNTRY, item);
  }

  @Get(['craft_materails', 'craft_materails.json'])
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @Header('Vary', 'Accept-Language')
  @ApiOperation({
    summary: 'Crafts (craft materials), sorted by label; the path keeps its historical spelling',
  })
  @ApiOkResponse({ description: 'Hydra collection of { @id, @type, id, code, name, toBeDefined }' })
  async craftMaterials(
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<HydraCollection<LabelledItem>> {
    const items = await this.queries.execute(
      new ListReferenceData('craftMaterials', languageOf(acceptLanguage)),
    );
    return toHydraCollection({ resource: CRAFT_MATERIAL, items });
  }

  @Get('craft_materails/:id')
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @Header('Vary', 'Accept-Language')
  @ApiOperation({ summary: 'One craft material' })
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ description: '{ @context, @id, @type, id, code, name, toBeDefined }' })
  @ApiBadRequestResponse({ description: 'The id is not a number' })
  @ApiNotFoundResponse({ description: 'No craft material has this id' })
  async craftMaterial(
    @Param('id') id: string,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<HydraItem<LabelledItem>> {
    const item = await this.queries.execute(
      new GetReferenceItem('craftMaterials', parseId(id, CRAFT_MATERIAL.path), languageOf(acceptLanguage)),
    );
    return toHydraItem(CRAFT_MATERIAL, item);
  }

  @Get(['craft_people', 'craft_people.json'])
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @Header('Vary', 'Accept-Language')
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
  async craftPeople(
    @Query() query: Record<string, unknown>,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<HydraCollection<CraftPersonItem>> {
    const items = await this.queries.execute(
      new ListReferenceData('craftPeople', languageOf(acceptLanguage), craftMaterialFilter(query)),
    );
    return toHydraCollection({ resource: CRAFT_PERSON, items });
  }

  @Get('craft_people/:id')
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @Header('Vary', 'Accept-Language')
  @ApiOperation({ summary: 'One occupation' })
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ description: '{ @context, @id, @type, id, code, name, toBeDefined, craftMaterail }' })
  @ApiBadRequestResponse({ description: 'The id is not a number' })
  @ApiNotFoundResponse({ description: 'No occupation has this id' })
  async craftPerson(
    @Param('id') id: string,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<HydraItem<CraftPersonItem>> {
    const item = await this.queries.execute(
      new GetReferenceItem('craftPeople', parseId(id, CRAFT_PERSON.path), languageOf(acceptLanguage)),
    );
    return toHydraItem(CRAFT_PERSON, item);
  }

  @Get(['recommendations', 'recommendations.json'])
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @Header('Vary', 'Accept-Language')
  @ApiOperation({ summary: 'Initiatives an artisan can be recommended for, sorted by label' })
  @ApiOkResponse({ description: 'Hydra collection of { @id, @type, id, code, name, toBeDefined }' })
  async recommendations(
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<HydraCollection<LabelledItem>> {
    const items = await this.queries.execute(
      new ListReferenceData('recommendations', languageOf(acceptLanguage)),
    );
    return toHydraCollection({ resource: RECOMMENDATION, items });
  }

  @Get('recommendations/:id')
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @Header('Vary', 'Accept-Language')
  @ApiOperation({ summary: 'One recommendation' })
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ description: '{ @context, @id, @type, id, code, name, toBeDefined }' })
  @ApiBadRequestResponse({ description: 'The id is not a number' })
  @ApiNotFoundResponse({ description: 'No recommendation has this id' })
  async recommendation(
    @Param('id') id: string,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<HydraItem<LabelledItem>> {
    const item = await this.queries.execute(
      new GetReferenceItem('recommendations', parseId(id, RECOMMENDATION.path), languageOf(acceptLanguage)),
    );
    return toHydraItem(RECOMMENDATION, item);
  }

  @Get(['confirmeds', 'confirmeds.json'])
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @Header('Vary', 'Accept-Language')
  @ApiOperation({ summary: '"Confirmed for" choices: a year and a recommendation, the latest year first' })
  @ApiOkResponse({
    description:
      'Hydra collection of { @id, @type, id, year, name, recommendation: { @id, @type, id, name } }',
  })
  async confirmeds(
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<HydraCollection<ConfirmedItem>> {
    const items = await this.queries.execute(new ListReferenceData('confirmeds', languageOf(acceptLanguage)));
    return toHydraCollection({ resource: CONFIRMED, items });
  }

  @Get('confirmeds/:id')
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @Header('Vary', 'Accept-Language')
  @ApiOperation({ summary: 'One confirmed' })
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ description: '{ @context, @id, @type, id, year, name, recommendation }' })
  @ApiBadRequestResponse({ description: 'The id is not a number' })
  @ApiNotFoundResponse({ description: 'No confirmed has this id' })
  async confirmed(
    @Param('id') id: string,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<HydraItem<ConfirmedItem>> {
    const item = await this.queries.execute(
      new GetReferenceItem('confirmeds', parseId(id, CONFIRMED.path), languageOf(acceptLanguage)),
    );
    return toHydraItem(CONFIRMED, item);
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
