import { Badge, Card, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { formatTestTime } from '@portal/domain';
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
 * A test on the Semester End Exam screen (spec part 3, 2.13): its name, start and end
 * (YYYY-MM-DD h:mm a, India time). An active card opens the test's detail page; a
 * Deactivated one is dimmed and is no link at all, so it can be neither clicked nor
 * reached with Tab.
 */
export function TestCard({ test: ref }: { test: FragmentType<typeof TestCard_test> }) {
  const test = getFragmentData(TestCard_test, ref);
  const deactivated = test.status === 'DEACTIVATED';
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
          {formatTestTime(at)}
        </Text>
      ))}
    </Stack>
  );
  const badge = deactivated ? (
    <Badge colorPalette="gray" variant="solid">
      Deactivated
    </Badge>
  ) : test.result ? (
    <Badge colorPalette="green">Result recorded</Badge>
  ) : null;
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
                <Link to={testResultPath(test.id)}>{test.name}</Link>
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
