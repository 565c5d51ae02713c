import { forwardRef, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Box, Button, HStack, Image, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Field } from '../later-components';
import { FiCheckCircle, FiExternalLink, FiUpload, FiX } from 'react-icons/fi';
import type { WizardVariant } from '@portal/domain';
import type { UploadKind } from '../../gql/graphql';
import { acceptFor, useUpload } from '../../lib/upload';
import { ProgressBar } from '../progress-bar';
import { FieldMessages } from './field-frame';

/** What `useUpload` returns: the upload of one file field. */
export type UploadController = ReturnType<typeof useUpload>;

export type FileUploadFieldProps = {
  label: string;
  kind: UploadKind;
  variant?: WizardVariant;
  /** the stored file name the form holds ('' or absent when none; then the upload's own result is shown) */
  value?: string;
  /** a signed address to view `value`, when it is the file the server already has */
  url?: string | null;
  /** a file was uploaded and stored under this name ('' once removed) */
  onChange?: (storedName: string) => void;
  /** a file was chosen (before its checks and upload) */
  onChoose?: (file: File) => void;
  /** the form's own check, or a gateway userError, about this field ("Please upload Certificate") */
  error?: string;
  required?: boolean;
  /** says "(optional)" after the label */
  optional?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
  /** shorter layout for table cells and the paper form */
  compact?: boolean;
  /** show the image (a photo, a signature) once there is one */
  preview?: boolean;
  /** offers Remove file (and Cancel upload while uploading) */
  removable?: boolean;
  /** For UNIT_ASSIGNMENT: the assignment the file answers. */
  unitAssignment?: { courseId: string; objectId: string };
  /** the upload, when the form owns it (to read its state on submit, or reset it); else the field keeps its own */
  upload?: UploadController;
};

const IMAGE = /\.(jpe?g|png)$/i;

/**
 * One file of a form: a Choose file button; on choosing, the domain's check refuses a
 * wrong size or type at once with the spec's message, else the gateway gives a
 * presigned address and the file is PUT with a progress bar (lib/upload.ts; spec part
 * 3, sections 5.2, 5.5, 5.6, 5.8 and 7.2). Then the stored file (a link to view it
 * when the server already has it), or the refusal with Retry upload when trying again
 * can help. The button is what keyboard and screen-reader users reach; the file input
 * behind it is not a second tab stop.
 */
export const FileUploadField = forwardRef<HTMLButtonElement, FileUploadFieldProps>(function FileUploadField(props, ref) {
  return props.upload ? <FileUploadView ref={ref} {...props} upload={props.upload} /> : <SelfUploadingField ref={ref} {...props} />;
});

const SelfUploadingField = forwardRef<HTMLButtonElement, FileUploadFieldProps>(function SelfUploadingField(props, ref) {
  const upload = useUpload(props.kind, { variant: props.variant, target: props.unitAssignment ? { unitAssignment: props.unitAssignment } : undefined });
  return <FileUploadView ref={ref} {...props} upload={upload} />;
});

