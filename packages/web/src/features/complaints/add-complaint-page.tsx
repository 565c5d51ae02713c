import { Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { complaintSchema, COMPLAINT_SUCCESS, PROGRAM_SELECT_PLACEHOLDER } from '@portal/domain';
import { LEARNER_PATHS } from '../../app/paths';
import { DialogFrame } from '../../components/dialog-frame';
import { SelectField } from '../../components/form';
import { LoadingOverlay } from '../../components/loading-overlay';
import { usePageTitle } from '../../components/page-title';
import { ScreenState } from '../../components/screen-state';
import { ScreenHeading } from '../../components/screen-heading';
import { CardSkeletons } from '../../components/states';
import { graphql } from '../../gql';
import { ReportFormCard, useReportForm } from './report-form';
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

/** The domain's schema takes the program's id as a number or as the select's string. */
const EMPTY: { programId: string | number; description: string } = { programId: '', description: '' };

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
  const { field, sent, card } = useReportForm({
    kind: 'COMPLAINT',
    resolver: zodResolver(complaintSchema),
    defaultValues: EMPTY,
    send: (values, fileName) => add({ programId: String(values.programId), description: values.description, fileName }),
    loading,
    done: (result) => Boolean(result.complaint),
  });

  return (
    <>
      <ReportFormCard {...card}>
        <SelectField
          label="Program"
          required
          placeholder={PROGRAM_SELECT_PLACEHOLDER}
          options={programs.map((p) => ({ value: p.id, label: p.title }))}
          hint={programs.length === 0 ? 'You are not enrolled in a program yet.' : undefined}
          {...field('programId')}
        />
      </ReportFormCard>
      <LoadingOverlay show={loading} label="Submitting your complaint…" />
      <DialogFrame
        open={sent}
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
