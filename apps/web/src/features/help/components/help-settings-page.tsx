import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from 'i18next';
import {
  HELP_MESSAGES,
  MAIN_VIDEO_MAX_BYTES,
  TUTORIAL_BODY_MAX_LENGTH,
  TUTORIAL_FLAGS,
  TUTORIAL_STEPS,
  TUTORIAL_TITLE_MAX_LENGTH,
  type TutorialFlag,
  type TutorialStepText,
} from '@artisans/domain/help';
import { ConfirmPopup } from '../../../components/ui/confirm-popup';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { useNotify } from '../../../components/ui/notifications/notifications';
import { isApiError } from '../../../lib/http/api-error';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../lib/i18n/languages';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useAsyncAction } from '../../../lib/async/use-async-action';
import { ScreenSection } from '../../../components/ui/screen-section';
import {
  removeMainVideo,
  resetTutorialText,
  saveTutorialText,
  uploadMainVideo,
  type HelpOverview,
} from '../api/help-api';
import { MainVideoPopup } from './main-video-popup';
import { stepText } from './tutorial-texts';
import { useHelpOverview } from './use-help-overview';
import classes from './help-settings.module.css';

/** The API's refusals of a video, in the reader's language. */
const VIDEO_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [HELP_MESSAGES.videoType]: 'settings.video.wrongType',
  [HELP_MESSAGES.videoTooLarge]: 'settings.video.tooLarge',
  [HELP_MESSAGES.videoMissing]: 'settings.video.missing',
};

/**
 * The back office's help settings (issue 17, admins): the main video staff see on their first
 * sign-in (replace with an MP4 or WebM of at most 50 MB, or remove), and each guided tour's words in
 * each language (an admin's words replace the app's own for that language until reset).
 */
export function HelpSettingsPage() {
  const { t } = useTranslation('help');
  const [refresh, setRefresh] = useState(0);
  const [textLanguage, setTextLanguage] = useState<Language>(useLanguage());
  const readerLanguage = useLanguage();
  const overview = useHelpOverview(readerLanguage, refresh);
  return (
    <div className={classes.page}>
      <div className={classes.inner}>
        <h1 className={classes.title}>{t('settings.title')}</h1>
        <Text>{t('settings.intro')}</Text>
        <VideoSection overview={overview} onChanged={() => setRefresh((n) => n + 1)} />
        <TutorialSection language={textLanguage} onLanguage={setTextLanguage} />
      </div>
    </div>
  );
}

