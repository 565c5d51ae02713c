import { useEffect, useId, useState, type ReactNode } from 'react';
import { Box, Button, chakra, Flex, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Table } from '../../../components/later-components';
import { FiArrowRight, FiCheck } from 'react-icons/fi';
import { Controller, useForm, type Path, type UseFormRegister, type UseFormReturn } from 'react-hook-form';
import {
  ACADEMIC_YEAR,
  ageFromDob,
  APPLICATION_FEE,
  APPLICATION_FORM_TITLE,
  checkPaperForm,
  exclusiveStudyMode,
  FIXED_ROWS,
  maxDateOfBirth,
  minSigningDate,
  PAPER_FORM_TITLES,
  type PaperForm,
  type StudyModeChoice,
} from '@portal/domain';
import { useDates } from '../../../lib/time-zone';
import { Brand } from '../../../components/brand';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { useInitialValues, usePersistDraft } from '../draft-storage';
import { CheckboxField, DateField, digitsOnly, FileUploadField, FormAlert, options, SelectControl, SelectField, TextareaField, TextField } from '../../../components/form';
import { RestoredNote } from '../restored-note';
import { useSectionSave, type SaveOutcome } from '../section-save';
import { paperFormValues } from './paper-form-values';
import './paper-form-print.css';

/**
 * One school-leaving exam of the form (10th Standard, GCE 'O' Level, 12th Standard), as
 * paperFormValues reads each into its fixed rows of subjects.
 * @public a fragment that codegen reads and the form's fragment spreads; no code imports it.
 */
export const PaperForm_examRecord = graphql(`
  fragment PaperForm_examRecord on ExamRecord {
    year
    registrationNo
    subjects {
      subject
      grade
    }
  }
`);

const PaperForm_paperForm = graphql(`
  fragment PaperForm_paperForm on PaperForm {
    title
    surname
    firstName
    maidenName
    dateOfBirth
    nationality
    nationalId
    passport
    address
    phone
    email
    programmes {
      title
      studyMode
    }
    tenth {
      ...PaperForm_examRecord @unmask
    }
    gce {
      ...PaperForm_examRecord @unmask
    }
    twelfth {
      ...PaperForm_examRecord @unmask
    }
    subsidiary {
      subject
      grade
    }
    aLevel {
      subject
      grade
    }
    otherSecondaryYear
    otherSecondaryRegistrationNo
    otherSecondary {
      course
      award
      gradeAwarded
      year
      duration
    }
    postgraduate {
      from
      to
      university
      qualification
      mainSubjects
      grade
    }
    attestationAttached
    paySlipAttached
    bankDraftNo
    declarationAccepted
    attachmentsConfirmed
    documents {
      sixth
      sixthA
      tenth
      twelfth
      degreeMarks
      masters
      idProof
    }
    draftAttached
    disability
    sectionsCompleted
    evidenceAttached
    certificatesAttached
    signingDate
    signatureFile
    profilePhoto
  }
`);

const STUDY_MODE_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** A section of the paper form: a lettered heading and its rows. */
function FormSection({ letter, title, children }: { letter: string; title: string; children: ReactNode }) {
  const id = `paper-form-section-${letter}`;
  return (
    <Box as="section" aria-labelledby={id} className="paper-form-section" borderTopWidth="2px" borderColor="fg" pt="4">
      <Heading as="h2" id={id} size="md" textTransform="uppercase" letterSpacing="wide" mb="4">
        {letter}. {title}
      </Heading>
      <Stack gap="4">{children}</Stack>
    </Box>
  );
}

/** One input of a table row, named for screen readers by its column and row. */
function Cell({ label, invalid, describedBy, ...rest }: { label: string; invalid?: boolean; describedBy?: string } & ReturnType<UseFormRegister<PaperForm>>) {
  return <Input size="sm" aria-label={label} aria-invalid={invalid || undefined} aria-describedby={invalid ? describedBy : undefined} {...rest} />;
}

type Column<R extends string> = { key: R; header: string };

/** A paper table's rows, each opened by its number (the "#" column), then the cells drawn for it. */
function NumberedRows({ rows, cells }: { rows: number; cells: (row: number) => ReactNode }) {
  return (
    <Table.Body>
      {Array.from({ length: rows }, (_, i) => (
        <Table.Row key={i}>
          <Table.Cell textAlign="center" color="fg.muted">
            {i + 1}
          </Table.Cell>
          {cells(i)}
        </Table.Row>
      ))}
    </Table.Body>
  );
}

