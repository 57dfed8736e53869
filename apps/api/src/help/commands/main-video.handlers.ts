import { randomUUID } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { HELP_MESSAGES, MAIN_VIDEO_MAX_BYTES, videoTypeOfBytes } from '@artisans/domain';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { CommandRunner } from '../../infrastructure/commands/command-runner';
import { AppError } from '../../infrastructure/http/problem.filter';
import { helpActorOf } from '../help-actor';
import { HELP_FILE_STORAGE, MAIN_VIDEO_OWNER, type HelpFileStorage } from '../help-storage';
import { HelpReader, type MainVideoInfo } from '../help.reader';
import { runHelpContentCommand } from './run-help-content-command';
import { commandWith } from '../../infrastructure/commands/messages';

/** An uploaded file, in memory. */
export type VideoUpload = { buffer: Buffer; size: number };

/** PUT /api/help/video: an admin replaces the main video (MP4 or WebM by its bytes, at most 50 MB). */
export class ReplaceMainVideo extends commandWith<
  { session: Session; uploads: readonly VideoUpload[]; context: CommandContext },
  MainVideoInfo
>() {}

/** DELETE /api/help/video: no main video any more (staff see the empty state). */
export class RemoveMainVideo extends commandWith<{ session: Session; context: CommandContext }, void>() {}

@CommandHandler(ReplaceMainVideo)
export class ReplaceMainVideoHandler implements ICommandHandler<ReplaceMainVideo> {
  private readonly logger = new Logger('MainVideo');

  constructor(
    private readonly runner: CommandRunner,
    private readonly reader: HelpReader,
    @Inject(HELP_FILE_STORAGE) private readonly storage: HelpFileStorage,
  ) {}

  async execute({ session, uploads, context }: ReplaceMainVideo): Promise<MainVideoInfo> {
    const [upload, ...more] = uploads;
    if (!upload || upload.size === 0) throw new AppError(400, HELP_MESSAGES.videoMissing, 'video-missing');
    if (more.length > 0) throw new AppError(400, 'Upload one video at a time.', 'video-count');
    // The upload is cut off above this size while being received; this holds for any other way in.
    if (upload.size > MAIN_VIDEO_MAX_BYTES)
      throw new AppError(413, HELP_MESSAGES.videoTooLarge, 'video-too-large');
    const contentType = videoTypeOfBytes(upload.buffer);
    if (!contentType) throw new AppError(415, HELP_MESSAGES.videoType, 'video-type');
    const fileId = randomUUID();
    // Stored first: the event never names bytes that are not there. A refused command leaves none.
    await this.storage.save(MAIN_VIDEO_OWNER, fileId, { bytes: upload.buffer, contentType });
    let previousFileId: string | null = null;
    try {
      const outcome = await runHelpContentCommand(
        this.runner,
        { type: 'ReplaceMainVideo', fileId, contentType, size: upload.size, actor: helpActorOf(session) },
        context,
      );
      for (const event of outcome.events)
        if (event.type === 'MainVideoReplaced') previousFileId = event.data.previousFileId;
    } catch (error) {
      await this.storage.remove(MAIN_VIDEO_OWNER, fileId);
      throw error;
    }
    if (previousFileId) await this.forget(previousFileId);
    const info = await this.reader.video();
    if (!info) throw new Error('The main video just stored is not in the read model');
    return info;
  }

  private async forget(fileId: string): Promise<void> {
    // The old video is no longer named by the read model; failing to remove it wastes space only.
    await this.storage.remove(MAIN_VIDEO_OWNER, fileId).catch((error: unknown) => {
      this.logger.warn(`Could not remove the previous main video ${fileId}: ${String(error)}`);
    });
  }
}

@CommandHandler(RemoveMainVideo)
export class RemoveMainVideoHandler implements ICommandHandler<RemoveMainVideo> {
  constructor(
    private readonly runner: CommandRunner,
    @Inject(HELP_FILE_STORAGE) private readonly storage: HelpFileStorage,
  ) {}

  async execute({ session, context }: RemoveMainVideo): Promise<void> {
    const outcome = await runHelpContentCommand(
      this.runner,
      { type: 'RemoveMainVideo', actor: helpActorOf(session) },
      context,
    );
    for (const event of outcome.events)
      if (event.type === 'MainVideoRemoved') await this.storage.remove(MAIN_VIDEO_OWNER, event.data.fileId);
  }
}
