import { Badge, Box, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { List } from '../../components/later-components';
import { formatAssessmentDate, formatHouseCalendarDay, REPORT_MESSAGES } from '@portal/domain';
import { Link } from 'react-router-dom';
import { coursePath } from '../../app/paths';
import { ExamTime } from '../../components/dates/when';
import { EventLink } from '../../components/event-link';
import { EmptyView } from '../../components/states';
import { getFragmentData, graphql, type FragmentType } from '../../gql';

export const DueNextList_report = graphql(`
  fragment DueNextList_report on LearningReport {
    dueNext {
      id
      kind
      title
      courseId
      courseTitle
      dueOn
      dueAt
      opensAt
      link
    }
  }
`);

const KIND_LABEL = { ASSESSMENT: 'Assessment', ASSIGNMENT: 'Assignment', EVENT: 'Event' } as const;

/**
 * Due next (docs/decisions/243): assessments and assignments still to submit, and events,
 * soonest first. An assessment leads to its course (its Assessment or Assignment tab is
 * there); an event to its link when it has one.
 */
export function DueNextList(props: { report: FragmentType<typeof DueNextList_report> }) {
  const { dueNext } = getFragmentData(DueNextList_report, props.report);
  if (!dueNext) return null;
  if (dueNext.length === 0) return <EmptyView inline title={REPORT_MESSAGES.nothingDue} />;
  return (
    <List.Root variant="plain" gap="3">
      {dueNext.map((item) => (
        <List.Item key={item.id} borderWidth="1px" borderRadius="md" p="3">
          <Box w="100%">
            <Flex gap="2" align="center" wrap="wrap">
              <Badge colorPalette={item.kind === 'EVENT' ? 'gray' : 'brand'} variant="subtle">
                {KIND_LABEL[item.kind]}
              </Badge>
              {item.kind === 'EVENT' ? (
                <Text fontWeight="semibold">{item.title}</Text>
              ) : (
                <ChakraLink asChild fontWeight="semibold" color="brand.fg">
                  <Link to={coursePath(item.courseId ?? '')}>{item.title}</Link>
                </ChakraLink>
              )}
            </Flex>
            {item.courseTitle ? (
              <Text fontSize="sm" color="fg.muted">
                {item.courseTitle}
              </Text>
            ) : null}
            {item.dueAt ? (
              <Text fontSize="sm">
                Due <ExamTime at={item.dueAt} india={formatAssessmentDate} />
              </Text>
            ) : (
              <Text fontSize="sm">On {formatHouseCalendarDay(item.dueOn)}</Text>
            )}
            {item.opensAt ? (
              <Text fontSize="sm" color="fg.muted">
                Opens <ExamTime at={item.opensAt} india={formatAssessmentDate} />
              </Text>
            ) : null}
            {item.kind === 'EVENT' ? <EventLink event={{ title: item.title, link: item.link }} /> : null}
          </Box>
        </List.Item>
      ))}
    </List.Root>
  );
}
