import { Box, Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FiShare2 } from 'react-icons/fi';
import { useSearchParams } from 'react-router-dom';
import { MESSAGES, sharedObjectValues } from '@portal/domain';
import { PageContainer } from '../../components/page-container';
import { usePageTitle } from '../../components/page-title';
import { ScreenState } from '../../components/screen-state';
import { EmptyView, LoadingState } from '../../components/states';
import { graphql } from '../../gql';

const SharedObjectDocument = graphql(`
  query SharedObject($link: SharedObjectLinkInput!) {
    viewer {
      id
    }
    sharedObject(link: $link) {
      title
      url
    }
  }
`);

/** Never sent: the query is skipped when the address has no link. */
const NO_LINK = { programId: '', batchId: '', courseId: '', objectId: '', shareCode: '' };

/** 'There is nothing here to display' (spec part 3, sections 2.9 and 8). */
function NothingToDisplay() {
  return (
    <PageContainer maxW="3xl">
      <Heading as="h1" srOnly>
        Shared content
      </Heading>
      <EmptyView
        icon={<FiShare2 />}
        title={MESSAGES.nothingToDisplay}
        description="The link may be incomplete, or what it shared is no longer available."
        link={{ to: '/', label: 'Go to the portal' }}
      />
    </PageContainer>
  );
}

/**
 * The shared-object viewer, /sharingobject?val1=…&val5= (spec part 3, sections 2.9 and 7.5;
 * docs/decisions/244), for visitors and learners alike. It reads the link's five values (val1
 * the program, val2 the batch, val3 the course, val4 the learning object, val5 the share code)
 * and frames what they name across the page, isolated as an HTML lesson is
 * (docs/decisions/170): the address is the course content's own origin, and the frame is
 * sandboxed (scripts in an opaque origin, no top navigation), so the object never acts as the
 * learner. A link that names nothing, or a malformed one (nothing is asked then), shows
 * 'There is nothing here to display'.
 */
export default function SharedObjectPage() {
  const [params] = useSearchParams();
  const values = sharedObjectValues((name) => params.get(name));
  const link = values ? { programId: values[0], batchId: values[1], courseId: values[2], objectId: values[3], shareCode: values[4] } : null;
  const query = useQuery(SharedObjectDocument, { variables: { link: link ?? NO_LINK }, skip: !link, fetchPolicy: 'network-only', errorPolicy: 'all' });
  const shared = query.data?.sharedObject;
  usePageTitle(shared?.title ?? 'Shared content');

  if (!link) return <NothingToDisplay />;
  // Once the query has answered without an error, a null object is the link naming nothing (the empty state);
  // with an error, the error panel.
  const answered = shared ? { object: shared } : query.data !== undefined && !query.error ? { object: null } : null;
  return (
    <ScreenState
      query={query}
      value={answered}
      isEmpty={(value) => value.object === null}
      empty={<NothingToDisplay />}
      loading={
        <PageContainer maxW="3xl">
          <LoadingState label="Loading the shared content" />
        </PageContainer>
      }
      errorTitle="We could not load the shared content"
    >
      {({ object }) =>
        object ? (
          <Stack gap="2" px={{ base: '0', md: '2' }} py="2">
            <Heading as="h1" size={{ base: 'md', md: 'lg' }} px={{ base: '3', md: '0' }} lineClamp={2}>
              {object.title}
            </Heading>
            <Box borderWidth="1px" borderRadius="md" overflow="hidden" bg="white">
              <iframe
                src={object.url}
                title={object.title}
                sandbox="allow-scripts allow-forms"
                referrerPolicy="same-origin"
                style={{ width: '100%', height: 'max(28rem, calc(100dvh - 9.5rem))', border: 0, display: 'block', background: 'white' }}
              />
            </Box>
          </Stack>
        ) : null
      }
    </ScreenState>
  );
}
