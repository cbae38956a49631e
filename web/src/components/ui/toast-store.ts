import { create } from 'zustand';

/** One toast at a time, 5000 ms unless said otherwise. */
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; defaults to TOAST_DURATION_MS. */
  duration?: number;
};

export type ShownToast = ToastInput & { id: number };

type ToastState = {
  /** The one visible toast; a new one replaces it. */
  current: ShownToast | null;
  show: (toast: ToastInput) => number;
  dismiss: (id?: number) => void;
};

let nextId = 1;

export const useToastStore = create<ToastState>((set, get) => ({
  current: null,
  show(toast) {
    const id = nextId++;
    set({ current: { ...toast, id } });
    return id;
  },
  dismiss(id) {
    const { current } = get();
    if (current !== null && (id === undefined || current.id === id)) set({ current: null });
  },
}));

/** Shows a toast from anywhere (event handlers, mutation callbacks); returns its id. */
export function toast(input: ToastInput): number {
  return useToastStore.getState().show(input);
}
