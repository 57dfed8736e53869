import type { DomainEvent } from '@artisans/domain';

/**
 * How a stream's events are stored when they differ from what the decider sees: e.g. free texts
 * sealed per artisan (infrastructure/crypto/subject-cipher.ts). `decode` runs on what is read,
 * `encode` on what is appended; both keep each event's type.
 */
export type EventCodec = {
  encode<Event extends DomainEvent>(events: Event[]): Promise<Event[]>;
  decode<Event extends DomainEvent>(events: Event[]): Promise<Event[]>;
};
