import type { DomainEvent } from '@artisans/domain';
import type { EventCodec } from '../infrastructure/commands/event-codec';
import { sealedTextsCodec } from '../infrastructure/crypto/sealed-texts-codec';
import type { Db } from '../infrastructure/database/database';

type Text = (text: string) => string;
type Comments = Record<string, { comment: string }>;

/**
 * The free texts of the evaluation's and the self-assessment's events (personal comments, what is
 * missing, the committee's words, the confidential comment), each passed through `text`. Ids,
 * points and statuses are left as they are: projections and statistics read them without the key.
 */
export function mapEvaluationTexts<Event extends DomainEvent>(event: Event, text: Text): Event {
  const data = event.data as Record<string, unknown>;
  const texts = (fields: Record<string, string>): Event =>
    ({
      ...event,
      data: { ...data, ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, text(v)])) },
    }) as Event;
  switch (event.type) {
    case 'EvaluationAnswersRecorded':
    case 'SelfAssessmentAnswersRecorded': {
      const answers = Object.fromEntries(
        Object.entries(data.answers as Comments).map(([question, answer]) => [
          question,
          { ...answer, comment: text(answer.comment) },
        ]),
      );
      return { ...event, data: { ...data, answers } } as Event;
    }
    case 'EvaluationInformationRequested':
      return texts({ missing: data.missing as string });
    case 'EvaluationDecided':
      return texts({
        commentaryCommittee: data.commentaryCommittee as string,
        comments: data.comments as string,
      });
    case 'EvaluationDecisionDeferred':
      return texts({ commentaryCommittee: data.commentaryCommittee as string });
    default:
      return event;
  }
}

/** The artisan's evaluation texts, sealed with its key when stored and opened when read. */
export function evaluationTextsCodec(db: Db, artisanId: string): EventCodec {
  return sealedTextsCodec(db, artisanId, mapEvaluationTexts);
}
