import { describe, expect, it, jest } from '@jest/globals';
import { createActor, waitFor } from 'xstate';
import { promiseActors } from '../../../../../../test-support/machine-actors';
import { ApiError } from '../../../lib/http/api-error';
import type { Step1Values, Step2Values } from '../utils/signup-rules';
import { step2From } from '../utils/signup-rules';
import { classifySignUpFailure, signUpMachine } from './signup.machine';

const YEAR = 2026;

const STEP1: Step1Values = {
  title: 'Ms.',
  firstName: 'Marie',
  lastName: 'Curie-Dubois',
  email: 'marie@atelier.fr',
  country: '/api/countries/250',
};

const STEP2: Step2Values = {
  ...step2From(STEP1),
  craftMaterail: '/api/craft_materails/4',
  craftPerson: '/api/craft_people/14',
  inActivity: '1998',
  password: 'a long password',
  confirmation: 'a long password',
};

type Calls = {
  exists?: boolean | Error;
  create?: Error;
  resend?: Error;
};

/** The machine with fake calls; each call resolves (or fails) as the test says. */
function start(calls: Calls = {}) {
  const checkArtisanExists = jest.fn(async (_: Step1Values) => {
    if (calls.exists instanceof Error) throw calls.exists;
    return calls.exists ?? false;
  });
  const createArtisan = jest.fn(async (_: Step2Values) => {
    if (calls.create) throw calls.create;
  });
  const sendConfirmEmail = jest.fn(async (_: { email: string }) => {
    if (calls.resend) throw calls.resend;
  });
  const actor = createActor(
    signUpMachine.provide({
      actors: promiseActors({ checkArtisanExists, createArtisan, sendConfirmEmail }),
    }),
    { input: { currentYear: YEAR } },
  );
  actor.start();
  return { actor, checkArtisanExists, createArtisan, sendConfirmEmail };
}

async function reachStep2(calls: Calls = {}) {
  const run = start(calls);
  run.actor.send({ type: 'STEP1.SUBMIT', values: STEP1 });
  await waitFor(run.actor, (s) => s.matches('step2'));
  return run;
}