/**
 * A table with a fixed number of rows (spec part 3, section 9), each cell an input.
 * It scrolls sideways on a phone rather than squeezing the cells.
 */
function RowsTable<R extends string>({
  caption,
  name,
  rows,
  columns,
  register,
  errorFor,
  describedBy,
}: {
  caption: string;
  name: string;
  rows: number;
  columns: Column<R>[];
  register: UseFormRegister<PaperForm>;
  errorFor: (field: string) => string | undefined;
  describedBy: string;
}) {
  const wide = columns.length > 2;
  return (
    <Box>
      {/* Phones hide scrollbars until one scrolls: say that the wide tables go on to the right. */}
      {wide ? (
        <HStack hideFrom="md" gap="1.5" fontSize="sm" color="fg.muted" mb="1.5" data-print-hide="">
          <Text>Scroll the table sideways to see all its columns</Text>
          <FiArrowRight aria-hidden />
        </HStack>
      ) : null}
      <Table.ScrollArea borderWidth="1px" borderRadius="md" className="paper-form-table">
        <Table.Root size="sm" variant="line" minW={wide ? '2xl' : undefined}>
          <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" color="fg" px="3" pt="2" mt="0">
            {caption}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="10" textAlign="center">
                #
              </Table.ColumnHeader>
              {columns.map((c) => (
                <Table.ColumnHeader key={c.key}>{c.header}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <NumberedRows
            rows={rows}
            cells={(i) =>
              columns.map((c) => {
                const field = `${name}.${i}.${c.key}`;
                return (
                  <Table.Cell key={c.key} py="1">
                    <Cell label={`${caption}: ${c.header}, row ${i + 1}`} invalid={Boolean(errorFor(field))} describedBy={describedBy} {...register(field as Path<PaperForm>)} />
                  </Table.Cell>
                );
              })
            }
          />
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}

const SUBJECT_COLUMNS: Column<'subject' | 'grade'>[] = [
  { key: 'subject', header: 'Subject' },
  { key: 'grade', header: 'Grade' },
];

const OTHER_SECONDARY_COLUMNS: Column<'course' | 'award' | 'gradeAwarded' | 'year' | 'duration'>[] = [
  { key: 'course', header: 'Course' },
  { key: 'award', header: 'Awarding body' },
  { key: 'gradeAwarded', header: 'Grade awarded' },
  { key: 'year', header: 'Year' },
  { key: 'duration', header: 'Duration' },
];

const POSTGRADUATE_COLUMNS: Column<'from' | 'to' | 'university' | 'qualification' | 'mainSubjects' | 'grade'>[] = [
  { key: 'from', header: 'From' },
  { key: 'to', header: 'To' },
  { key: 'university', header: 'University' },
  { key: 'qualification', header: 'Qualification' },
  { key: 'mainSubjects', header: 'Main subjects' },
  { key: 'grade', header: 'Grade' },
];

export type PaperFormViewProps = {
  paperForm: FragmentType<typeof PaperForm_paperForm> | null;
  programName: string;
  email: string;
  storageKey: string;
  onSubmit: (form: PaperForm) => Promise<SaveOutcome>;
  /** keeps the form as it stands on the server, without the submit checks (docs/decisions/065) */
  onSaveDraft: (form: PaperForm) => Promise<SaveOutcome>;
};

/** Where Save draft stands: nothing yet, on its way, or what became of it. */
type DraftState = { status: 'idle' } | { status: 'saving' } | SaveOutcome;

/** Save draft: keeps the form as it stands, checks or not (docs/decisions/065); "Draft saved" lasts until the next change. */
function useDraftSave({ onSaveDraft, getValues, setFocus, watch }: Pick<UseFormReturn<PaperForm>, 'getValues' | 'setFocus' | 'watch'> & Pick<PaperFormViewProps, 'onSaveDraft'>) {
  const [draft, setDraft] = useState<DraftState>({ status: 'idle' });
  const saveDraft = async () => {
    setDraft({ status: 'saving' });
    const outcome = await onSaveDraft(getValues());
    setDraft(outcome);
    if (outcome.status === 'refused' && outcome.failure.field) setFocus(outcome.failure.field as Path<PaperForm>);
  };
  // "Draft saved" stops being true with the next change.
  useEffect(() => {
    const subscription = watch(() => setDraft((d) => (d.status === 'saved' ? { status: 'idle' } : d)));
    return () => subscription.unsubscribe();
  }, [watch]);
  return { draft, saveDraft };
}

/** What the sections draw their fields with: the form's inputs, the failure per field, and the kit's controlled pieces. */
type Fields = {
  register: UseFormRegister<PaperForm>;
  errorFor: (field: string) => string | undefined;
  upload: (name: Path<PaperForm>, label: string, options?: { required?: boolean; hint?: string; preview?: boolean }) => ReactNode;
  check: (name: Path<PaperForm>, label: ReactNode) => ReactNode;
  rowsTable: <R extends string>(caption: string, name: string, rows: number, columns: Column<R>[]) => ReactNode;
};

function paperFormFields({ control, register, errorFor, failureId }: Pick<UseFormReturn<PaperForm>, 'control' | 'register'> & Pick<Fields, 'errorFor'> & { failureId: string }): Fields {
  const upload: Fields['upload'] = (name, label, options = {}) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FileUploadField
          ref={field.ref}
          label={label}
          kind="PAPER_FORM"
          value={String(field.value ?? '')}
          onChange={field.onChange}
          error={errorFor(name)}
          required={options.required}
          hint={options.hint ?? 'jpg, jpeg or png, 50 KB to 250 KB.'}
          preview={options.preview}
          compact
        />
      )}
    />
  );

  // Every table of section C: its inputs are registered with the form and point at the failure message when theirs.
  const rowsTable: Fields['rowsTable'] = (caption, name, rows, columns) => (
    <RowsTable caption={caption} name={name} rows={rows} columns={columns} register={register} errorFor={errorFor} describedBy={failureId} />
  );

  const check: Fields['check'] = (name, label) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <CheckboxField label={label} checked={Boolean(field.value)} onChange={field.onChange} name={field.name} inputRef={field.ref} error={errorFor(name)} />}
    />
  );
  return { register, errorFor, upload, check, rowsTable };
}

