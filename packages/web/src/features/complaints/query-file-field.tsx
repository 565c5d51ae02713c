import { useId, useRef } from 'react';
import { Box, Button, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { FiCheckCircle, FiPaperclip, FiX } from 'react-icons/fi';
import { ProgressBar } from '../../components/progress-bar';
import { acceptFor, type UploadState } from '../../lib/upload';

export type QueryFileFieldProps = {
  state: UploadState;
  onChoose: (file: File) => void;
  onRetry: () => void;
  onRemove: () => void;
  /** a gateway userError about the file */
  error?: string;
  disabled?: boolean;
};

/**
 * The query's optional file (spec part 3, sections 2.6 and 5.8: images, pdf or docx).
 * Choosing a file checks it at once, then uploads it with a progress bar; the button
 * is the one tab stop, the file input behind it is not a second one.
 */
export function QueryFileField({ state, onChoose, onRetry, onRemove, error, disabled }: QueryFileFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const uploading = state.status === 'uploading';
  const shownError = state.status === 'failed' ? state.message : error;
  const hasFile = state.status === 'done';

  return (
    <Field.Root invalid={Boolean(shownError)} disabled={disabled}>
      <Field.Label>
        Attachment{' '}
        <Text as="span" color="fg.muted" fontWeight="normal">
          (optional)
        </Text>
      </Field.Label>
      <Stack gap="2" w="full">
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            colorPalette={shownError ? 'red' : 'brand'}
            onClick={() => input.current?.click()}
            disabled={disabled || uploading}
            aria-describedby={statusId}
            aria-invalid={Boolean(shownError) || undefined}
          >
            <FiPaperclip aria-hidden /> {hasFile ? 'Replace file' : 'Choose file'}
          </Button>
          {hasFile || uploading || state.status === 'failed' ? (
            <Button size="sm" variant="ghost" onClick={onRemove} disabled={disabled}>
              <FiX aria-hidden /> {uploading ? 'Cancel upload' : 'Remove file'}
            </Button>
          ) : null}
          <input
            ref={input}
            type="file"
            accept={acceptFor('QUERY')}
            hidden
            tabIndex={-1}
            aria-hidden
            data-testid="query-file-input"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              // Cleared so that choosing the same file again (after a failure) fires again.
              e.currentTarget.value = '';
              if (file) onChoose(file);
            }}
          />
        </HStack>
        <Box id={statusId} aria-live="polite" fontSize="sm" minW="0">
          {uploading ? (
            <Stack gap="1">
              <Text truncate>Uploading {state.chosenName}</Text>
              <ProgressBar value={state.progress * 100} label={`Uploading ${state.chosenName}`} size="xs" />
            </Stack>
          ) : hasFile ? (
            <HStack gap="2" color="fg.muted" minW="0">
              <Box color="green.fg" flexShrink={0}>
                <FiCheckCircle aria-hidden />
              </Box>
              <Text truncate title={state.chosenName}>
                {state.chosenName} uploaded
              </Text>
            </HStack>
          ) : (
            <Text color="fg.muted">Images (.jpg, .jpeg, .png), .pdf or .docx</Text>
          )}
        </Box>
        <Field.ErrorText>{shownError}</Field.ErrorText>
        {state.status === 'failed' && state.retryable ? (
          <Box>
            <Button size="xs" variant="outline" colorPalette="red" onClick={onRetry}>
              Retry upload
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Field.Root>
  );
}
