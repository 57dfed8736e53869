import { Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '@artisans/platform';
import { ArtisansModule } from '../artisans/artisans.module';
import { ArtisanReferences } from '../artisans/sign-up/artisan-references';
import { APP_CONFIG } from '../infrastructure/tokens';
import { ReferenceDataModule } from '../reference-data/reference-data.module';
import {
  ARTISAN_IMPORT_QUEUE_TOKEN,
  createArtisanImportQueue,
  type ArtisanImportQueue,
} from './artisan-import-queue';
import { ArtisanImportController } from './artisan-import.controller';
import { ArtisanImportWorker } from './artisan-import.worker';
import { ArtisanImporter } from './artisan-importer';
import { ArtisanImportsService } from './artisan-imports.service';
import { GetArtisanImportHandler } from './get-artisan-import.handler';
import { GetImportTemplateHandler } from './get-import-template.handler';
import { StartArtisanImportHandler } from './start-artisan-import.handler';

/**
 * The Excel import of artisans: template, upload and progress through the buses, and a BullMQ job
 * that creates the rows through the staff form's path (the CreateArtisan command of ArtisansModule).
 * ArtisanReferences holds no state: this module has its own instance.
 */
@Module({
  imports: [ArtisansModule, ReferenceDataModule],
  controllers: [ArtisanImportController],
  providers: [
    ArtisanImportsService,
    ArtisanImporter,
    ArtisanImportWorker,
    ArtisanReferences,
    GetImportTemplateHandler,
    StartArtisanImportHandler,
    GetArtisanImportHandler,
    {
      provide: ARTISAN_IMPORT_QUEUE_TOKEN,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): ArtisanImportQueue => {
        const queue = createArtisanImportQueue(config);
        const logger = new Logger('ArtisanImportQueue');
        queue.on('error', (error) => logger.warn(`Redis: ${error.message}`));
        return queue;
      },
    },
  ],
  exports: [ARTISAN_IMPORT_QUEUE_TOKEN],
})
export class ArtisanImportModule implements OnApplicationShutdown {
  constructor(@Inject(ARTISAN_IMPORT_QUEUE_TOKEN) private readonly queue: ArtisanImportQueue) {}

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
