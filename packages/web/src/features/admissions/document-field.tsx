import { forwardRef, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Field, HStack, Image, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { FiCheckCircle, FiExternalLink, FiUpload } from 'react-icons/fi';
import type { WizardVariant } from '@portal/domain';
import { ProgressBar } from '../../components/progress-bar';
import type { UploadKind } from '../../gql/graphql';
import { acceptFor, useUpload } from '../../lib/upload';

export type DocumentFieldProps = {
  label: string;
  kind: UploadKind;
  variant?: WizardVariant;
  /** the stored file name saved in the form ('' when none) */
  value: string;
  /** a signed address to view `value`, when it is the file the server already has */
  url?: string | null;
  onChange: (storedName: string) => void;
  /** the form's own check failing on this field ("Please upload Certificate") */
  error?: string;
  required?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
  /** shorter layout for table cells and the paper form */
  compact?: boolean;
  /** show the image (a photo, a signature) once there is one */
  preview?: boolean;
};

const IMAGE = /\.(jpe?g|png)$/i;

/**
 * One document of an application: a Choose file button, then the chosen name and a
 * progress bar while it uploads, then the stored file (a link to view it when the
 * server already has it), and any refusal with the spec's message (spec part 3,
 * sections 5.2, 5.5, 5.6 and 7.2). The button is what keyboard and screen-reader
 * users reach; the file input behind it is not a second tab stop.
 */
export const DocumentField = forwardRef<HTMLButtonElement, DocumentFieldProps>(function DocumentField(
  { label, kind, variant, value, url, onChange, error, required, hint, disabled, compact, preview },
  ref,
) {
  const input = useRef<HTMLInputElement>(null);
  const { state, upload, retry } = useUpload(kind, { variant });
  const statusId = useId();
  const uploading = state.status === 'uploading';
  // The file just uploaded, shown from the browser's own copy (the store's address is not known until the next load).
  const [local, setLocal] = useState<{ name: string; src: string } | null>(null);
  useEffect(() => () => (local ? URL.revokeObjectURL(local.src) : undefined), [local]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const stored = await upload(file);
    if (stored) {
      if (preview && IMAGE.test(file.name)) setLocal({ name: stored, src: URL.createObjectURL(file) });
      onChange(stored);
    }
  };
  const previewSrc = !preview || !value ? null : local?.name === value ? local.src : url && IMAGE.test(value) ? url : null;

  const shownError = state.status === 'failed' ? state.message : error;

  return (
    <Field.Root invalid={Boolean(shownError)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Stack gap="2" w="full">
        {previewSrc ? (
          <Image src={previewSrc} alt={`${label}: ${value}`} maxH="32" maxW="40" w="auto" alignSelf="flex-start" objectFit="contain" borderWidth="1px" borderRadius="sm" bg="bg" />
        ) : null}
        <HStack gap="3" wrap="wrap">
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
            <FiUpload aria-hidden /> {value ? 'Replace file' : 'Choose file'}
            <Text as="span" srOnly>
              {' '}
              for {label}
            </Text>
          </Button>
          <input
            ref={input}
            type="file"
            accept={acceptFor(kind, { variant })}
            hidden
            tabIndex={-1}
            aria-hidden
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              // Clear it so choosing the same file again (after a fix or a failure) fires again.
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
          ) : value ? (
            <HStack gap="2" color="fg.muted" minW="0">
              <Box color="green.fg" flexShrink={0}>
                <FiCheckCircle aria-hidden />
              </Box>
              <Text truncate title={value}>
                {value}
              </Text>
              {url && state.status !== 'done' ? (
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
        {state.status === 'failed' && state.retryable ? (
          <Box>
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => void retry().then((stored) => stored && onChange(stored))}>
              Retry upload
            </Button>
          </Box>
        ) : null}
      </Stack>
      {hint && !shownError ? <Field.HelperText>{hint}</Field.HelperText> : null}
      <Field.ErrorText>{shownError}</Field.ErrorText>
    </Field.Root>
  );
});
