import { Alert, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { can, type Role } from '../../../../lib/auth/permissions';
import type { Language } from '../../../../lib/i18n/languages';
import { useEvaluationStanding } from '../../api/evaluation-standing';
import { ArtisanScreenButton } from '../../../../components/ui/artisan-screen-button';

/**
 * Why a network member came: the endorsement mail's link signs them in on this profile (SPEC.md
 * section 2), so its top says what is asked and leads to the evaluation. Shown whenever their
 * endorsement is awaited (the API's allowed steps), whichever way they came, until they give it.
 */
export function ProfileEndorsementNotice({
  artisanId,
  role,
  name,
  language,
}: {
  artisanId: string;
  role: Role;
  /** The artisan's name, as the heading shows it. */
  name: string;
  language: Language;
}) {
  const { t } = useTranslation('artisan-profile');
  const endorses = can(role, 'evaluations.endorse');
  const standing = useEvaluationStanding(endorses ? artisanId : null, 'staff');
  if (!endorses || !standing.data?.endorsementRequested) return null;

  return (
    <Alert
      color="bronze"
      variant="light"
      title={t('endorsement.title')}
      data-testid="endorsement-request"
      role="region"
      aria-label={t('endorsement.title')}
    >
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" maw="40rem">
          {t('endorsement.text', { name })}
        </Text>
        <ArtisanScreenButton screen="artisan_evaluation_edit" artisanId={artisanId} language={language}>
          {t('endorsement.action')}
        </ArtisanScreenButton>
      </Group>
    </Alert>
  );
}
