import { Button, Card, Heading, Icon, Text, VStack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FiClock } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { graphql } from '../gql';
import { ErrorView } from './states';
import { usePageTitle } from './page-title';

/**
 * The honest placeholder for routes of the route map (spec part 3, section 2.1) whose
 * screens come in later issues: every link lands somewhere and says so plainly.
 */
function OpensSoonCard({ title, backTo, backLabel }: { title: string; backTo: string; backLabel: string }) {
  usePageTitle(title);
  return (
    <Card.Root w="full" maxW="xl" mx="auto" mt={{ base: "4", md: "10" }} variant="elevated">
      <Card.Body>
        <VStack gap="4" textAlign="center" py="6">
          <Icon as={FiClock} boxSize="10" color="brand.solid" aria-hidden />
          <Heading as="h1" size="lg">
            {title}
          </Heading>
          <Text color="fg.muted">This part of the portal opens soon.</Text>
          <Button asChild colorPalette="brand">
            <Link to={backTo}>{backLabel}</Link>
          </Button>
        </VStack>
      </Card.Body>
    </Card.Root>
  );
}

export function PublicOpensSoonPage({ title }: { title: string }) {
  return <OpensSoonCard title={title} backTo="/" backLabel="Back to the home page" />;
}

const OpensSoonDocument = graphql(`
  query OpensSoon {
    viewer {
      id
    }
  }
`);

/**
 * Learner routes check the session on every route change (spec part 1, section 4);
 * this screen's only query is that check.
 */
export function LearnerOpensSoonPage({ title }: { title: string }) {
  const { error, refetch } = useQuery(OpensSoonDocument, { fetchPolicy: 'network-only' });
  return (
    <VStack gap="4" align="stretch">
      {error ? <ErrorView message="We could not confirm your session. Please try again." onRetry={() => void refetch()} /> : null}
      <OpensSoonCard title={title} backTo="/dashboard" backLabel="Back to the dashboard" />
    </VStack>
  );
}
