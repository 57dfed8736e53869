import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Alert, Button, MultiSelect, Tabs } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { KEEP_LIST_ON_SCREEN } from '../../../components/ui/combobox-placement';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { useNotify } from '../../../components/ui/notifications/notifications';
import { Popup } from '../../../components/ui/popup';
import { pathTo } from '../../../config/paths';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../lib/i18n/languages';
import { useLanguage } from '../../../lib/i18n/use-language';
import { withQueryClient } from '../../../lib/query/with-query-client';
import { ScreenSection } from '../../../components/ui/screen-section';
import { saveDraft, sendCampaign, sendTest } from '../api/campaigns';
import { campaignMachine } from '../machines/campaign.machine';
import {
  chooseLanguages,
  contentOf,
  emptyForm,
  problemsOf,
  type CampaignForm,
  type FormProblem,
  type MessageDraft,
} from '../utils/campaign-form';
import { AudienceFields, useAudienceCount } from './audience-fields';
import { CAMPAIGNS_KEY, CampaignHistory } from './campaign-history';
import { COMMUNICATION_NAMESPACES } from './communication-namespaces';
import { MessageEditor } from './message-editor';
import classes from './communication.module.css';

/**
 * SPEC.md route `communication` (issue 17), for the admin and the executive committee: a message
 * in one or more languages (English required), its audience with the number of recipients, a test
 * to oneself, the sending after a confirmation, then the campaign page; below, the history.
 */
export const CommunicationPage = withQueryClient(Communication);

const EMPTY: MessageDraft = { subject: '', body: '' };

