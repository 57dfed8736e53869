import { Global, Module } from '@nestjs/common';
import { DemoData } from './demo-data';

/**
 * The demo data of a first start on an empty database (DEMO_DATA): a module of its own rather than a
 * provider of the accounts module, which holds accounts only. Global, so that a feature registers
 * its loader (the artisans: `artisans/demo/demo-artisan.ts`) without importing it.
 */
@Global()
@Module({ providers: [DemoData], exports: [DemoData] })
export class DemoModule {}
