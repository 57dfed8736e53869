import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { HELP_MESSAGES, type HelpOverview, type Language } from '@artisans/domain';
import { AppError } from '../../infrastructure/http/problem.filter';
import type { StoredFile } from '../../artisans/files/file-storage';
import { HELP_FILE_STORAGE, MAIN_VIDEO_OWNER, type HelpFileStorage } from '../help-storage';
import { HelpReader } from '../help.reader';

/** The wire contract the web reads too (libs/domain/src/contracts/help.ts). */
export type { HelpOverview };

/** GET /api/help?language=: the texts an admin wrote for that language, and whether a video exists. */
export class GetHelp extends Query<HelpOverview> {
  constructor(readonly language: Language) {
    super();
  }
}

/** GET /api/help/video: the main video's bytes. */
export class GetMainVideo extends Query<StoredFile> {}

@QueryHandler(GetHelp)
export class GetHelpHandler implements IQueryHandler<GetHelp> {
  constructor(private readonly reader: HelpReader) {}

  async execute({ language }: GetHelp): Promise<HelpOverview> {
    const [texts, video] = await Promise.all([this.reader.texts(language), this.reader.video()]);
    return { ...texts, video };
  }
}

@QueryHandler(GetMainVideo)
export class GetMainVideoHandler implements IQueryHandler<GetMainVideo> {
  constructor(
    private readonly reader: HelpReader,
    @Inject(HELP_FILE_STORAGE) private readonly storage: HelpFileStorage,
  ) {}

  async execute(): Promise<StoredFile> {
    const fileId = await this.reader.videoFileId();
    const file = fileId ? await this.storage.read(MAIN_VIDEO_OWNER, fileId) : undefined;
    if (!file) throw new AppError(404, HELP_MESSAGES.noVideo, 'no-main-video');
    return file;
  }
}
