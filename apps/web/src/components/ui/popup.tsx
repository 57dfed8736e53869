import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The popups of the app: a Mantine modal with a translated close button, full screen on phones.
 * Only screens loaded with the UI boundary use it (it needs Mantine's provider).
 */
export function Popup({
  opened,
  onClose,
  title,
  children,
  size = 'md',
  closable = true,
  testId,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** False while a call is under way: the popup cannot be closed then. */
  closable?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={closable ? onClose : () => undefined}
      title={title}
      size={size}
      centered
      fullScreen={phone}
      withCloseButton={closable}
      closeOnClickOutside={closable}
      closeOnEscape={closable}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
      styles={{
        content: { background: 'var(--surface)' },
        header: { background: 'var(--surface)' },
        title: {
          fontFamily: 'var(--font-serif)',
          fontSize: '1.35rem',
          color: 'var(--mantine-color-forest-9)',
        },
      }}
      data-testid={testId}
    >
      {children}
    </Modal>
  );
}
