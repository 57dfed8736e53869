import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { evaluationErrorMessage } from './evaluation-messages';

/**
 * A refused call of the analysis and decision screens: the evaluation's own messages in the
 * reader's language (a 403 'This evaluation is unavailable, please contact…' of SPEC.md section 8,
 * which the API sends in English), else what the app says for any call.
 */
export function EvaluationErrorAlert({ error, testId = 'error-alert' }: { error: unknown; testId?: string }) {
  const { t } = useTranslation(['evaluation', 'common']);
  if (!error) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={t('errors.title', { ns: 'common' })}
      role="alert"
      data-testid={testId}
    >
      {evaluationErrorMessage(error, t)}
    </Alert>
  );
}
