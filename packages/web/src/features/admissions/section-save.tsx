import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Flex, Stack } from '@chakra-ui/react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';
import { FormAlert } from '../../components/form';
import { failureCode, SAVE_FAILURE_COPY } from '../../lib/failure';
import { mutationOutcome, type UserError } from '../../lib/mutation-outcome';

/** A check's or the gateway's refusal: the first failure, with the spec's message. */
export type Failure = { field: string | null; message: string };

/** What became of a save that passed the form's own check. */
export type SaveOutcome =
  | { status: 'saved' }
  /** the gateway's check refused it (userErrors): shown like the form's own check */
  | { status: 'refused'; failure: Failure }
  /** it never got saved (network, upstream, server): shown with Retry */
  | { status: 'failed'; message: string };

/** Said when the application may no longer be changed (FORBIDDEN); what was typed is still in the form. */
export const SAVE_FORBIDDEN = 'This application cannot be changed any more.';

type PayloadWithErrors = { userErrors: readonly UserError[] };

/**
 * A save's payload as its outcome (wizard tabs, paper form submit and draft), on the one
 * outcome of every mutation (lib/mutation-outcome.ts): a failure to retry worded for a
 * save (a lost connection, a failed or unreadable university system), a refusal shown
 * like the form's own check on the field `fieldOf` names, or saved (`onSaved` gets the
 * payload, whose object Apollo's cache already has).
 */
export async function saveOutcome<P extends PayloadWithErrors>(
  call: () => Promise<P | null | undefined>,
  fieldOf: (field: string | null | undefined) => string | null,
  onSaved?: (payload: P) => void,
): Promise<SaveOutcome> {
  const outcome = await mutationOutcome(call, SAVE_FAILURE_COPY);
  if (outcome.status === 'failed') {
    return { status: 'failed', message: failureCode(outcome.error) === 'FORBIDDEN' ? SAVE_FORBIDDEN : outcome.message };
  }
  if (outcome.status === 'refused') {
    const first = outcome.userErrors[0];
    return { status: 'refused', failure: { field: fieldOf(first.field), message: first.message } };
  }
  onSaved?.(outcome.payload);
  return { status: 'saved' };
}

/**
 * The gateway names fields in its own path ("generalInfo.firstName",
 * "input.form.tenth.year"); the forms use the domain's names. Strip what a form
 * does not have.
 */
export function formField(field: string | null | undefined, prefixes: readonly string[]): string | null {
  if (!field) return null;
  let name = field;
  for (const prefix of prefixes) if (name.startsWith(`${prefix}.`)) name = name.slice(prefix.length + 1);
  return name;
}

/**
 * The Save of one admissions form (spec part 3, sections 4.2, 5.2-5.5 and 8): run the
 * domain's ordered check and show only its first failure, in red beside the button
 * and on the field, with focus moved there; otherwise save, and show the gateway's
 * own first failure the same way, or a failure to save with Retry.
 */
export function useSectionSave<T extends FieldValues>({
  getValues,
  watch,
  check,
  save,
  focus,
}: {
  getValues: () => T;
  watch: UseFormWatch<T>;
  check: (values: T) => Failure | null;
  save: (values: T) => Promise<SaveOutcome>;
  focus: (field: string) => void;
}) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const [failedMessage, setFailedMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const failureRef = useRef(failure);
  failureRef.current = failure;

  // Editing the field a message is about clears that message; the next Save checks again.
  useEffect(() => {
    const subscription = watch((_, { name }) => {
      const current = failureRef.current;
      if (name && current?.field && (name === current.field || name.startsWith(`${current.field}.`))) setFailure(null);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const run = useCallback(async () => {
    const values = getValues();
    setFailedMessage(null);
    const local = check(values);
    if (local) {
      setFailure(local);
      if (local.field) focus(local.field);
      return false;
    }
    setFailure(null);
    setSaving(true);
    try {
      const outcome = await save(values);
      if (outcome.status === 'refused') {
        setFailure(outcome.failure);
        if (outcome.failure.field) focus(outcome.failure.field);
        return false;
      }
      if (outcome.status === 'failed') {
        setFailedMessage(outcome.message);
        return false;
      }
      return true;
    } finally {
      setSaving(false);
    }
  }, [check, focus, getValues, save]);

  const errorFor = useCallback((field: string) => (failure && failure.field === field ? failure.message : undefined), [failure]);

  return { run, failure, failedMessage, saving, errorFor };
}

/** The Save row: the first failure in red, a failed save with Retry, and the form's submit button. */
export function SectionFooter({
  failure,
  failedMessage,
  saving,
  onRetry,
  label = 'Save',
  disabled,
}: {
  failure: Failure | null;
  failedMessage: string | null;
  saving: boolean;
  /** runs the save again with the values in the form now */
  onRetry: () => void;
  label?: string;
  disabled?: boolean;
}) {
  return (
    <Stack gap="3" pt="2" data-print-hide="">
      {failedMessage ? (
        <FormAlert onRetry={onRetry} retrying={saving}>
          {failedMessage}
        </FormAlert>
      ) : null}
      <Flex gap="4" align="center" justify="flex-end" wrap="wrap-reverse">
        {failure ? <FormAlert inline>{failure.message}</FormAlert> : null}
        <Button type="submit" colorPalette="brand" loading={saving} loadingText="Saving…" disabled={disabled} minW="32">
          {label}
        </Button>
      </Flex>
    </Stack>
  );
}