function VideoSection({
  overview,
  onChanged,
}: {
  overview: HelpOverview | undefined;
  onChanged: () => void;
}) {
  const { t } = useTranslation(['help', 'common']);
  const reader = useLanguage();
  const locale = reader === 'jp' ? 'ja' : reader;
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [watching, setWatching] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const upload = useAsyncAction(uploadMainVideo, {
    onSuccess: () => {
      notify({ id: 'help-video', tone: 'success', message: t('settings.video.saved') });
      setFile(null);
      setInputKey((n) => n + 1);
      onChanged();
    },
  });
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const remove = useAsyncAction(removeMainVideo, {
    onSuccess: () => {
      setConfirmingRemoval(false);
      notify({ id: 'help-video', tone: 'success', message: t('settings.video.removed') });
      onChanged();
    },
  });
  const video = overview?.video ?? null;
  const uploadProblem =
    upload.error && isApiError(upload.error) && upload.error.detail
      ? VIDEO_MESSAGE_KEYS[upload.error.detail]
      : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return setProblem(t('settings.video.missing'));
    // The same limit as the API's, told before sending 50 MB for nothing; the API checks the bytes.
    if (file.size > MAIN_VIDEO_MAX_BYTES) return setProblem(t('settings.video.tooLarge'));
    setProblem(null);
    upload.run(file);
  };

  return (
    <ScreenSection id="help-video-title" title={t('settings.video.title')}>
      <Text size="sm">{t('settings.video.hint')}</Text>
      {video ? (
        <Group gap="sm" data-testid="help-video-current">
          <Text size="sm">
            {t('settings.video.current', {
              type: video.contentType === 'video/webm' ? 'WebM' : 'MP4',
              // A short clip still reads as 0.1 MB, never 0.
              size: Math.max(0.1, video.size / (1024 * 1024)).toLocaleString(locale, {
                maximumFractionDigits: 1,
              }),
            })}
          </Text>
          <Button variant="subtle" color="forest" size="compact-sm" onClick={() => setWatching(true)}>
            {t('settings.video.watch')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            loading={remove.pending}
            onClick={() => setConfirmingRemoval(true)}
          >
            {t('settings.video.remove')}
          </Button>
        </Group>
      ) : (
        <Alert color="gray" variant="light" data-testid="help-video-none">
          {t('video.empty')}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <label htmlFor="help-video-file" className={classes.stepName}>
            {t('settings.video.file')}
          </label>
          <input
            key={inputKey}
            id="help-video-file"
            className={classes.fileInput}
            type="file"
            accept="video/mp4,video/webm,.mp4,.webm"
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setProblem(null);
            }}
            data-testid="help-video-file"
          />
          {problem || uploadProblem ? (
            <Alert color="red" variant="light" role="alert" data-testid="help-video-problem">
              {problem ?? t(uploadProblem ?? '')}
            </Alert>
          ) : upload.error ? (
            <ErrorAlert error={upload.error} />
          ) : null}
          <Group>
            <Button type="submit" color="forest" loading={upload.pending} data-testid="help-video-upload">
              {video ? t('settings.video.replace') : t('settings.video.upload')}
            </Button>
          </Group>
        </Stack>
      </form>
      {watching ? <MainVideoPopup video={video} onClose={() => setWatching(false)} /> : null}
      <ConfirmPopup
        opened={confirmingRemoval}
        title={t('settings.video.remove')}
        confirmLabel={t('settings.video.remove')}
        danger
        pending={remove.pending}
        error={remove.error}
        onConfirm={() => remove.run(undefined)}
        onClose={() => setConfirmingRemoval(false)}
        testId="help-video-remove-popup"
      >
        {t('settings.video.confirmRemove')}
      </ConfirmPopup>
    </ScreenSection>
  );
}

function TutorialSection({
  language,
  onLanguage,
}: {
  language: Language;
  onLanguage: (language: Language) => void;
}) {
  const { t } = useTranslation('help');
  const [tutorial, setTutorial] = useState<TutorialFlag>(TUTORIAL_FLAGS[0]);
  const [refresh, setRefresh] = useState(0);
  const overview = useHelpOverview(language, refresh);
  const [loaded, setLoaded] = useState<string | null>(null);

  // The app's own words in the language being edited (its locale file may not be loaded yet).
  useEffect(() => {
    let current = true;
    void i18n.loadLanguages(language).then(() =>
      i18n.loadNamespaces('help').then(() => {
        if (current) setLoaded(language);
      }),
    );
    return () => {
      current = false;
    };
  }, [language]);

  return (
    <ScreenSection id="help-texts-title" title={t('settings.texts.title')}>
      <Text size="sm">{t('settings.texts.hint')}</Text>
      <Group grow align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('settings.texts.tutorial')}
          value={tutorial}
          onChange={(event) => setTutorial(event.currentTarget.value as TutorialFlag)}
          data={TUTORIAL_FLAGS.map((flag) => ({ value: flag, label: t(`names.${flag}`) }))}
          data-testid="help-texts-tutorial"
          miw={200}
        />
        <NativeSelect
          label={t('settings.texts.language')}
          value={language}
          onChange={(event) => onLanguage(event.currentTarget.value as Language)}
          data={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
          data-testid="help-texts-language"
          miw={160}
        />
      </Group>
      {overview && loaded === language ? (
        <TutorialForm
          key={`${tutorial}:${language}:${overview.tutorials[tutorial]?.updatedAt ?? 'default'}`}
          tutorial={tutorial}
          language={language}
          overview={overview}
          onSaved={() => setRefresh((n) => n + 1)}
        />
      ) : null}
    </ScreenSection>
  );
}

