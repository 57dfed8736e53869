import { Alert, Button, Group, MultiSelect, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_COMMENT_LENGTH } from '@artisans/domain/evaluation';
import { MATERIALS_CODE, type GreenListCatalogue } from '@artisans/domain/green-list-catalogue';
import type { GreenListSheet } from '@artisans/domain/green-list-rules';
import { Popup } from '../../../components/ui/popup';
import type { GreenListView } from '../api/get-green-list';
import type { ReviewStep, ReviewStepType } from '../machines/green-list.machine';
import { greenListErrorMessage } from './green-list-messages';
import classes from './green-list.module.css';

/**
 * The foundation's review (docs/green-list-lifecycle.md): the steps the API allows this person now
 * (its allowedActions), the request for information naming what is missing and the answers the
 * artisan may change, and the completion with a comment.
 */
export function GreenListReview({
  catalogue,
  view,
  sheet,
  openStep,
  busy,
  error,
  onOpen,
  onReview,
  onCancel,
}: {
  catalogue: GreenListCatalogue;
  view: GreenListView;
  sheet: GreenListSheet;
  /** The step whose form is open. */
  openStep: ReviewStepType | null;
  busy: boolean;
  error: unknown;
  onOpen: (step: ReviewStepType) => void;
  onReview: (review: ReviewStep) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['green-list', 'common']);
  const allowed = view.allowedActions;
  const offered = (['START_REVIEW', 'ASK_FOR_INFORMATION', 'COMPLETE'] as const).filter((step) =>
    allowed.includes(step),
  );
  if (offered.length === 0) return null;
  return (
    <section className={classes.card} aria-labelledby="gl-review-title" data-testid="green-list-review">
      <h2 id="gl-review-title" className={classes.title} style={{ fontSize: '1.35rem' }}>
        {t('review.title')}
      </h2>
      {error && openStep === null ? (
        <Alert color="red" mt="sm" role="alert">
          {greenListErrorMessage(error, sheet, t)}
        </Alert>
      ) : null}
      <Group mt="md">
        {offered.includes('START_REVIEW') ? (
          <Button loading={busy} onClick={() => onReview({ step: 'START_REVIEW' })}>
            {t('review.start')}
          </Button>
        ) : null}
        {offered.includes('ASK_FOR_INFORMATION') ? (
          <Button variant="light" color="orange" onClick={() => onOpen('ASK_FOR_INFORMATION')}>
            {t('review.request')}
          </Button>
        ) : null}
        {offered.includes('COMPLETE') ? (
          <Button onClick={() => onOpen('COMPLETE')}>{t('review.complete')}</Button>
        ) : null}
      </Group>
      <RequestInformationPopup
        opened={openStep === 'ASK_FOR_INFORMATION'}
        catalogue={catalogue}
        busy={busy}
        error={error ? greenListErrorMessage(error, sheet, t) : null}
        onSend={(missing, codes) => onReview({ step: 'ASK_FOR_INFORMATION', missing, codes })}
        onCancel={onCancel}
      />
      <CompletePopup
        opened={openStep === 'COMPLETE'}
        points={view.score.points}
        busy={busy}
        error={error ? greenListErrorMessage(error, sheet, t) : null}
        onComplete={(comment) => onReview({ step: 'COMPLETE', comment })}
        onCancel={onCancel}
      />
    </section>
  );
}

function RequestInformationPopup({
  opened,
  catalogue,
  busy,
  error,
  onSend,
  onCancel,
}: {
  opened: boolean;
  catalogue: GreenListCatalogue;
  busy: boolean;
  error: string | null;
  onSend: (missing: string, codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('green-list');
  const [missing, setMissing] = useState('');
  const [codes, setCodes] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const options = catalogue.questions.map((question) => ({
    value: question.code,
    label: `${question.code} · ${t(`questions.${question.code}.text`)}${question.code === MATERIALS_CODE ? ' (…)' : ''}`,
  }));
  return (
    <Popup
      opened={opened}
      onClose={onCancel}
      title={t('review.requestTitle')}
      closable={!busy}
      testId="request-information"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (missing.trim() !== '' && codes.length > 0) onSend(missing.trim(), codes);
        }}
      >
        <Stack>
          <Textarea
            label={t('review.missing')}
            placeholder={t('review.missingPlaceholder')}
            value={missing}
            required
            autosize
            minRows={3}
            maxLength={MAX_COMMENT_LENGTH}
            error={tried && missing.trim() === '' ? t('review.missingRequired') : undefined}
            onChange={(event) => setMissing(event.currentTarget.value)}
            data-autofocus
          />
          <MultiSelect
            label={t('review.codes')}
            description={t('review.codesHint')}
            data={options}
            value={codes}
            onChange={setCodes}
            searchable
            required
            maxDropdownHeight={260}
            error={tried && codes.length === 0 ? t('review.codesRequired') : undefined}
          />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {t('review.cancel')}
            </Button>
            <Button type="submit" loading={busy} color="orange">
              {t('review.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Popup>
  );
}

function CompletePopup({
  opened,
  points,
  busy,
  error,
  onComplete,
  onCancel,
}: {
  opened: boolean;
  points: number;
  busy: boolean;
  error: string | null;
  onComplete: (comment: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('green-list');
  const [comment, setComment] = useState('');
  return (
    <Popup
      opened={opened}
      onClose={onCancel}
      title={t('review.completeTitle')}
      closable={!busy}
      size="sm"
      testId="complete-review"
    >
      <Stack>
        <Text>{t('review.completeText', { points })}</Text>
        <Textarea
          label={t('review.comment')}
          value={comment}
          autosize
          minRows={2}
          maxLength={MAX_COMMENT_LENGTH}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
            {t('review.cancel')}
          </Button>
          <Button loading={busy} onClick={() => onComplete(comment.trim())}>
            {t('review.confirmComplete')}
          </Button>
        </Group>
      </Stack>
    </Popup>
  );
}
