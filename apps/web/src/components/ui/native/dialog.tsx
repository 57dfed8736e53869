import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lineIcon } from '../line-icon';
import { Button } from './button';
import classes from './native.module.css';

const CloseIcon = lineIcon(16, <path d="M6 6l12 12M18 6 6 18" />);

/**
 * A popup on the browser's own modal `<dialog>`, drawn like the app's Mantine Popup (full screen
 * on phones): the browser keeps the focus inside and the page behind out of reach. Escape, the
 * close button and a click beside it call `onClose`. On opening, the element marked
 * `data-autofocus` takes the focus (else the first one that can).
 */
export function Dialog({
  opened,
  onClose,
  title,
  children,
  testId,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (opened && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!opened && dialog.open) dialog.close();
  }, [opened]);

  // The backdrop belongs to the dialog element: a click on it targets the dialog itself, whose
  // content fills it edge to edge.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={classes.dialog}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={closeOnBackdrop}
    >
      <div className={classes.dialogContent}>
        <header className={classes.dialogHeader}>
          <h2 id={titleId} className={classes.dialogTitle}>
            {title}
          </h2>
          <Button variant="subtle" size="icon" aria-label={t('common.close')} onClick={onClose}>
            <CloseIcon />
          </Button>
        </header>
        {children}
      </div>
    </dialog>
  );
}
