import { Inject, Injectable, type Type } from '@nestjs/common';
import { Command, Query } from '@nestjs/cqrs';

/**
 * The two halves of most use cases (ADR 0007, "Messages with named fields"): the message, which
 * only carries named fields, and a handler that hands them to one service method. Written out, each
 * of the ~60 such files repeated the same constructor listing its fields and the same injecting
 * handler class; these factories say it once, and each file keeps only what is its own: the fields,
 * the answer's type, the service and the call.
 */

/** A message class whose instances carry `Fields` as read-only properties. */
export type MessageClass<Message, Fields extends object> = new (fields: Fields) => Message & Readonly<Fields>;

/** A subclass of `Base` whose constructor takes the fields by name and keeps them on the instance. */
function withFields<Message, Fields extends object>(Base: new () => Message): MessageClass<Message, Fields> {
  return class extends (Base as new () => object) {
    constructor(fields: Fields) {
      super();
      Object.assign(this, fields);
    }
  } as MessageClass<Message, Fields>;
}

/**
 * The base of a command that carries `Fields` and answers `Result`, built with its fields by name:
 * `class DeleteUser extends commandWith<{ userId: string }, void>() {}`, `new DeleteUser({ userId })`.
 */
export function commandWith<Fields extends object, Result>(): MessageClass<Command<Result>, Fields> {
  return withFields(Command<Result>);
}

/** The base of a query that carries `Fields` and answers `Result` (see `commandWith`). */
export function queryWith<Fields extends object, Result>(): MessageClass<Query<Result>, Fields> {
  return withFields(Query<Result>);
}

/** What a command or query answers, as its class declares it (`Command<Result>` / `Query<Result>`). */
export type MessageResult<Message> =
  Message extends Command<infer Result> ? Result : Message extends Query<infer Result> ? Result : never;

/** A handler class as the buses call it. */
export type ForwardingHandlerClass<Message> = Type<{
  execute(message: Message): Promise<MessageResult<Message>>;
}>;

/**
 * The base of a handler whose use case is one method of one service: Nest injects `service` (the
 * parameter's type is generic here, so the token is given with `@Inject`), and `execute` answers
 * `call(service, message)`. The call must answer what the message declares:
 *
 * ```ts
 * @CommandHandler(DeleteUser)
 * export class DeleteUserHandler extends forwardTo(UsersService, (users, { userId }: DeleteUser) =>
 *   users.delete(userId),
 * ) {}
 * ```
 *
 * The subclass keeps its own name and its `@CommandHandler`/`@QueryHandler`, so the buses find it as
 * before and the module lists it among its providers; it inherits the injected constructor.
 */
export function forwardTo<Service, Message>(
  service: Type<Service>,
  call: (service: Service, message: Message) => Promise<MessageResult<Message>>,
): ForwardingHandlerClass<Message> {
  @Injectable()
  class ForwardingHandler {
    constructor(@Inject(service) private readonly target: Service) {}

    execute(message: Message): Promise<MessageResult<Message>> {
      return call(this.target, message);
    }
  }
  return ForwardingHandler;
}