/**
 * The paper-style "APPLICATION FOR ADMISSION" (spec part 3, sections 2.3, 3.1, 4.2,
 * 5.1, 5.2 and 9): sections A to G with their fixed rows, then the date, the
 * signature and Submit. Submit runs the 16 checks of section 5.2 in order (with the
 * two date rules of 5.1) and shows the first failure only. Save draft keeps the form
 * as it stands, checks or not, so the applicant can come back to it
 * (docs/decisions/065). It prints as a paper form (paper-form-print.css).
 */
export function PaperFormView({ paperForm: ref, programName, email, storageKey, onSubmit, onSaveDraft }: PaperFormViewProps) {
  const stored = getFragmentData(PaperForm_paperForm, ref);
  const { values, restored } = useInitialValues(storageKey, () => paperFormValues(stored, programName, email));
  const { register, control, getValues, setValue, setFocus, watch, handleSubmit } = useForm<PaperForm>({ defaultValues: { ...values, email } });
  usePersistDraft(storageKey, watch);
  const failureId = useId();
  const today = new Date();

  const { run, failure, failedMessage, saving, errorFor } = useSectionSave({
    getValues,
    watch,
    check: (form) => checkPaperForm(form, new Date()),
    save: onSubmit,
    focus: (field) => setFocus(field as Path<PaperForm>),
  });
  const { draft, saveDraft } = useDraftSave({ onSaveDraft, getValues, setFocus, watch });
  const fields = paperFormFields({ control, register, errorFor, failureId });

  const age = ageFromDob(watch('dateOfBirth') ?? '', today);

  // spec part 3, section 4.2: yes for one of full time / part time sets the other to no.
  const studyMode = (row: number, mode: 'fullTime' | 'partTime') =>
    register(`programmes.${row}.${mode}`, {
      onChange: (event: { target: { value: string } }) => {
        const next = exclusiveStudyMode(getValues(`programmes.${row}`), { mode, value: event.target.value as StudyModeChoice });
        const other = mode === 'fullTime' ? 'partTime' : 'fullTime';
        if (next[other] !== getValues(`programmes.${row}.${other}`)) setValue(`programmes.${row}.${other}`, next[other], { shouldDirty: true });
      },
    });

  return (
    <chakra.form
      noValidate
      aria-labelledby="paper-form-title"
      className="paper-form"
      onSubmit={handleSubmit(() => void run())}
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
      boxShadow="sm"
      px={{ base: '3', md: '8' }}
      py={{ base: '5', md: '8' }}
      maxW="5xl"
    >
      <Stack gap="8">
        {restored ? (
          <Box data-print-hide="">
            <RestoredNote />
          </Box>
        ) : null}
        <PaperFormHeader upload={fields.upload} />
        <ApplicantSection fields={fields} email={email} age={age} today={today} />
        <ProgrammesSection rows={values.programmes.length} register={register} studyMode={studyMode} />
        <AcademicRecordsSection fields={fields} />
        <PaymentSection fields={fields} />
        <DeclarationSection fields={fields} />
        <DocumentsSection fields={fields} />
        <ChecklistSection fields={fields} />
        <SigningSection fields={fields} today={today} />
        <Stack gap="3" data-print-hide="">
          {failedMessage ? (
            <FormAlert onRetry={() => void run()} retrying={saving}>
              {failedMessage}
            </FormAlert>
          ) : null}
          {draft.status === 'failed' ? (
            <FormAlert onRetry={() => void saveDraft()} retrying={false}>
              {draft.message}
            </FormAlert>
          ) : null}
          <HStack gap="4" justify="flex-end" wrap="wrap-reverse">
            {failure ? (
              <FormAlert inline id={failureId}>
                {failure.message}
              </FormAlert>
            ) : null}
            {draft.status === 'refused' ? <FormAlert inline>{draft.failure.message}</FormAlert> : null}
            <HStack role="status" aria-live="polite" gap="1.5" color="fg.muted" fontSize="sm">
              {draft.status === 'saved' ? (
                <>
                  <FiCheck aria-hidden />
                  Draft saved
                </>
              ) : null}
            </HStack>
            <Button type="button" variant="outline" colorPalette="brand" onClick={() => window.print()}>
              Print
            </Button>
            <Button type="button" variant="outline" colorPalette="brand" onClick={() => void saveDraft()} loading={draft.status === 'saving'} loadingText="Saving…" disabled={saving}>
              Save draft
            </Button>
            <Button type="submit" colorPalette="brand" loading={saving} loadingText="Submitting…" disabled={draft.status === 'saving'} minW="32">
              Submit
            </Button>
          </HStack>
        </Stack>
      </Stack>
    </chakra.form>
  );
}

