import { useState, type ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { APPLICATION_STATUS, APPLICATION_SUBMITTED, paperFormMayOpen, type PaperForm } from '@portal/domain';
import { LEARNER_PATHS } from '../../../app/paths';
import { ScreenState } from '../../../components/screen-state';
import { LoadingState } from '../../../components/states';
import { graphql } from '../../../gql';
import type { ApplicationStatus } from '../../../gql/graphql';
import { toaster } from '../../../lib/toaster';
import { clearDraft, draftKey, readDraft } from '../draft-storage';
import { saveOutcome, type SaveOutcome } from '../section-save';
import { NotOpenForApplication } from '../not-open-view';
import { PaperFormView } from './paper-form';
import { paperFormField } from './paper-form-values';
import { usePaperFormMutations } from './use-paper-form-mutations';
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

/** The paper form opens for a new or draft application only, decided once on arrival (spec part 3, section 4.1). */
function OpenWhenAllowed({ status, children }: { status: ApplicationStatus; children: ReactNode }) {
  const [mayOpen] = useState(() => paperFormMayOpen(APPLICATION_STATUS[status]));
  return mayOpen ? children : <Navigate to={LEARNER_PATHS.applyProgram} replace />;
}

/**
 * /myApplication/jssapplication?pid=<programId>: the paper-style application form
 * (spec part 3, sections 2.3 and 4.1). Submitting puts it under review and returns to
 * /applyProgram; Save draft keeps it on the server as it stands (docs/decisions/065),
 * and the form starts from that draft next time. The query goes to the network on
 * every visit (the session check of spec part 1, section 4).
 */
export default function PaperFormPage() {
  const [params] = useSearchParams();
  const programId = params.get('pid') ?? '';
  const navigate = useNavigate();
  const query = useQuery(PaperFormPageDocument, {
    variables: { programId },
    skip: !programId,
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const { submit: submitPaperForm, saveDraft } = usePaperFormMutations(programId);
  const viewer = query.data?.viewer;
  const application = viewer?.application;
  usePageTitle(application ? `Application form: ${application.programName}` : 'Application form');

  if (!programId) return <Navigate to={LEARNER_PATHS.applyProgram} replace />;

  const storageKey = viewer ? draftKey({ applicant: viewer.id, programId, form: 'paper-form' }) : '';

  const submit = (form: PaperForm): Promise<SaveOutcome> =>
    saveOutcome(
      () => submitPaperForm(form),
      paperFormField,
      () => {
        clearDraft(storageKey);
        toaster.create({ title: APPLICATION_SUBMITTED, type: 'success', closable: true });
        navigate(LEARNER_PATHS.applyProgram);
      },
    );

  // Once the server has the draft, this tab's unsaved copy is no longer needed
  // (docs/decisions/062, 065) — unless the applicant typed on while it was saving.
  const saveDraftAndForget = async (form: PaperForm): Promise<SaveOutcome> => {
    const outcome = await saveDraft(form);
    if (outcome.status === 'saved' && JSON.stringify(readDraft(storageKey)) === JSON.stringify(form)) clearDraft(storageKey);
    return outcome;
  };

  return (
    <Stack gap="5">
      <ScreenState
        query={query}
        value={application}
        loading={<LoadingState label="Loading the application form" />}
        errorTitle="We could not load the application form"
        missing={<NotOpenForApplication />}
      />
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
