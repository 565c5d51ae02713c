import { useEffect, useRef, useState } from 'react';
import { Box, Button, Card, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { queryFormSchema } from '@portal/domain';
import { FileUploadField, FormAlert, TextareaField, TextField } from '../../components/form';
import { PageContainer, PageHeader } from '../../components/page-container';
import { mutationOutcome, showUserErrors } from '../../lib/mutation-outcome';
import { useUpload } from '../../lib/upload';
import { useQueryPostMutation } from './use-query-post-mutation';
import { usePageTitle } from '../../components/page-title';

type Values = { name: string; email: string; description: string };
const FIELDS = ['name', 'email', 'description'] as const;
const EMPTY: Values = { name: '', email: '', description: '' };

/** Every message at once on submit, then re-checked while typing; not on blur (docs/decisions/025-form-validation-timing.md). */
const VALIDATION_MODE = { mode: 'onChange', reValidateMode: 'onChange' } as const;

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
    const outcome = await mutationOutcome(() => post({ ...values, fileName: file.state.status === 'done' ? file.state.storedName : null }));
    if (outcome.status === 'failed') return setFormError(outcome.message);
    const result = outcome.payload;
    if (result.posted) {
      reset(EMPTY);
      file.reset();
      setFileError(undefined);
      setSubmitted(true);
      return;
    }
    // The attachment's refusal goes under the file field; the others as on every form.
    const fileRefusal = result.userErrors.find((e) => e.field === 'fileName');
    if (fileRefusal) setFileError(fileRefusal.message);
    const formLevel = showUserErrors(
      result.userErrors.filter((e) => e !== fileRefusal),
      FIELDS,
      setError,
    );
    setFormError(formLevel[0] ?? null);
  });

  return (
    <PageContainer maxW="2xl">
      <PageHeader title="Report A Query" lead="Ask us anything about our programs, admissions or the portal. We reply to the e-mail address you give." />
      {submitted ? (
        <FormAlert ref={successRef} status="success" title="Success" focusable mb="6">
          Submitted successfully
        </FormAlert>
      ) : null}
      <Card.Root variant="outline">
        <Card.Body>
          <form noValidate onSubmit={onSubmit} aria-label="Report A Query">
            <Stack gap="5">
              <TextField label="Name" required autoComplete="name" error={errors.name?.message} {...register('name')} />
              <TextField label="Email" required type="email" inputMode="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
              <TextareaField label="Description" required rows={5} maxH="60" error={errors.description?.message} {...register('description')} />
              <FileUploadField
                label="Attachment"
                optional
                kind="QUERY"
                upload={file}
                hint="Images (.jpg, .jpeg, .png), .pdf or .docx"
                error={fileError}
                disabled={loading}
                removable
                onChoose={() => {
                  setFileError(undefined);
                  setFormError(null);
                }}
                onChange={() => {
                  setFileError(undefined);
                  setFormError(null);
                }}
              />
              {formError ? <FormAlert>{formError}</FormAlert> : null}
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