describe('sign-up machine', () => {
  describe('step 1', () => {
    it('given a new sign-up, then it starts on step 1 with empty fields and the newsletter off', () => {
      const { actor } = start();
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toBe('step1');
      expect(snapshot.context.step1).toEqual({
        title: '',
        firstName: '',
        lastName: '',
        email: '',
        country: '',
      });
      expect(snapshot.context.step2.isReceiveNews).toBe(false);
    });

    it.each([
      ['no gender', { title: '' as const }],
      ['no first name', { firstName: ' ' }],
      ['no last name', { lastName: '' }],
      ['a malformed email', { email: 'marie@' }],
      ['no country', { country: '' }],
    ])('given %s, when step 1 is submitted, then nothing happens', (_, change) => {
      const { actor, checkArtisanExists } = start();
      actor.send({ type: 'STEP1.SUBMIT', values: { ...STEP1, ...change } });
      expect(actor.getSnapshot().value).toBe('step1');
      expect(checkArtisanExists).not.toHaveBeenCalled();
    });

    it('given a complete step 1, when submitted, then the existence check runs with its values', async () => {
      const { actor, checkArtisanExists } = start();
      actor.send({ type: 'STEP1.SUBMIT', values: STEP1 });
      expect(actor.getSnapshot().value).toBe('checking');
      await waitFor(actor, (s) => !s.matches('checking'));
      expect(checkArtisanExists).toHaveBeenCalledWith(STEP1);
    });

    it('given an unknown artisan, when the check answers, then step 2 opens with step 1 filled in', async () => {
      const { actor } = await reachStep2();
      const { step2 } = actor.getSnapshot().context;
      expect(step2).toMatchObject(STEP1);
      expect(step2.password).toBe('');
    });

    it('given a known artisan, when the check answers, then the exists popup shows, and DISMISS returns to step 1', async () => {
      const { actor } = start({ exists: true });
      actor.send({ type: 'STEP1.SUBMIT', values: STEP1 });
      await waitFor(actor, (s) => s.matches('exists'));
      actor.send({ type: 'DISMISS' });
      expect(actor.getSnapshot().value).toBe('step1');
      expect(actor.getSnapshot().context.step1).toEqual(STEP1);
    });

    it('given the check fails, then step 1 shows the error', async () => {
      const failure = new ApiError({ status: 500 });
      const { actor } = start({ exists: failure });
      actor.send({ type: 'STEP1.SUBMIT', values: STEP1 });
      await waitFor(actor, (s) => s.matches('step1'));
      expect(actor.getSnapshot().context.error).toBe(failure);
    });

    it('given a check in flight, when CLOSE is sent, then it is ignored', () => {
      const { actor } = start();
      actor.send({ type: 'STEP1.SUBMIT', values: STEP1 });
      actor.send({ type: 'CLOSE' });
      expect(actor.getSnapshot().value).toBe('checking');
    });
  });

  describe('step 2', () => {
    it('when BACK is sent, then step 1 shows the values of step 2 and step 2 keeps the rest', async () => {
      const { actor } = await reachStep2();
      const edited = { ...STEP2, firstName: 'Marie-Anne', workshop: 'Atelier du Lac' };
      actor.send({ type: 'BACK', values: edited });
      expect(actor.getSnapshot().value).toBe('step1');
      expect(actor.getSnapshot().context.step1.firstName).toBe('Marie-Anne');

      actor.send({ type: 'STEP1.SUBMIT', values: actor.getSnapshot().context.step1 });
      await waitFor(actor, (s) => s.matches('step2'));
      expect(actor.getSnapshot().context.step2.workshop).toBe('Atelier du Lac');
    });

    it('given missing items, when submitted, then the warning lists each of them, and DISMISS returns to step 2', async () => {
      const { actor, createArtisan } = await reachStep2();
      actor.send({
        type: 'STEP2.SUBMIT',
        values: { ...STEP2, craftPerson: '', inActivity: '', facebook: 'not a link', confirmation: 'other' },
      });
      expect(actor.getSnapshot().value).toBe('missing');
      expect(actor.getSnapshot().context.missing).toEqual([
        'craftPerson',
        'inActivity',
        'facebook',
        'confirmation',
      ]);
      expect(createArtisan).not.toHaveBeenCalled();
      actor.send({ type: 'DISMISS' });
      expect(actor.getSnapshot().value).toBe('step2');
      expect(actor.getSnapshot().context.step2.facebook).toBe('not a link');
    });

    it('given everything required, when submitted, then the artisan is created and the verify-email popup opens', async () => {
      const { actor, createArtisan } = await reachStep2();
      actor.send({ type: 'STEP2.SUBMIT', values: STEP2 });
      expect(actor.getSnapshot().value).toBe('creating');
      await waitFor(actor, (s) => s.matches('verifyEmail'));
      expect(createArtisan).toHaveBeenCalledWith(STEP2);
    });

    it('given the creation says the artisan exists, then the exists popup shows', async () => {
      const { actor } = await reachStep2({
        create: new ApiError({
          status: 409,
          detail: 'This artisan already exists. Please contact to network admin in your country.',
        }),
      });
      actor.send({ type: 'STEP2.SUBMIT', values: STEP2 });
      await waitFor(actor, (s) => s.matches('exists'));
    });

    it('given the creation says the email is taken, then step 2 marks the email', async () => {
      const { actor } = await reachStep2({
        create: new ApiError({ status: 409, detail: 'This email already exists', code: 'email-exists' }),
      });
      actor.send({ type: 'STEP2.SUBMIT', values: STEP2 });
      await waitFor(actor, (s) => s.matches('step2'));
      expect(actor.getSnapshot().context.emailTaken).toBe(true);
    });

    it('given another failure, then step 2 shows it and a new submit clears it', async () => {
      const failure = new ApiError({ status: 400, detail: 'The request body is not valid JSON.' });
      const { actor } = await reachStep2({ create: failure });
      actor.send({ type: 'STEP2.SUBMIT', values: STEP2 });
      await waitFor(actor, (s) => s.matches('step2'));
      expect(actor.getSnapshot().context.error).toBe(failure);
      expect(actor.getSnapshot().context.emailTaken).toBe(false);
      actor.send({ type: 'STEP2.SUBMIT', values: { ...STEP2, craftMaterail: '' } });
      expect(actor.getSnapshot().value).toBe('missing');
    });
  });

  describe('verify email', () => {
    async function reachVerifyEmail(calls: Calls = {}) {
      const run = await reachStep2(calls);
      run.actor.send({ type: 'STEP2.SUBMIT', values: STEP2 });
      await waitFor(run.actor, (s) => s.matches('verifyEmail'));
      return run;
    }

    it('when RESEND is sent, then a new mail goes to the email and the popup says so', async () => {
      const { actor, sendConfirmEmail } = await reachVerifyEmail();
      actor.send({ type: 'RESEND' });
      expect(actor.getSnapshot().value).toBe('resending');
      await waitFor(actor, (s) => s.matches('verifyEmail'));
      expect(sendConfirmEmail).toHaveBeenCalledWith({ email: 'marie@atelier.fr' });
      expect(actor.getSnapshot().context.resent).toBe(true);
    });

    it('given the resend fails, then the popup shows the error', async () => {
      const failure = new ApiError({ status: 429, code: 'too-many-attempts' });
      const { actor } = await reachVerifyEmail({ resend: failure });
      actor.send({ type: 'RESEND' });
      await waitFor(actor, (s) => s.matches('verifyEmail'));
      expect(actor.getSnapshot().context).toMatchObject({ resent: false, error: failure });
    });

    it('when CLOSE is sent, then the sign-up is over', async () => {
      const { actor } = await reachVerifyEmail();
      actor.send({ type: 'CLOSE' });
      expect(actor.getSnapshot().status).toBe('done');
    });
  });

  it.each(['step1', 'step2', 'exists', 'missing'] as const)(
    'CLOSE from %s ends the sign-up',
    async (state) => {
      const run = state === 'exists' ? start({ exists: true }) : start();
      if (state !== 'step1') {
        run.actor.send({ type: 'STEP1.SUBMIT', values: STEP1 });
        await waitFor(run.actor, (s) => s.matches('step2') || s.matches('exists'));
      }
      if (state === 'missing') run.actor.send({ type: 'STEP2.SUBMIT', values: { ...STEP2, title: '' } });
      expect(run.actor.getSnapshot().value).toBe(state);
      run.actor.send({ type: 'CLOSE' });
      expect(run.actor.getSnapshot().value).toBe('closed');
    },
  );

  it('classifies failures by code or by the exact message', () => {
    expect(classifySignUpFailure(new ApiError({ status: 409, code: 'artisan-exists' }))).toBe(
      'artisan-exists',
    );
    expect(classifySignUpFailure(new ApiError({ status: 409, detail: 'This email already exists' }))).toBe(
      'email-exists',
    );
    expect(classifySignUpFailure(new Error('boom'))).toBe('other');
  });
});
