import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { ErrorView } from './states';

const SessionCheckDocument = graphql(`
  query SessionCheck {
    viewer {
      id
    }
  }
`);

/**
 * For learner routes whose screen needs no data of its own (the about, contact and
 * tour pages inside the shell): the route change still checks the session
 * (spec part 1, section 4; docs/decisions/003-session-check-on-route-change.md).
 * A null viewer is handled by the Apollo link; a failed check says so above the page.
 */
export default function SessionChecked({ children }: { children: ReactNode }) {
  const { error, refetch } = useQuery(SessionCheckDocument, { fetchPolicy: 'network-only' });
  return (
    <Stack gap="4">
      {error ? <ErrorView title="We could not confirm your session" message="Please try again." onRetry={() => void refetch()} /> : null}
      {children}
    </Stack>
  );
}
