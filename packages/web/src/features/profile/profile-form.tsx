import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Card, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { List } from '../../components/later-components';
import { FiFileText, FiTrash2, FiUpload } from 'react-icons/fi';
import {
  checkProfile,
  checkProfileDocument,
  COUNTRY_CODES,
  PROFILE_DATE_OF_BIRTH_MAX,
  PROFILE_DOCUMENT_HINT,
  PROFILE_MESSAGES,
  storedFileDisplayName,
  type ProfileForm as ProfileValues,
} from '@portal/domain';
import { DialogFrame } from '../../components/dialog-frame';
import { DateField, FileUploadField, FormAlert, SelectField, TextareaField, TextField, withStoredValue } from '../../components/form';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { ProfileForm_FileFragment } from '../../gql/graphql';
import { mutationOutcome } from '../../lib/mutation-outcome';
import { acceptFor, useUpload } from '../../lib/upload';
import { useProfileDocumentDeleteMutation, useProfileUpdateMutation } from './use-profile-mutations';

/**
 * A saved file of the profile (a document, a certificate, a marks card), as FileList shows it
 * and the documents' delete names it: its stored name, its name and its signed address.
 * @public a fragment that codegen reads and the profile's fragment spreads; no code imports it.
 */
export const ProfileForm_file = graphql(`
  fragment ProfileForm_file on ProfileFile {
    fileName
    name
    url
  }
`);

export const ProfileForm_profile = graphql(`
  fragment ProfileForm_profile on Profile {
    firstName
    lastName
    email
    phone
    countryCode
    dateOfBirth
    address
    passportNumber
    otherGovernmentId
    highestDegree
    workExperience
    photo {
      fileName
      url
    }
    documents {
      ...ProfileForm_file @unmask
    }
    certificateFiles {
      ...ProfileForm_file @unmask
    }
    marksCards {
      ...ProfileForm_file @unmask
    }
    candidateIds {
      programTitle
      candidateNumber
    }
  }
`);

type TextKey = Exclude<keyof ProfileValues, 'documentFileNames' | 'photoFileName'>;
type Notice = {
  status: 'success' | 'error';
  title?: string;
  text: string;
} | null;
type SavedFile = ProfileForm_FileFragment;

const COUNTRY_OPTIONS = COUNTRY_CODES.map((c) => ({
  value: c.code,
  label: `+${c.code} ${c.name}`,
}));
/** Not in the spec: a document still uploading, or a photo that failed, would silently not be saved. */
const WAIT_FOR_UPLOAD = 'Please wait until the file has finished uploading.';

function valuesOf(
  profile: { [K in TextKey]: string | null } & {
    photo: { fileName: string } | null;
    documents: readonly SavedFile[];
  },
): ProfileValues {
  return {
    photoFileName: profile.photo?.fileName ?? '',
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    dateOfBirth: profile.dateOfBirth ?? '',
    countryCode: profile.countryCode ?? '',
    address: profile.address ?? '',
    phone: profile.phone ?? '',
    passportNumber: profile.passportNumber ?? '',
    otherGovernmentId: profile.otherGovernmentId ?? '',
    highestDegree: profile.highestDegree ?? '',
    workExperience: profile.workExperience ?? '',
    documentFileNames: profile.documents.map((d) => d.fileName),
  };
}

type Problem = { field: string | null; message: string } | null;
type DocMessage = { status: 'success' | 'error'; text: string } | null;
type Saved = { photoUrl: string | null; documents: SavedFile[] };
type SetValues = React.Dispatch<React.SetStateAction<ProfileValues>>;

/** The field Submit refused: its message, and the focus on it (or on the form's message when it names none). */
function useFieldProblem() {
  const [problem, setProblem] = useState<Problem>(null);
  const fieldRefs = useRef<Record<string, HTMLElement | null>>({});
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);
  const refOf = (field: string) => (el: HTMLElement | null) => {
    fieldRefs.current[field] = el;
  };
  const show = (next: { field: string | null; message: string }) => {
    setProblem(next);
    if (next.field) fieldRefs.current[next.field]?.focus();
  };
  return { problem, setProblem, errorOf, refOf, show };
}

/**
 * The documents' own outcomes (spec part 3, 4.3): a chosen document is checked and uploaded at
 * once; a delete asks first, and a document uploaded but never saved is only dropped from the form.
 */
