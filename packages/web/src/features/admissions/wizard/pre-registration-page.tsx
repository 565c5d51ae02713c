import { useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FiAward } from 'react-icons/fi';
import { useLocation, useNavigate } from 'react-router-dom';
import { APPLICATION_ALREADY_SUBMITTED } from '@portal/domain';
import { PUBLIC_PATHS } from '../../../app/paths';
import { PageContainer } from '../../../components/page-container';
import { ScreenState } from '../../../components/screen-state';
import { ScreenHeading } from '../../../components/screen-heading';
import { EmptyView, LoadingState } from '../../../components/states';
import { graphql } from '../../../gql';
import type { PreRegistrationWizardQuery } from '../../../gql/graphql';
import { NoticeDialog } from '../notice-dialog';
import { ApplicationWizard } from './application-wizard';
import { usePageTitle } from '../../../components/page-title';

const PreRegistrationWizardDocument = graphql(`
  query PreRegistrationWizard {
    preRegistration {
      email
      firstName
      lastName
      learningCenter
      learningCenterName
      application {
        programId
        programName
        status
        editable
        ...ApplicationWizard_application
      }
    }
  }
`);

/**
 * /application: the pre-registration wizard of a partner-country scholarship
 * applicant, opened after the scholarship e-mail check (spec part 1, section 2; part
 * 3, sections 4.2 and 7.1). Who applies is known only from the HttpOnly cookie the
 * check set; this page sends variant PRE_REGISTRATION and keeps nothing else. An
 * application already submitted shows 'Application Already Submitted!', every tab is
 * disabled, and OK goes back one step. It is in both route sets (decision 051), so
 * its frame follows the session (PageContainer).
 */
export default function PreRegistrationPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const query = useQuery(PreRegistrationWizardDocument, { fetchPolicy: 'network-only' });
  const registration = query.data?.preRegistration;
  const application = registration?.application;
  usePageTitle(application ? `Application: ${application.programName}` : 'Scholarship application');

  // "Go back one step" (spec part 3, section 4.2); opened directly, there is no step to go back to.
  const goBack = () => (location.key === 'default' ? navigate(PUBLIC_PATHS.landing, { replace: true }) : navigate(-1));

  return (
    <PageContainer>
      <Stack gap="5">
        <ScreenHeading
          title={application ? `Application: ${application.programName}` : 'Scholarship application'}
          lead={
            registration ? (
              <>
                Applying as {registration.firstName} {registration.lastName} ({registration.email}), e-VBAB scholarship through {registration.learningCenterName}.
              </>
            ) : null
          }
        />
        <ScreenState
          query={query}
          value={registration}
          loading={<LoadingState label="Loading your application" />}
          errorTitle="We could not load your application"
          missing={
            <EmptyView
              icon={<FiAward />}
              title="Start from the program you want to apply for"
              description="Your scholarship check has expired or was not done in this browser. Choose a program in the catalogue, press Apply and verify your e-mail again."
              link={{ to: PUBLIC_PATHS.landing, label: 'Back to the programs' }}
            />
          }
        />
        {registration && application ? <PreRegistrationWizard key={application.programId} registration={registration} application={application} goBack={goBack} /> : null}
      </Stack>
    </PageContainer>
  );
}

type Registration = NonNullable<PreRegistrationWizardQuery['preRegistration']>;

/**
 * Whether the application was already submitted is decided once, on arrival: the
 * wizard's own submit makes it so, and that ends with 'Application Submitted!', not
 * with 'Application Already Submitted!'.
 */
function PreRegistrationWizard({ registration, application, goBack }: { registration: Registration; application: Registration['application']; goBack: () => void }) {
  const [alreadySubmitted] = useState(!application.editable);
  return (
    <>
      <ApplicationWizard
        application={application}
        variant="preregistration"
        applicant={registration.email}
        email={registration.email}
        partner={registration}
        blocked={alreadySubmitted}
        onSubmitted={goBack}
      />
      <NoticeDialog open={alreadySubmitted} title={APPLICATION_ALREADY_SUBMITTED} onOk={goBack} />
    </>
  );
}
