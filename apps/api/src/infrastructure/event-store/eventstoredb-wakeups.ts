import {
  END,
  excludeSystemEvents,
  type AllStreamSubscription,
  type EventStoreDBClient,
} from '@eventstore/db-client';

export type WakeupDelays = {
  /** Pause before subscribing again after the subscription dropped; doubles up to maxRetryMs. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** The longest `ready` waits for the server's confirmation (readers poll meanwhile). */
  confirmTimeoutMs: number;
};

export const DEFAULT_WAKEUP_DELAYS: WakeupDelays = {
  firstRetryMs: 1000,
  maxRetryMs: 30_000,
  confirmTimeoutMs: 10_000,
};

export type Wakeups = {
  /** Settles once the server confirmed the subscription, or the first attempt failed or timed out. */
  ready: Promise<void>;
  stop(): Promise<void>;
};

/**
 * Calls `listener` for every user event appended to $all from now on, and keeps doing so: a
 * subscription from END only sees what is appended after the server confirms it, so callers wait
 * for `ready` before relying on it; a subscription that drops (server restart, network) is
 * replaced after a growing pause, and the listener is called once it is back, for what was
 * appended meanwhile.
 */
export function keepSubscribedToAll(
  client: Pick<EventStoreDBClient, 'subscribeToAll'>,
  listener: () => void,
  delays: WakeupDelays = DEFAULT_WAKEUP_DELAYS,
): Wakeups {
  let current: AllStreamSubscription | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = delays.firstRetryMs;
  let stopped = false;
  let settleReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    settleReady = resolve;
  });
  setTimeout(() => settleReady(), delays.confirmTimeoutMs).unref();

  const dropped = (subscription: AllStreamSubscription | undefined) => {
    if (stopped || subscription !== current) return;
    current = undefined;
    // A failed first attempt must not hold the caller's start: readers poll until a later one works.
    settleReady();
    void subscription?.unsubscribe().catch(() => undefined);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      subscribe(true);
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, delays.maxRetryMs);
  };

  const subscribe = (afterDrop: boolean) => {
    if (stopped) return;
    let subscription: AllStreamSubscription;
    try {
      subscription = client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    } catch {
      current = undefined;
      dropped(undefined);
      return;
    }
    current = subscription;
    subscription.on('confirmation', () => {
      if (subscription !== current) return;
      retryMs = delays.firstRetryMs;
      settleReady();
      if (afterDrop) listener();
    });
    subscription.on('data', () => listener());
    subscription.on('error', () => dropped(subscription));
    subscription.on('end', () => dropped(subscription));
  };

  subscribe(false);
  return {
    ready,
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      const subscription = current;
      current = undefined;
      settleReady();
      await subscription?.unsubscribe().catch(() => undefined);
    },
  };
}
