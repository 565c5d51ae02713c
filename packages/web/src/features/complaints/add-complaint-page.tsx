import { useState } from 'react';
import { Button, Card, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { complaintSchema, COMPLAINT_SUCCESS, PROGRAM_SELECT_PLACEHOLDER } from '@portal/domain';
import { LEARNER_PATHS } from '../../app/paths';
import { DialogFrame } from '../../components/dialog-frame';
import { FormAlert, SelectField } from '../../components/form';
import { LoadingOverlay } from '../../components/loading-overlay';
import { usePageTitle } from '../../components/page-title';
import { ScreenState } from '../../components/screen-state';
import { ScreenHeading } from '../../components/screen-heading';
import { CardSkeletons } from '../../components/states';
import { graphql } from '../../gql';
import { mutationOutcome, showUserErrors } from '../../lib/mutation-outcome';
import { useUpload } from '../../lib/upload';
import { AttachmentField, DescriptionField, fileOfForm, splitFileRefusal, SubmitRow } from './report-form';
import { useComplaintAddMutation } from './use-complaint-add-mutation';

const AddComplaintDocument = graphql(`
  query AddComplaint {
    viewer {
      id
      programs {
        id
        title
      }
    }
  }
`);

type Values = { programId: string | number; description: string };
const FIELDS = ['programId', 'description'] as const;

/** Every message at once on submit, then re-checked while typing; not on blur (docs/decisions/025-form-validation-timing.md). */
const VALIDATION_MODE = { mode: 'onChange', reValidateMode: 'onChange' } as const;

/**
 * Add Complaint (/addComplaints; spec part 3, sections 2.8, 4.5, 5.9 and 7.4): "Report A Query"
 * after sign-in, about one of the learner's programs. Submit shows a loading overlay, then the
 * Success dialog, then the Complaints list. The file is checked and uploaded with a progress
 * bar when chosen, and checked again by the server.
 */
export default function AddComplaintPage() {
  usePageTitle('Report A Query');
  const query = useQuery(AddComplaintDocument);
  return (
    <Stack gap="5" maxW="2xl">
      <ScreenHeading title="Report A Query" />
      <ScreenState query={query} value={query.data?.viewer?.programs} loading={<CardSkeletons count={1} label="Loading your programs" />} errorTitle="We could not load your programs">
        {(programs) => <ComplaintForm programs={programs} />}
      </ScreenState>
    </Stack>
  );
}

function ComplaintForm({ programs }: { programs: readonly { id: string; title: string }[] }) {
  const navigate = useNavigate();
  const { add, loading } = useComplaintAddMutation();
  const file = useUpload('COMPLAINT');
  const [formError, setFormError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [filed, setFiled] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(complaintSchema), ...VALIDATION_MODE, defaultValues: { programId: '', description: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const attached = fileOfForm(file);
    if ('blocked' in attached) return setFormError(attached.blocked);
    const outcome = await mutationOutcome(() => add({ programId: String(values.programId), description: values.description, fileName: attached.fileName }));
    // A failed send keeps everything typed and chosen (invariant 7).
    if (outcome.status === 'failed') return setFormError(outcome.message);
    const result = outcome.payload;
    if (result.complaint) return setFiled(true);
    const refusals = splitFileRefusal(result.userErrors);
    if (refusals.file) setFileError(refusals.file.message);
    setFormError(showUserErrors(refusals.rest, FIELDS, setError)[0] ?? null);
  });

  const touched = () => {
    setFileError(undefined);
    setFormError(null);
  };

  return (
    <>
      <Card.Root variant="outline">
        <Card.Body>
          <form noValidate onSubmit={onSubmit} aria-label="Report A Query">
            <Stack gap="5">
              <SelectField
                label="Program"
                required
                placeholder={PROGRAM_SELECT_PLACEHOLDER}
                options={programs.map((p) => ({ value: p.id, label: p.title }))}
                error={errors.programId?.message}
                hint={programs.length === 0 ? 'You are not enrolled in a program yet.' : undefined}
                {...register('programId')}
              />
              <DescriptionField error={errors.description?.message} {...register('description')} />
              <AttachmentField kind="COMPLAINT" upload={file} error={fileError} disabled={loading} onTouched={touched} />
              {formError ? <FormAlert>{formError}</FormAlert> : null}
              <SubmitRow loading={loading} />
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      <LoadingOverlay show={loading} label="Submitting your complaint…" />
      <DialogFrame
        open={filed}
        onClose={() => navigate(LEARNER_PATHS.complaints)}
        role="alertdialog"
        size="sm"
        keepOpenOnOutsideClick
        closeLabel={null}
        title={COMPLAINT_SUCCESS.title}
        footer={
          <Button colorPalette="brand" onClick={() => navigate(LEARNER_PATHS.complaints)}>
            OK
          </Button>
        }
      >
        <Text>{COMPLAINT_SUCCESS.message}</Text>
      </DialogFrame>
    </>
  );
}
