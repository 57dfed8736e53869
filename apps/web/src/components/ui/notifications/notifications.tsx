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

let outsideReact: Notify | undefined;

/** For code that runs outside components (the HTTP client's logout on 401). */
export function notifyFromAnywhere(notification: NotificationInput): void {
  outsideReact?.(notification);
}

/**
 * Short messages that outlive a navigation (such as "Language not supported" before a redirect).
 * Rendered in a live region so screen readers announce them. Plain markup: the first screen loads
 * no component library.
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
    outsideReact = notify;
    return () => {
      outsideReact = undefined;
      pending.forEach((timer) => window.clearTimeout(timer));
    };
  }, [notify]);

  const value = useMemo(() => notify, [notify]);

  return (
    <NotificationsContext.Provider value={value}>
      {children}
      <div className={classes.region} aria-live="polite">
        {items.map((item) => (
          <div
            key={item.id}
            className={classes.item}
            data-tone={item.tone ?? 'info'}
            role={item.tone === 'error' ? 'alert' : 'status'}
          >
            <div className={classes.body}>
              {item.title ? <p className={classes.title}>{item.title}</p> : null}
              <p className={classes.message}>{item.message}</p>
            </div>
            <button
              type="button"
              className={`plain-button ${classes.close}`}
              aria-label={t('common.close')}
              onClick={() => dismiss(item.id)}
            >
              <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" fill="none" />
              </svg>
            </button>
          </div>
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
