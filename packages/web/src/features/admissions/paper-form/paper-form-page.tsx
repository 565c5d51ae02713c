import { useState, type ReactNode } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FiFileText } from 'react-icons/fi';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { APPLICATION_STATUS, APPLICATION_SUBMITTED, paperFormMayOpen, type PaperForm } from '@portal/domain';
import { LEARNER_PATHS } from '../../../app/paths';
import { EmptyView, ErrorView, LoadingState } from '../../../components/states';
import { graphql } from '../../../gql';
import type { ApplicationStatus } from '../../../gql/graphql';
import { toaster } from '../../../lib/toaster';
import { clearDraft, draftKey, readDraft } from '../draft-storage';
import { SAVE_UNREACHABLE, saveErrorMessage, type SaveOutcome } from '../section-save';
import { PaperFormView } from './paper-form';
import { paperFormField, paperFormInput } from './paper-form-values';
import { usePaperFormDraftMutation } from './use-paper-form-draft-mutation';
import { usePageTitle } from '../../../components/page-title';

const PaperFormPageDocument = graphql(`
  query PaperFormPage($programId: ID!) {
    viewer {
      id
      email
      application(programId: $programId) {
        programId
        programName
        status
        paperForm {
          ...PaperForm_paperForm
        }
      }
    }
  }
`);

const ApplicationSubmitPaperFormDocument = graphql(`
  mutation ApplicationSubmitPaperForm($input: ApplicationSubmitPaperFormInput!) {
    applicationSubmitPaperForm(input: $input) {
      application {
        programId
        status
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

/** The gateway's status names as the spec's pstatus numbers (spec part 3, section 4.1). */
const PSTATUS: Record<ApplicationStatus, number> = {
  NOT_STARTED: APPLICATION_STATUS.NOT_STARTED,
  DRAFT: APPLICATION_STATUS.DRAFT,
  SUBMITTED: APPLICATION_STATUS.SUBMITTED,
  APPROVED: APPLICATION_STATUS.APPROVED,
  EDITABLE: APPLICATION_STATUS.EDITABLE,
};

/** The paper form opens for pstatus 0 and 1 only, decided once on arrival (spec part 3, section 4.1). */
function OpenWhenAllowed({ status, children }: { status: ApplicationStatus; children: ReactNode }) {
  const [mayOpen] = useState(() => paperFormMayOpen(PSTATUS[status]));
  return mayOpen ? children : <Navigate to={LEARNER_PATHS.applyProgram} replace />;
}

/**
 * /myApplication/jssapplication?pid=<programId>: the paper-style application form
 * (spec part 3, sections 2.3 and 4.1). Submitting sets pstatus 2 and returns to
 * /applyProgram; Save draft keeps it on the server as it stands (docs/decisions/065),
 * and the form starts from that draft next time. The query goes to the network on
 * every visit (the session check of spec part 1, section 4).
 */
export default function PaperFormPage() {
  const [params] = useSearchParams();
  const programId = params.get('pid') ?? '';
  const navigate = useNavigate();
  const { data, error, loading, refetch } = useQuery(PaperFormPageDocument, {
    variables: { programId },
    skip: !programId,
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const [submitPaperForm] = useMutation(ApplicationSubmitPaperFormDocument);
  const { saveDraft } = usePaperFormDraftMutation(programId);
  const viewer = data?.viewer;
  const application = viewer?.application;
  usePageTitle(application ? `Application form: ${application.programName}` : 'Application form');

  if (!programId) return <Navigate to={LEARNER_PATHS.applyProgram} replace />;

  const storageKey = viewer ? draftKey({ applicant: viewer.id, programId, form: 'paper-form' }) : '';

  const submit = async (form: PaperForm): Promise<SaveOutcome> => {
    let payload;
    try {
      payload = (await submitPaperForm({ variables: { input: { programId, form: paperFormInput(form) } } })).data?.applicationSubmitPaperForm;
    } catch (e) {
      return { status: 'failed', message: saveErrorMessage(e) };
    }
    if (!payload) return { status: 'failed', message: SAVE_UNREACHABLE };
    const first = payload.userErrors[0];
    if (first) return { status: 'refused', failure: { field: paperFormField(first.field), message: first.message } };
    clearDraft(storageKey);
    toaster.create({ title: APPLICATION_SUBMITTED, type: 'success', closable: true });
    navigate(LEARNER_PATHS.applyProgram);
    return { status: 'saved' };
  };

  // Once the server has the draft, this tab's unsaved copy is no longer needed
  // (docs/decisions/062, 065) — unless the applicant typed on while it was saving.
  const saveDraftAndForget = async (form: PaperForm): Promise<SaveOutcome> => {
    const outcome = await saveDraft(form);
    if (outcome.status === 'saved' && JSON.stringify(readDraft(storageKey)) === JSON.stringify(form)) clearDraft(storageKey);
    return outcome;
  };

  return (
    <Stack gap="5">
      {loading && !application ? <LoadingState label="Loading the application form" /> : null}
      {error && !application ? (
        <ErrorView title="We could not load the application form" message="Please check your connection and try again." onRetry={() => void refetch()} />
      ) : null}
      {!loading && !error && viewer && !application ? (
        <EmptyView
          icon={<FiFileText />}
          title="This program is not open for application"
          description="Choose a program from the list to apply."
          action={
            <Button asChild colorPalette="brand">
              <Link to={LEARNER_PATHS.applyProgram}>Apply for a program</Link>
            </Button>
          }
        />
      ) : null}
      {viewer && application ? (
        <OpenWhenAllowed key={application.programId} status={application.status}>
          <PaperFormView
            paperForm={application.paperForm ?? null}
            programName={application.programName}
            email={viewer.email}
            storageKey={storageKey}
            onSubmit={submit}
            onSaveDraft={saveDraftAndForget}
          />
        </OpenWhenAllowed>
      ) : null}
    </Stack>
  );
}
