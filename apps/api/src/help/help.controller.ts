import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { HELP_MESSAGES, MAIN_VIDEO_MAX_BYTES, type HelpItem } from '@artisans/domain';
import { Allow, CurrentSession } from '../accounts/auth/auth.decorators';
import type { Session } from '../accounts/auth/session';
import { requireSessionKind } from '../accounts/session-kind';
import type { CommandContext } from '../infrastructure/commands/command-context';
import { CommandCtx } from '../infrastructure/commands/command-context.decorator';
import { privateDownload } from '../infrastructure/http/private-download';
import { MultipartInterceptor, Uploads } from '../infrastructure/http/multipart';
import { AppError } from '../infrastructure/http/problem.filter';
import { parseInput } from '../infrastructure/http/validation';
import { DismissHelp } from './commands/dismiss-help.handler';
import { RemoveMainVideo, ReplaceMainVideo, type VideoUpload } from './commands/main-video.handlers';
import { ChangeTutorialText, ResetTutorialText } from './commands/tutorial-text.handlers';
import { dismissSchema, parseLanguage, parseTutorial, tutorialTextSchema } from './help-input';
import type { MainVideoInfo, TutorialTexts } from './help.reader';
import { GetHelp, GetMainVideo, type HelpOverview } from './queries/help.queries';
import { BusController } from '../infrastructure/http/bus-controller';

/** The tours and the video are the back office's help: artisans have their own intro popup. */
const staffOnly = (session: Session) => requireSessionKind(session, 'staff');

/** One video in memory, with the size limit; refusals in the help's words. */
const VideoUploadInterceptor = MultipartInterceptor(
  { fileSize: MAIN_VIDEO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  ({ reason, detail }) =>
    reason === 'too-large'
      ? new AppError(413, HELP_MESSAGES.videoTooLarge, 'video-too-large')
      : new AppError(
          400,
          reason === 'too-many-files' ? 'Upload one video at a time.' : HELP_MESSAGES.videoMissing,
          'video-upload',
          [{ propertyPath: 'video', message: detail }],
        ),
);

/**
 * The help of the back office (issue 17): the guided tours' texts, the main video, and what a staff
 * member has dismissed. Everyone on the staff reads; only admins change the texts and the video.
 */
@ApiTags('help')
@ApiBearerAuth()
@Controller('api/help')
export class HelpController extends BusController {
  @Get()
  @Allow('artisans.list')
  @ApiOperation({
    summary: "The tutorial texts an admin wrote for a language, and the main video's details (or null)",
    description:
      "A tutorial absent from `tutorials` is shown with the app's own words. 400 'Language not supported'.",
  })
  overview(@Query('language') language: unknown, @CurrentSession() session: Session): Promise<HelpOverview> {
    staffOnly(session);
    return this.queries.execute(new GetHelp(parseLanguage(language ?? 'en')));
  }

  @Post('dismissed')
  @HttpCode(200)
  @Allow('artisans.list')
  @ApiOperation({
    summary:
      'Records that the staff member closed a tour or the main video; answers a token whose claims say so',
  })
  @ApiBody({ schema: { type: 'object', required: ['item'], properties: { item: { type: 'string' } } } })
  async dismiss(
    @Body() body: unknown,
    @CurrentSession() session: Session,
    @CommandCtx() context: CommandContext,
  ): Promise<{ token: string }> {
    const { item } = parseInput(dismissSchema, body);
    return this.commands.execute(
      new DismissHelp({ session: staffOnly(session), item: item as HelpItem, context }),
    );
  }

  @Put('tutorials/:tutorial/:language')
  @Allow('help.manage')
  @ApiOperation({
    summary: "An admin's words for every step of a tutorial in one language (admins only)",
    description:
      '`steps`: each step of the tour by its key, with a title (at most 80 characters) and a text (at most 600). ' +
      "404 for an unknown tutorial; 400 'Language not supported'; 400 when a step is missing or unknown.",
  })
  @ApiBody({ schema: { type: 'object', required: ['steps'], properties: { steps: { type: 'object' } } } })
  changeText(
    @Param('tutorial') tutorial: string,
    @Param('language') language: string,
    @Body() body: unknown,
    @CurrentSession() session: Session,
    @CommandCtx() context: CommandContext,
  ): Promise<TutorialTexts> {
    const flag = parseTutorial(tutorial);
    const lang = parseLanguage(language);
    const { steps } = parseInput(tutorialTextSchema, body);
    return this.commands.execute(
      new ChangeTutorialText({ session, tutorial: flag, language: lang, steps, context }),
    );
  }

  @Delete('tutorials/:tutorial/:language')
  @Allow('help.manage')
  @ApiOperation({ summary: "Back to the app's own words for a tutorial in one language (admins only)" })
  resetText(
    @Param('tutorial') tutorial: string,
    @Param('language') language: string,
    @CurrentSession() session: Session,
    @CommandCtx() context: CommandContext,
  ): Promise<TutorialTexts> {
    return this.commands.execute(
      new ResetTutorialText({
        session,
        tutorial: parseTutorial(tutorial),
        language: parseLanguage(language),
        context,
      }),
    );
  }

  @Get('video')
  @Allow('artisans.list')
  @ApiProduces('video/mp4', 'video/webm')
  @ApiOperation({ summary: "The main video's bytes; 404 'No main video has been added yet.'" })
  async video(
    @CurrentSession() session: Session,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    staffOnly(session);
    const file = await this.queries.execute(new GetMainVideo());
    privateDownload(res);
    return new StreamableFile(file.bytes, { type: file.contentType, length: file.bytes.length });
  }

  @Put('video')
  @Allow('help.manage')
  @UseInterceptors(VideoUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary: 'Replaces the main video (admins only): one MP4 or WebM file, at most 50 MB',
    description:
      "The type is read from the bytes: anything else is 415 'The video must be an MP4 or WebM file.'; " +
      "larger is 413 'The video is too large: it must be 50 MB or smaller.'; no file is 400.",
  })
  @ApiBody({ schema: { type: 'object', properties: { video: { type: 'string', format: 'binary' } } } })
  replaceVideo(
    @Uploads() uploads: VideoUpload[],
    @CurrentSession() session: Session,
    @CommandCtx() context: CommandContext,
  ): Promise<MainVideoInfo> {
    return this.commands.execute(new ReplaceMainVideo({ session, uploads, context }));
  }

  @Delete('video')
  @HttpCode(204)
  @Allow('help.manage')
  @ApiOperation({ summary: 'Removes the main video (admins only); staff then see the empty state' })
  removeVideo(@CurrentSession() session: Session, @CommandCtx() context: CommandContext): Promise<void> {
    return this.commands.execute(new RemoveMainVideo({ session, context }));
  }
}