function TutorialForm({
  tutorial,
  language,
  overview,
  onSaved,
}: {
  tutorial: TutorialFlag;
  language: Language;
  overview: HelpOverview;
  onSaved: () => void;
}) {
  const { t } = useTranslation('help');
  const notify = useNotify();
  const inLanguage = useMemo(() => i18n.getFixedT(language, 'help'), [language]);
  const written = overview.tutorials[tutorial] !== undefined;
  const [steps, setSteps] = useState<Record<string, TutorialStepText>>(() =>
    Object.fromEntries(
      TUTORIAL_STEPS[tutorial].map((step) => [step, stepText(tutorial, step, overview, inLanguage)]),
    ),
  );
  const [submitted, setSubmitted] = useState(false);
  const save = useAsyncAction(() => saveTutorialText(tutorial, language, steps), {
    onSuccess: () => {
      notify({ id: 'help-texts', tone: 'success', message: t('settings.texts.saved') });
      onSaved();
    },
  });
  const reset = useAsyncAction(() => resetTutorialText(tutorial, language), {
    onSuccess: () => {
      notify({ id: 'help-texts', tone: 'success', message: t('settings.texts.resetDone') });
      onSaved();
    },
  });
  const blank = Object.values(steps).some((step) => !step.title.trim() || !step.body.trim());

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!blank) save.run(undefined);
  };

  const change = (step: string, field: keyof TutorialStepText, value: string) =>
    setSteps((current) => ({
      ...current,
      [step]: { ...(current[step] ?? { title: '', body: '' }), [field]: value },
    }));

  return (
    <form onSubmit={submit} noValidate data-testid="help-texts-form">
      <Stack gap="xs">
        <Text size="sm" c="dimmed" data-testid="help-texts-origin">
          {written ? t('settings.texts.written') : t('settings.texts.default')}
        </Text>
        {TUTORIAL_STEPS[tutorial].map((step, index) => (
          <div key={step} className={classes.step}>
            <span className={classes.stepName}>{t('settings.texts.step', { number: index + 1 })}</span>
            <TextInput
              label={t('settings.texts.stepTitle')}
              value={steps[step]?.title ?? ''}
              maxLength={TUTORIAL_TITLE_MAX_LENGTH}
              onChange={(event) => change(step, 'title', event.currentTarget.value)}
              error={submitted && !steps[step]?.title.trim() ? t('settings.texts.required') : undefined}
              lang={language === 'jp' ? 'ja' : language}
              data-testid={`help-step-${step}-title`}
            />
            <Textarea
              label={t('settings.texts.stepBody')}
              value={steps[step]?.body ?? ''}
              maxLength={TUTORIAL_BODY_MAX_LENGTH}
              autosize
              minRows={2}
              onChange={(event) => change(step, 'body', event.currentTarget.value)}
              error={submitted && !steps[step]?.body.trim() ? t('settings.texts.required') : undefined}
              lang={language === 'jp' ? 'ja' : language}
              data-testid={`help-step-${step}-body`}
            />
          </div>
        ))}
        {save.error ? <ErrorAlert error={save.error} /> : null}
        {reset.error ? <ErrorAlert error={reset.error} /> : null}
        <Group>
          <Button type="submit" color="forest" loading={save.pending} data-testid="help-texts-save">
            {t('settings.texts.save')}
          </Button>
          {written ? (
            <Button
              variant="subtle"
              color="forest"
              loading={reset.pending}
              onClick={() => reset.run(undefined)}
            >
              {t('settings.texts.reset')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
