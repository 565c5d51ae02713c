import { useEffect, useRef, useState } from 'react';
import { Card, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { queryFormSchema } from '@portal/domain';
import { FormAlert, TextField } from '../../components/form';
import { PageContainer, PageHeader } from '../../components/page-container';
import { mutationOutcome, showUserErrors } from '../../lib/mutation-outcome';
import { useUpload } from '../../lib/upload';
import { useQueryPostMutation } from './use-query-post-mutation';
import { usePageTitle } from '../../components/page-title';
import { AttachmentField, DescriptionField, fileOfForm, splitFileRefusal, SubmitRow } from './report-form';

type Values = { name: string; email: string; description: string };
const FIELDS = ['name', 'email', 'description'] as const;
const EMPTY: Values = { name: '', email: '', description: '' };

/** Every message at once on submit, then re-checked while typing; not on blur (docs/decisions/025-form-validation-timing.md). */
const VALIDATION_MODE = { mode: 'onChange', reValidateMode: 'onChange' } as const;

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
    const attached = fileOfForm(file);
    if ('blocked' in attached) return setFormError(attached.blocked);
    const outcome = await mutationOutcome(() => post({ ...values, fileName: attached.fileName }));
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
    const refusals = splitFileRefusal(result.userErrors);
    if (refusals.file) setFileError(refusals.file.message);
    const formLevel = showUserErrors(refusals.rest, FIELDS, setError);
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
              <DescriptionField error={errors.description?.message} {...register('description')} />
              <AttachmentField
                kind="QUERY"
                upload={file}
                error={fileError}
                disabled={loading}
                onTouched={() => {
                  setFileError(undefined);
                  setFormError(null);
                }}
              />
              {formError ? <FormAlert>{formError}</FormAlert> : null}
              <SubmitRow loading={loading} />
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </PageContainer>
  );
}
