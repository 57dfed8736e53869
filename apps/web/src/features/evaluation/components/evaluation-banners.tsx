import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/i18n/date-format';
import type { Language } from '../../../lib/i18n/languages';
import { isEvaluationUnavailable } from '../api/get-evaluation';
import type { SheetView } from '../machines/evaluation-sheet';
import { CheckIcon } from '../../../components/ui/check-icon';
import { EvaluationErrorAlert } from './evaluation-error-alert';
import classes from './evaluation.module.css';
import { ArtisanScreenButton } from '../../../components/ui/artisan-screen-button';

/**
 * What the user must know before reading on: a refusal (the API's message, such as the 409 of an
 * evaluation sent from another tab), an evaluation not this member's to read yet (SPEC.md section
 * 8, and why), what the reviewers asked for when PENDING, why the answers cannot be changed (sent,
 * or another member's until they send it), and who endorsed it and when.
 */
export function EvaluationBanners({
  sheet,
  error,
  language,
  artisanId,
  onEndorse,
}: {
  sheet: SheetView | null;
  error: unknown;
  language: Language;
  artisanId: string;
  onEndorse: () => void;
}) {
  const { t } = useTranslation(['evaluation', 'common']);
  const staff = sheet?.staff;
  const self = sheet?.mode === 'self';
  const endorsement = staff?.endorsement;
  return (
    <>
      {isEvaluationUnavailable(error) ? (
        <Alert
          color="gray"
          variant="light"
          title={t('messages.unavailable')}
          role="status"
          data-testid="evaluation-unavailable"
        >
          {t('banners.unavailableWhy')}
        </Alert>
      ) : (
        <EvaluationErrorAlert error={error} testId="evaluation-error" />
      )}

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

      {endorsement ? (
        <p className={classes.endorsedMark} data-testid="endorsed-mark">
          <CheckIcon />
          <span>
            {t('banners.endorsedBy', {
              name: endorsement.actor.name,
              date: formatDate(endorsement.at, language, 'dateTime'),
            })}
          </span>
        </p>
      ) : null}

      {sheet?.mayEndorse ? (
        <Alert color="forest" variant="outline" data-testid="endorse-banner">
          <Group gap="sm" justify="space-between">
            <Text size="sm">{t('banners.awaitingEndorsement')}</Text>
            <Button size="sm" onClick={onEndorse}>
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
            <ArtisanScreenButton
              screen="artisan_edit"
              artisanId={artisanId}
              language={language}
              size="sm"
              variant="default"
            >
              {t('banners.craftFirstAction')}
            </ArtisanScreenButton>
          </Group>
        </Alert>
      ) : null}
    </>
  );
}
