import { Button } from '@mantine/core';
import { useState } from 'react';
import { PlusIcon } from '../../../components/ui/icons';
import { useNotify } from '../../../components/ui/notifications/notifications';
import type { RecordFormDone } from './record-form-popup';
import classes from './management.module.css';

/** The head of the accounts' and the organisations' list: its title and the button adding one. */
export function ListSectionHead({
  title,
  addLabel,
  onAdd,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <div className={classes.sectionHead}>
      <h2 className={classes.sectionTitle}>{title}</h2>
      <Button leftSection={<PlusIcon />} onClick={onAdd}>
        {addLabel}
      </Button>
    </div>
  );
}

/**
 * The form popup a list opens (`open`, with what to create or change) and how it ends: closed,
 * with the message it brought shown (`notifyId` names the notification). `popup` is null while
 * closed, else what the popup is given besides the viewer and the language.
 */
export function useFormPopup<Mode>(notifyId: string) {
  const notify = useNotify();
  const [mode, setMode] = useState<Mode | null>(null);
  const popup =
    mode === null
      ? null
      : {
          mode,
          onClose: () => setMode(null),
          onDone: ({ message }: RecordFormDone) => {
            setMode(null);
            notify({ id: `${notifyId}-${Date.now()}`, tone: 'success', message });
          },
        };
  return { open: setMode, popup };
}
