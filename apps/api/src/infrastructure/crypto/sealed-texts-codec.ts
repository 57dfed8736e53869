import type { DomainEvent } from '@artisans/domain';
import type { EventCodec } from '../commands/event-codec';
import type { Db } from '../database/database';
import { makeKey, openerWith, readKey, sealerWith, type Opener } from './subject-cipher';

/** Passes each free text of an event through `text`, leaving everything else as it is. */
export type TextsOfEvent = <Event extends DomainEvent>(event: Event, text: Opener) => Event;

/**
 * The codec of a subject's stream whose free texts are sealed with the subject's key (ADR 0004):
 * sealed when stored, opened when read. A codec serves one command: the key is read once, when
 * first needed, for both the events read and those appended (made by the first append).
 */
export function sealedTextsCodec(db: Db, subjectId: string, textsOf: TextsOfEvent): EventCodec {
  let key: Promise<Buffer | undefined> | undefined;
  const subjectKey = () => (key ??= readKey(db, subjectId));
  return {
    async encode(events) {
      const sealing = (await subjectKey()) ?? (await (key = makeKey(db, subjectId)));
      const seal = sealerWith(subjectId, sealing);
      return events.map((event) => textsOf(event, seal));
    },
    async decode(events) {
      const open = openerWith(subjectId, await subjectKey());
      return events.map((event) => textsOf(event, open));
    },
  };
}
