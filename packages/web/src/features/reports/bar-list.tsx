import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { Table } from '../../components/later-components';

export type Bar = { id: string; label: string; detail?: string | null; value: number; valueText: string };

/**
 * A horizontal bar chart drawn with plain boxes (docs/decisions/242): each bar's label and
 * value are real text beside it, so the chart reads at 360 px and zooms with the page. The
 * drawing is hidden from screen readers, which read the same figures as a table instead.
 * Bars are the brand colour on a grey track: both differ from the page by 3:1 or more
 * (WCAG 1.4.11), and the value is always written, never only drawn.
 */
export function BarList({ caption, bars, valueHeader, max = 100 }: { caption: string; bars: Bar[]; valueHeader: string; max?: number }) {
  return (
    <Box as="figure" m="0">
      <Stack gap="3" aria-hidden="true" data-testid="bar-list-drawing">
        {bars.map((bar) => {
          const width = max > 0 ? Math.min(100, Math.max(0, (bar.value / max) * 100)) : 0;
          return (
            <Box key={bar.id}>
              <Flex justify="space-between" gap="3" align="baseline">
                <Text fontSize="sm" fontWeight="medium">
                  {bar.label}
                  {bar.detail ? (
                    <Text as="span" color="fg.muted" fontWeight="normal">
                      {' · '}
                      {bar.detail}
                    </Text>
                  ) : null}
                </Text>
                <Text fontSize="sm" fontWeight="semibold" whiteSpace="nowrap">
                  {bar.valueText}
                </Text>
              </Flex>
              <Box mt="1" h="2.5" borderRadius="full" bg="gray.200" _dark={{ bg: 'gray.700' }} overflow="hidden">
                <Box h="100%" w={`${width}%`} borderRadius="full" bg="brand.solid" />
              </Box>
            </Box>
          );
        })}
      </Stack>
      {/* Wrapped: the table recipe's own width would undo srOnly's on the table itself (a 360 px page scrolled sideways). */}
      <Box srOnly>
        <Table.Root>
          <Table.Caption>{caption}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Name</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{valueHeader}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {bars.map((bar) => (
              <Table.Row key={bar.id}>
                <Table.Cell>{bar.detail ? `${bar.label}, ${bar.detail}` : bar.label}</Table.Cell>
                <Table.Cell>{bar.valueText}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Box>
  );
}
