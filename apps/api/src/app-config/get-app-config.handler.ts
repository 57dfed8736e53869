import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { LANGUAGES, type Language } from '@artisans/domain';
import { publicUrl, type AppConfig } from '@artisans/platform';
import { APP_CONFIG } from '../infrastructure/tokens';

export const PRODUCT_NAME = 'Artisans of Excellence';

export type PublicAppConfig = {
  maintenanceMode: boolean;
  productName: string;
  languages: readonly Language[];
  secureCookies: boolean;
};

/** GET /api/app-config: what the web app needs to know before it routes (SPEC.md section 2). */
export class GetAppConfig extends Query<PublicAppConfig> {}

@QueryHandler(GetAppConfig)
export class GetAppConfigHandler implements IQueryHandler<GetAppConfig> {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  execute(): Promise<PublicAppConfig> {
    return Promise.resolve({
      maintenanceMode: this.config.MAINTENANCE_MODE,
      productName: PRODUCT_NAME,
      languages: LANGUAGES,
      // The web app sets the session cookie itself: an https PUBLIC_URL makes it Secure.
      secureCookies: new URL(publicUrl(this.config)).protocol === 'https:',
    });
  }
}
