import { useState, type ReactNode } from 'react';
import { Box, Button, Card, Flex, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FiEdit2, FiExternalLink } from 'react-icons/fi';
import { applicantFullName, COUNTRY_CODES, type Education, type GeneralInfo, type Scholarship, type WizardVariant } from '@portal/domain';
import { FormAlert } from '../../../components/form';
import { ReviewItem } from '../review-item';
import type { Failure, SaveOutcome } from '../section-save';

export type ReviewDocument = { label: string; name: string | null; url: string | null };

export type ReviewTabProps = {
  variant: WizardVariant;
  generalInfo: GeneralInfo | null;
  education: Education | null;
  documents: ReviewDocument[] | null;
  /** null when the scholarship is not shown (spec part 3, section 2.4) */
  scholarship: Scholarship | null;
  onEdit: (tab: 'general' | 'education' | 'documents' | 'scholarship') => void;
  canEditScholarship: boolean;
  disabled: boolean;
  onSubmit: () => Promise<SaveOutcome>;
};

/** One saved section: its title, its Edit button (when it may be edited) and its values, or "Not saved yet". */
function Section({ title, onEdit, children }: { title: string; onEdit?: () => void; children: ReactNode }) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3">
          <Heading as="h3" size="md">
            {title}
          </Heading>
          {onEdit ? (
            <Button size="xs" variant="ghost" colorPalette="brand" onClick={onEdit} aria-label={`Edit ${title}`}>
              <FiEdit2 aria-hidden /> Edit
            </Button>
          ) : null}
        </Flex>
      </Card.Header>
      <Card.Body>
        {children ? (
          <SimpleGrid as="dl" columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
            {children}
          </SimpleGrid>
        ) : (
          <Text color="fg.muted">Not saved yet.</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

const join = (...parts: string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(', ');

/**
 * Review (spec part 3, sections 2.4 and 4.2): what was saved, section by section,
 * and the final Submit, which puts the application under review (through the gateway);
 * then the wizard says 'Application Submitted!'.
 */
export function ReviewTab({ variant, generalInfo, education, documents, scholarship, onEdit, canEditScholarship, disabled, onSubmit }: ReviewTabProps) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const [failedMessage, setFailedMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const school = variant === 'preregistration' ? 'Institution/College' : 'School';

  const submit = async () => {
    setFailure(null);
    setFailedMessage(null);
    setSubmitting(true);
    try {
      const outcome = await onSubmit();
      if (outcome.status === 'refused') setFailure(outcome.failure);
      if (outcome.status === 'failed') setFailedMessage(outcome.message);
    } finally {
      setSubmitting(false);
    }
  };

  const code = COUNTRY_CODES.find((c) => c.code === generalInfo?.countryCode);
  const edit = (tab: Parameters<typeof onEdit>[0]) => (disabled ? undefined : () => onEdit(tab));

  return (
    <Stack gap="5">
      <Text color="fg.muted">Check your application. Once submitted it goes for review and cannot be changed.</Text>
      <Section title="General Information" onEdit={edit('general')}>
        {generalInfo ? (
          <>
            <ReviewItem term="Name">{applicantFullName(generalInfo)}</ReviewItem>
            <ReviewItem term="Email">{generalInfo.email}</ReviewItem>
            <ReviewItem term="Mobile">{generalInfo.phone ? `+${generalInfo.countryCode} ${generalInfo.phone}${code ? ` (${code.name})` : ''}` : ''}</ReviewItem>
            <ReviewItem term="Gender">{generalInfo.gender}</ReviewItem>
            <ReviewItem term="Date of Birth">{generalInfo.dateOfBirth}</ReviewItem>
            <ReviewItem term="Father Name">{generalInfo.fatherName}</ReviewItem>
            <ReviewItem term="Mother Name">{generalInfo.motherName}</ReviewItem>
            <ReviewItem term="International Student">{generalInfo.internationalStudent}</ReviewItem>
            <ReviewItem term="Passport">{generalInfo.passportNumber}</ReviewItem>
            <ReviewItem term={variant === 'preregistration' ? 'Govt ID' : 'National ID'}>{generalInfo.nationalId}</ReviewItem>
            <ReviewItem term="Permanent address">
              {join(
                generalInfo.permanentAddress1,
                generalInfo.permanentAddress2,
                generalInfo.permanentAddress3,
                generalInfo.permanentCity,
                generalInfo.permanentState,
                generalInfo.permanentPin,
                generalInfo.permanentCountry,
              )}
            </ReviewItem>
            <ReviewItem term="Present address">
              {generalInfo.presentSameAsPermanent
                ? 'Same as the permanent address'
                : join(generalInfo.presentAddress1, generalInfo.presentAddress2, generalInfo.presentAddress3, generalInfo.presentCity, generalInfo.presentState, generalInfo.presentPin)}
            </ReviewItem>
            <ReviewItem term="Country of residence">{generalInfo.countryOfResidence}</ReviewItem>
          </>
        ) : null}
      </Section>
      <Section title="Education" onEdit={edit('education')}>
        {education ? (
          <>
            <ReviewItem term={school}>{join(education.schoolName, education.schoolAddress1, education.schoolCountry, education.schoolPincode)}</ReviewItem>
            <ReviewItem term="University">{join(education.universityName, education.universityAddress1, education.universityCountry, education.universityZip)}</ReviewItem>
            <ReviewItem term="Education Type">{education.educationType}</ReviewItem>
            <ReviewItem term="Specialization">{education.specialization}</ReviewItem>
            <ReviewItem term="Experience">{education.experience}</ReviewItem>
            <ReviewItem term="Work description">{education.workDescription}</ReviewItem>
          </>
        ) : null}
      </Section>
      <Section title="Upload Documents" onEdit={edit('documents')}>
        {documents?.map((d) => (
          <ReviewItem key={d.label} term={d.label}>
            {d.name ? (
              <HStack as="span" gap="2" minW="0">
                <Text as="span" truncate title={d.name}>
                  {d.name}
                </Text>
                {d.url ? (
                  <ChakraLink href={d.url} target="_blank" rel="noopener noreferrer" color="brand.fg" flexShrink={0}>
                    View <FiExternalLink aria-hidden />
                    <Text as="span" srOnly>
                      {d.label} (opens in a new tab)
                    </Text>
                  </ChakraLink>
                ) : null}
              </HStack>
            ) : (
              ''
            )}
          </ReviewItem>
        ))}
      </Section>
      {scholarship ? (
        <Section title="Scholarship" onEdit={canEditScholarship ? edit('scholarship') : undefined}>
          <ReviewItem term="Scholarship">{scholarship.scholarship}</ReviewItem>
          <ReviewItem term="Learning Center">
            {scholarship.learningCenter || scholarship.learningCenterName}
            {scholarship.learningCenterCode ? ` (${scholarship.learningCenterCode})` : ''}
          </ReviewItem>
        </Section>
      ) : null}
      <Stack gap="3">
        {failedMessage ? (
          <FormAlert onRetry={() => void submit()} retrying={submitting}>
            {failedMessage}
          </FormAlert>
        ) : null}
        <Flex gap="4" align="center" justify="flex-end" wrap="wrap-reverse">
          {failure ? <FormAlert inline>{failure.message}</FormAlert> : null}
          <Box>
            <Button colorPalette="brand" loading={submitting} loadingText="Submitting…" onClick={() => void submit()} disabled={disabled} minW="32">
              Submit
            </Button>
          </Box>
        </Flex>
      </Stack>
    </Stack>
  );
}
