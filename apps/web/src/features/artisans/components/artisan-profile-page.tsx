// Mantine's CSS for the components only this screen uses (the others come with the UI boundary).
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { useNotify } from '../../../components/ui/notifications/notifications';
import { Popup } from '../../../components/ui/popup';
import { pathTo } from '../../../config/paths';
import { can } from '../../../lib/auth/permissions';
import { useSession } from '../../../lib/auth/session';
import type { Session } from '../../../lib/auth/session-token';
import type { Language } from '../../../lib/i18n/languages';
import { useLanguage } from '../../../lib/i18n/use-language';
import { queryClient } from '../../../lib/query/query-client';
import { withQueryClient } from '../../../lib/query/with-query-client';
import { addPictures, removeDocument, removePicture, setDocument } from '../api/artisan-files';
import { artisanHistoryKey } from '../api/artisan-history';
import { createArtisan } from '../api/create-artisan';
import { deleteArtisan } from '../api/delete-artisan';
import { artisanKey, getArtisan, useArtisan, type Artisan } from '../api/get-artisan';
import { ARTISAN_LIST_KEY } from '../api/list-artisans';
import { updateArtisan } from '../api/update-artisan';
import { artisanProfileMachine } from '../machines/artisan-profile.machine';
import { isStaleSave, rebaseDraft, versionOf } from './profile/profile-conflict';
import { ProfileBenchmarks } from './profile/profile-benchmarks';
import { ProfileConflictNotice } from './profile/profile-conflict-notice';
import { ProfileEndorsementNotice } from './profile/profile-endorsement-notice';
import { ProfileEvaluationLinks } from './profile/profile-evaluation-links';
import { ProfileFiles } from './profile/profile-files';
import { ProfileForm } from './profile/profile-form';
import { ProfileHistory } from './profile/profile-history';
import { countriesFor, useProfileOptions } from './profile/profile-options';
import {
  changesOf,
  EMPTY_PROFILE,
  profileFrom,
  toArtisanBody,
  type Editor,
  type ProfileValues,
} from './profile/profile-rules';
import { ProfileView } from './profile/profile-view';
import { syncFiles } from './profile/sync-files';
import classes from './profile/profile.module.css';
import { ArtisanScreenButton } from '../../../components/ui/artisan-screen-button';

export type ProfileMode = 'add' | 'edit' | 'see';

function editorOf(session: Session): Editor {
  const { role } = session.claims;
  return role === 'ROLE_ARTISAN' ? 'artisan' : role === 'ROLE_ADMIN' ? 'admin' : 'staff';
}

/**
 * SPEC.md route `artisan_edit`: the artisan profile in three modes. `/artisans/new/edit` adds an
 * artisan (staff), `?mode=see` shows it read only, otherwise it is edited; an artisan reaches only
 * its own ("My profile", the route guard sees to it) and edits all but the foundation's fields.
 */
export const ArtisanProfilePage = withQueryClient(ProfileRoute);

function ProfileRoute() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const language = useLanguage();
  const navigate = useNavigate();
  const mode: ProfileMode = id === 'new' ? 'add' : searchParams.get('mode') === 'see' ? 'see' : 'edit';

  // One screen per artisan; the address moving from `new` to the artisan just created keeps it
  // (the flow goes on: files, then the offer to begin the evaluation).
  const [screen, setScreen] = useState({ routeId: id, key: 0, adopted: null as string | null });
  let current = screen;
  if (id !== screen.routeId) {
    current = { routeId: id, key: screen.adopted === id ? screen.key : screen.key + 1, adopted: null };
    setScreen(current);
  }

  if (!session) return null;
  return (
    <ProfileScreen
      key={`${current.key}:${mode === 'see' ? 'see' : 'form'}`}
      routeId={id}
      mode={mode}
      session={session}
      language={language}
      onCreated={(createdId) => {
        setScreen((state) => ({ ...state, adopted: createdId }));
        void navigate(pathTo('artisan_edit', language, { id: createdId }), { replace: true });
      }}
    />
  );
}

