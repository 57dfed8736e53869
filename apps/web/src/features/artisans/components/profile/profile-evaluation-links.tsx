import { useTranslation } from 'react-i18next';
import { can, type Role } from '../../../../lib/auth/permissions';
import type { Language } from '../../../../lib/i18n/languages';
import { useEvaluationStanding } from '../../api/evaluation-standing';
import { ArtisanScreenButton } from '../../../../components/ui/artisan-screen-button';

/**
 * The ways from the profile to the artisan's evaluation screens (SPEC.md section 2), offered only
 * where the session may go and there is something to see: staff who evaluate get the evaluation once
 * they may read it (another country's only after its endorsement) and the analysis once it is
 * complete; the artisan gets its self-assessment ("My evaluation", once a craft is set, as in the
 * menu) and its analysis once the self-assessment is sent. Both get the Green List (issue 15).
 */
export function ProfileEvaluationLinks({
  artisanId,
  role,
  craftSet,
  language,
}: {
  artisanId: string;
  role: Role;
  craftSet: boolean;
  language: Language;
}) {
  const { t } = useTranslation(['artisan-profile', 'common']);
  const isArtisan = role === 'ROLE_ARTISAN';
  const allowed = isArtisan ? craftSet : can(role, 'artisans.evaluate');
  const standing = useEvaluationStanding(allowed ? artisanId : null, isArtisan ? 'artisan' : 'staff');
  // While it loads, or if it cannot be read, the links stay away rather than lead to an error.
  if (!allowed || !standing.data?.visible) return null;

  const toScreen = { artisanId, language, variant: 'light' } as const;

  return (
    <>
      <ArtisanScreenButton {...toScreen} screen="artisan_evaluation_edit">
        {isArtisan ? t('links.ownEvaluation') : t('links.evaluation')}
      </ArtisanScreenButton>
      {/* The Green List screen itself says when it is not open yet (before the selection). */}
      <ArtisanScreenButton {...toScreen} screen="green_list" data-testid="profile-green-list-link">
        {t('routes.greenList', { ns: 'common' })}
      </ArtisanScreenButton>
      {standing.data.analysisReady ? (
        <ArtisanScreenButton {...toScreen} screen="artisan_analysis_view">
          {isArtisan ? t('links.ownAnalysis') : t('links.analysis')}
        </ArtisanScreenButton>
      ) : null}
    </>
  );
}
