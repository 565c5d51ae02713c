import { forwardRef, type ComponentProps } from 'react';
import { Box, Button, Text } from '@chakra-ui/react';
import type { UploadKind } from '../../gql/graphql';
import { FileUploadField, TextareaField, type UploadController } from '../../components/form';
import type { UserError } from '../../lib/mutation-outcome';

/**
 * The pieces "Report A Query" has before sign-in (/postquires) and after it (/addComplaints):
 * the spec draws one form twice (part 3, sections 2.6 and 2.8), so both pages build it from
 * these.
 */

/** Not in the spec: a chosen file that was refused or failed must be removed or replaced, or it would silently not be sent. */
export const FILE_NOT_READY = 'Remove the file or choose another one before submitting.';
export const FILE_UPLOADING = 'Please wait until the file has finished uploading.';

/** Why the form cannot be sent yet because of its file, or null; the stored name to send once it can. */
export function fileOfForm(upload: UploadController): { blocked: string } | { fileName: string | null } {
  if (upload.state.status === 'uploading') return { blocked: FILE_UPLOADING };
  if (upload.state.status === 'failed') return { blocked: FILE_NOT_READY };
  return { fileName: upload.state.status === 'done' ? upload.state.storedName : null };
}

/** The file's refusal goes under the file field; the rest as on every form. */
export function splitFileRefusal(userErrors: readonly UserError[]): { file: UserError | undefined; rest: UserError[] } {
  const file = userErrors.find((e) => e.field === 'fileName');
  return { file, rest: userErrors.filter((e) => e !== file) };
}

/** The issue, required (sections 5.8 and 5.9: '*Please Enter the issue description.'). */
export const DescriptionField = forwardRef<HTMLTextAreaElement, Omit<ComponentProps<typeof TextareaField>, 'label'>>(function DescriptionField(props, ref) {
  return <TextareaField ref={ref} label="Description" required rows={5} maxH="60" {...props} />;
});

/** The optional file: images, pdf or docx (section 5.8), checked and uploaded with a progress bar when chosen. */
export function AttachmentField({ kind, upload, error, disabled, onTouched }: { kind: UploadKind; upload: UploadController; error?: string; disabled?: boolean; onTouched: () => void }) {
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
export function SubmitRow({ loading }: { loading: boolean }) {
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