/** The form's head: the brand, the title and the academic year, with the applicant's photo beside them. */
function PaperFormHeader({ upload }: Pick<Fields, 'upload'>) {
  return (
    <Flex className="paper-form-header" gap="6" align={{ base: 'stretch', md: 'flex-start' }} direction={{ base: 'column', md: 'row' }} justify="space-between">
      <Stack gap="3">
        <Brand />
        <Heading as="h1" id="paper-form-title" size={{ base: 'xl', md: '2xl' }} letterSpacing="wide">
          {APPLICATION_FORM_TITLE}
        </Heading>
        <Text fontWeight="semibold">Academic year {ACADEMIC_YEAR}</Text>
        <Text color="fg.muted" fontSize="sm" data-print-hide="">
          Fields marked * are required. Submit checks the form from the top and shows the first thing missing. Save draft keeps what you have filled in so far, to finish later.
        </Text>
      </Stack>
      <Box w={{ base: 'full', md: '64' }} borderWidth="1px" borderStyle="dashed" borderRadius="md" p="3" className="paper-form-photo">
        {upload('profilePhoto', 'Profile photo', { required: true, preview: true, hint: 'A recent passport-size photo: jpg, jpeg or png, 50 KB to 250 KB.' })}
      </Box>
    </Flex>
  );
}

