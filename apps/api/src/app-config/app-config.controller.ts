import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../accounts/auth/auth.decorators';
import { GetAppConfig, type PublicAppConfig } from './get-app-config.handler';
import { BusController } from '../infrastructure/http/bus-controller';

export { PRODUCT_NAME } from './get-app-config.handler';

/** What the web app needs to know before it routes (SPEC.md section 2: the empty path). */
@ApiTags('operations')
@Public()
@Controller('api/app-config')
export class AppConfigController extends BusController {
  @Get()
  @ApiOperation({
    summary:
      'Public settings of the web app: maintenance mode, product name, languages, and whether cookies must be Secure (PUBLIC_URL is https)',
  })
  get(): Promise<PublicAppConfig> {
    return this.queries.execute(new GetAppConfig());
  }
}
