import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { DomainError, MESSAGES } from '@artisans/domain';
import { Allow, CurrentSession, Public } from '../accounts/auth/auth.decorators';
import type { Session } from '../accounts/auth/session';
import type { CommandContext } from '../infrastructure/commands/command-context';
import { CommandCtx } from '../infrastructure/commands/command-context.decorator';
import { parseAudience, parseCampaignContent, UUID_PATTERN } from './campaign-input';
import { ChangeCampaignDraftCommand, DraftCampaignCommand } from './commands/draft-campaign.command';
import { SendCampaignCommand, SendCampaignTestCommand } from './commands/send-campaign.command';
import { UnsubscribeCommand } from './commands/unsubscribe.command';
import { CountAudienceQuery, GetCampaignQuery, ListCampaignsQuery } from './queries/campaign.queries';
import { BusController } from '../infrastructure/http/bus-controller';

const AUDIENCE = {
  type: 'object',
  properties: {
    artisans: {
      type: 'object',
      nullable: true,
      description: 'Artisans who accepted news; empty lists do not narrow',
      properties: {
        countries: { type: 'array', items: { type: 'integer' } },
        craftMaterials: { type: 'array', items: { type: 'integer' } },
        statusEval: { type: 'array', items: { type: 'string' } },
        recommendations: { type: 'array', items: { type: 'integer' } },
      },
    },
    staff: {
      type: 'object',
      nullable: true,
      properties: {
        roles: { type: 'array', items: { type: 'string' } },
        countries: { type: 'array', items: { type: 'integer' } },
      },
    },
  },
};

const CAMPAIGN_BODY = {
  schema: {
    type: 'object',
    properties: {
      messages: {
        type: 'array',
        items: {
          type: 'object',
          properties: { language: { type: 'string' }, subject: { type: 'string' }, html: { type: 'string' } },
        },
      },
      audience: AUDIENCE,
    },
  },
};

const ID_PARAM = { name: 'id', description: 'The campaign id (UUID)' } as const;

function campaignId(raw: string): string {
  if (!UUID_PATTERN.test(raw)) throw new DomainError('not_found', MESSAGES.notFound, 'not-found');
  return raw.toLowerCase();
}

/**
 * The communication tool (issue 17): newsletters written in one or more languages to artisans who
 * accepted news and/or staff members, for the admin and the executive committee. Reads and
 * changes go through the query and command buses.
 */
@ApiTags('communication')
@ApiBearerAuth()
@Controller()
export class CommunicationController extends BusController {
  @Post('api/campaigns/audience')
  @Allow('communication.send')
  @HttpCode(200)
  @ApiOperation({ summary: 'How many recipients an audience reaches (artisans, staff, total)' })
  @ApiBody({ schema: { type: 'object', properties: { audience: AUDIENCE } } })
  countAudience(@Body() body: unknown, @CurrentSession() session: Session) {
    return this.queries.execute(new CountAudienceQuery(session, parseAudience(body)));
  }

  @Get('api/campaigns')
  @Allow('communication.send')
  @ApiOperation({ summary: 'Every campaign, newest first, with its figures' })
  list() {
    return this.queries.execute(new ListCampaignsQuery());
  }

  @Get('api/campaigns/:id')
  @Allow('communication.send')
  @ApiOperation({ summary: 'One campaign and its progress (sent, failed, waiting)' })
  @ApiParam(ID_PARAM)
  one(@Param('id') raw: string) {
    return this.queries.execute(new GetCampaignQuery(campaignId(raw)));
  }

  @Post('api/campaigns')
  @Allow('communication.send')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Drafts a campaign: messages (one per language, English required) and audience',
    description: 'The HTML of each message is sanitised: basic formatting, links and images only.',
  })
  @ApiBody(CAMPAIGN_BODY)
  draft(@Body() body: unknown, @CurrentSession() session: Session, @CommandCtx() context: CommandContext) {
    return this.commands.execute(new DraftCampaignCommand(parseCampaignContent(body), session, context));
  }

  @Put('api/campaigns/:id')
  @Allow('communication.send')
  @ApiOperation({ summary: 'Changes a draft; 409 once the campaign is sent' })
  @ApiParam(ID_PARAM)
  @ApiBody(CAMPAIGN_BODY)
  change(
    @Param('id') raw: string,
    @Body() body: unknown,
    @CurrentSession() session: Session,
    @CommandCtx() context: CommandContext,
  ) {
    const id = campaignId(raw);
    return this.commands.execute(
      new ChangeCampaignDraftCommand(id, parseCampaignContent(body), session, context),
    );
  }

  @Post('api/campaigns/:id/test')
  @Allow('communication.send')
  @HttpCode(202)
  @ApiOperation({ summary: 'Mails the messages to their author, one mail per language' })
  @ApiParam(ID_PARAM)
  test(@Param('id') raw: string, @CurrentSession() session: Session, @CommandCtx() context: CommandContext) {
    return this.commands.execute(new SendCampaignTestCommand(campaignId(raw), session, context));
  }

  @Post('api/campaigns/:id/send')
  @Allow('communication.send')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Sends the campaign to its audience as it stands now (one mail job per recipient)',
    description: '400 when no one matches; 409 when it was sent already.',
  })
  @ApiParam(ID_PARAM)
  send(@Param('id') raw: string, @CurrentSession() session: Session, @CommandCtx() context: CommandContext) {
    return this.commands.execute(new SendCampaignCommand(campaignId(raw), session, context));
  }

  @Post('api/unsubscribe/:token')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'One-click unsubscribe (RFC 8058): turns the artisan’s news off',
    description:
      'The target of the List-Unsubscribe header (mail programs POST List-Unsubscribe=One-Click) and of ' +
      'the unsubscribe page the newsletter links to. Any body is accepted; a second call changes nothing.',
  })
  async unsubscribe(@Param('token') token: string, @CommandCtx() context: CommandContext) {
    await this.commands.execute(new UnsubscribeCommand(token, context));
    return { unsubscribed: true };
  }
}
