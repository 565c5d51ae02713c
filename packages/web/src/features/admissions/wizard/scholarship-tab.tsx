import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { checkScholarship, LEARNING_CENTER_NAMES, type PartnerLearningCenter, type Scholarship } from '@portal/domain';
import { useInitialValues, usePersistDraft } from '../draft-storage';
import { options, SelectField, TextField, withStoredValue } from '../../../components/form';
import { RestoredNote } from '../restored-note';
import { SectionFooter, useSectionSave, type SaveOutcome } from '../section-save';

export type ScholarshipTabProps = {
  storageKey: string;
  initial: () => Scholarship;
  /** the learning centre the partner data registered the applicant at, when known; offered and pre-chosen */
  partnerLearningCenter: PartnerLearningCenter | null;
  disabled: boolean;
  onSave: (values: Scholarship) => Promise<SaveOutcome>;
};

/**
 * Scholarship (spec part 3, sections 2.4, 3.2, 3.5 and 4.2). The tab exists for
 * partner-channel (e-VBAB) applicants only, for whom scholarship is Yes and the
 * learning centre is pre-chosen from the partner data. The Learning Center is a
 * choice from the list of section 3.5 (docs/decisions/066), checked here and by
 * the gateway with the domain's checkScholarship.
 */
export function ScholarshipTab({ storageKey, initial, partnerLearningCenter, disabled, onSave }: ScholarshipTabProps) {
  const { values, restored } = useInitialValues(storageKey, initial);
  const { register, getValues, setFocus, watch, handleSubmit } = useForm<Scholarship>({ defaultValues: values });
  usePersistDraft(storageKey, watch);

  const { run, failure, failedMessage, saving, errorFor } = useSectionSave({
    getValues,
    watch,
    check: (v) => checkScholarship(v, { partnerChannel: true, partnerLearningCenter }),
    save: onSave,
    focus: (field) => setFocus(field as keyof Scholarship),
  });

  // The partner's own centre is a valid choice even if the list does not have it.
  const centres = withStoredValue(options(LEARNING_CENTER_NAMES), partnerLearningCenter?.name);

  return (
    <form noValidate aria-label="Scholarship" onSubmit={handleSubmit(() => void run())}>
      <fieldset disabled={disabled}>
        <Stack gap="6">
          {restored ? <RestoredNote /> : null}
          <Text color="fg.muted">
            As a partner-country applicant you apply with the e-VBAB scholarship. Your learning centre is the one you registered at on the partner
            portal; choose another from the list if you now study elsewhere.
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField label="Scholarship" readOnly error={errorFor('scholarship')} {...register('scholarship')} />
            <SelectField
              label="Learning Center"
              required
              options={withStoredValue(centres, values.learningCenter)}
              hint={partnerLearningCenter ? `Registered at ${partnerLearningCenter.name} (code ${partnerLearningCenter.code})` : undefined}
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
