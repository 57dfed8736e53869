import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '@artisans/domain';
import { publicUrl, type AppConfig } from '@artisans/platform';
import { APP_CONFIG } from '../infrastructure/tokens';
import { Public } from '../accounts/auth/auth.decorators';

export const PRODUCT_NAME = 'Artisans of Excellence';

/** What the web app needs to know before it routes (SPEC.md section 2: the empty path). */
@ApiTags('operations')
@Public()
@Controller('api/app-config')
export class AppConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @ApiOperation({
    summary:
      'Public settings of the web app: maintenance mode, product name, languages, and whether cookies must be Secure (PUBLIC_URL is https)',
  })
  get(): {
    maintenanceMode: boolean;
    productName: string;
    languages: readonly Language[];
    secureCookies: boolean;
  } {
    return {
      maintenanceMode: this.config.MAINTENANCE_MODE,
      productName: PRODUCT_NAME,
      languages: LANGUAGES,
      // The web app sets the session cookie itself: an https PUBLIC_URL makes it Secure.
      secureCookies: new URL(publicUrl(this.config)).protocol === 'https:',
    };
  }
}
