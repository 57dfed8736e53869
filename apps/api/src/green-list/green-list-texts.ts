import type { DomainEvent, GreenListAnswer, MaterialEntry } from '@artisans/domain';
import type { EventCodec } from '../infrastructure/commands/event-codec';
import { sealedTextsCodec } from '../infrastructure/crypto/sealed-texts-codec';
import type { Db } from '../infrastructure/database/database';

type Text = (text: string) => string;

/** Every text of an answer (the value when it is text or a list of texts, the Explain box, the N/A reason). */
function mapAnswer(answer: GreenListAnswer | null, text: Text): GreenListAnswer | null {
  if (answer === null) return null;
  const { value, explain, notApplicable } = answer;
  const mapped: GreenListAnswer = { ...answer };
  if (typeof value === 'string') mapped.value = text(value);
  else if (Array.isArray(value)) mapped.value = value.map((item: string) => text(item));
  if (explain !== undefined) mapped.explain = text(explain);
  if (notApplicable !== undefined) mapped.notApplicable = { reason: text(notApplicable.reason) };
  return mapped;
}

function mapAnswers<Answer extends GreenListAnswer | null>(
  answers: Record<string, Answer>,
  text: Text,
): Record<string, Answer> {
  return Object.fromEntries(
    Object.entries(answers).map(([code, answer]) => [code, mapAnswer(answer, text) as Answer]),
  );
}

/**
 * The free texts of the Green List's events, each passed through `text` (ADR 0004): the texts of
 * answers (the context's name and email among them), Explain boxes, reasons for not applicable, what
 * the foundation says is missing and its closing comment. Numbers, levels, codes, statuses and
 * scores stay in the clear: the read models and the list filters read them without the key.
 */
export function mapGreenListTexts<Event extends DomainEvent>(event: Event, text: Text): Event {
  const data = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'GreenListAnswersRecorded': {
      const answers = mapAnswers(data.answers as Record<string, GreenListAnswer | null>, text);
      const materials = (data.materials as MaterialEntry[] | undefined)?.map((material) => ({
        ...material,
        answers: mapAnswers(material.answers as Record<string, GreenListAnswer>, text),
      }));
      return { ...event, data: { ...data, answers, ...(materials ? { materials } : {}) } };
    }
    case 'GreenListInformationRequested':
      return { ...event, data: { ...data, missing: text(data.missing as string) } };
    case 'GreenListCompleted':
      return { ...event, data: { ...data, comment: text(data.comment as string) } };
    default:
      return event;
  }
}

/** The artisan's Green List texts, sealed with its key when stored and opened when read. */
export function greenListTextsCodec(db: Db, artisanId: string): EventCodec {
  return sealedTextsCodec(db, artisanId, mapGreenListTexts);
}
