import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { Table } from '../../components/later-components';
import { formatHouseCalendarDay, formatTimeSpent, REPORT_MESSAGES, REPORT_WEEKS, shortDuration } from '@portal/domain';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { EmptyView } from '../../components/states';

export const WeeklyTimeChart_report = graphql(`
  fragment WeeklyTimeChart_report on LearningReport {
    weeklyTime {
      weekStarting
      secondsSpent
    }
  }
`);

/** '23 Nov' of a week's Monday: the house day without its year. */
const shortDay = (day: string) => formatHouseCalendarDay(day).replace(/ \d{4}$/, '');

/**
 * Time spent per week (docs/decisions/241): one column a week, the current week last. The
 * columns are plain boxes (docs/decisions/242) with their minutes written above them; a
 * screen reader reads the table instead. A learner with no time yet reads why, not a row
 * of empty columns.
 */
export function WeeklyTimeChart(props: { report: FragmentType<typeof WeeklyTimeChart_report> }) {
  const { weeklyTime } = getFragmentData(WeeklyTimeChart_report, props.report);
  const total = weeklyTime.reduce((sum, w) => sum + w.secondsSpent, 0);
  if (total === 0) return <EmptyView inline title={REPORT_MESSAGES.noTime} />;
  const max = Math.max(...weeklyTime.map((w) => w.secondsSpent));
  return (
    <Stack gap="3">
      <Text>
        {formatTimeSpent(total)} in the last {REPORT_WEEKS} weeks.
      </Text>
      <Box as="figure" m="0">
        <Flex aria-hidden="true" data-testid="weekly-time-drawing" h="48" gap={{ base: '1', md: '3' }} align="flex-end" borderBottomWidth="1px" borderColor="gray.500">
          {weeklyTime.map((w) => (
            <Flex key={w.weekStarting} direction="column" justify="flex-end" align="center" flex="1" h="100%" minW="0">
              <Text fontSize="xs" fontWeight="semibold" textAlign="center" lineHeight="short" mb="1">
                {w.secondsSpent > 0 ? shortDuration(w.secondsSpent) : ''}
              </Text>
              <Box w="100%" maxW="12" h={`${(w.secondsSpent / max) * 75}%`} minH={w.secondsSpent > 0 ? '1' : '0'} bg="brand.solid" borderTopRadius="sm" />
            </Flex>
          ))}
        </Flex>
        <Flex aria-hidden="true" gap={{ base: '1', md: '3' }} mt="1">
          {weeklyTime.map((w) => (
            <Text key={w.weekStarting} flex="1" minW="0" fontSize="xs" color="fg.muted" textAlign="center" lineHeight="short">
              {shortDay(w.weekStarting)}
            </Text>
          ))}
        </Flex>
        {/* Wrapped: the table recipe's own width would undo srOnly's on the table itself (a 360 px page scrolled sideways). */}
        <Box srOnly>
          <Table.Root>
            <Table.Caption>Time spent per week, the current week last</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">Week starting</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">Time spent</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {weeklyTime.map((w) => (
                <Table.Row key={w.weekStarting}>
                  <Table.Cell>{formatHouseCalendarDay(w.weekStarting)}</Table.Cell>
                  <Table.Cell>{formatTimeSpent(w.secondsSpent)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Box>
    </Stack>
  );
}
