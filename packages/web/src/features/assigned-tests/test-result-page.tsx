import { Fragment, useState, type ReactNode } from 'react';
import { Box, Button, Card, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FiArrowLeft, FiExternalLink, FiPlay } from 'react-icons/fi';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { formatTestDuration, formatTestTime, TEST_START_CHECK_MS, TEST_START_MESSAGES, testStartRefusal } from '@portal/domain';
import { LEARNER_PATHS } from '../../app/paths';
import { FormAlert } from '../../components/form/form-alert';
import { usePageTitle } from '../../components/page-title';
import { ScreenHeading } from '../../components/screen-heading';
import { ScreenState } from '../../components/screen-state';
import { ExamTime, Moment } from '../../components/dates/when';
import { EmptyView, LoadingState } from '../../components/states';
import { graphql } from '../../gql';
import { mutationOutcome } from '../../lib/mutation-outcome';
import { pageHidden, useRefetchWhenShown } from '../../lib/page-visibility';
import { useClock } from '../../lib/use-clock';
import { usePayloadMutation } from '../../lib/use-payload-mutation';
import { useServerNow } from './server-clock';

const TestDetailDocument = graphql(`
  query TestDetail($id: ID!) {
    indiaTime
    assignedTest(id: $id) {
      id
      name
      startsAt
      endsAt
      durationMinutes
      status
      result {
        score
        total
        finishedAt
      }
    }
  }
`);

const TestStartDocument = graphql(`
  mutation TestStart($input: TestStartInput!) {
    testStart(input: $input) {
      providerUrl
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/**
 * A test's detail page (spec part 3, 2.14 and 4.4; issue 20): test id, name, start, end,
 * duration and Start. Start shows only while the learner has no result and the server's
 * India time lies between start and end: the page asks the server again every 5000 ms
 * (paused while the page is hidden, at once when it shows again, as when the learner comes
 * back from the provider's tab), and between answers moves the server's time on by this
 * computer's clock. The test id is in the address (?test=), so a reload shows the same test.
 */
export default function TestResultPage() {
  usePageTitle('Test details');
  const [params] = useSearchParams();
  const testId = params.get('test')?.trim() ?? '';
  if (!testId) return <Navigate to={LEARNER_PATHS.tests} replace />;
  return <TestDetail key={testId} testId={testId} />;
}

function TestDetail({ testId }: { testId: string }) {
  const query = useQuery(TestDetailDocument, {
    variables: { id: testId },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
    pollInterval: TEST_START_CHECK_MS,
    skipPollAttempt: pageHidden,
  });
  const { refetch } = query;
  // Back from the provider's tab: the result shows at once, not at the next beat.
  useRefetchWhenShown(refetch);
  const serverNow = useServerNow(query.data?.indiaTime);
  // spec part 3, 4.4: re-checked every 5 seconds, on the server's clock.
  const [now] = useClock(serverNow, TEST_START_CHECK_MS);
  const test = query.data?.assignedTest;

  return (
    <Stack gap="5">
      <Box>
        <Button asChild variant="ghost" size="sm">
          <Link to={LEARNER_PATHS.tests}>
            <FiArrowLeft aria-hidden /> All tests
          </Link>
        </Button>
      </Box>
      <ScreenState
        query={query}
        value={query.data ? (test ?? null) : undefined}
        loading={<LoadingState label="Loading the test" />}
        errorTitle="We could not load this test"
        missing={<EmptyView title="There is no such test." description="It may not be assigned to you." link={{ to: LEARNER_PATHS.tests, label: 'All tests' }} />}
      >
        {(t) => {
          const refusal = testStartRefusal(
            { status: t.status === 'DEACTIVATED' ? 'DEACTIVATED' : 'ACTIVE', hasResult: t.result !== null && t.result !== undefined, startsAt: t.startsAt, endsAt: t.endsAt },
            now,
          );
          return (
            <Stack gap="5">
              <ScreenHeading title={t.name} />
              <Card.Root variant="outline">
                <Card.Body gap="5">
                  {/* The facts as label and value side by side (dt and dd in a two-column grid). */}
                  <Box as="dl" display="grid" gridTemplateColumns="max-content minmax(0, 1fr)" columnGap="6" rowGap="2">
                    {(
                      [
                        ['Test id', t.id],
                        ['Name', t.name],
                        ['Start', <ExamTime at={t.startsAt} india={formatTestTime} />],
                        ['End', <ExamTime at={t.endsAt} india={formatTestTime} />],
                        ['Duration', formatTestDuration(t.durationMinutes)],
                      ] satisfies [string, ReactNode][]
                    ).map(([label, value]) => (
                      <Fragment key={label}>
                        <Box as="dt" color="fg.muted">
                          {label}
                        </Box>
                        <Box as="dd" fontWeight="medium" overflowWrap="anywhere">
                          {value}
                        </Box>
                      </Fragment>
                    ))}
                  </Box>
                  {refusal === null ? (
                    <StartTest testId={t.id} onRefused={() => void refetch()} />
                  ) : t.result ? (
                    <FormAlert status="success" title="Your result">
                      {t.result.score} of {t.result.total}, finished <Moment at={t.result.finishedAt} />.
                    </FormAlert>
                  ) : (
                    <Text color="fg.muted" role="status">
                      {TEST_START_MESSAGES[refusal]}
                    </Text>
                  )}
                </Card.Body>
              </Card.Root>
            </Stack>
          );
        }}
      </ScreenState>
    </Stack>
  );
}

/**
 * Start (spec part 3, 7.6): the gateway asks the online-test token for the signed-in learner
 * and answers the provider's address, which opens in a new tab. The tab is opened at the
 * click, before the answer, so that no popup blocker stops it; when one did, a link says
 * where the test is.
 */
function StartTest({ testId, onRefused }: { testId: string; onRefused: () => void }) {
  const { send, loading } = usePayloadMutation(TestStartDocument, 'testStart');
  const [error, setError] = useState<string | null>(null);
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);

  const start = async () => {
    setError(null);
    setBlockedUrl(null);
    const tab = window.open('', '_blank');
    const outcome = await mutationOutcome(() => send({ testId }));
    if (outcome.status === 'done' && outcome.payload.providerUrl) {
      if (!tab) return setBlockedUrl(outcome.payload.providerUrl);
      // The provider gets no handle on the portal's window.
      tab.opener = null;
      tab.location.href = outcome.payload.providerUrl;
      return;
    }
    tab?.close();
    if (outcome.status === 'failed') return setError(outcome.message);
    setError(outcome.status === 'refused' ? (outcome.userErrors[0]?.message ?? null) : null);
    onRefused();
  };

  return (
    <Stack gap="3" align="flex-start">
      <Button colorPalette="brand" onClick={() => void start()} loading={loading} loadingText="Starting">
        <FiPlay aria-hidden /> Start
      </Button>
      <Text fontSize="sm" color="fg.muted">
        The test opens in a new tab. Come back here when you have finished.
      </Text>
      {blockedUrl ? (
        <FormAlert status="info" title="Your browser kept the test from opening">
          <ChakraLink href={blockedUrl} target="_blank" rel="noopener noreferrer" colorPalette="brand" variant="underline">
            Open the test <FiExternalLink aria-hidden />
          </ChakraLink>
        </FormAlert>
      ) : null}
      {error ? <FormAlert onRetry={() => void start()}>{error}</FormAlert> : null}
    </Stack>
  );
}