function ApplicantSection({ fields: { register, errorFor }, email, age, today }: { fields: Fields; email: string; age: number | null; today: Date }) {
  return (
    <FormSection letter="A" title="Details of applicant">
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" data-print-columns="3">
        <SelectField label="Title" required options={options(PAPER_FORM_TITLES)} error={errorFor('title')} {...register('title')} />
        <TextField label="Surname" autoComplete="family-name" {...register('surname')} />
        <TextField label="First name" required autoComplete="given-name" error={errorFor('firstName')} {...register('firstName')} />
        <TextField label="Maiden name" {...register('maidenName')} />
        <DateField label="Date of birth" required max={maxDateOfBirth(today)} error={errorFor('dateOfBirth')} hint="You must be at least 10 years old." {...register('dateOfBirth')} />
        <TextField label="Age" readOnly value={age === null ? '' : String(age)} aria-live="polite" />
        <TextField label="Nationality" required error={errorFor('nationality')} {...register('nationality')} />
        <TextField label="NIC" required error={errorFor('nationalId')} hint="National identity card number." {...register('nationalId')} />
        <TextField label="Passport" {...register('passport')} />
        <TextField label="Phone" required type="tel" inputMode="numeric" autoComplete="tel" error={errorFor('phone')} {...digitsOnly(register('phone'))} />
        <TextField label="Email" readOnly value={email} error={errorFor('email')} />
      </SimpleGrid>
      <TextareaField label="Address" required error={errorFor('address')} autoComplete="street-address" {...register('address')} />
    </FormSection>
  );
}

function ProgrammesSection({
  rows,
  register,
  studyMode,
}: {
  rows: number;
  register: UseFormRegister<PaperForm>;
  studyMode: (row: number, mode: 'fullTime' | 'partTime') => ReturnType<UseFormRegister<PaperForm>>;
}) {
  return (
    <FormSection letter="B" title="Programme of study applied for">
      <Text color="fg.muted" fontSize="sm" data-print-hide="">
        The first row is the programme you chose. For each programme choose full time or part time.
      </Text>
      <Table.ScrollArea borderWidth="1px" borderRadius="md" className="paper-form-table">
        <Table.Root size="sm" variant="line" minW="xl">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="10" textAlign="center">
                #
              </Table.ColumnHeader>
              <Table.ColumnHeader>Programme</Table.ColumnHeader>
              <Table.ColumnHeader w="36">Full time</Table.ColumnHeader>
              <Table.ColumnHeader w="36">Part time</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <NumberedRows
            rows={rows}
            cells={(i) => (
              <>
                <Table.Cell py="1">
                  <Input size="sm" aria-label={`Programme, row ${i + 1}`} readOnly={i === 0} bg={i === 0 ? 'bg.muted' : undefined} {...register(`programmes.${i}.title`)} />
                </Table.Cell>
                {(['fullTime', 'partTime'] as const).map((mode) => (
                  <Table.Cell key={mode} py="1">
                    <SelectControl size="sm" placeholder="—" options={STUDY_MODE_OPTIONS} aria-label={`${mode === 'fullTime' ? 'Full time' : 'Part time'}, row ${i + 1}`} {...studyMode(i, mode)} />
                  </Table.Cell>
                ))}
              </>
            )}
          />
        </Table.Root>
      </Table.ScrollArea>
    </FormSection>
  );
}

function AcademicRecordsSection({ fields: { register, errorFor, rowsTable } }: { fields: Fields }) {
  return (
    <FormSection letter="C" title="Academic records">
      {(
        [
          ['tenth', '10th Standard', FIXED_ROWS.tenth],
          ['gce', "GCE 'O' Level", FIXED_ROWS.gce],
          ['twelfth', '12th Standard', FIXED_ROWS.twelfth],
        ] as const
      ).map(([key, title, rows]) => (
        <Stack key={key} gap="3" className="paper-form-record">
          <Heading as="h3" size="sm">
            {title}
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" maxW="xl" data-print-columns="2">
            <TextField label={`${title} year`} required={key !== 'gce'} inputMode="numeric" error={errorFor(`${key}.year`)} {...register(`${key}.year`)} />
            <TextField label={`${title} registration No`} required={key !== 'gce'} error={errorFor(`${key}.registrationNo`)} {...register(`${key}.registrationNo`)} />
          </SimpleGrid>
          {rowsTable(`${title} subjects and grades`, `${key}.subjects`, rows, SUBJECT_COLUMNS)}
        </Stack>
      ))}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" data-print-columns="2">
        {rowsTable('Subsidiary subjects', 'subsidiary', FIXED_ROWS.subsidiary, SUBJECT_COLUMNS)}
        {rowsTable("GCE 'A' Level", 'aLevel', FIXED_ROWS.aLevel, SUBJECT_COLUMNS)}
      </SimpleGrid>
      <Stack gap="3" className="paper-form-record">
        <Heading as="h3" size="sm">
          Other secondary qualifications
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" maxW="xl" data-print-columns="2">
          <TextField label="Other secondary year" inputMode="numeric" {...register('otherSecondary.year')} />
          <TextField label="Other secondary registration No" {...register('otherSecondary.registrationNo')} />
        </SimpleGrid>
        {rowsTable('Other secondary qualifications', 'otherSecondary.rows', FIXED_ROWS.otherSecondary, OTHER_SECONDARY_COLUMNS)}
      </Stack>
      {rowsTable('Postgraduate and university studies', 'postgraduate', FIXED_ROWS.postgraduate, POSTGRADUATE_COLUMNS)}
    </FormSection>
  );
}

