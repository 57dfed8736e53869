import { Injectable } from '@nestjs/common';
import type { Transaction } from 'kysely';
import type { MailJob } from '@artisans/platform';
import type { Database } from '../infrastructure/database/schema';
import type { StoredEvent } from '../infrastructure/event-store/event-store.port';

/** A mail a rule asks for; the reactor fills in the causing event's id. */
export type MailDraft = Omit<MailJob, 'eventId'> & { eventId?: string };

/**
 * Which mails an event causes. `toMails` runs inside the reactor's transaction: it may read
 * tables through `trx` (personal data is kept out of events), and must be deterministic, since a
 * re-applied batch must yield the same mails in the same order.
 */
export type MailRule<Type extends string = string, Data = unknown> = {
  eventType: Type;
  // Method syntax on purpose: a rule for one event type fits in a list of rules for any type.
  toMails(event: StoredEvent<Type, Data>, trx: Transaction<Database>): MailDraft[] | Promise<MailDraft[]>;
};

/** One event of a feature's union, as stored, narrowed to its type. */
export type StoredEventOf<
  Event extends { type: string; data: unknown },
  Type extends Event['type'],
> = StoredEvent<Type, Extract<Event, { type: Type }>['data']>;

/**
 * The rule maker of a feature's events: `const rule = mailRuleOf<EvaluationEvent>()`, then
 * `rule('EvaluationSubmitted', (event, trx) => ...)` gives `toMails` the event of that type, and the
 * rule fits in the reactor's list of rules for any type.
 */
export function mailRuleOf<Event extends { type: string; data: unknown }>() {
  return <Type extends Event['type']>(
    eventType: Type,
    toMails: (event: StoredEventOf<Event, Type>, trx: Transaction<Database>) => Promise<MailDraft[]>,
  ): MailRule => ({ eventType, toMails }) as MailRule;
}

/** Feature modules register their mail rules here (in onModuleInit); the mail reactor reads them. */
@Injectable()
export class MailRules {
  private readonly rules = new Map<string, MailRule[]>();
  private readonly types = new Set<string>();

  register(...rules: MailRule[]): void {
    for (const rule of rules) {
      this.rules.set(rule.eventType, [...this.for(rule.eventType), rule]);
      this.types.add(rule.eventType);
    }
  }

  /** The event types some rule turns into mail. */
  eventTypes(): ReadonlySet<string> {
    return this.types;
  }

  for(eventType: string): readonly MailRule[] {
    return this.rules.get(eventType) ?? [];
  }
}
