import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Popup } from '../../../components/ui/popup';
import { deleteUser } from '../api/delete-user';
import { useAllUsers } from '../api/list-users';
import { reassignArtisans } from '../api/reassign-artisans';
import {
  deleteAccountMachine,
  type AccountDeleted,
  type DeleteAccountEvent,
} from '../machines/delete-account.machine';
import { MANAGEMENT_NAMESPACES } from './management-namespaces';

/** The delete-with-reassign flow of one screen; the machine is made once, its callback read through a ref. */
export function useDeleteAccountFlow(onDeleted: (deleted: AccountDeleted) => void) {
  const latest = useRef(onDeleted);
  latest.current = onDeleted;
  return useMachine(
    deleteAccountMachine.provide({
      actors: {
        deleteAccount: fromPromise(({ input }) => deleteUser(input.id)),
        reassignArtisans: fromPromise(({ input }) => reassignArtisans(input.from, input.to)),
      },
      actions: { accountDeleted: (_, deleted) => latest.current(deleted) },
    }),
  );
}

type Flow = ReturnType<typeof useDeleteAccountFlow>;

/**
 * Deleting an account (SPEC.md sections 6 and 8): a confirmation that all its information is lost;
 * when artisans still name it as their creator, the choice of the account that takes them over,
 * then the deletion.
 */
export function DeleteAccountPopup({
  snapshot,
  send,
}: {
  snapshot: Flow[0];
  send: (event: DeleteAccountEvent) => void;
}) {
  const { t } = useTranslation(MANAGEMENT_NAMESPACES);
  const { account, heirId, error } = snapshot.context;
  const choosing = snapshot.matches('choosingHeir') || snapshot.matches('reassigning');
  const pending = snapshot.matches('deleting') || snapshot.matches('reassigning');
  const users = useAllUsers(choosing);
  const heirs = useMemo(
    () =>
      (users.data ?? [])
        .filter((user) => user.id !== account?.id)
        .map((user) => ({
          value: user.id,
          label: `${user.name} (${t(`roles.${user.role}`, { ns: 'account' })})${user.isActive ? '' : ` · ${t('users.table.inactive')}`}`,
        })),
    [users.data, account?.id, t],
  );
  const name = account?.name ?? '';

  return (
    <Popup
      opened={!snapshot.matches('idle')}
      onClose={() => send({ type: 'CANCEL' })}
      title={choosing ? t('users.delete.heirTitle') : t('users.delete.title')}
      size="sm"
      closable={!pending}
      testId="delete-account-popup"
    >
      <Stack gap="lg">
        {choosing ? (
          <>
            <Text style={{ lineHeight: 1.6 }}>{t('users.delete.heirText', { name })}</Text>
            <Select
              label={t('users.delete.heir')}
              placeholder={t('users.delete.heirPlaceholder')}
              data={heirs}
              value={heirId}
              onChange={(value) => send({ type: 'CHOOSE_HEIR', heirId: value })}
              searchable
              required
              disabled={pending}
              nothingFoundMessage={t('users.filters.nothingFound')}
              data-autofocus
            />
          </>
        ) : (
          <Text style={{ lineHeight: 1.6 }}>{t('users.delete.text', { name })}</Text>
        )}
        <ErrorAlert error={error ?? (choosing ? users.error : undefined)} />
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => send({ type: 'CANCEL' })}
            disabled={pending}
            data-autofocus={!choosing || undefined}
          >
            {t('common.cancel', { ns: 'common' })}
          </Button>
          <Button
            color="red.9"
            loading={pending}
            disabled={choosing && (heirId === null || heirId === account?.id)}
            onClick={() => send({ type: 'CONFIRM' })}
          >
            {choosing ? t('users.delete.reassignAndDelete') : t('users.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Popup>
  );
}
