import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import type { Scholarship } from '@portal/domain';
import { useInitialValues, usePersistDraft } from '../draft-storage';
import { RestoredNote, TextField } from '../form-controls';
import { SectionFooter, useSectionSave, type SaveOutcome } from '../section-save';

export type ScholarshipTabProps = {
  storageKey: string;
  initial: () => Scholarship;
  /** the learning centre comes from the partner data and cannot be changed here */
  learningCenterFixed: boolean;
  disabled: boolean;
  onSave: (values: Scholarship) => Promise<SaveOutcome>;
};

/**
 * Scholarship (spec part 3, sections 2.4, 3.2 and 4.2). The tab exists for
 * partner-channel (e-VBAB) applicants only, for whom scholarship is Yes and the
 * learning centre is pre-filled from the partner data. The spec gives this tab no
 * checks; Save stores the choice and moves on to Review.
 */
export function ScholarshipTab({ storageKey, initial, learningCenterFixed, disabled, onSave }: ScholarshipTabProps) {
  const { values, restored } = useInitialValues(storageKey, initial);
  const { register, getValues, setFocus, watch, handleSubmit } = useForm<Scholarship>({ defaultValues: values });
  usePersistDraft(storageKey, watch);

  const { run, failure, failedMessage, saving, errorFor } = useSectionSave({
    getValues,
    watch,
    check: () => null,
    save: onSave,
    focus: (field) => setFocus(field as keyof Scholarship),
  });

  return (
    <form noValidate aria-label="Scholarship" onSubmit={handleSubmit(() => void run())}>
      <fieldset disabled={disabled}>
        <Stack gap="6">
          {restored ? <RestoredNote /> : null}
          <Text color="fg.muted">
            As a partner-country applicant you apply with the e-VBAB scholarship. Your learning centre comes from your registration on the partner
            portal.
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField label="Scholarship" readOnly error={errorFor('scholarship')} {...register('scholarship')} />
            <TextField
              label="Learning Center"
              readOnly={learningCenterFixed}
              hint={learningCenterFixed && values.learningCenterCode ? `Code ${values.learningCenterCode}` : undefined}
              error={errorFor('learningCenter')}
              {...register('learningCenter')}
            />
          </SimpleGrid>
          <SectionFooter failure={failure} failedMessage={failedMessage} saving={saving} onRetry={() => void run()} disabled={disabled} />
        </Stack>
      </fieldset>
    </form>
  );
}
