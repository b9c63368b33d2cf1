import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { LiveEvent } from '#shared/deals/room.ts';

// One EventSource per tab on GET /api/events (docs/decisions/0112-live-events-through-listen-notify.md), opened
// while a screen listens and closed when none does. Events only say what changed; screens refetch it through the
// API. When the stream drops, the browser reconnects by itself (the server sends `retry:`); screens poll meanwhile
// (liveStatus 'down'), and refetch what they show when it is back, since events of the gap are not replayed.

export type LiveStatus = 'connecting' | 'open' | 'down';

interface Listener {
  event(event: LiveEvent): void;
  /** The stream (re)opened: anything may have changed while it was down. */
  ready(): void;
}

const listeners = new Set<Listener>();
const statusListeners = new Set<() => void>();
let source: EventSource | null = null;
let status: LiveStatus = 'connecting';
let retry: ReturnType<typeof setTimeout> | undefined;

function setStatus(next: LiveStatus) {
  if (status === next) return;
  status = next;
  for (const notify of statusListeners) notify();
}

function onMessage(message: MessageEvent<string>) {
  let event: LiveEvent;
  try {
    event = JSON.parse(message.data) as LiveEvent;
  } catch {
    return;
  }
  for (const listener of [...listeners]) listener.event(event);
}

function connect() {
  if (source || typeof EventSource === 'undefined') return;
  const opened = new EventSource('/api/events');
  source = opened;
  opened.addEventListener('ready', () => {
    setStatus('open');
    for (const listener of [...listeners]) listener.ready();
  });
  opened.addEventListener('deal', onMessage);
  opened.addEventListener('notifications', onMessage);
  opened.onerror = () => {
    setStatus('down');
    // The browser retries by itself unless the server refused the stream (signed out, say): then we do, slowly.
    if (opened.readyState === EventSource.CLOSED) {
      opened.close();
      if (source === opened) source = null;
      clearTimeout(retry);
      retry = setTimeout(() => listeners.size > 0 && connect(), 10_000);
    }
  };
}

function disconnect() {
  clearTimeout(retry);
  source?.close();
  source = null;
  setStatus('connecting');
}

/** Listens to the live events while mounted; one stream per tab however many screens listen. */
export function useLiveEvents(onEvent: (event: LiveEvent) => void, onReady: () => void = () => {}): void {
  const latest = useRef({ onEvent, onReady });
  useEffect(() => {
    latest.current = { onEvent, onReady };
  });
  useEffect(() => {
    const listener: Listener = { event: (e) => latest.current.onEvent(e), ready: () => latest.current.onReady() };
    listeners.add(listener);
    connect();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) disconnect();
    };
  }, []);
}

/** Whether the stream is open: screens poll while it is 'down'. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (notify) => {
      statusListeners.add(notify);
      return () => statusListeners.delete(notify);
    },
    () => status,
    () => 'connecting',
  );
}
