import { create } from 'zustand';

export interface ConfirmOptions {
  title?: string;
  message: string;
  /** Defaults to the translated 'Cancel'. */
  cancelLabel?: string;
  /** Defaults to the translated 'Confirm'. */
  submitLabel?: string;
}

export interface AlertOptions {
  title?: string;
  message: string;
  /** Defaults to the translated 'OK'. */
  okLabel?: string;
}

export type DialogRequest =
  | { id: number; kind: 'confirm'; options: ConfirmOptions; resolve: (ok: boolean) => void }
  | { id: number; kind: 'alert'; options: AlertOptions; resolve: (ok: boolean) => void };

interface DialogState {
  queue: DialogRequest[];
}

export const useDialogStore = create<DialogState>()(() => ({ queue: [] }));

let nextId = 1;

function enqueue(
  kind: DialogRequest['kind'],
  options: ConfirmOptions | AlertOptions,
): Promise<boolean> {
  return new Promise((resolve) => {
    const request = { id: nextId++, kind, options, resolve } as DialogRequest;
    useDialogStore.setState((state) => ({ queue: [...state.queue, request] }));
  });
}

/** Settles the dialog with `id` and shows the next one. */
export function settleDialog(id: number, ok: boolean): void {
  const request = useDialogStore.getState().queue.find((item) => item.id === id);
  if (!request) return;
  useDialogStore.setState((state) => ({ queue: state.queue.filter((item) => item.id !== id) }));
  request.resolve(ok);
}

/** Asks a yes/no question in the `<DialogHost/>`; true on submit, false on cancel, Escape or mask. */
export const confirm = (options: ConfirmOptions): Promise<boolean> => enqueue('confirm', options);

/** A message with one button (e.g. 'Please use Safari for download App.'). */
export const alert = (options: AlertOptions): Promise<void> =>
  enqueue('alert', options).then(() => undefined);
