import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Popup } from '../../../components/ui/popup';
import { pathTo } from '../../../config/paths';
import { useLanguage } from '../../../lib/i18n/use-language';

/** What the help button offers: the page's tour again, the main video, and for admins the help's settings. */
export function HelpMenuPopup({
  withTour,
  withSettings,
  onTour,
  onVideo,
  onClose,
}: {
  withTour: boolean;
  withSettings: boolean;
  onTour: () => void;
  onVideo: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('help');
  const language = useLanguage();
  return (
    <Popup opened onClose={onClose} title={t('menu.title')} size="sm" testId="help-menu">
      <Stack gap="sm">
        {withTour ? (
          <Button variant="light" color="forest" onClick={onTour} data-testid="help-replay-tour">
            {t('menu.tour')}
          </Button>
        ) : null}
        <Button variant="light" color="forest" onClick={onVideo} data-testid="help-watch-video">
          {t('menu.video')}
        </Button>
        {withSettings ? (
          <Button
            component={Link}
            to={pathTo('help', language)}
            variant="subtle"
            color="forest"
            onClick={onClose}
            data-testid="help-settings-link"
          >
            {t('menu.settings')}
          </Button>
        ) : null}
      </Stack>
    </Popup>
  );
}
