import type { ReactNode } from 'react';
import { Heading, SimpleGrid, Stack, type SimpleGridProps } from '@chakra-ui/react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useInitialValues, usePersistDraft } from '../draft-storage';
import { RestoredNote } from '../restored-note';
import { SectionFooter, useSectionSave, type Failure, type SaveOutcome } from '../section-save';

/** What the wizard gives each of its section tabs (General, Education, Upload Documents, Scholarship). */
export type SectionTabProps<T> = {
  storageKey: string;
  /** the saved section, in the form's words; the unsaved draft, if any, goes over it */
  initial: () => T;
  disabled: boolean;
  onSave: (values: T) => Promise<SaveOutcome>;
};

/**
 * One section tab's form: it starts from the unsaved draft or the saved section
 * (draft-storage.ts), keeps every change as the draft, and its Save runs the
 * domain's `check` and then `onSave`, with focus moved to the failing field
 * (section-save.tsx; spec part 3, sections 4.2 and 5.3-5.6).
 */
export function useSectionTab<T extends FieldValues>({ storageKey, initial, onSave }: Pick<SectionTabProps<T>, 'storageKey' | 'initial' | 'onSave'>, check: (values: T) => Failure | null) {
  const { values, restored } = useInitialValues(storageKey, initial);
  const form = useForm<T>({ defaultValues: values as DefaultValues<T> });
  usePersistDraft(storageKey, form.watch);
  // A field without an input of its own (the read-only e-mail) keeps focus where it is: setFocus ignores it.
  const save = useSectionSave({ getValues: form.getValues, watch: form.watch, check, save: onSave, focus: (field) => form.setFocus(field as Path<T>) });
  const onSubmit = form.handleSubmit(() => void save.run());
  /** A field's input props: registered with the form, and its failure message when the failure is about it. */
  const fieldProps = (name: Path<T>) => ({ error: save.errorFor(name), ...form.register(name) });
  return { ...form, ...save, onSubmit, fieldProps, values, restored };
}

type SectionTab = Pick<ReturnType<typeof useSectionTab>, 'onSubmit' | 'run' | 'restored' | 'failure' | 'failedMessage' | 'saving'>;

/**
 * A section tab's frame: the form (named for screen readers by the tab), every
 * input disabled at once while the wizard is blocked, the note that unsaved
 * typing was restored, the tab's fields, and the Save row.
 */
export function SectionTabForm({ label, tab, disabled, children }: { label: string; tab: SectionTab; disabled: boolean; children: ReactNode }) {
  const { onSubmit, run, restored, failure, failedMessage, saving } = tab;
  return (
    <form noValidate aria-label={label} onSubmit={onSubmit}>
      <fieldset disabled={disabled}>
        <Stack gap="6">
          {restored ? <RestoredNote /> : null}
          {children}
          <SectionFooter failure={failure} failedMessage={failedMessage} saving={saving} onRetry={() => void run()} disabled={disabled} />
        </Stack>
      </fieldset>
    </form>
  );
}

/** A titled group of a tab's fields ("Personal details", "University"). */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="4">
      <Heading as="h3" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The fields of a group side by side: one column on a phone, up to three on a wide screen. */
export function FieldGrid({ columns = { base: 1, md: 2, xl: 3 }, children }: { columns?: SimpleGridProps['columns']; children: ReactNode }) {
  return (
    <SimpleGrid columns={columns} gap="4">
      {children}
    </SimpleGrid>
  );
}
