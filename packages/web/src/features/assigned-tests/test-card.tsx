import { useId } from 'react';
import { Badge, type BadgeProps, Card, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { formatTestTime, TEST_WINDOW_LABELS, testWindow, type TestWindow } from '@portal/domain';
import { ExamTime } from '../../components/dates/when';
import { testResultPath } from '../../app/paths';
import { type FragmentType, getFragmentData, graphql } from '../../gql';

export const TestCard_test = graphql(`
  fragment TestCard_test on AssignedTest {
    id
    name
    startsAt
    endsAt
    status
    result {
      score
      total
    }
  }
`);

/**
 * How each state looks; 'Open now' stands out, the rest stay quiet. Colours are named so each
 * badge's text reads at WCAG's 4.5:1 (white on green.700 is 5.0:1; the palette's solid green is not).
 */
const BADGES: Record<TestWindow, BadgeProps> = {
  OPEN: { variant: 'solid', bg: 'green.700', color: 'white' },
  UPCOMING: { variant: 'outline', colorPalette: 'gray' },
  ENDED: { variant: 'subtle', colorPalette: 'gray' },
  TAKEN: { variant: 'subtle', colorPalette: 'green', color: 'green.800' },
  DEACTIVATED: { variant: 'solid', colorPalette: 'gray' },
};

/**
 * A test on the Semester End Exam screen (spec part 3, 2.13): its name, start and end
 * (YYYY-MM-DD h:mm a, India time, and the learner's time when it differs), and whether it
 * is open now (issue 31, section 4), by the rule that offers Start, on the server's clock
 * (`now`). An active card opens the test's detail page, its link described by that state;
 * a Deactivated one is dimmed and is no link at all, so it can be neither clicked nor
 * reached with Tab.
 */
export function TestCard({ test: ref, now }: { test: FragmentType<typeof TestCard_test>; now: number }) {
  const test = getFragmentData(TestCard_test, ref);
  const deactivated = test.status === 'DEACTIVATED';
  const stateId = useId();
  const state = testWindow({ status: deactivated ? 'DEACTIVATED' : 'ACTIVE', hasResult: Boolean(test.result), startsAt: test.startsAt, endsAt: test.endsAt }, now);
  const times = (
    <Stack gap="0.5" fontSize="sm" color="fg.muted">
      {[
        ['Start:', test.startsAt],
        ['End:', test.endsAt],
      ].map(([label, at]) => (
        <Text key={label}>
          <Text as="span" fontWeight="medium">
            {label}
          </Text>{' '}
          <ExamTime at={at} india={formatTestTime} />
        </Text>
      ))}
    </Stack>
  );
  const badge = (
    <Badge id={stateId} {...BADGES[state]} data-window={state}>
      {TEST_WINDOW_LABELS[state]}
    </Badge>
  );
  if (deactivated) {
    return (
      <Card.Root as="article" h="100%" variant="subtle" bg="bg.muted" borderStyle="dashed" borderWidth="1px" aria-disabled="true" data-status="deactivated" cursor="not-allowed">
        <Card.Body gap="3" p="4">
          <Stack gap="2" align="flex-start">
            <Heading as="h2" size="sm" color="fg.muted">
              {test.name}
            </Heading>
            {badge}
          </Stack>
          {times}
          <Text fontSize="sm" color="fg.muted">
            This test is deactivated and cannot be opened.
          </Text>
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <LinkBox as="article" h="100%" data-status="active">
      <Card.Root h="100%" variant="outline" _hover={{ shadow: 'md', borderColor: 'brand.emphasized' }} transition="box-shadow 0.15s">
        <Card.Body gap="3" p="4">
          <Stack gap="2" align="flex-start">
            <Heading as="h2" size="sm">
              <LinkOverlay asChild>
                <Link to={testResultPath(test.id)} aria-describedby={stateId}>
                  {test.name}
                </Link>
              </LinkOverlay>
            </Heading>
            {badge}
          </Stack>
          {times}
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