function useProfileDocuments({ saved, setSaved, setValues, clearNotice }: { saved: Saved; setSaved: React.Dispatch<React.SetStateAction<Saved>>; setValues: SetValues; clearNotice: () => void }) {
  const [docMessage, setDocMessage] = useState<DocMessage>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const document = useUpload('PROFILE_DOCUMENT');
  const remove = useProfileDocumentDeleteMutation();

  const onDocument = async (file: File | undefined) => {
    if (!file) return;
    setDocMessage(null);
    clearNotice();
    const choice = checkProfileDocument({
      name: file.name,
      size: file.size,
      type: file.type,
    });
    if (choice.outcome !== 'add') return setDocMessage({ status: 'error', text: choice.message });
    const storedName = await document.upload(file);
    if (!storedName) return; // the upload's own state says why
    setValues((v) => ({
      ...v,
      documentFileNames: [...v.documentFileNames, storedName],
    }));
    setDocMessage({ status: 'success', text: PROFILE_MESSAGES.uploaded });
  };

  const onDeleteConfirmed = async () => {
    const fileName = deleting!;
    setDeleting(null);
    setDocMessage(null);
    clearNotice();
    if (!saved.documents.some((d) => d.fileName === fileName)) {
      // Uploaded but never saved: the profile as saved has nothing to remove.
      setValues((v) => ({
        ...v,
        documentFileNames: v.documentFileNames.filter((n) => n !== fileName),
      }));
      return setDocMessage({
        status: 'success',
        text: PROFILE_MESSAGES.deleted,
      });
    }
    const outcome = await mutationOutcome(() => remove.send({ fileName }));
    if (outcome.status === 'failed') return setDocMessage({ status: 'error', text: outcome.message });
    if (outcome.status === 'refused')
      return setDocMessage({
        status: 'error',
        text: outcome.userErrors[0].message,
      });
    const after = getFragmentData(ProfileForm_profile, outcome.payload.profile!);
    setSaved((s) => ({ ...s, documents: [...after.documents] }));
    setValues((v) => ({
      ...v,
      documentFileNames: v.documentFileNames.filter((n) => n !== fileName),
    }));
    setDocMessage({
      status: 'success',
      text: outcome.payload.message ?? PROFILE_MESSAGES.deleted,
    });
  };

  return { document, docMessage, setDocMessage, deleting, setDeleting, onDocument, onDeleteConfirmed };
}

/**
 * My Profile's form (spec part 3, 2.5, 4.3, 5.7): the photo and documents are checked
 * and uploaded when chosen; Submit runs the nine checks in the spec's order and shows
 * the first failure in red; the gateway checks the same. A failed save is said in the
 * page and everything typed stays (docs/architecture.md invariant 7).
 */
