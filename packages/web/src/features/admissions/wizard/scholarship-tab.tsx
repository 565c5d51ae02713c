import { Text } from '@chakra-ui/react';
import { checkScholarship, LEARNING_CENTER_NAMES, type PartnerLearningCenter, type Scholarship } from '@portal/domain';
import { options, SelectField, TextField, withStoredValue } from '../../../components/form';
import { FieldGrid, SectionTabForm, useSectionTab, type SectionTabProps } from './section-tab';

export type ScholarshipTabProps = SectionTabProps<Scholarship> & {
  /** the learning centre the partner data registered the applicant at, when known; offered and pre-chosen */
  partnerLearningCenter: PartnerLearningCenter | null;
};

/**
 * Scholarship (spec part 3, sections 2.4, 3.2, 3.5 and 4.2). The tab exists for
 * partner-channel (e-VBAB) applicants only, for whom scholarship is Yes and the
 * learning centre is pre-chosen from the partner data. The Learning Center is a
 * choice from the list of section 3.5 (docs/decisions/066), checked here and by
 * the gateway with the domain's checkScholarship.
 */
export function ScholarshipTab({ partnerLearningCenter, disabled, ...section }: ScholarshipTabProps) {
  const tab = useSectionTab(section, (v) => checkScholarship(v, { partnerChannel: true, partnerLearningCenter }));
  const { values, fieldProps } = tab;

  // The partner's own centre is a valid choice even if the list does not have it.
  const centres = withStoredValue(options(LEARNING_CENTER_NAMES), partnerLearningCenter?.name);

  return (
    <SectionTabForm label="Scholarship" tab={tab} disabled={disabled}>
      <Text color="fg.muted">
        As a partner-country applicant you apply with the e-VBAB scholarship. Your learning centre is the one you registered at on the partner portal; choose another from the list if you now study
        elsewhere.
      </Text>
      <FieldGrid columns={{ base: 1, md: 2 }}>
        <TextField label="Scholarship" readOnly {...fieldProps('scholarship')} />
        <SelectField
          label="Learning Center"
          required
          options={withStoredValue(centres, values.learningCenter)}
          hint={partnerLearningCenter ? `Registered at ${partnerLearningCenter.name} (code ${partnerLearningCenter.code})` : undefined}
          {...fieldProps('learningCenter')}
        />
      </FieldGrid>
    </SectionTabForm>
  );
}
