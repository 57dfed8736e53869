import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Popup } from '../../../components/ui/popup';
import { getMainVideo, type MainVideoInfo } from '../api/help-api';

/**
 * The main video (SPEC.md section 2) in a popup. Without a video, a plain sentence says so: never
 * an empty or broken player. The bytes need the bearer token, so the player plays an object URL.
 */
export function MainVideoPopup({ video, onClose }: { video: MainVideoInfo | null; onClose: () => void }) {
  const { t } = useTranslation('help');
  return (
    <Popup opened onClose={onClose} title={t('video.title')} size="xl" testId="main-video">
      {video ? (
        <VideoPlayer video={video} />
      ) : (
        <Alert color="gray" variant="light" data-testid="main-video-empty">
          {t('video.empty')}
        </Alert>
      )}
    </Popup>
  );
}

function VideoPlayer({ video }: { video: MainVideoInfo }) {
  const { t } = useTranslation('help');
  const [source, setSource] = useState<string | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [unplayable, setUnplayable] = useState(false);

  useEffect(() => {
    let url: string | undefined;
    let current = true;
    getMainVideo().then(
      (blob) => {
        if (!current) return;
        url = URL.createObjectURL(blob);
        setSource(url);
      },
      (failure: unknown) => {
        if (current) setError(failure);
      },
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [video.version]);

  if (error) return <ErrorAlert error={error} />;
  if (!source)
    return (
      <Center py="xl">
        <Loader color="forest" type="dots" aria-label={t('video.loading')} />
      </Center>
    );
  return (
    <Stack gap="sm">
      {unplayable ? (
        <Alert color="orange" variant="light" role="alert">
          {t('video.unplayable')}
        </Alert>
      ) : (
        <video
          src={source}
          controls
          autoPlay
          playsInline
          preload="metadata"
          onError={() => setUnplayable(true)}
          style={{ width: '100%', maxHeight: '70dvh', background: '#000', borderRadius: 8 }}
          data-testid="main-video-player"
          aria-label={t('video.title')}
        />
      )}
      <Text size="sm" c="dimmed">
        {t('video.replay')}
      </Text>
    </Stack>
  );
}
