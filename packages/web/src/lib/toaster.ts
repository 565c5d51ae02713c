import type { CreateToasterReturn } from '@chakra-ui/react';

type Store = CreateToasterReturn;
type ToastOptions = Parameters<Store['create']>[0];

let loaded: Store | null = null;
let loading: Promise<Store> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the toaster store once. Toasts are rare, and Zag's toast machine is about
 * 15 KiB gzip that every first visit paid for in the entry chunk (issue 7, section 5).
 */
export function loadToaster(): Promise<Store> {
  loading ??= import('./toaster-store').then(({ store }) => {
    loaded = store;
    listeners.forEach((listener) => listener());
    return store;
  });
  return loading;
}

/** Tells components/toaster.tsx when the store has arrived, so it can mount the view. */
export function onToasterLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toasterLoaded(): Store | null {
  return loaded;
}

/**
 * The one toaster of the app. Screens and the session handler call
 * `toaster.create(...)`; components/toaster.tsx renders what it holds. Calls
 * made before the store has arrived run, in order, once it has.
 */
export const toaster = {
  create(options: ToastOptions): void {
    if (loaded) loaded.create(options);
    else void loadToaster().then((store) => store.create(options));
  },
  /** Removes one toast, or all of them; nothing to remove before the first toast. */
  remove(id?: string): void {
    loaded?.remove(id);
  },
};
