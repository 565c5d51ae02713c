import { useEffect, useState } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/**
 * Unsaved typing, kept for this browser tab in sessionStorage so an accidental reload
 * (or a session time-out) does not lose it (docs/architecture.md invariant 7;
 * docs/decisions/062-unsaved-application-typing.md). Keyed by who is applying, the
 * program and the form or tab; cleared once the server has the values. Nothing is
 * sent anywhere and it goes when the tab is closed.
 */
const PREFIX = 'portal.applicationDraft';

export function draftKey(parts: { applicant: string; programId: string; form: string }): string {
  return [PREFIX, parts.applicant, parts.programId, parts.form].map(encodeURIComponent).join(':');
}

export function readDraft<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or disabled: the values stay in the form; only the reload safety net is lost.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}

/**
 * The values to start a form with: the unsaved draft if there is one, else `saved`.
 * `restored` tells the screen to say so.
 */
export function useInitialValues<T>(key: string, saved: () => T): { values: T; restored: boolean } {
  const [initial] = useState(() => {
    const draft = readDraft<Partial<T>>(key);
    const base = saved();
    return draft ? { values: { ...base, ...draft } as T, restored: true } : { values: base, restored: false };
  });
  return initial;
}

/** Writes every change of the form (typed, or set by the form itself such as a copied address) to its draft. */
export function usePersistDraft<T extends FieldValues>(key: string, watch: UseFormWatch<T>): void {
  useEffect(() => {
    const subscription = watch((values) => writeDraft(key, values));
    return () => subscription.unsubscribe();
  }, [key, watch]);
}
