import { Body, Controller, Delete, Get, Header, Headers, HttpCode, Param, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiHeader, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Allow, CurrentSession } from '../../accounts/auth/auth.decorators';
import type { Session } from '../../accounts/auth/session';
import { actorContext } from '../../infrastructure/commands/command-context';
import { HYDRA_CONTENT_TYPE } from '../../infrastructure/http/hydra';
import { IfMatch, answerVersion } from '../../infrastructure/http/versions';
import { ARTISAN, type ArtisanResource } from '../artisan-resource';
import { ARTISAN_BODY_PROPERTIES } from './artisan-body.openapi';
import { ArtisanProfilesService, type ArtisanHistoryEntry } from './artisan-profiles.service';
import { parseProfileChanges } from './profile-input';

const ID_PARAM = { name: 'id', description: 'The artisan id (UUID)' } as const;
const IF_MATCH = {
  name: 'If-Match',
  required: false,
  description:
    'The ETag of the artisan as the person saw it: a change made since answers 412 instead of being ' +
    'overwritten. Without it the change applies to the latest version.',
} as const;

/**
 * One artisan's profile (SPEC.md section 2, "Artisan profile": edit and see; section 6 for who
 * reaches whom). Registered after the /api/artisans/me routes, which these would otherwise catch.
 */
@ApiTags('artisans')
@ApiBearerAuth()
@Controller('api/artisans')
export class ArtisanProfileController {
  constructor(private readonly profiles: ArtisanProfilesService) {}

  @Get(':id')
  @Allow('artisans.list', 'account.own')
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @ApiOperation({
    summary: 'One artisan: staff read any artisan the list can show them; an artisan only itself',
    description:
      'Like the list with a country filter, staff read artisans of every country; they change (PUT, ' +
      'files, invite) only those of their countries (network members also those suggested to their ' +
      'countries), else 403. Only admins reach pending artisans. An artisan out of sight answers 404, ' +
      'like an unknown one. `pictures` and `document` ' +
      'link to their bytes. The ETag header is the version a change names in If-Match.',
  })
  @ApiParam(ID_PARAM)
  async get(
    @Param('id') id: string,
    @CurrentSession() session: Session,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ArtisanResource> {
    const { resource, version } = await this.profiles.getVersioned(session, id);
    answerVersion(response, version);
    return resource;
  }

  @Put(':id')
  @Allow('artisans.update', 'account.own')
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @ApiOperation({
    summary: 'Changes the fields sent (any subset); records which fields changed, never their values',
    description:
      'Same rules and messages as the creation; null or blank empties an optional field, a mandatory ' +
      "one answers 400 with its message and 'Some mandatory information is missing.'. The artisan may " +
      'edit its own profile but not master, risingTalent, deceased, recommendations, consideredAs, ' +
      'confirmeds, suggestedCountries, selfAssessment or pending (403 when they change); only admins ' +
      'change pending. 409 on a duplicate artisan or another artisan’s email. With If-Match, 412 ' +
      'when the artisan changed since that version.',
  })
  @ApiParam(ID_PARAM)
  @ApiHeader(IF_MATCH)
  @ApiBody({ schema: { type: 'object', properties: ARTISAN_BODY_PROPERTIES } })
  async update(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentSession() session: Session,
    @IfMatch() seenVersion: number | undefined,
    @Res({ passthrough: true }) response: Response,
    @Headers('x-correlation-id') correlationId?: string,
  ): Promise<ArtisanResource> {
    const changes = parseProfileChanges(body);
    const context = actorContext(session, correlationId);
    const { resource, version } = await this.profiles.update(session, id, changes, context, seenVersion);
    answerVersion(response, version);
    return resource;
  }

  @Delete(':id')
  @Allow('artisans.delete')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Deletes an artisan (admins and the executive committee) and erases its personal data',
    description:
      'Names, email, phone, address, links, credentials, mailed-link hashes, pictures and PDF are erased; ' +
      'the events stay for history and hold ids and field names only.',
  })
  @ApiParam(ID_PARAM)
  @ApiHeader(IF_MATCH)
  async delete(
    @Param('id') id: string,
    @CurrentSession() session: Session,
    @IfMatch() seenVersion: number | undefined,
    @Headers('x-correlation-id') correlationId?: string,
  ): Promise<void> {
    await this.profiles.delete(session, id, actorContext(session, correlationId), seenVersion);
  }

  @Get(':id/history')
  @Allow('artisans.list')
  @ApiOperation({
    summary: "The profile's changes for staff who reach the artisan: type, when, who (name and role), fields",
    description:
      'Oldest first. Field names as the API spells them; personal values never appear. An actor whose ' +
      'account was deleted shows as "deleted account".',
  })
  @ApiParam(ID_PARAM)
  async history(
    @Param('id') id: string,
    @CurrentSession() session: Session,
  ): Promise<{ '@id': string; 'hydra:member': ArtisanHistoryEntry[]; 'hydra:totalItems': number }> {
    const entries = await this.profiles.history(session, id);
    return {
      '@id': `/api/${ARTISAN.path}/${id.toLowerCase()}/history`,
      'hydra:member': entries,
      'hydra:totalItems': entries.length,
    };
  }
}
