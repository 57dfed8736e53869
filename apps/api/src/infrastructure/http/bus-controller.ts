import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';

/**
 * The base of a controller that only parses and dispatches (ADR 0007): it hands each request's
 * command or query to the bus, and the handler does the work. Nest injects both buses through this
 * constructor, which the controllers inherit instead of each declaring the same one.
 */
@Injectable()
export abstract class BusController {
  constructor(
    protected readonly commands: CommandBus,
    protected readonly queries: QueryBus,
  ) {}
}
