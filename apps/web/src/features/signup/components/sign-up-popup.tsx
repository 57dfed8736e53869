import { Button, Group, List, Loader, Center, Stack, Text } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { MessagePopup } from '../../../components/ui/message-popup';
import { Popup } from '../../../components/ui/popup';
import { VerifyEmailNotice } from '../../../components/ui/verify-email-notice';
import { sendConfirmEmail } from '../../../lib/accounts/send-confirm-email';
import { useCountries } from '../../../lib/reference-data/countries';
import { useCraftMaterials } from '../../../lib/reference-data/craft-materials';
import { useCraftPeople } from '../../../lib/reference-data/craft-people';
import { toOptions } from '../../../lib/reference-data/hydra';
import { useLanguage } from '../../../lib/i18n/use-language';
import { withQueryClient } from '../../../lib/query/with-query-client';
import { NETWORK_NAMES } from '../../../lib/validation/artisan-fields';
import { checkArtisanExists } from '../api/check-artisan-exists';
import { createArtisan } from '../api/create-artisan';
import { signUpMachine } from '../machines/signup.machine';
import { dialCodeOf } from '../utils/dial-codes';
import { toSignUpBody, type MissingItem } from '../utils/signup-rules';
import { StepTwo } from './step-two';
import { StepOne } from './step-one';

/**
 * The artisan sign-up (SPEC.md section 2), a popup over the artisan login. The flow is the sign-up
 * machine; this component draws its states and gives it the API calls.
 */
export const SignUpPopup = withQueryClient(SignUpFlow);

function SignUpFlow({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const language = useLanguage();
  const countries = useCountries(language);
  const crafts = useCraftMaterials(language);
  const people = useCraftPeople(language);
  const countryItems = useMemo(() => countries.data ?? [], [countries.data]);
  const countryOptions = useMemo(() => toOptions(countryItems, language), [countryItems, language]);
  const craftOptions = useMemo(() => toOptions(crafts.data ?? [], language), [crafts.data, language]);

  // The machine's calls read the lists through a ref: the machine is created once.
  const countriesRef = useRef(countryItems);
  countriesRef.current = countryItems;
  const countryOf = (iri: string) => countriesRef.current.find((country) => country['@id'] === iri);

  const [snapshot, send] = useMachine(
    signUpMachine.provide({
      actors: {
        checkArtisanExists: fromPromise(({ input }) =>
          checkArtisanExists({
            firstName: input.firstName.trim(),
            lastName: input.lastName.trim(),
            country: countryOf(input.country)?.name ?? input.country,
            email: input.email.trim(),
          }),
        ),
        createArtisan: fromPromise(({ input }) =>
          createArtisan(toSignUpBody(input, dialCodeOf(input.phoneCountry))),
        ),
        sendConfirmEmail: fromPromise(({ input }) => sendConfirmEmail(input.email)),
      },
    }),
    { input: { currentYear: new Date().getFullYear() } },
  );

  const closed = snapshot.status === 'done';
  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);

  const { context } = snapshot;
  const onStep1 = snapshot.matches('step1') || snapshot.matches('checking');
  const onStep2 = snapshot.matches('step2') || snapshot.matches('creating') || snapshot.matches('missing');
  const verifying = snapshot.matches('verifyEmail') || snapshot.matches('resending');
  const busy = snapshot.matches('checking') || snapshot.matches('creating');
  const listsReady = countries.isSuccess && crafts.isSuccess && people.isSuccess;
  const listsError = countries.error ?? crafts.error ?? people.error;

  const title = verifying
    ? t('signup.verifyTitle')
    : snapshot.matches('exists')
      ? t('signup.exists.title')
      : `${t('signup.title')} · ${t('signup.step', { step: onStep2 ? 2 : 1 })}`;

  const missingLabel = (item: MissingItem) => {
    if (item === 'website' || item in NETWORK_NAMES)
      return t('signup.errors.linkInvalid', {
        network: NETWORK_NAMES[item as keyof typeof NETWORK_NAMES] ?? t(`signup.fields.${item}`),
      });
    return t(`signup.missing.${item}`);
  };

  return (
    <>
      <Popup
        opened={!closed}
        onClose={() => send({ type: 'CLOSE' })}
        title={title}
        size={onStep2 ? 'xl' : 'lg'}
        closable={!busy}
        testId="sign-up-popup"
      >
        {listsError ? (
          <ErrorAlert error={listsError} />
        ) : !listsReady ? (
          <Center py="xl">
            <Loader color="forest" type="dots" aria-label={t('common.loading', { ns: 'common' })} />
          </Center>
        ) : onStep1 ? (
          <StepOne
            initial={context.step1}
            countries={countryOptions}
            checking={snapshot.matches('checking')}
            error={context.error}
            onSubmit={(values) => send({ type: 'STEP1.SUBMIT', values })}
          />
        ) : onStep2 ? (
          <StepTwo
            initial={context.step2}
            countries={countryOptions}
            countryItems={countryItems}
            crafts={craftOptions}
            people={people.data ?? []}
            currentYear={context.currentYear}
            creating={snapshot.matches('creating')}
            error={context.error}
            emailTaken={context.emailTaken}
            onBack={(values) => send({ type: 'BACK', values })}
            onSubmit={(values) => send({ type: 'STEP2.SUBMIT', values })}
          />
        ) : snapshot.matches('exists') ? (
          <Stack gap="lg" data-testid="artisan-exists">
            <Text fw={600}>{t('messages.artisanExists', { ns: 'common' })}</Text>
            <Text c="var(--ink-soft)">{t('signup.exists.text')}</Text>
            <Group justify="flex-end">
              <Button onClick={() => send({ type: 'DISMISS' })} data-autofocus>
                {t('common.ok', { ns: 'common' })}
              </Button>
            </Group>
          </Stack>
        ) : verifying ? (
          <Stack gap="lg">
            <Text>{t('signup.created', { email: context.step2.email.trim() })}</Text>
            <VerifyEmailNotice
              withTitle={false}
              onResend={() => send({ type: 'RESEND' })}
              resending={snapshot.matches('resending')}
              resent={context.resent}
              error={context.error}
            />
            <Group justify="flex-end">
              <Button onClick={() => send({ type: 'CLOSE' })} data-autofocus>
                {t('common.close', { ns: 'common' })}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Popup>

      <MessagePopup
        opened={snapshot.matches('missing')}
        onClose={() => send({ type: 'DISMISS' })}
        title={t('signup.missingTitle')}
        tone="error"
        testId="missing-items-popup"
      >
        <Stack gap="xs">
          <Text>{t('signup.missingIntro')}</Text>
          <List spacing={4} size="sm">
            {context.missing.map((item) => (
              <List.Item key={item}>{missingLabel(item)}</List.Item>
            ))}
          </List>
        </Stack>
      </MessagePopup>
    </>
  );
}