function ProfileScreen({
  routeId,
  mode,
  session,
  language,
  onCreated,
}: {
  routeId: string;
  mode: ProfileMode;
  session: Session;
  language: Language;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation(['artisan-profile', 'common']);
  const notify = useNotify();
  const navigate = useNavigate();
  const editor = editorOf(session);
  const { role } = session.claims;
  const isArtisan = editor === 'artisan';
  const currentYear = new Date().getFullYear();

  // After a save met someone else's: the form shows their version with the person's input on top.
  const [draft, setDraft] = useState<{ values: ProfileValues; key: number } | null>(null);
  const [reloading, setReloading] = useState(false);

  // The machine is made once: what its calls and actions need is read through a ref.
  const latest = useRef({ editor, t, notify, onCreated, setDraft });
  latest.current = { editor, t, notify, onCreated, setDraft };

  const [snapshot, send] = useMachine(
    artisanProfileMachine.provide({
      actors: {
        createArtisan: fromPromise(async ({ input }: { input: { values: ProfileValues } }) => {
          const artisan = await createArtisan(toArtisanBody(input.values, latest.current.editor));
          queryClient.setQueryData(artisanKey(artisan.id), artisan);
          // Read it again for its version (ETag), which the next save names.
          void queryClient.invalidateQueries({ queryKey: artisanKey(artisan.id) });
          return { id: artisan.id };
        }),
        updateArtisan: fromPromise(async ({ input }: { input: { id: string; values: ProfileValues } }) => {
          const { editor: by } = latest.current;
          const before = queryClient.getQueryData<Artisan>(artisanKey(input.id));
          const body = toArtisanBody(input.values, by);
          const changes = before ? changesOf(toArtisanBody(profileFrom(before), by), body) : body;
          // Nothing changed: nothing to record (the history lists real changes only).
          if (Object.keys(changes).length === 0) return;
          // The version the form was opened on: a save made since by someone else refuses this one.
          const artisan = await updateArtisan(input.id, changes, before?.version ?? null);
          queryClient.setQueryData(artisanKey(artisan.id), artisan);
        }),
        syncFiles: fromPromise(({ input }) =>
          syncFiles(input.id, input.files, { addPictures, removePicture, setDocument, removeDocument }),
        ),
        deleteArtisan: fromPromise(({ input }) => deleteArtisan(input.id)),
      },
      actions: {
        profileSaved: (_, { artisanId, created }) => {
          const { t: translate, notify: show } = latest.current;
          show({ id: 'artisan-saved', message: translate('messages.saved'), tone: 'success' });
          latest.current.setDraft(null);
          void queryClient.invalidateQueries({ queryKey: ARTISAN_LIST_KEY });
          void queryClient.invalidateQueries({ queryKey: artisanHistoryKey(artisanId) });
          if (created) latest.current.onCreated(artisanId);
        },
        filesSettled: (_, { artisanId }) => {
          void queryClient.invalidateQueries({ queryKey: artisanKey(artisanId) });
        },
      },
    }),
    { input: { artisanId: mode === 'add' ? null : routeId, currentYear } },
  );

  const { context } = snapshot;
  const artisanId = context.artisanId;
  const artisan = useArtisan(artisanId);
  const lists = useProfileOptions(language, !isArtisan);

  // Where the flow ends: the evaluation, or the list.
  const done = snapshot.status === 'done' ? String(snapshot.value) : undefined;
  useEffect(() => {
    if (!done) return;
    if (done === 'deleted') {
      void queryClient.invalidateQueries({ queryKey: ARTISAN_LIST_KEY });
      latest.current.notify({
        id: 'artisan-deleted',
        message: latest.current.t('messages.deleted'),
        tone: 'success',
      });
    }
    if (done === 'evaluation' && artisanId)
      void navigate(pathTo('artisan_evaluation_edit', language, { id: artisanId }));
    else void navigate(pathTo('artisans', language));
  }, [done, artisanId, language, navigate]);

  const saving =
    snapshot.matches('creating') || snapshot.matches('updating') || snapshot.matches('sendingFiles');
  const canDelete = mode !== 'add' && can(role, 'artisans.delete');
  const canEdit = isArtisan || can(role, 'artisans.update');
  const data = artisan.data;
  const fullName = data ? `${data.firstName} ${data.lastName}`.trim() : '';
  const conflict = context.failedAt === 'profile' && isStaleSave(context.error);

  /** Loads the latest saved artisan and lays what the person typed back on top of it. */
  const reloadKeepingInput = async () => {
    if (!artisanId || !data || !context.values) return;
    setReloading(true);
    try {
      const newest = await getArtisan(artisanId);
      setDraft((old) => ({
        values: rebaseDraft(profileFrom(data), profileFrom(newest), context.values!),
        key: (old?.key ?? 0) + 1,
      }));
      queryClient.setQueryData(artisanKey(artisanId), newest);
      void queryClient.invalidateQueries({ queryKey: artisanHistoryKey(artisanId) });
      send({ type: 'RELOADED' });
      notify({ id: 'artisan-reloaded', message: t('conflict.reloaded'), tone: 'info' });
    } finally {
      setReloading(false);
    }
  };
  const backTo = isArtisan ? pathTo('artisan home', language) : pathTo('artisans', language);

  const heading =
    mode === 'add' && !data
      ? t('title.add')
      : isArtisan
        ? t('title.own')
        : fullName || (mode === 'see' ? t('title.see') : t('title.edit'));
  const overline = isArtisan
    ? fullName
    : mode === 'add'
      ? t('title.staff')
      : mode === 'see'
        ? t('title.see')
        : t('title.edit');

  let body;
  if (mode === 'add' && !can(role, 'artisans.create')) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {t('messages.forbidden', { ns: 'common' })}
      </Alert>
    );
  } else if (artisan.error) {
    body = <ErrorAlert error={artisan.error} />;
  } else if (lists.error) {
    body = <ErrorAlert error={lists.error} />;
  } else if (!lists.ready || (artisanId !== null && !data)) {
    body = (
      <Center py="xl">
        <Loader color="forest" type="dots" aria-label={t('common.loading', { ns: 'common' })} />
      </Center>
    );
  } else if (mode === 'see' && data) {
    body = <ProfileView artisan={data} options={lists.options} editor={editor} />;
  } else {
    const initial = draft?.values ?? (data ? profileFrom(data) : EMPTY_PROFILE);
    body = (
      <ProfileForm
        key={`${artisanId ?? 'new'}:${data?.updatedAt ?? ''}:${draft?.key ?? 0}`}
        mode={artisanId === null ? 'add' : 'edit'}
        editor={editor}
        initial={initial}
        options={lists.options}
        countries={countriesFor(lists.options.countries, role, session.claims.countries, initial.country)}
        language={language}
        currentYear={currentYear}
        attempted={context.attempted}
        incomplete={context.incomplete}
        saving={saving}
        error={context.failedAt === 'profile' && !conflict ? context.error : undefined}
        notice={
          conflict && artisanId !== null ? (
            <ProfileConflictNotice
              artisanId={artisanId}
              seenVersion={versionOf(data?.version)}
              showChanges={!isArtisan}
              language={language}
              reloading={reloading}
              onReload={() => void reloadKeepingInput()}
            />
          ) : null
        }
        cancel={
          <Button component={Link} to={backTo} variant="default" disabled={saving}>
            {t('actions.cancel')}
          </Button>
        }
        onSave={(values) => send({ type: 'SAVE', values })}
        files={
          <ProfileFiles
            stored={{ pictures: data?.pictures ?? [], document: data?.document ?? null }}
            pending={context.files}
            error={context.failedAt === 'files' ? context.error : undefined}
            disabled={saving}
            onAddPictures={(files) => send({ type: 'FILES.ADD_PICTURES', files })}
            onDropPicture={(index) => send({ type: 'FILES.DROP_PICTURE', index })}
            onRemovePicture={(fileId) => send({ type: 'FILES.REMOVE_PICTURE', fileId })}
            onSetDocument={(file) => send({ type: 'FILES.SET_DOCUMENT', file })}
            onRemoveDocument={() => send({ type: 'FILES.REMOVE_DOCUMENT' })}
          />
        }
      />
    );
  }

  return (
    <div className={classes.page}>
      <div className={classes.inner}>
        <Stack gap="xs">
          {!isArtisan ? (
            <Anchor component={Link} to={pathTo('artisans', language)} size="sm" c="forest.8">
              ← {t('actions.backToList')}
            </Anchor>
          ) : null}
          <Group justify="space-between" align="flex-end" gap="sm">
            <Stack gap={4} style={{ minWidth: 0 }}>
              {overline ? <p className={classes.overline}>{overline}</p> : null}
              <h1 className={classes.title}>{heading}</h1>
            </Stack>
            {artisanId !== null && data ? (
              <Group gap="xs">
                <ProfileEvaluationLinks
                  artisanId={artisanId}
                  role={role}
                  craftSet={data.craftMaterail !== null}
                  language={language}
                />
                {mode === 'see' && canEdit ? (
                  <ArtisanScreenButton screen="artisan_edit" artisanId={artisanId} language={language}>
                    {t('actions.edit')}
                  </ArtisanScreenButton>
                ) : null}
                {mode !== 'see' ? (
                  <Button
                    component={Link}
                    to={`${pathTo('artisan_edit', language, { id: artisanId })}?mode=see`}
                    variant="default"
                  >
                    {t('actions.see')}
                  </Button>
                ) : null}
                {canDelete ? (
                  <Button
                    variant="outline"
                    color="red.9"
                    c="red.9"
                    onClick={() => send({ type: 'DELETE' })}
                    disabled={saving}
                  >
                    {t('actions.delete')}
                  </Button>
                ) : null}
              </Group>
            ) : null}
          </Group>
          {isArtisan ? (
            <Text c="var(--ink-soft)" maw="44rem">
              {t('intro.own')}
            </Text>
          ) : null}
        </Stack>
        {!isArtisan && artisanId !== null && data ? (
          <ProfileEndorsementNotice artisanId={artisanId} role={role} name={fullName} language={language} />
        ) : null}
        {context.failedAt === 'delete' ? <ErrorAlert error={context.error} /> : null}

        <div className={classes.card}>{body}</div>

        {!isArtisan && artisanId !== null && data ? (
          <ProfileBenchmarks artisanId={artisanId} language={language} />
        ) : null}

        {!isArtisan && artisanId !== null && data ? (
          <div className={classes.card}>
            <ProfileHistory artisanId={artisanId} language={language} />
          </div>
        ) : null}
      </div>

      <Popup
        opened={snapshot.matches('offer')}
        onClose={() => send({ type: 'LATER' })}
        title={t('offer.title')}
        size="sm"
        testId="evaluation-offer"
      >
        <Stack gap="lg">
          <Text>{t('offer.text', { name: fullName })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => send({ type: 'LATER' })}>
              {t('offer.later')}
            </Button>
            <Button onClick={() => send({ type: 'BEGIN_EVALUATION' })} data-autofocus>
              {t('offer.begin')}
            </Button>
          </Group>
        </Stack>
      </Popup>

      <Popup
        opened={snapshot.matches('confirmDelete') || snapshot.matches('deleting')}
        onClose={() => send({ type: 'CANCEL' })}
        title={t('delete.title')}
        size="sm"
        closable={!snapshot.matches('deleting')}
        testId="delete-artisan"
      >
        <Stack gap="lg">
          <Text>{t('delete.text', { name: fullName })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => send({ type: 'CANCEL' })}
              disabled={snapshot.matches('deleting')}
              data-autofocus
            >
              {t('actions.cancel')}
            </Button>
            <Button
              color="red.9"
              onClick={() => send({ type: 'CONFIRM' })}
              loading={snapshot.matches('deleting')}
            >
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Popup>
    </div>
  );
}
