import { useState, type ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { LEARNER_PATHS } from '../../../app/paths';
import { ScreenState } from '../../../components/screen-state';
import { ScreenHeading } from '../../../components/screen-heading';
import { LoadingState } from '../../../components/states';
import { graphql } from '../../../gql';
import { NotOpenForApplication } from '../not-open-view';
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
 * Statuses other than 0, 1 and 5 go back to the list (spec part 3, section 4.1). Decided
 * once, on arrival: the wizard's own submit makes the application uneditable, and the
 * learner must still see 'Application Submitted!' before going back.
 */
function OpenWhenEditable({ editable, children }: { editable: boolean; children: ReactNode }) {
  const [mayOpen] = useState(editable);
  return mayOpen ? children : <Navigate to={LEARNER_PATHS.applyProgram} replace />;
}

/**
 * /myApplication/application?pid=<programId>: the signed-in learner's application
 * wizard (spec part 3, sections 2.4 and 4.1). Only statuses 0, 1 and 5 may open it
 * (the gateway's `editable`); any other status goes back to /applyProgram. The query
 * goes to the network on every visit, which is also the session check of spec
 * part 1, section 4, and brings back the saved draft.
 */
export default function ApplicationWizardPage() {
  const [params] = useSearchParams();
  const programId = params.get('pid') ?? '';
  const navigate = useNavigate();
  const query = useQuery(ApplicationWizardPageDocument, {
    variables: { programId },
    skip: !programId,
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const viewer = query.data?.viewer;
  const application = viewer?.application;
  usePageTitle(application ? `Application: ${application.programName}` : 'Application');

  if (!programId) return <Navigate to={LEARNER_PATHS.applyProgram} replace />;

  return (
    <Stack gap="5" maxW="6xl">
      <ScreenHeading title={application ? `Application: ${application.programName}` : 'Application'} lead={application ? 'Save each section to move on. You can leave and come back to your saved draft at any time.' : null} />
      <ScreenState
        query={query}
        value={application}
        loading={<LoadingState label="Loading your application" />}
        errorTitle="We could not load your application"
        missing={<NotOpenForApplication />}
      />
      {viewer && application ? (
        <OpenWhenEditable key={application.programId} editable={application.editable}>
          <ApplicationWizard
            application={application}
            variant="wizard"
            applicant={viewer.id}
            email={viewer.email}
            onSubmitted={() => navigate(LEARNER_PATHS.applyProgram)}
          />
        </OpenWhenEditable>
      ) : null}
    </Stack>
  );
}