export function ProfileForm(props: { profile: FragmentType<typeof ProfileForm_profile>; onReload: () => void }) {
  const profile = getFragmentData(ProfileForm_profile, props.profile);
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(profile));
  const [saved, setSaved] = useState<Saved>({
    photoUrl: profile.photo?.url ?? null,
    documents: [...profile.documents],
  });
  const { problem, setProblem, errorOf, refOf, show } = useFieldProblem();
  const [notice, setNotice] = useState<Notice>(null);
  const photo = useUpload('PROFILE_PICTURE');
  const documents = useProfileDocuments({ saved, setSaved, setValues, clearNotice: () => setNotice(null) });
  const update = useProfileUpdateMutation();
  // Submit's outcome takes the focus, so it does not drop to the page (issue 31): a screen reader
  // reads it, and a keyboard goes on from it. A refused field takes it instead (show()).
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const set = (field: TextKey) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (problem?.field === field) setProblem(null);
  };
  /** What a text field of the form is bound to: its ref (to focus it on a refusal), value, change and message. */
  const bind = (field: TextKey) => ({ ref: refOf(field), value: values[field], onChange: set(field), error: errorOf(field) });
  const accept = (next: { documents: readonly SavedFile[]; photo: { fileName: string; url: string } | null }) => {
    setSaved({
      photoUrl: next.photo?.url ?? null,
      documents: [...next.documents],
    });
    setValues((v) => ({
      ...v,
      photoFileName: next.photo?.fileName ?? v.photoFileName,
      documentFileNames: next.documents.map((d) => d.fileName),
    }));
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    // One outcome at a time (issue 31: two Success boxes stacked): Submit's replaces the documents'.
    setNotice(null);
    documents.setDocMessage(null);
    if (photo.state.status === 'uploading' || documents.document.state.status === 'uploading') return show({ field: null, message: WAIT_FOR_UPLOAD });
    const first = checkProfile(values);
    if (first) return show(first);
    setProblem(null);
    const outcome = await mutationOutcome(() =>
      update.send({
        ...values,
        documentFileNames: [...values.documentFileNames],
      }),
    );
    if (outcome.status === 'failed') return setNotice({ status: 'error', text: outcome.message });
    if (outcome.status === 'refused')
      return show({
        field: outcome.userErrors[0].field ?? null,
        message: outcome.userErrors[0].message,
      });
    const savedProfile = getFragmentData(ProfileForm_profile, outcome.payload.profile!);
    accept(savedProfile);
    setNotice({
      status: 'success',
      title: PROFILE_MESSAGES.success,
      text: outcome.payload.message ?? PROFILE_MESSAGES.submitted,
    });
  };

  const documentRows = values.documentFileNames.map((fileName) => ({
    fileName,
    url: saved.documents.find((d) => d.fileName === fileName)?.url ?? null,
  }));
  // spec part 3, 4.3: No closes the dialog and reloads the profile.
  const cancelDelete = () => {
    documents.setDeleting(null);
    props.onReload();
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="My Profile">
      <Stack gap="6">
        <ProfileSection title="Personal details" gap="5">
          <Box ref={refOf('photoFileName')} tabIndex={-1} outline="none">
            <FileUploadField
              label="Profile photo"
              kind="PROFILE_PICTURE"
              upload={photo}
              value={values.photoFileName}
              url={saved.photoUrl}
              preview
              required
              hint="A .jpg, .jpeg or .png image of 50 KB to 1024 KB."
              error={errorOf('photoFileName')}
              onChoose={() => setProblem((p) => (p?.field === 'photoFileName' ? null : p))}
              onChange={(storedName) => setValues((v) => ({ ...v, photoFileName: storedName }))}
            />
          </Box>
          <PersonalFields bind={bind} email={profile.email} countryCode={values.countryCode} />
        </ProfileSection>

        <ProfileSection title="Candidate id (USN)">
          <CandidateIds candidateIds={profile.candidateIds} />
        </ProfileSection>

        <ProfileSection title="Uploaded documents" headingId="profile-documents">
          <DocumentList rows={documentRows} onDelete={documents.setDeleting} />
          <DocumentUpload upload={documents.document} onDocument={documents.onDocument} message={documents.docMessage} />
          <FileList title="Certificates" files={profile.certificateFiles} />
          <FileList title="Marks cards" files={profile.marksCards} />
        </ProfileSection>

        {notice ? (
          <FormAlert ref={noticeRef} focusable status={notice.status} title={notice.title}>
            {notice.text}
          </FormAlert>
        ) : null}
        <HStack gap="4" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={update.loading} loadingText="Submitting…" w={{ base: 'full', sm: 'auto' }}>
            Submit
          </Button>
          {problem ? <FormAlert inline>{problem.message}</FormAlert> : null}
        </HStack>
      </Stack>

      <DeleteDocumentDialog fileName={documents.deleting} onNo={cancelDelete} onYes={() => void documents.onDeleteConfirmed()} />
    </form>
  );
}

type Bind = (field: TextKey) => { ref: (el: HTMLElement | null) => void; value: string; onChange: (event: { target: { value: string } }) => void; error: string | undefined };

/** The personal details' text fields, each bound to the form by `bind`. */
function PersonalFields({ bind, email, countryCode }: { bind: Bind; email: string; countryCode: string }) {
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField {...bind('firstName')} label="First name" required autoComplete="given-name" maxLength={500} />
        <TextField {...bind('lastName')} label="Last name" autoComplete="family-name" maxLength={500} />
        <TextField label="Email" value={email} readOnly hint="Your sign-in e-mail; it cannot be changed here." />
        <DateField {...bind('dateOfBirth')} label="Date of birth" required max={PROFILE_DATE_OF_BIRTH_MAX} />
        <SelectField {...bind('countryCode')} label="Country code" required options={withStoredValue(COUNTRY_OPTIONS, countryCode)} />
        <TextField {...bind('phone')} label="Phone number" required type="tel" inputMode="tel" autoComplete="tel-national" maxLength={500} />
      </SimpleGrid>
      <TextareaField {...bind('address')} label="Address" required rows={3} maxLength={500} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField {...bind('passportNumber')} label="Passport number" required maxLength={500} />
        <TextField {...bind('otherGovernmentId')} label="Other govt id number" maxLength={500} />
        <TextField {...bind('highestDegree')} label="Highest degree" required maxLength={500} />
        <TextField {...bind('workExperience')} label="Work experience" required maxLength={500} />
      </SimpleGrid>
    </>
  );
}

