import { Body, Controller, Delete, Get, Header, HttpCode, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiHeader, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Allow, CurrentSession } from '../../accounts/auth/auth.decorators';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { CommandCtx } from '../../infrastructure/commands/command-context.decorator';
import { HYDRA_CONTENT_TYPE } from '../../infrastructure/http/hydra';
import type { Versioned } from '../../infrastructure/http/versioned';
import { IfMatch } from '../../infrastructure/http/versions';
import { ARTISAN, type ArtisanResource } from '../artisan-resource';
import { ARTISAN_BODY_PROPERTIES } from './artisan-body.openapi';
import { ChangeArtisanProfile } from './change-artisan-profile.handler';
import { DeleteArtisan } from './delete-artisan.handler';
import { GetArtisanHistory, type ArtisanHistoryEntry } from './get-artisan-history.handler';
import { GetArtisan } from './get-artisan.handler';
import { parseProfileChanges } from './profile-input';
import { AnswersVersions } from '../../infrastructure/http/versioned';
import { BusController } from '../../infrastructure/http/bus-controller';

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
@AnswersVersions()
export class ArtisanProfileController extends BusController {
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
  get(@Param('id') id: string, @CurrentSession() session: Session): Promise<Versioned<ArtisanResource>> {
    return this.queries.execute(new GetArtisan(session, id));
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
  update(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentSession() session: Session,
    @IfMatch() seenVersion: number | undefined,
    @CommandCtx() context: CommandContext,
  ): Promise<Versioned<ArtisanResource>> {
    const changes = parseProfileChanges(body);
    return this.commands.execute(
      new ChangeArtisanProfile({ session, artisanId: id, changes, context, seenVersion }),
    );
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
  delete(
    @Param('id') id: string,
    @CurrentSession() session: Session,
    @IfMatch() seenVersion: number | undefined,
    @CommandCtx() context: CommandContext,
  ): Promise<void> {
    return this.commands.execute(new DeleteArtisan({ session, artisanId: id, context, seenVersion }));
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
    const entries = await this.queries.execute(new GetArtisanHistory(session, id));
    return {
      '@id': `/api/${ARTISAN.path}/${id.toLowerCase()}/history`,
      'hydra:member': entries,
      'hydra:totalItems': entries.length,
    };
  }
}
