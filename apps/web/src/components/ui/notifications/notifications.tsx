import { Notification } from '@mantine/core';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import classes from './notifications.module.css';

export type NotificationInput = {
  /** Notifying twice with the same id shows one notification (effects can run twice). */
  id: string;
  message: string;
  title?: string;
  tone?: 'info' | 'success' | 'error';
};

type Notify = (notification: NotificationInput) => void;

const NotificationsContext = createContext<Notify | null>(null);

const AUTO_CLOSE_MS = 6000;
const TONE_COLOR = { info: 'forest', success: 'forest', error: 'red' } as const;

/**
 * Short messages that outlive a navigation (such as "Language not supported" before a redirect).
 * Rendered in a live region so screen readers announce them.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<NotificationInput[]>([]);
  const timers = useRef(new Map<string, number>());

  const dismiss = useCallback((id: string) => {
    setItems((current) => current.filter((item) => item.id !== id));
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const notify = useCallback<Notify>(
    (notification) => {
      setItems((current) => [...current.filter((item) => item.id !== notification.id), notification]);
      window.clearTimeout(timers.current.get(notification.id));
      timers.current.set(
        notification.id,
        window.setTimeout(() => dismiss(notification.id), AUTO_CLOSE_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const value = useMemo(() => notify, [notify]);

  return (
    <NotificationsContext.Provider value={value}>
      {children}
      <div className={classes.region} aria-live="polite">
        {items.map((item) => (
          <Notification
            key={item.id}
            title={item.title}
            color={TONE_COLOR[item.tone ?? 'info']}
            role={item.tone === 'error' ? 'alert' : 'status'}
            withBorder
            onClose={() => dismiss(item.id)}
            closeButtonProps={{ 'aria-label': t('common.close') }}
          >
            {item.message}
          </Notification>
        ))}
      </div>
    </NotificationsContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotificationsContext);
  if (!notify) throw new Error('useNotify needs a NotificationsProvider');
  return notify;
}
