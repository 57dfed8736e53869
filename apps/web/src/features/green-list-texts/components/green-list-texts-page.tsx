import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Badge.css';
import {
  Alert,
  Badge,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { formatDate } from '../../../lib/i18n/date-format';
import { isLanguage } from '@artisans/domain/languages';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../lib/i18n/languages';
import { useLanguage } from '../../../lib/i18n/use-language';
import { withQueryClient } from '../../../lib/query/with-query-client';
import {
  useGreenListTextChanges,
  useGreenListTexts,
  useReviewGreenListText,
  type GreenListTextEntry,
} from '../api/green-list-texts';
import classes from './green-list-texts.module.css';

const NAMESPACE = 'green-list-texts';
const PAGE_SIZE = 20;

type Show = 'pending' | 'all';

/**
 * The back office's Green List texts (SPEC.md section 3: each text a key and, per language, a value,
 * a validated flag and a comment): admins pick a language, see what still waits for a validation,
 * correct a text, validate it and leave a comment. A correction reaches the wizard at once. The
 * language and the filter live in the URL.
 */
export const GreenListTextsPage = withQueryClient(GreenListTexts);

function GreenListTexts() {
  const { t } = useTranslation(NAMESPACE);
  const reader = useLanguage();
  const [params, setParams] = useSearchParams();
  const asked = params.get('lang');
  const language: Language = isLanguage(asked) ? asked : reader === 'en' ? 'fr' : reader;
  const show: Show = params.get('show') === 'all' ? 'all' : 'pending';
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim().toLowerCase());
  const [shown, setShown] = useState(PAGE_SIZE);
  const texts = useGreenListTexts(language);
  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(name, value);
    setParams(next, { replace: true });
    setShown(PAGE_SIZE);
  };

  const entries = (texts.data?.entries ?? []).filter(
    (entry) =>
      (show === 'all' || !entry.validated) &&
      (deferredSearch === '' ||
        [entry.key, entry.english, entry.value].some((text) => text.toLowerCase().includes(deferredSearch))),
  );

  return (
    <div className={classes.page}>
      <div className={classes.inner}>
        <header>
          <h1 className={classes.title}>{t('title')}</h1>
          <p className={classes.hint}>{t('intro')}</p>
        </header>
        <div className={classes.filters}>
          <NativeSelect
            label={t('language')}
            value={language}
            onChange={(event) => setParam('lang', event.currentTarget.value)}
            data={LANGUAGES.map((each) => ({
              value: each,
              label: texts.data
                ? t('languageOption', {
                    language: LANGUAGE_NAMES[each],
                    count: texts.data.notValidated[each],
                  })
                : LANGUAGE_NAMES[each],
            }))}
            data-testid="texts-language"
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="texts-show-label">
              {t('show')}
            </Text>
            <SegmentedControl
              data-testid="texts-show"
              aria-labelledby="texts-show-label"
              value={show}
              onChange={(value) => setParam('show', value)}
              data={[
                { value: 'pending', label: t('showPending') },
                { value: 'all', label: t('showAll') },
              ]}
            />
          </div>
          <TextInput
            label={t('search')}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setShown(PAGE_SIZE);
            }}
            type="search"
          />
        </div>
        {texts.isPending ? (
          <Center py="xl">
            <Loader color="forest" />
          </Center>
        ) : texts.error ? (
          <ErrorAlert error={texts.error} />
        ) : (
          <>
            <Text size="sm" c="var(--ink-soft)" data-testid="texts-count" aria-live="polite">
              {t('count', {
                shown: entries.length,
                count: texts.data.notValidated[language],
                language: LANGUAGE_NAMES[language],
              })}
            </Text>
            {entries.length === 0 ? (
              <Alert color="forest">{show === 'pending' ? t('emptyPending') : t('empty')}</Alert>
            ) : (
              <ul className={classes.list}>
                {entries.slice(0, shown).map((entry) => (
                  <li key={`${language}:${entry.key}`}>
                    <EntryCard entry={entry} language={language} reader={reader} />
                  </li>
                ))}
              </ul>
            )}
            {entries.length > shown ? (
              <Group justify="center">
                <Button variant="default" onClick={() => setShown((count) => count + PAGE_SIZE)}>
                  {t('more', { count: Math.min(PAGE_SIZE, entries.length - shown) })}
                </Button>
              </Group>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

/** A text of the catalogue in the language being corrected, and the language the screen is read in. */
type EntryProps = { entry: GreenListTextEntry; language: Language; reader: Language };

function EntryCard({ entry, language, reader }: EntryProps) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const [value, setValue] = useState(entry.value);
  const [validated, setValidated] = useState(entry.validated);
  const [comment, setComment] = useState(entry.comment);
  const [historyOpen, setHistoryOpen] = useState(false);
  const review = useReviewGreenListText(language);
  const changed = value !== entry.value || validated !== entry.validated || comment !== entry.comment;

  const save = () => {
    review.mutate({
      key: entry.key,
      change: {
        ...(value !== entry.value ? { value } : {}),
        // A corrected text waits for a validation unless the box is ticked with it.
        ...(validated !== entry.validated || (value !== entry.value && validated) ? { validated } : {}),
        ...(comment !== entry.comment ? { comment } : {}),
      },
    });
  };

  return (
    <article className={classes.card} aria-labelledby={titleId} data-testid="text-entry" data-key={entry.key}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <code id={titleId} className={classes.key}>
          {entry.key}
        </code>
        <Group gap={6}>
          {entry.corrected ? (
            <Badge variant="light" color="orange">
              {t('corrected')}
            </Badge>
          ) : null}
          <Badge variant="light" color={entry.validated ? 'forest' : 'gray'}>
            {entry.validated ? t('validated') : t('notValidated')}
          </Badge>
        </Group>
      </Group>
      {language !== 'en' ? (
        <div className={classes.english}>
          <Text size="xs" c="var(--ink-soft)">
            {t('english')}
          </Text>
          <Text size="sm" lang="en">
            {entry.english}
          </Text>
        </div>
      ) : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="xs">
          <Textarea
            label={t('value', { language: LANGUAGE_NAMES[language] })}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            autosize
            minRows={1}
            maxRows={8}
            lang={language === 'jp' ? 'ja' : language}
            data-testid="text-value"
          />
          <Checkbox
            label={t('validatedLabel')}
            checked={validated}
            onChange={(event) => setValidated(event.currentTarget.checked)}
            data-testid="text-validated"
          />
          <Textarea
            label={t('comment')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            autosize
            minRows={1}
            maxRows={4}
          />
          {review.error ? <ErrorAlert error={review.error} /> : null}
          <Group justify="space-between" gap="xs">
            <Button
              variant="subtle"
              size="compact-sm"
              aria-expanded={historyOpen}
              onClick={() => setHistoryOpen((open) => !open)}
            >
              {t('history')}
            </Button>
            <Group gap="xs">
              {review.isSuccess && !changed ? (
                <Text size="sm" c="forest.8" role="status">
                  {t('saved')}
                </Text>
              ) : null}
              <Button
                type="submit"
                size="sm"
                disabled={!changed}
                loading={review.isPending}
                data-testid="text-save"
              >
                {t('save')}
              </Button>
            </Group>
          </Group>
          {historyOpen ? <History entry={entry} language={language} reader={reader} /> : null}
        </Stack>
      </form>
    </article>
  );
}

function History({ entry, language, reader }: EntryProps) {
  const { t } = useTranslation(NAMESPACE);
  const changes = useGreenListTextChanges(language, entry.key, true);
  if (changes.isPending) return <Loader size="sm" color="forest" />;
  if (changes.error) return <ErrorAlert error={changes.error} />;
  if (changes.data.length === 0) return <Text size="sm">{t('noHistory')}</Text>;
  return (
    <ol className={classes.history}>
      {changes.data.map((change) => (
        <li key={`${change.at}:${change.after}`}>
          <Text size="xs" c="var(--ink-soft)">
            {t('changeBy', {
              date: formatDate(change.at, reader),
              name: change.by?.name || t('someone'),
            })}
          </Text>
          <Text size="sm">
            <span className={classes.before}>{change.before}</span> → {change.after}
          </Text>
        </li>
      ))}
    </ol>
  );
}
