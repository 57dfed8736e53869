import { Module, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '@artisans/platform';
import { createFileStorage } from '../artisans/files/create-file-storage';
import type { FileStorage } from '../artisans/files/file-storage';
import { ProjectionRegistry } from '../infrastructure/projections/projection-registry';
import { APP_CONFIG } from '../infrastructure/tokens';
import { DismissHelpHandler } from './commands/dismiss-help.handler';
import { RemoveMainVideoHandler, ReplaceMainVideoHandler } from './commands/main-video.handlers';
import { ChangeTutorialTextHandler, ResetTutorialTextHandler } from './commands/tutorial-text.handlers';
import { HELP_FILE_STORAGE } from './help-storage';
import { HelpController } from './help.controller';
import { HelpReader } from './help.reader';
import { helpContentProjection } from './projections/help-content.projection';
import { GetHelpHandler, GetMainVideoHandler } from './queries/help.queries';

/** The help of the back office: guided tours, the main video, what each staff member dismissed (issue 17). */
@Module({
  controllers: [HelpController],
  providers: [
    HelpReader,
    DismissHelpHandler,
    ChangeTutorialTextHandler,
    ResetTutorialTextHandler,
    ReplaceMainVideoHandler,
    RemoveMainVideoHandler,
    GetHelpHandler,
    GetMainVideoHandler,
    {
      provide: HELP_FILE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): FileStorage => createFileStorage(config, 'help'),
    },
  ],
})
export class HelpModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(helpContentProjection);
  }
}
