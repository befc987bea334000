import { create } from 'zustand';

/** Toast durations of spec §9, in ms. */
export const TOAST_DURATION = {
  default: 1500,
  short: 3000,
  long: 8000,
  /** Generic and free-play loading: 9999 s, i.e. until hidden. */
  loading: 9_999_000,
} as const;

export type ToastDuration = number | 'short' | 'long';

export interface ToastItem {
  id: number;
  message: string;
  kind: 'info' | 'loading';
  /** ms */
  duration: number;
}

export interface ToastHandle {
  /** Hides this toast (no effect once it is gone). */
  hide(): void;
}

interface ToastState {
  queue: ToastItem[];
}

export const useToastStore = create<ToastState>()(() => ({ queue: [] }));

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function startHeadTimer() {
  const head = useToastStore.getState().queue[0];
  if (!head || timers.has(head.id)) return;
  timers.set(
    head.id,
    setTimeout(() => dismiss(head.id), head.duration),
  );
}

function dismiss(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  useToastStore.setState((state) => ({ queue: state.queue.filter((item) => item.id !== id) }));
  startHeadTimer();
}

function clearAll() {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  useToastStore.setState({ queue: [] });
}

const resolveDuration = (duration: ToastDuration | undefined, fallback: number) =>
  duration === undefined
    ? fallback
    : typeof duration === 'number'
      ? duration
      : TOAST_DURATION[duration];

/**
 * A loading toast replaces whatever shows (a new step has begun); a message replaces a loading toast
 * (its step has ended) and otherwise waits its turn behind the current message.
 */
function push(item: Omit<ToastItem, 'id'>): ToastHandle {
  const toast = { ...item, id: nextId++ };
  const head = useToastStore.getState().queue[0];
  if (toast.kind === 'loading') clearAll();
  else if (head?.kind === 'loading') dismiss(head.id);
  useToastStore.setState((state) => ({ queue: [...state.queue, toast] }));
  startHeadTimer();
  return { hide: () => dismiss(toast.id) };
}

export const toast = {
  /** A message for `duration` (default 1.5 s; 'short' 3 s, 'long' 8 s, or ms). */
  show(message: string, options: { duration?: ToastDuration } = {}): ToastHandle {
    return push({
      message,
      kind: 'info',
      duration: resolveDuration(options.duration, TOAST_DURATION.default),
    });
  },
  /** A loading message with a spinner, shown until hidden (or `duration` ms, e.g. 10 s for SMS). */
  loading(message: string, options: { duration?: ToastDuration } = {}): ToastHandle {
    return push({
      message,
      kind: 'loading',
      duration: resolveDuration(options.duration, TOAST_DURATION.loading),
    });
  },
  /** Hides every toast. */
  hide(): void {
    clearAll();
  },
};
