import { Module } from '@nestjs/common';
import { AppConfigController } from './app-config.controller';
import { GetAppConfigHandler } from './get-app-config.handler';

@Module({ controllers: [AppConfigController], providers: [GetAppConfigHandler] })
export class AppConfigModule {}