function Communication() {
  const { t } = useTranslation(COMMUNICATION_NAMESPACES);
  const language = useLanguage();
  const navigate = useNavigate();
  const notify = useNotify();
  const client = useQueryClient();
  const [form, setForm] = useState<CampaignForm>(emptyForm);
  const [tab, setTab] = useState<Language>(DEFAULT_LANGUAGE);
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const count = useAudienceCount(form);
  // The machine's actions are set once: they read the language and texts of the latest render.
  const latest = useRef({ t, language });
  useEffect(() => {
    latest.current = { t, language };
  }, [t, language]);

  const [snapshot, send] = useMachine(
    campaignMachine.provide({
      actors: {
        saveDraft: fromPromise(({ input }) => saveDraft(input.id, input.content)),
        sendTest: fromPromise(({ input }) => sendTest(input.id)),
        sendCampaign: fromPromise(({ input }) => sendCampaign(input.id)),
      },
      actions: {
        testSent: () => {
          notify({
            id: `campaign-test-${Date.now()}`,
            tone: 'success',
            message: latest.current.t('compose.testSent'),
          });
          void client.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
        },
        campaignSent: (_, { campaignId }) => {
          notify({
            id: `campaign-sent-${campaignId}`,
            tone: 'success',
            message: latest.current.t('compose.sent'),
          });
          void client.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
          void navigate(pathTo('campaign', latest.current.language, { campaignId }));
        },
      },
    }),
  );
  const { context } = snapshot;
  const busy = !snapshot.matches('composing') && !snapshot.matches('confirming');
  const confirming =
    snapshot.matches('confirming') || snapshot.matches('savingForSend') || snapshot.matches('sending');

  const change = (next: CampaignForm) => {
    setForm(next);
    if (problems.length) setProblems(problemsOf(next));
  };
  const changeMessage = (messageLanguage: Language, draft: MessageDraft) => {
    change({ ...form, messages: { ...form.messages, [messageLanguage]: draft } });
    send({ type: 'EDITED' });
  };
  const changeLanguages = (values: string[]) => {
    const languages = chooseLanguages(values);
    const messages = { ...form.messages };
    for (const chosen of languages) messages[chosen] ??= { ...EMPTY };
    change({ ...form, languages, messages });
    if (!languages.includes(tab)) setTab(DEFAULT_LANGUAGE);
  };

  /** Problems first: they are listed, and the first one's language tab is opened. */
  const ready = (): boolean => {
    const found = problemsOf(form);
    setProblems(found);
    const first = found.find((problem) => problem.kind !== 'audience');
    if (first) setTab(first.language);
    return found.length === 0;
  };
  const askTest = () => {
    if (ready()) send({ type: 'SEND_TEST', content: contentOf(form) });
  };
  const askSend = () => {
    if (!ready()) return;
    const total = count.data?.total ?? 0;
    if (total === 0) {
      setProblems([{ kind: 'audience' }]);
      return;
    }
    send({ type: 'SEND', content: contentOf(form), recipients: total });
  };

  const problemText = (problem: FormProblem) =>
    problem.kind === 'audience'
      ? t('compose.problemAudience')
      : t(problem.kind === 'subject' ? 'compose.problemSubject' : 'compose.problemBody', {
          language: LANGUAGE_NAMES[problem.language],
        });
  const has = (kind: FormProblem['kind'], messageLanguage: Language) =>
    problems.some(
      (problem) => problem.kind === kind && 'language' in problem && problem.language === messageLanguage,
    );

  return (
    <div className={classes.page}>
      <div className={classes.inner}>
        <header className={classes.hero}>
          <p className={classes.overline}>{t('page.overline')}</p>
          <h1 className={classes.title}>{t('page.title')}</h1>
          <p>{t('page.intro')}</p>
        </header>

        <ScreenSection id="campaign-message-title" title={t('compose.messageTitle')}>
          <MultiSelect
            label={t('compose.languages')}
            description={t('compose.languagesHelp')}
            data={LANGUAGES.map((code) => ({
              value: code,
              label: LANGUAGE_NAMES[code],
              disabled: code === DEFAULT_LANGUAGE,
            }))}
            value={form.languages}
            onChange={changeLanguages}
            comboboxProps={KEEP_LIST_ON_SCREEN}
            searchable
          />
          <Tabs
            value={tab}
            onChange={(next) => next && setTab(next as Language)}
            color="forest.8"
            keepMounted={false}
          >
            <Tabs.List aria-label={t('compose.languageTabs')}>
              {form.languages.map((code) => (
                <Tabs.Tab key={code} value={code}>
                  {LANGUAGE_NAMES[code]}
                  {has('subject', code) || has('body', code) ? ` ${t('compose.incomplete')}` : ''}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {form.languages.map((code) => (
              <Tabs.Panel key={code} value={code}>
                <MessageEditor
                  language={code}
                  languageName={LANGUAGE_NAMES[code]}
                  draft={form.messages[code] ?? EMPTY}
                  onChange={(draft) => changeMessage(code, draft)}
                  subjectError={has('subject', code)}
                  bodyError={has('body', code)}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
        </ScreenSection>

        <ScreenSection id="campaign-audience-title" title={t('audience.title')}>
          <AudienceFields form={form} language={language} onChange={change} count={count} />
        </ScreenSection>

        <ScreenSection id="campaign-send-title" title={t('compose.sendTitle')}>
          <p className={classes.muted}>{t('compose.sendHelp')}</p>
          {problems.length ? (
            <Alert color="red" variant="light" role="alert" title={t('compose.problemsTitle')}>
              <ul className={classes.problems}>
                {problems.map((problem) => (
                  <li key={`${problem.kind}-${'language' in problem ? problem.language : ''}`}>
                    {problemText(problem)}
                  </li>
                ))}
              </ul>
            </Alert>
          ) : null}
          {snapshot.matches('composing') && context.error ? <ErrorAlert error={context.error} /> : null}
          {context.testSent ? (
            <p role="status" className={classes.muted} data-testid="test-sent">
              {t('compose.testSent')}
            </p>
          ) : null}
          <div className={classes.actions}>
            <Button
              variant="default"
              onClick={askTest}
              loading={snapshot.matches('savingForTest') || snapshot.matches('testing')}
              disabled={busy}
            >
              {t('compose.test')}
            </Button>
            <Button color="forest.8" onClick={askSend} disabled={busy}>
              {t('compose.send')}
            </Button>
          </div>
        </ScreenSection>

        <ScreenSection id="campaign-history-title" title={t('history.title')}>
          <CampaignHistory language={language} />
        </ScreenSection>
      </div>

      <Popup
        opened={confirming}
        onClose={() => send({ type: 'CANCEL' })}
        closable={snapshot.matches('confirming')}
        title={t('confirm.title')}
      >
        <div className={classes.popupForm}>
          <p>{t('confirm.text', { total: context.recipients })}</p>
          <p className={classes.muted}>
            {t('confirm.languages', {
              languages: form.languages.map((code) => LANGUAGE_NAMES[code]).join(', '),
            })}
          </p>
          {context.testSent ? null : <p className={classes.strong}>{t('confirm.noTest')}</p>}
          <div className={classes.actions}>
            <Button
              color="forest.8"
              onClick={() => send({ type: 'CONFIRM' })}
              loading={!snapshot.matches('confirming')}
              data-autofocus
            >
              {t('confirm.send', { total: context.recipients })}
            </Button>
            <Button
              variant="default"
              onClick={() => send({ type: 'CANCEL' })}
              disabled={!snapshot.matches('confirming')}
            >
              {t('common.cancel', { ns: 'common' })}
            </Button>
          </div>
        </div>
      </Popup>
    </div>
  );
}
