import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { checkEducation, EDUCATION_TYPES, NO_EXPERIENCE, SPECIALIZATIONS, type Education, type WizardVariant } from '@portal/domain';
import { useInitialValues, usePersistDraft } from '../draft-storage';
import { options, SelectField, TextareaField, TextField, withStoredValue } from '../../../components/form';
import { RestoredNote } from '../restored-note';
import { SectionFooter, useSectionSave, type SaveOutcome } from '../section-save';

export type EducationTabProps = {
  variant: WizardVariant;
  storageKey: string;
  initial: () => Education;
  disabled: boolean;
  onSave: (values: Education) => Promise<SaveOutcome>;
};

/**
 * Education (spec part 3, sections 3.2, 5.4 and 5.6). The pre-registration variant
 * says "Institution/College" where the signed-in one says "School", in the labels as
 * in the messages of section 5.4.
 */
export function EducationTab({ variant, storageKey, initial, disabled, onSave }: EducationTabProps) {
  const { values, restored } = useInitialValues(storageKey, initial);
  const { register, getValues, setFocus, watch, handleSubmit } = useForm<Education>({ defaultValues: values });
  usePersistDraft(storageKey, watch);
  const school = variant === 'preregistration' ? 'Institution/College' : 'School';

  const { run, failure, failedMessage, saving, errorFor } = useSectionSave({
    getValues,
    watch,
    check: (v) => checkEducation(v, { variant }),
    save: onSave,
    focus: (field) => setFocus(field as keyof Education),
  });

  return (
    <form noValidate aria-label="Education" onSubmit={handleSubmit(() => void run())}>
      <fieldset disabled={disabled}>
        <Stack gap="6">
          {restored ? <RestoredNote /> : null}
          <Stack gap="4">
            <Heading as="h3" size="md">
              {school}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
              <TextField label={`${school} Name`} required error={errorFor('schoolName')} {...register('schoolName')} />
              <TextField label={`${school} address line 1`} required error={errorFor('schoolAddress1')} {...register('schoolAddress1')} />
              <TextField label={`${school} address line 2`} {...register('schoolAddress2')} />
              <TextField label={`${school} address line 3`} {...register('schoolAddress3')} />
              <TextField label={`${school} country`} required error={errorFor('schoolCountry')} {...register('schoolCountry')} />
              <TextField label={`${school} zip`} required error={errorFor('schoolPincode')} {...register('schoolPincode')} />
            </SimpleGrid>
          </Stack>
          <Stack gap="4">
            <Heading as="h3" size="md">
              University
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
              <TextField label="University Name" required error={errorFor('universityName')} {...register('universityName')} />
              <TextField label="University address line 1" required error={errorFor('universityAddress1')} {...register('universityAddress1')} />
              <TextField label="University address line 2" {...register('universityAddress2')} />
              <TextField label="University address line 3" {...register('universityAddress3')} />
              <TextField label="University country" required error={errorFor('universityCountry')} {...register('universityCountry')} />
              <TextField label="University zip" required error={errorFor('universityZip')} {...register('universityZip')} />
            </SimpleGrid>
          </Stack>
          <Stack gap="4">
            <Heading as="h3" size="md">
              Qualification and experience
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <SelectField
                label="Education Type"
                required
                options={withStoredValue(options(EDUCATION_TYPES), values.educationType)}
                error={errorFor('educationType')}
                {...register('educationType')}
              />
              <SelectField
                label="Specialization"
                required
                options={withStoredValue(options(SPECIALIZATIONS), values.specialization)}
                error={errorFor('specialization')}
                {...register('specialization')}
              />
              <TextField
                label="Experience"
                required
                hint={`Type ${NO_EXPERIENCE} for none.`}
                error={errorFor('experience')}
                {...register('experience')}
              />
              <TextareaField
                label="Work description"
                required
                hint="Your work and designation, with years."
                error={errorFor('workDescription')}
                {...register('workDescription')}
              />
            </SimpleGrid>
          </Stack>
          <SectionFooter failure={failure} failedMessage={failedMessage} saving={saving} onRetry={() => void run()} disabled={disabled} />
        </Stack>
      </fieldset>
    </form>
  );
}