function CandidateIds({ candidateIds }: { candidateIds: readonly { programTitle: string; candidateNumber: string | null }[] }) {
  if (candidateIds.length === 0) return <Text color="fg.muted">{PROFILE_MESSAGES.noUsn}</Text>;
  return (
    <List.Root variant="plain" gap="1">
      {candidateIds.map((c) => (
        <List.Item key={c.programTitle}>
          <Text>
            <Text as="span" fontWeight="medium">
              {c.programTitle}:
            </Text>{' '}
            {c.candidateNumber ?? PROFILE_MESSAGES.noUsn}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}

/** The form's documents: a saved one links to its file, one uploaded since is "not saved yet"; each can be deleted. */
function DocumentList({ rows, onDelete }: { rows: readonly { fileName: string; url: string | null }[]; onDelete: (fileName: string) => void }) {
  return (
    <>
      {rows.length === 0 ? <Text color="fg.muted">No documents yet.</Text> : null}
      <List.Root variant="plain" gap="2" aria-labelledby="profile-documents">
        {rows.map((d) => (
          <List.Item key={d.fileName}>
            <HStack gap="3" wrap="wrap">
              <FiFileText aria-hidden />
              {d.url ? (
                <Link href={d.url} target="_blank" rel="noopener noreferrer" colorPalette="brand" variant="underline">
                  {storedFileDisplayName(d.fileName)}
                </Link>
              ) : (
                <Text>{storedFileDisplayName(d.fileName)} (not saved yet)</Text>
              )}
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(d.fileName)} aria-label={`Delete ${storedFileDisplayName(d.fileName)}`}>
                <FiTrash2 aria-hidden /> Delete
              </Button>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </>
  );
}

/** Upload document: a hidden file input behind a button, then the upload's or the check's outcome. */
function DocumentUpload({ upload, onDocument, message }: { upload: ReturnType<typeof useUpload>; onDocument: (file: File | undefined) => Promise<void>; message: DocMessage }) {
  const docInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <Box>
        <input
          ref={docInput}
          type="file"
          hidden
          accept={acceptFor('PROFILE_DOCUMENT')}
          onChange={(e) => void onDocument(e.target.files?.[0]).finally(() => (e.target.value = ''))}
          tabIndex={-1}
          aria-hidden
        />
        <Button
          variant="outline"
          colorPalette="brand"
          size="sm"
          onClick={() => docInput.current?.click()}
          loading={upload.state.status === 'uploading'}
          loadingText="Uploading…"
          aria-describedby="profile-document-hint"
        >
          <FiUpload aria-hidden /> Upload document
        </Button>
        <Text id="profile-document-hint" fontSize="sm" color="fg.muted" mt="1">
          {PROFILE_DOCUMENT_HINT}
        </Text>
      </Box>
      {upload.state.status === 'failed' ? <FormAlert inline>{upload.state.message}</FormAlert> : null}
      {message ? (
        <FormAlert status={message.status} title={message.status === 'success' ? PROFILE_MESSAGES.success : undefined}>
          {message.text}
        </FormAlert>
      ) : null}
    </>
  );
}

/** Delete's question (spec part 3, 4.3): Yes deletes, No closes and reloads the profile. */
function DeleteDocumentDialog({ fileName, onNo, onYes }: { fileName: string | null; onNo: () => void; onYes: () => void }) {
  return (
    <DialogFrame
      open={fileName !== null}
      onClose={onNo}
      title={PROFILE_MESSAGES.deleteConfirm}
      role="alertdialog"
      size="sm"
      closeLabel={null}
      footer={
        <HStack gap="3">
          <Button variant="outline" onClick={onNo}>
            No
          </Button>
          <Button colorPalette="red" onClick={onYes}>
            Yes
          </Button>
        </HStack>
      }
    >
      <Text>{fileName ? storedFileDisplayName(fileName) : null}</Text>
    </DialogFrame>
  );
}

function FileList({ title, files }: { title: string; files: readonly SavedFile[] }): ReactNode {
  return (
    <Stack gap="1">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {files.length === 0 ? (
        <Text color="fg.muted">None yet.</Text>
      ) : (
        <List.Root variant="plain" gap="1">
          {files.map((f) => (
            <List.Item key={f.fileName}>
              <Link href={f.url} target="_blank" rel="noopener noreferrer" colorPalette="brand" variant="underline">
                {f.name}
              </Link>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}

/** A card of the profile page: its h2 (`headingId` names it for what refers to it) and what it holds. */
function ProfileSection({ title, headingId, gap = '4', children }: { title: string; headingId?: string; gap?: '4' | '5'; children: ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Stack gap={gap}>
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
