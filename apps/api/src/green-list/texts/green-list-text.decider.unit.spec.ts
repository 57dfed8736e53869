import {
  greenListTextDecider,
  type GreenListTextCommand,
  type GreenListTextEvent,
} from './green-list-text.decider';
import { deciderSpec } from '../../../../../test-support/decider-spec';

const review = (
  change: GreenListTextCommand['change'],
  language: GreenListTextCommand['language'] = 'fr',
): GreenListTextCommand => ({
  type: 'ReviewGreenListText',
  language,
  key: 'materials.share',
  shipped: '{{share}} % du poids annuel',
  english: '{{share}}% of the yearly weight',
  change,
});

const { given, when, refused } = deciderSpec(greenListTextDecider);

const corrected: GreenListTextEvent = {
  type: 'GreenListTextCorrected',
  data: {
    language: 'fr',
    key: 'materials.share',
    before: '{{share}} % du poids annuel',
    after: '{{share}} % du poids de l’année',
  },
};

describe('a Green List text entry', () => {
  it('Given the shipped text, When it is corrected, Then the event holds before and after', () => {
    expect(when(given(), review({ value: '{{share}} % du poids de l’année' }))).toEqual([corrected]);
  });

  it('Given the shipped text, When it is corrected and validated at once, Then both are recorded', () => {
    expect(when(given(), review({ value: '{{share}} % du poids de l’année', validated: true }))).toEqual([
      corrected,
      { type: 'GreenListTextValidated', data: { language: 'fr', key: 'materials.share', validated: true } },
    ]);
  });

  it('Given a validated text, When it is corrected alone, Then it waits for a validation again', () => {
    const state = given(
      { type: 'GreenListTextValidated', data: { language: 'fr', key: 'materials.share', validated: true } },
      corrected,
    );
    expect(state.validated).toBe(false);
    expect(state.value).toBe('{{share}} % du poids de l’année');
  });

  it('Given English (validated as shipped), When validated again, Then nothing happens; a translation needs it', () => {
    expect(when(given(), review({ validated: true }, 'en'))).toEqual([]);
    expect(when(given(), review({ validated: true }))).toEqual([
      { type: 'GreenListTextValidated', data: { language: 'fr', key: 'materials.share', validated: true } },
    ]);
  });

  it('Given a comment, When the same comment is sent, Then nothing happens; a new one is recorded', () => {
    const commented: GreenListTextEvent = {
      type: 'GreenListTextCommented',
      data: { language: 'fr', key: 'materials.share', comment: 'Trop long' },
    };
    expect(when(given(), review({ comment: 'Trop long' }))).toEqual([commented]);
    expect(when(given(commented), review({ comment: 'Trop long' }))).toEqual([]);
  });

  it('When the value is the current one, Then no correction is recorded', () => {
    expect(when(given(), review({ value: '{{share}} % du poids annuel' }))).toEqual([]);
  });

  it('When a correction loses or adds a placeholder, or is empty, Then it is refused', () => {
    expect(refused(given(), review({ value: 'Part du poids annuel' })).message).toContain(
      'The text must keep the placeholders of the English text: {{share}}.',
    );
    expect(refused(given(), review({ value: '{{share}} {{name}}' })).message).toMatch(/placeholders/);
    expect(refused(given(), review({ value: '   ' })).message).toContain('The text must not be empty.');
  });
});
