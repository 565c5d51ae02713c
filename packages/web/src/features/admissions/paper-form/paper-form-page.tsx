import { Stack } from '@chakra-ui/react';
import { Navigate, useNavigate } from 'react-router-dom';
import { APPLICATION_STATUS, APPLICATION_SUBMITTED, paperFormMayOpen, type PaperForm } from '@portal/domain';
import { LEARNER_PATHS } from '../../../app/paths';
import { graphql } from '../../../gql';
import { toaster } from '../../../lib/toaster';
import { ApplicationFormState, OpenOnArrival, useApplicationFormQuery } from '../application-form-screen';
import { clearDraft, draftKey, readDraft } from '../draft-storage';
import { saveOutcome, type SaveOutcome } from '../section-save';
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

/**
 * /myApplication/jssapplication?pid=<programId>: the paper-style application form
 * (spec part 3, sections 2.3 and 4.1). Submitting puts it under review and returns to
 * /applyProgram; Save draft keeps it on the server as it stands (docs/decisions/065),
 * and the form starts from that draft next time. The query goes to the network on
 * every visit (the session check of spec part 1, section 4).
 */
export default function PaperFormPage() {
  const { programId, query } = useApplicationFormQuery(PaperFormPageDocument);
  const navigate = useNavigate();
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
      <ApplicationFormState query={query} application={application} loadingLabel="Loading the application form" errorTitle="We could not load the application form" />
      {viewer && application ? (
        // The paper form opens for a new or draft application only.
        <OpenOnArrival key={application.programId} mayOpen={paperFormMayOpen(APPLICATION_STATUS[application.status])}>
          <PaperFormView
            paperForm={application.paperForm ?? null}
            programName={application.programName}
            email={viewer.email}
            storageKey={storageKey}
            onSubmit={submit}
            onSaveDraft={saveDraftAndForget}
          />
        </OpenOnArrival>
      ) : null}
    </Stack>
  );
}
