import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo } from '../../../config/paths';
import type { Language } from '../../../lib/i18n/languages';
import type { SheetView } from '../machines/evaluation-sheet';
import { evaluationErrorMessage } from './evaluation-messages';
import classes from './evaluation.module.css';

/**
 * What the user must know before reading on: a refusal (the API's message, such as the 409 of an
 * evaluation sent from another tab), what the reviewers asked for when PENDING, and why the
 * answers cannot be changed (sent, or another member's until they send it).
 */
export function EvaluationBanners({
  sheet,
  error,
  language,
  artisanId,
  endorsing,
  onEndorse,
}: {
  sheet: SheetView | null;
  error: unknown;
  language: Language;
  artisanId: string;
  endorsing: boolean;
  onEndorse: () => void;
}) {
  const { t } = useTranslation(['evaluation', 'common']);
  const staff = sheet?.staff;
  const self = sheet?.mode === 'self';
  return (
    <>
      {error ? (
        <Alert
          color="red"
          variant="light"
          title={t('errors.title', { ns: 'common' })}
          role="alert"
          data-testid="evaluation-error"
        >
          {evaluationErrorMessage(error, t)}
        </Alert>
      ) : null}

      {staff?.statusEval === 'PENDING' && sheet?.editable ? (
        <Alert color="bronze" variant="light" title={t('banners.pendingTitle')} data-testid="pending-banner">
          <Stack gap="xs">
            <Text size="sm">{t('banners.pending')}</Text>
            {staff.missingInformation ? (
              <blockquote className={classes.missingInformation}>{staff.missingInformation}</blockquote>
            ) : null}
          </Stack>
        </Alert>
      ) : null}

      {sheet?.lockReason === 'sent' ? (
        <Alert color="forest" variant="light" title={t('banners.sentTitle')} data-testid="locked-banner">
          <Stack gap="xs">
            <Text size="sm">{self ? t('banners.sentSelf') : t('banners.sent')}</Text>
          </Stack>
        </Alert>
      ) : null}

      {sheet?.mayEndorse ? (
        <Alert color="forest" variant="outline" data-testid="endorse-banner">
          <Group gap="sm" justify="space-between">
            <Text size="sm">{t('banners.awaitingEndorsement')}</Text>
            <Button size="sm" onClick={onEndorse} loading={endorsing}>
              {t('banners.endorse')}
            </Button>
          </Group>
        </Alert>
      ) : null}

      {sheet?.lockReason === 'beingWritten' && staff?.evaluator ? (
        <Alert color="gray" variant="light" data-testid="being-written-banner">
          {t('banners.beingWritten', { name: staff.evaluator.name })}
        </Alert>
      ) : null}

      {sheet?.lockReason === 'readOnly' ? (
        <Alert color="gray" variant="light" data-testid="locked-banner">
          {t('banners.readOnly')}
        </Alert>
      ) : null}

      {sheet?.lockReason === 'notOffered' ? (
        <Alert color="gray" variant="light" data-testid="locked-banner">
          {t('messages.notOffered')}
        </Alert>
      ) : null}

      {sheet?.lockReason === 'craftFirst' ? (
        <Alert color="bronze" variant="light" data-testid="locked-banner">
          <Group gap="sm" justify="space-between">
            <Text size="sm">{t('messages.craftFirst')}</Text>
            <Button
              component={Link}
              to={pathTo('artisan_edit', language, { id: artisanId })}
              size="sm"
              variant="default"
            >
              {t('banners.craftFirstAction')}
            </Button>
          </Group>
        </Alert>
      ) : null}
    </>
  );
}
