import { checkEducation, EDUCATION_TYPES, NO_EXPERIENCE, SPECIALIZATIONS, type Education, type WizardVariant } from '@portal/domain';
import { options, SelectField, TextareaField, TextField, withStoredValue } from '../../../components/form';
import { FieldGrid, FieldGroup, SectionTabForm, useSectionTab, type SectionTabProps } from './section-tab';

export type EducationTabProps = SectionTabProps<Education> & { variant: WizardVariant };

/** The six fields of the school and of the university, in the same order and with the same stars. */
const INSTITUTION_PARTS = [
  { label: 'Name', required: true },
  { label: 'address line 1', required: true },
  { label: 'address line 2', required: false },
  { label: 'address line 3', required: false },
  { label: 'country', required: true },
  { label: 'zip', required: true },
] as const;

/** The two closed lists of the tab; a stored value the list no longer has is still offered. */
const CHOICES = [
  { name: 'educationType', label: 'Education Type', list: EDUCATION_TYPES },
  { name: 'specialization', label: 'Specialization', list: SPECIALIZATIONS },
] as const;

/**
 * Education (spec part 3, sections 3.2, 5.4 and 5.6). The pre-registration variant
 * says "Institution/College" where the signed-in one says "School", in the labels as
 * in the messages of section 5.4.
 */
export function EducationTab({ variant, disabled, ...section }: EducationTabProps) {
  const school = variant === 'preregistration' ? 'Institution/College' : 'School';
  const tab = useSectionTab(section, (v) => checkEducation(v, { variant }));
  const { values, fieldProps } = tab;

  const institutions = [
    { title: school, fields: ['schoolName', 'schoolAddress1', 'schoolAddress2', 'schoolAddress3', 'schoolCountry', 'schoolPincode'] },
    { title: 'University', fields: ['universityName', 'universityAddress1', 'universityAddress2', 'universityAddress3', 'universityCountry', 'universityZip'] },
  ] as const;

  return (
    <SectionTabForm label="Education" tab={tab} disabled={disabled}>
      {institutions.map(({ title, fields }) => (
        <FieldGroup key={title} title={title}>
          <FieldGrid>
            {INSTITUTION_PARTS.map(({ label, required }, i) => (
              <TextField key={fields[i]} label={`${title} ${label}`} required={required} {...fieldProps(fields[i])} />
            ))}
          </FieldGrid>
        </FieldGroup>
      ))}
      <FieldGroup title="Qualification and experience">
        <FieldGrid columns={{ base: 1, md: 2 }}>
          {CHOICES.map(({ name, label, list }) => (
            <SelectField key={name} label={label} required options={withStoredValue(options(list), values[name])} {...fieldProps(name)} />
          ))}
          <TextField label="Experience" required hint={`Type ${NO_EXPERIENCE} for none.`} {...fieldProps('experience')} />
          <TextareaField label="Work description" required hint="Your work and designation, with years." {...fieldProps('workDescription')} />
        </FieldGrid>
      </FieldGroup>
    </SectionTabForm>
  );
}