function PaymentSection({ fields: { register, check } }: { fields: Fields }) {
  return (
    <FormSection letter="D" title="Payment of application fee (Mauritian nationals only)">
      <Text>
        Application fee: <strong>{APPLICATION_FEE}</strong>, by bank draft to the university&apos;s account (bank, branch, account number, SWIFT and IBAN as published by the admissions office).
      </Text>
      <Flex gap={{ base: '3', md: '8' }} direction={{ base: 'column', md: 'row' }}>
        {check('payment.attestationAttached', 'Attestation attached')}
        {check('payment.paySlipAttached', 'Pay slip attached')}
      </Flex>
      <Box maxW={{ md: 'sm' }}>
        <TextField label="Bank draft No" {...register('payment.bankDraftNo')} />
      </Box>
    </FormSection>
  );
}

function DeclarationSection({ fields: { check } }: { fields: Fields }) {
  return (
    <FormSection letter="E" title="Declaration of applicant">
      <Text>
        I declare that the information I have given in this form is true and complete. I understand that an application with false or missing information may be refused, and an admission based on it
        withdrawn.
      </Text>
      {check('declarationAccepted', 'I accept this declaration')}
      {check('attachmentsConfirmed', 'I have attached the documents listed in section F')}
    </FormSection>
  );
}

function DocumentsSection({ fields: { upload } }: { fields: Fields }) {
  return (
    <FormSection letter="F" title="Documents">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" data-print-columns="2">
        {upload('documents.sixth', 'Sixth form certificate')}
        {upload('documents.sixthA', "Sixth form 'A' level certificate")}
        {upload('documents.tenth', '10th certificate', { required: true })}
        {upload('documents.twelfth', '12th certificate', { required: true })}
        {upload('documents.degreeMarks', 'Degree marks cards')}
        {upload('documents.masters', "Master's marks cards")}
        {upload('documents.idProof', 'ID proof', { required: true })}
      </SimpleGrid>
    </FormSection>
  );
}

function ChecklistSection({ fields: { check } }: { fields: Fields }) {
  return (
    <FormSection letter="G" title="Application checklist">
      <Stack gap="3">
        {check('checklist.draftAttached', 'Bank draft attached (Mauritian nationals)')}
        {check('checklist.disability', 'I have a disability')}
        {check('checklist.sectionsCompleted', 'All sections of this form are completed')}
        {check('checklist.evidenceAttached', 'Evidence of the above is attached')}
        {check('checklist.certificatesAttached', 'Certified copies of certificates are attached')}
      </Stack>
    </FormSection>
  );
}

/** The date and the applicant's signature, after the lettered sections. */
function SigningSection({ fields: { register, errorFor, upload }, today }: { fields: Fields; today: Date }) {
  const dates = useDates();
  return (
    <Stack gap="5" borderTopWidth="2px" borderColor="fg" pt="4" className="paper-form-section">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start" data-print-columns="2">
        <DateField label="Date" required min={minSigningDate(today)} error={errorFor('signingDate')} hint={`Today (${dates.day(today)}) or later.`} {...register('signingDate')} />
        {upload('signatureFile', "Applicant's signature", { required: true, preview: true, hint: 'A scan or photo of your signature: jpg, jpeg or png, 50 KB to 250 KB.' })}
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        Note: the institution may decide not to run a programme, for instance when too few applicants join it.
      </Text>
    </Stack>
  );
}
