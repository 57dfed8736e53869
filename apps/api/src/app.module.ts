import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '@artisans/platform';
import { AccountsModule } from './accounts/accounts.module';
import { StaffModule } from './accounts/staff/staff.module';
import { AppConfigModule } from './app-config/app-config.module';
import { ArtisanImportModule } from './artisan-import/artisan-import.module';
import { ArtisanListModule } from './artisan-list/artisan-list.module';
import { ArtisansModule } from './artisans/artisans.module';
import { CommunicationModule } from './communication/communication.module';
import { DemoModule } from './demo/demo.module';
import { EvaluationModule } from './evaluation/evaluation.module';
import { GreenListModule } from './green-list/green-list.module';
import { HealthModule } from './health/health.module';
import { HelpModule } from './help/help.module';
import { MailModule } from './mail/mail.module';
import { OrganizationsModule } from './organizations/organizations.module';
import { ProjectionsModule } from './infrastructure/projections/projections.module';
import { InfrastructureModule } from './infrastructure/infrastructure.module';
import { ProblemFilter } from './infrastructure/http/problem.filter';
import { ReferenceDataModule } from './reference-data/reference-data.module';
import { BenchmarksModule } from './statistics/benchmarks/benchmarks.module';
import { StatisticsModule } from './statistics/statistics.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.LOG_LEVEL,
            // Never log credentials or tokens.
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password'],
          },
          // No request middleware: create-app.ts logs each request from a Fastify hook, which
          // costs less than a middleware layer around every request (see request-log.ts).
          forRoutes: [],
        }),
        InfrastructureModule.forRoot(config),
        CqrsModule.forRoot(),
        ProjectionsModule,
        AccountsModule,
        DemoModule,
        StaffModule,
        OrganizationsModule,
        HealthModule,
        MailModule,
        AppConfigModule,
        StatisticsModule,
        BenchmarksModule,
        ReferenceDataModule,
        ArtisansModule,
        EvaluationModule,
        GreenListModule,
        ArtisanListModule,
        ArtisanImportModule,
        CommunicationModule,
        HelpModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: ProblemFilter }],
    };
  }
}
