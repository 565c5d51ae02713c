import { SimpleGrid, Text } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { checkDocuments, type Documents, type WizardVariant } from '@portal/domain';
import type { UploadKind } from '../../../gql/graphql';
import { FileUploadField } from '../../../components/form';
import { SectionTabForm, useSectionTab, type SectionTabProps } from './section-tab';

export type DocumentsTabProps = SectionTabProps<Documents> & {
  variant: WizardVariant;
  /** signed addresses of the files the server already has, by stored name */
  urls: Record<string, string | null | undefined>;
};

const IMAGES = 'jpg, jpeg or png, 50 KB to 250 KB.';

/**
 * Upload Documents (spec part 3, sections 3.2, 5.5 and 5.6). Each file is checked the
 * moment it is chosen and uploaded at once; Save then checks that the required ones
 * are there, in the order of section 5.5. The signed-in wizard also takes pdf for the
 * certificate and transcripts (section 5.6); the pre-registration one takes images only.
 */
export function DocumentsTab({ variant, urls, disabled, ...section }: DocumentsTabProps) {
  const tab = useSectionTab(section, (v) => checkDocuments(v, { variant }));
  const { control, errorFor } = tab;
  const preRegistration = variant === 'preregistration';
  const degreeTypes = preRegistration ? IMAGES : 'jpg, jpeg, png or pdf, 50 KB to 250 KB.';

  const fields: { name: keyof Documents; label: string; kind: UploadKind; required: boolean; hint: string }[] = [
    { name: 'certificate', label: 'Certificate', kind: 'CERTIFICATE', required: true, hint: `Your degree certificate: ${degreeTypes}` },
    { name: 'transcripts', label: 'Transcripts', kind: 'TRANSCRIPTS', required: true, hint: `Your marks cards or transcripts: ${degreeTypes}` },
    { name: 'passport', label: 'Passport', kind: 'PASSPORT', required: false, hint: `Optional. ${IMAGES}` },
    {
      name: 'nationalId',
      label: preRegistration ? 'Other Govt Files' : 'National ID Document',
      kind: 'NATIONAL_ID',
      required: true,
      hint: IMAGES,
    },
    {
      name: 'profilePhoto',
      label: preRegistration ? 'Profile (Passport size) photo' : 'Profile photo',
      kind: 'PROFILE_PHOTO',
      required: true,
      // spec part 3, section 5.5: the photo guidance, and the same photo is used at convocation.
      hint: `White background, standing, looking straight; about 350 × 350 pixels. The same photo is used for your convocation. ${IMAGES}`,
    },
  ];

  return (
    <SectionTabForm label="Upload Documents" tab={tab} disabled={disabled}>
      <Text color="fg.muted">Each file is uploaded as soon as you choose it. Save when all the required files are uploaded.</Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        {fields.map((f) => (
          <Controller
            key={f.name}
            control={control}
            name={f.name}
            render={({ field }) => (
              <FileUploadField
                ref={field.ref}
                label={f.label}
                kind={f.kind}
                variant={variant}
                value={field.value}
                url={field.value ? urls[field.value] : null}
                onChange={field.onChange}
                required={f.required}
                preview={f.name === 'profilePhoto'}
                hint={f.hint}
                error={errorFor(f.name)}
                disabled={disabled}
              />
            )}
          />
        ))}
      </SimpleGrid>
    </SectionTabForm>
  );
}
