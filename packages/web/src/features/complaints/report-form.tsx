import { forwardRef, useState, type ComponentProps, type FormEventHandler, type ReactNode } from 'react';
import { Box, Button, Card, Stack, Text } from '@chakra-ui/react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { UploadKind } from '../../gql/graphql';
import { fieldProps, FileUploadField, FormAlert, TextareaField, VALIDATION_MODE, type UploadController } from '../../components/form';
import { mutationOutcome, showUserErrors, type UserError } from '../../lib/mutation-outcome';
import { useUpload } from '../../lib/upload';

/**
 * The pieces "Report A Query" has before sign-in (/postquires) and after it (/addComplaints):
 * the spec draws one form twice (part 3, sections 2.6 and 2.8), so both pages build it from
 * these.
 */

/** Not in the spec: a chosen file that was refused or failed must be removed or replaced, or it would silently not be sent. */
const FILE_NOT_READY = 'Remove the file or choose another one before submitting.';
const FILE_UPLOADING = 'Please wait until the file has finished uploading.';

/** Why the form cannot be sent yet because of its file, or null; the stored name to send once it can. */
function fileOfForm(upload: UploadController): { blocked: string } | { fileName: string | null } {
  if (upload.state.status === 'uploading') return { blocked: FILE_UPLOADING };
  if (upload.state.status === 'failed') return { blocked: FILE_NOT_READY };
  return { fileName: upload.state.status === 'done' ? upload.state.storedName : null };
}

/** The file's refusal goes under the file field; the rest as on every form. */
function splitFileRefusal(userErrors: readonly UserError[]): { file: UserError | undefined; rest: UserError[] } {
  const file = userErrors.find((e) => e.field === 'fileName');
  return { file, rest: userErrors.filter((e) => e !== file) };
}

/** The issue, required (sections 5.8 and 5.9: '*Please Enter the issue description.'). */
const DescriptionField = forwardRef<HTMLTextAreaElement, Omit<ComponentProps<typeof TextareaField>, 'label'>>(function DescriptionField(props, ref) {
  return <TextareaField ref={ref} label="Description" required rows={5} maxH="60" {...props} />;
});

/** The optional file: images, pdf or docx (section 5.8), checked and uploaded with a progress bar when chosen. */
function AttachmentField({ kind, upload, error, disabled, onTouched }: { kind: UploadKind; upload: UploadController; error?: string; disabled?: boolean; onTouched: () => void }) {
  return (
    <FileUploadField
      label="Attachment"
      optional
      kind={kind}
      upload={upload}
      hint="Images (.jpg, .jpeg, .png), .pdf or .docx"
      error={error}
      disabled={disabled}
      removable
      onChoose={onTouched}
      onChange={onTouched}
    />
  );
}

/** Submit, and the note on required fields. */
function SubmitRow({ loading }: { loading: boolean }) {
  return (
    <>
      <Box>
        <Button type="submit" colorPalette="brand" loading={loading} loadingText="Submitting…" w={{ base: 'full', sm: 'auto' }}>
          Submit
        </Button>
      </Box>
      <Text fontSize="sm" color="fg.muted">
        Fields marked * are required.
      </Text>
    </>
  );
}

/**
 * The form's checking and sending, the same on both pages: every message at once on submit,
 * then re-checked while typing (VALIDATION_MODE). On submit the earlier message goes; a file
 * still uploading or refused stops the send; `send` carries the values with the stored file
 * name. A failed send keeps everything typed and chosen (invariant 7). An answer that `done`
 * accepts makes `sent` true (Success) until the next send, and with `clearWhenSent` empties the
 * form and its file; any other is a refusal: the file's under the file field, the others under
 * their fields or above Submit. `field(name)` is what a field of the kit takes; `card` goes to
 * ReportFormCard, which shows the Description itself.
 */
export function useReportForm<Values extends FieldValues & { description: string }, Payload extends { userErrors: readonly UserError[] }>({
  kind,
  resolver,
  defaultValues,
  send,
  loading,
  done,
  clearWhenSent = false,
}: {
  kind: UploadKind;
  resolver: Resolver<Values>;
  /** also the fields a refusal may name */
  defaultValues: DefaultValues<Values>;
  send: (values: Values, fileName: string | null) => Promise<Payload>;
  /** while `send` is under way */
  loading: boolean;
  done: (payload: Payload) => boolean;
  clearWhenSent?: boolean;
}) {
  const file = useUpload(kind);
  const [formError, setFormError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const form = useForm<Values>({ resolver, ...VALIDATION_MODE, defaultValues });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setSent(false);
    const attached = fileOfForm(file);
    if ('blocked' in attached) return setFormError(attached.blocked);
    const outcome = await mutationOutcome(() => send(values, attached.fileName));
    if (outcome.status === 'failed') return setFormError(outcome.message);
    if (done(outcome.payload)) {
      if (clearWhenSent) {
        form.reset(defaultValues);
        file.reset();
      }
      setFileError(undefined);
      return setSent(true);
    }
    const refusals = splitFileRefusal(outcome.payload.userErrors);
    if (refusals.file) setFileError(refusals.file.message);
    setFormError(showUserErrors(refusals.rest, Object.keys(defaultValues) as Path<Values>[], form.setError)[0] ?? null);
  });

  const touched = () => {
    setFileError(undefined);
    setFormError(null);
  };

  const field = (name: Path<Values>) => fieldProps(form, name);
  const card: ReportFormFrame = { onSubmit, description: field('description' as Path<Values>), kind, file, fileError, formError, touched, loading };
  return { field, sent, card };
}

/** What useReportForm hands the card. */
type ReportFormFrame = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  description: ComponentProps<typeof DescriptionField>;
  kind: UploadKind;
  file: UploadController;
  fileError: string | undefined;
  formError: string | null;
  touched: () => void;
  loading: boolean;
};

/** The form's card: the page's own fields, then the Description, the Attachment, the form-level message, Submit and the note on required fields. */
export function ReportFormCard({ onSubmit, description, kind, file, fileError, formError, touched, loading, children }: ReportFormFrame & { children: ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <form noValidate onSubmit={onSubmit} aria-label="Report A Query">
          <Stack gap="5">
            {children}
            <DescriptionField {...description} />
            <AttachmentField kind={kind} upload={file} error={fileError} disabled={loading} onTouched={touched} />
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            <SubmitRow loading={loading} />
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
