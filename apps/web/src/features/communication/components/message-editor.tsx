import { Button, Textarea, TextInput } from '@mantine/core';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../../components/ui/popup';
import type { Language } from '../../../lib/i18n/languages';
import { SUBJECT_MAX_LENGTH, type MessageDraft } from '../utils/campaign-form';
import {
  imageMarkup,
  isSafeUrl,
  linkMarkup,
  replaceSelection,
  textToHtml,
  wrapSelection,
  type Edit,
} from '../utils/message-markup';
import { COMMUNICATION_NAMESPACES } from './communication-namespaces';
import classes from './communication.module.css';

type Insert = {
  kind: 'link' | 'image';
  start: number;
  end: number;
  url: string;
  text: string;
  touched: boolean;
};

const PREVIEW_STYLE =
  '<style>body{font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;margin:8px;color:#1d2b24}' +
  'img{max-width:100%;height:auto}a{color:#2f5d46}</style>';

/**
 * One language's message: the subject, and the text with a toolbar for the formatting the server
 * keeps (bold, italic, a link, an image) and a live preview. Ctrl+B and Ctrl+I work in the text.
 * The preview is a sandboxed frame: nothing typed there can run.
 */
export function MessageEditor({
  language,
  languageName,
  draft,
  onChange,
  subjectError,
  bodyError,
}: {
  language: Language;
  languageName: string;
  draft: MessageDraft;
  onChange: (draft: MessageDraft) => void;
  subjectError: boolean;
  bodyError: boolean;
}) {
  const { t } = useTranslation(COMMUNICATION_NAMESPACES);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [insert, setInsert] = useState<Insert | null>(null);

  const apply = (edit: Edit) => {
    onChange({ ...draft, body: edit.value });
    requestAnimationFrame(() => {
      const element = textarea.current;
      if (!element) return;
      element.focus();
      element.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  };

  const selection = () => {
    const element = textarea.current;
    return {
      start: element?.selectionStart ?? draft.body.length,
      end: element?.selectionEnd ?? draft.body.length,
    };
  };

  const wrap = (tag: 'strong' | 'em') => {
    const { start, end } = selection();
    apply(wrapSelection(draft.body, start, end, tag));
  };

  const openInsert = (kind: Insert['kind']) => {
    const { start, end } = selection();
    setInsert({
      kind,
      start,
      end,
      url: '',
      text: kind === 'link' ? draft.body.slice(start, end) : '',
      touched: false,
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'b' || key === 'i') {
      event.preventDefault();
      wrap(key === 'b' ? 'strong' : 'em');
    }
  };

  const urlValid = insert ? isSafeUrl(insert.url, insert.kind) : false;
  const confirmInsert = () => {
    if (!insert) return;
    if (!urlValid) {
      setInsert({ ...insert, touched: true });
      return;
    }
    const snippet =
      insert.kind === 'link' ? linkMarkup(insert.url, insert.text) : imageMarkup(insert.url, insert.text);
    setInsert(null);
    apply(replaceSelection(draft.body, insert.start, insert.end, snippet));
  };

  const bodyId = `campaign-body-${language}`;
  return (
    <div className={classes.editor}>
      <TextInput
        label={t('editor.subject', { language: languageName })}
        value={draft.subject}
        maxLength={SUBJECT_MAX_LENGTH}
        onChange={(event) => onChange({ ...draft, subject: event.currentTarget.value })}
        error={subjectError ? t('editor.subjectRequired') : undefined}
        required
      />
      <div className={classes.toolbar} role="toolbar" aria-label={t('editor.toolbar')} aria-controls={bodyId}>
        <Button variant="default" size="xs" onClick={() => wrap('strong')} aria-keyshortcuts="Control+B">
          <strong>{t('editor.bold')}</strong>
        </Button>
        <Button variant="default" size="xs" onClick={() => wrap('em')} aria-keyshortcuts="Control+I">
          <em>{t('editor.italic')}</em>
        </Button>
        <Button variant="default" size="xs" onClick={() => openInsert('link')}>
          {t('editor.link')}
        </Button>
        <Button variant="default" size="xs" onClick={() => openInsert('image')}>
          {t('editor.image')}
        </Button>
      </div>
      <Textarea
        id={bodyId}
        ref={textarea}
        label={t('editor.body', { language: languageName })}
        description={t('editor.bodyHelp')}
        value={draft.body}
        onChange={(event) => onChange({ ...draft, body: event.currentTarget.value })}
        onKeyDown={onKeyDown}
        error={bodyError ? t('editor.bodyRequired') : undefined}
        autosize
        minRows={8}
        required
      />
      <div className={classes.previewBlock}>
        <p className={classes.strong}>{t('editor.preview')}</p>
        <iframe
          className={classes.preview}
          title={t('editor.previewTitle', { language: languageName })}
          sandbox=""
          srcDoc={`${PREVIEW_STYLE}<h1 style="font-size:18px">${escapeText(draft.subject)}</h1>${textToHtml(draft.body)}`}
        />
      </div>
      <Popup
        opened={insert !== null}
        onClose={() => setInsert(null)}
        title={insert?.kind === 'image' ? t('editor.imageTitle') : t('editor.linkTitle')}
      >
        {insert ? (
          <form
            className={classes.popupForm}
            onSubmit={(event) => {
              event.preventDefault();
              confirmInsert();
            }}
          >
            <TextInput
              label={insert.kind === 'image' ? t('editor.imageUrl') : t('editor.linkUrl')}
              description={insert.kind === 'image' ? t('editor.imageUrlHelp') : t('editor.linkUrlHelp')}
              value={insert.url}
              onChange={(event) => setInsert({ ...insert, url: event.currentTarget.value })}
              error={insert.touched && !urlValid ? t('editor.urlInvalid') : undefined}
              type="url"
              required
              data-autofocus
            />
            <TextInput
              label={insert.kind === 'image' ? t('editor.imageAlt') : t('editor.linkText')}
              value={insert.text}
              onChange={(event) => setInsert({ ...insert, text: event.currentTarget.value })}
            />
            <div className={classes.actions}>
              <Button type="submit" color="forest.8">
                {t('editor.insert')}
              </Button>
              <Button variant="default" onClick={() => setInsert(null)}>
                {t('common.cancel', { ns: 'common' })}
              </Button>
            </div>
          </form>
        ) : null}
      </Popup>
    </div>
  );
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
