import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Card, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { queryFormSchema } from '@portal/domain';
import { PageContainer, PageHeader } from '../../components/page-container';
import { useUpload } from '../../lib/upload';
import { QueryFileField } from './query-file-field';
import { useQueryPostMutation } from './use-query-post-mutation';
import { usePageTitle } from '../../components/page-title';

type Values = { name: string; email: string; description: string };
const FIELDS = ['name', 'email', 'description'] as const;
const EMPTY: Values = { name: '', email: '', description: '' };

/** Every message at once on submit, then re-checked while typing; not on blur (docs/decisions/025-form-validation-timing.md). */
const VALIDATION_MODE = { mode: 'onChange', reValidateMode: 'onChange' } as const;

/** Not in the spec: said when the gateway could not be reached; what was typed stays. */
const UNREACHABLE = 'The portal could not be reached. Please check your connection and try again.';
/** Not in the spec: a chosen file that was refused or failed must be removed or replaced, or it would silently not be sent. */
const FILE_NOT_READY = 'Remove the file or choose another one before submitting.';
const FILE_UPLOADING = 'Please wait until the file has finished uploading.';

/**
 * Report A Query before login (/postquires; spec part 3, sections 2.6, 5.8 and 7.4),
 * reached from the footer's 'For Any Queries'. Name, e-mail and description carry the
 * spec's messages, all shown at once; the optional file is checked and uploaded when
 * chosen, and its stored name is sent with the query.
 */
export default function PostQueryPage() {
  usePageTitle('Report A Query');
  const { post, loading } = useQueryPostMutation();
  const file = useUpload('QUERY');
  const [formError, setFormError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(queryFormSchema), ...VALIDATION_MODE, defaultValues: EMPTY });

  useEffect(() => {
    if (submitted) successRef.current?.focus();
  }, [submitted]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSubmitted(false);
    if (file.state.status === 'uploading') return setFormError(FILE_UPLOADING);
    if (file.state.status === 'failed') return setFormError(FILE_NOT_READY);
    try {
      const result = await post({ ...values, fileName: file.state.status === 'done' ? file.state.storedName : null });
      if (result.posted) {
        reset(EMPTY);
        file.reset();
        setFileError(undefined);
        setSubmitted(true);
        return;
      }
      const formLevel: string[] = [];
      for (const e of result.userErrors) {
        const field = FIELDS.find((f) => f === e.field);
        if (field) setError(field, { type: 'server', message: e.message }, { shouldFocus: true });
        else if (e.field === 'fileName') setFileError(e.message);
        else formLevel.push(e.message);
      }
      setFormError(formLevel[0] ?? null);
    } catch {
      setFormError(UNREACHABLE);
    }
  });

  return (
    <PageContainer maxW="2xl">
      <PageHeader title="Report A Query" lead="Ask us anything about our programs, admissions or the portal. We reply to the e-mail address you give." />
      {submitted ? (
        <Alert.Root status="success" borderRadius="lg" mb="6" ref={successRef} tabIndex={-1} role="status" _focusVisible={{ outline: '2px solid', outlineColor: 'green.focusRing' }}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Success</Alert.Title>
            <Alert.Description>Submitted successfully</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Card.Root variant="outline">
        <Card.Body>
          <form noValidate onSubmit={onSubmit} aria-label="Report A Query">
            <Stack gap="5">
              <Field.Root invalid={Boolean(errors.name)} required>
                <Field.Label>
                  Name <Field.RequiredIndicator />
                </Field.Label>
                <Input autoComplete="name" {...register('name')} />
                <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.email)} required>
                <Field.Label>
                  Email <Field.RequiredIndicator />
                </Field.Label>
                <Input type="email" inputMode="email" autoComplete="email" {...register('email')} />
                <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.description)} required>
                <Field.Label>
                  Description <Field.RequiredIndicator />
                </Field.Label>
                <Textarea rows={5} autoresize maxH="60" {...register('description')} />
                <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
              </Field.Root>
              <QueryFileField
                state={file.state}
                error={fileError}
                disabled={loading}
                onChoose={(chosen) => {
                  setFileError(undefined);
                  setFormError(null);
                  void file.upload(chosen);
                }}
                onRetry={() => void file.retry()}
                onRemove={() => {
                  setFileError(undefined);
                  setFormError(null);
                  file.reset();
                }}
              />
              {formError ? (
                <Alert.Root status="error" borderRadius="md" role="alert">
                  <Alert.Indicator />
                  <Alert.Title fontWeight="medium">{formError}</Alert.Title>
                </Alert.Root>
              ) : null}
              <Box>
                <Button type="submit" colorPalette="brand" loading={loading} loadingText="Submitting…" w={{ base: 'full', sm: 'auto' }}>
                  Submit
                </Button>
              </Box>
              <Text fontSize="sm" color="fg.muted">
                Fields marked * are required.
              </Text>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </PageContainer>
  );
}
