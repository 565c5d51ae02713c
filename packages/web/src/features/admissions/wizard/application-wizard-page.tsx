import { Stack } from '@chakra-ui/react';
import { Navigate, useNavigate } from 'react-router-dom';
import { LEARNER_PATHS } from '../../../app/paths';
import { ScreenHeading } from '../../../components/screen-heading';
import { graphql } from '../../../gql';
import { ApplicationFormState, OpenOnArrival, useApplicationFormQuery } from '../application-form-screen';
import { ApplicationWizard } from './application-wizard';
import { usePageTitle } from '../../../components/page-title';

const ApplicationWizardPageDocument = graphql(`
  query ApplicationWizardPage($programId: ID!) {
    viewer {
      id
      email
      application(programId: $programId) {
        programId
        programName
        editable
        ...ApplicationWizard_application
      }
    }
  }
`);

/**
 * /myApplication/application?pid=<programId>: the signed-in learner's application
 * wizard (spec part 3, sections 2.4 and 4.1). Only statuses 0, 1 and 5 may open it
 * (the gateway's `editable`); any other status goes back to /applyProgram. The query
 * goes to the network on every visit, which is also the session check of spec
 * part 1, section 4, and brings back the saved draft.
 */
export default function ApplicationWizardPage() {
  const { programId, query } = useApplicationFormQuery(ApplicationWizardPageDocument);
  const navigate = useNavigate();
  const viewer = query.data?.viewer;
  const application = viewer?.application;
  usePageTitle(application ? `Application: ${application.programName}` : 'Application');

  if (!programId) return <Navigate to={LEARNER_PATHS.applyProgram} replace />;

  return (
    <Stack gap="5" maxW="6xl">
      <ScreenHeading
        title={application ? `Application: ${application.programName}` : 'Application'}
        lead={application ? 'Save each section to move on. You can leave and come back to your saved draft at any time.' : null}
      />
      <ApplicationFormState query={query} application={application} loadingLabel="Loading your application" errorTitle="We could not load your application" />
      {viewer && application ? (
        // The wizard's own submit makes the application uneditable: 'Application Submitted!' still shows before going back.
        <OpenOnArrival key={application.programId} mayOpen={application.editable}>
          <ApplicationWizard application={application} variant="wizard" applicant={viewer.id} email={viewer.email} onSubmitted={() => navigate(LEARNER_PATHS.applyProgram)} />
        </OpenOnArrival>
      ) : null}
    </Stack>
  );
}