const FileUploadView = forwardRef<HTMLButtonElement, FileUploadFieldProps & { upload: UploadController }>(function FileUploadView(
  { label, kind, variant, value, url, onChange, onChoose, error, required, optional, hint, disabled, compact, preview, removable, upload },
  ref,
) {
  const input = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const { state } = upload;
  const uploading = state.status === 'uploading';
  const stored = value || (state.status === 'done' ? state.storedName : '');
  const justUploaded = state.status === 'done' && state.storedName === stored;
  // The file just uploaded, shown from the browser's own copy (the store's address is not known until the next load).
  const [local, setLocal] = useState<{ name: string; src: string } | null>(null);
  useEffect(() => () => (local ? URL.revokeObjectURL(local.src) : undefined), [local]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    onChoose?.(file);
    const storedName = await upload.upload(file);
    if (storedName) {
      if (preview && IMAGE.test(file.name)) setLocal({ name: storedName, src: URL.createObjectURL(file) });
      onChange?.(storedName);
    }
  };
  const previewSrc = !preview || !stored ? null : local?.name === stored ? local.src : url && IMAGE.test(stored) ? url : null;
  const shownError = state.status === 'failed' ? state.message : error;

  return (
    <Field.Root invalid={Boolean(shownError)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
        {optional ? (
          <Text as="span" color="fg.muted" fontWeight="normal">
            {' '}
            (optional)
          </Text>
        ) : null}
      </Field.Label>
      <Stack gap="2" w="full">
        {previewSrc ? <Image src={previewSrc} alt={`${label}: ${stored}`} maxH="32" maxW="40" w="auto" alignSelf="flex-start" objectFit="contain" borderWidth="1px" borderRadius="sm" bg="bg" /> : null}
        <HStack gap="2" wrap="wrap">
          <Button
            ref={ref}
            size={compact ? 'xs' : 'sm'}
            variant="outline"
            colorPalette={shownError ? 'red' : 'brand'}
            onClick={() => input.current?.click()}
            disabled={disabled || uploading}
            aria-describedby={statusId}
            aria-invalid={Boolean(shownError) || undefined}
          >
            <FiUpload aria-hidden /> {stored ? 'Replace file' : 'Choose file'}
            <Text as="span" srOnly>
              {' '}
              for {label}
            </Text>
          </Button>
          {removable && (stored || uploading || state.status === 'failed') ? (
            <Button
              size={compact ? 'xs' : 'sm'}
              variant="ghost"
              disabled={disabled}
              onClick={() => {
                upload.reset();
                onChange?.('');
              }}
            >
              <FiX aria-hidden /> {uploading ? 'Cancel upload' : 'Remove file'}
            </Button>
          ) : null}
          <input
            ref={input}
            type="file"
            accept={acceptFor(kind, { variant })}
            hidden
            tabIndex={-1}
            aria-hidden
            data-testid={`${kind.toLowerCase()}-file-input`}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              // Cleared so that choosing the same file again (after a fix or a failure) fires again.
              e.currentTarget.value = '';
              void onFile(file);
            }}
          />
        </HStack>
        <Box id={statusId} aria-live="polite" fontSize="sm" minW="0">
          {uploading ? (
            <Stack gap="1">
              <Text truncate>Uploading {state.chosenName}</Text>
              <ProgressBar value={state.progress * 100} label={`Uploading ${state.chosenName}`} size="xs" />
            </Stack>
          ) : stored ? (
            <HStack gap="2" color="fg.muted" minW="0">
              <Box color="green.fg" flexShrink={0}>
                <FiCheckCircle aria-hidden />
              </Box>
              {justUploaded ? (
                <Box minW="0">
                  <Text truncate title={state.chosenName}>
                    {state.chosenName} uploaded
                  </Text>
                  {/* The stored name is what the review and the saved form list. */}
                  <Text truncate title={stored}>
                    saved as {stored}
                  </Text>
                </Box>
              ) : (
                <Text truncate title={stored}>
                  {stored}
                </Text>
              )}
              {url && !justUploaded ? (
                <ChakraLink href={url} target="_blank" rel="noopener noreferrer" color="brand.fg" flexShrink={0}>
                  View <FiExternalLink aria-hidden />
                  <Text as="span" srOnly>
                    {label} (opens in a new tab)
                  </Text>
                </ChakraLink>
              ) : null}
            </HStack>
          ) : state.status === 'failed' ? (
            <Text color="fg.muted" truncate title={state.chosenName}>
              {state.chosenName}: not uploaded
            </Text>
          ) : (
            <Text color="fg.muted">No file chosen</Text>
          )}
        </Box>
        <FieldMessages error={shownError} hint={hint} />
        {state.status === 'failed' && state.retryable ? (
          <Box>
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => void upload.retry().then((storedName) => storedName && onChange?.(storedName))}>
              Retry upload
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Field.Root>
  );
});
