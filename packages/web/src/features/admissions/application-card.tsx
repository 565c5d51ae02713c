import { Badge, Box, Button, Card, Heading } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { APPLY_LIST_ACTION_LABELS } from '@portal/domain';
import { applicationFormPath, LEARNER_PATHS } from '../../app/paths';
import { CoverImage } from '../../components/cover-image';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { ApplicationStatus } from '../../gql/graphql';
import { ApplicationSteps } from './application-steps';

export const ApplicationCard_application = graphql(`
  fragment ApplicationCard_application on Application {
    programId
    programName
    programImageUrl
    status
    steps {
      label
      reached
    }
  }
`);

/** Where an application stands, in words beside the steps (spec part 3, section 4.1). */
const STATUS_TEXT: Record<ApplicationStatus, { text: string; palette: string }> = {
  NOT_STARTED: { text: 'Not started', palette: 'gray' },
  DRAFT: { text: 'Draft', palette: 'orange' },
  SUBMITTED: { text: 'Under review', palette: 'blue' },
  APPROVED: { text: 'Approved', palette: 'green' },
  EDITABLE: { text: 'Sent back for changes', palette: 'purple' },
};

/**
 * One application on My Application (spec part 1, section 2): the program's image and
 * name, the three steps by its status, and Open, which goes to the apply list where the
 * application's action is. An application sent back for changes (status 5) is back at
 * its first step, and its card offers Edit Application, straight to the wizard
 * (docs/decisions/091).
 */
export function ApplicationCard({ application: ref }: { application: FragmentType<typeof ApplicationCard_application> }) {
  const application = getFragmentData(ApplicationCard_application, ref);
  const titleId = `application-${application.programId}-title`;
  const status = STATUS_TEXT[application.status];
  const sentBack = application.status === 'EDITABLE';
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="elevated" overflow="hidden" h="full">
      <CoverImage src={application.programImageUrl} />
      <Card.Body gap="4">
        <Box>
          <Badge colorPalette={status.palette} variant="subtle" mb="2">
            {status.text}
          </Badge>
          <Heading as="h2" size="md" id={titleId}>
            {application.programName}
          </Heading>
        </Box>
        <ApplicationSteps
          steps={application.steps}
          label={`Progress of your application to ${application.programName}`}
          returnedTo={sentBack ? { index: 0, note: 'sent back for changes' } : undefined}
        />
      </Card.Body>
      <Card.Footer>
        {sentBack ? (
          <Button asChild colorPalette="brand" w="full">
            <Link to={applicationFormPath(application.programId)} aria-label={`${APPLY_LIST_ACTION_LABELS.EDIT_APPLICATION}: ${application.programName}`}>
              {APPLY_LIST_ACTION_LABELS.EDIT_APPLICATION}
            </Link>
          </Button>
        ) : (
          <Button asChild colorPalette="brand" variant="outline" w="full">
            <Link to={LEARNER_PATHS.applyProgram} aria-label={`Open ${application.programName} in Apply for a program`}>
              Open
            </Link>
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
