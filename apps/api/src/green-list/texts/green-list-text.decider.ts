import { DomainError, type Decider, type Language } from '@artisans/domain';

/**
 * One translation entry of the Green List in one language (SPEC.md section 3: "a key and data with
 * value, validated and comment"), as staff review it. The shipped locale file holds the first value;
 * the stream `green-list-text-<language>-<key>` holds what reviewers did since: corrections (with the
 * text before and after), validations and comments. Who and when are the events' metadata.
 */
export type GreenListTextEvent =
  | {
      type: 'GreenListTextCorrected';
      data: { language: Language; key: string; before: string; after: string };
    }
  | { type: 'GreenListTextValidated'; data: { language: Language; key: string; validated: boolean } }
  | { type: 'GreenListTextCommented'; data: { language: Language; key: string; comment: string } };

export type GreenListTextCommand = {
  type: 'ReviewGreenListText';
  language: Language;
  key: string;
  /** The text as shipped in this language, and in English (its placeholders are the rule). */
  shipped: string;
  english: string;
  change: { value?: string; validated?: boolean; comment?: string };
};

export type GreenListTextState = {
  /** The corrected text; null while the shipped one stands. */
  value: string | null;
  /** null: as shipped (validated in English only). */
  validated: boolean | null;
  comment: string;
};

export const GREEN_LIST_TEXT_LIMITS = { value: 4000, comment: 2000 } as const;

export const greenListTextStreamId = (language: Language, key: string) =>
  `green-list-text-${language}-${key}`;

/** Shipped texts start validated in English only: a translation waits for a reviewer. */
export const shippedValidated = (language: Language) => language === 'en';

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)]
    .map((match) => match[1] ?? '')
    .sort()
    .join(',');

const invalid = (message: string) => new DomainError('invalid', message, 'invalid-green-list-text');

function checkedValue(value: string, english: string): string {
  if (value.trim() === '') throw invalid('The text must not be empty.');
  if (value.length > GREEN_LIST_TEXT_LIMITS.value)
    throw invalid(`The text must be at most ${GREEN_LIST_TEXT_LIMITS.value} characters.`);
  // A placeholder lost or misspelt would show "{{name}}" or nothing to the artisan.
  if (placeholders(value) !== placeholders(english)) {
    const expected = placeholders(english);
    throw invalid(
      expected === ''
        ? 'The text must not hold placeholders such as {{name}}.'
        : `The text must keep the placeholders of the English text: ${expected
            .split(',')
            .map((name) => `{{${name}}}`)
            .join(', ')}.`,
    );
  }
  return value;
}

export const greenListTextDecider: Decider<GreenListTextCommand, GreenListTextEvent, GreenListTextState> = {
  initialState: () => ({ value: null, validated: null, comment: '' }),

  evolve(state, event) {
    switch (event.type) {
      case 'GreenListTextCorrected':
        // A changed text is a new text: it waits for a validation (which may come with it).
        return { ...state, value: event.data.after, validated: false };
      case 'GreenListTextValidated':
        return { ...state, validated: event.data.validated };
      case 'GreenListTextCommented':
        return { ...state, comment: event.data.comment };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },

  decide(command, state) {
    const { language, key, change } = command;
    const events: GreenListTextEvent[] = [];
    const current = state.value ?? command.shipped;
    const wasValidated = state.validated ?? shippedValidated(language);
    if (change.value !== undefined && change.value !== current) {
      const after = checkedValue(change.value, command.english);
      events.push({ type: 'GreenListTextCorrected', data: { language, key, before: current, after } });
      if (change.validated === true)
        events.push({ type: 'GreenListTextValidated', data: { language, key, validated: true } });
    } else if (change.validated !== undefined && change.validated !== wasValidated) {
      events.push({ type: 'GreenListTextValidated', data: { language, key, validated: change.validated } });
    }
    if (change.comment !== undefined && change.comment !== state.comment) {
      if (change.comment.length > GREEN_LIST_TEXT_LIMITS.comment)
        throw invalid(`The comment must be at most ${GREEN_LIST_TEXT_LIMITS.comment} characters.`);
      events.push({ type: 'GreenListTextCommented', data: { language, key, comment: change.comment } });
    }
    return events;
  },
};
