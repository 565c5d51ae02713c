import { Badge, Box, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FiClock } from 'react-icons/fi';
import { CoverImage } from '../cover-image';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { EmptyView } from '../states';

export const ProgramCurriculum_program = graphql(`
  fragment ProgramCurriculum_program on Program {
    curriculum {
      id
      label
      title
      durationWeeks
      units
      imageUrl
    }
  }
`);

const weeks = (n: number) => `${n} ${n === 1 ? 'week' : 'weeks'}`;

/** The Curriculum tab: per topic its label, title, weeks, units and image (spec part 1, section 2). */
export function ProgramCurriculum({ program: ref }: { program: FragmentType<typeof ProgramCurriculum_program> }) {
  const { curriculum } = getFragmentData(ProgramCurriculum_program, ref);
  if (curriculum.length === 0) return <EmptyView inline title="The curriculum of this program will be published soon." />;

  return (
    <Stack as="ol" listStyleType="none" m="0" p="0" gap="4">
      {curriculum.map((topic) => (
        <Card.Root as="li" key={topic.id} variant="outline" overflow="hidden" aria-labelledby={`topic-${topic.id}`}>
          {/* On phones a thumbnail beside the topic, not a full-width picture above each one. */}
          <Flex direction="row" align={{ base: 'flex-start', md: 'stretch' }}>
            <Box w={{ base: '20', md: '64' }} flexShrink={0} p={{ base: '3', md: '0' }} pe="0">
              <CoverImage src={topic.imageUrl} ratio={{ base: 1, md: 16 / 9 }} />
            </Box>
            <Card.Body gap="2">
              <HStack gap="3" flexWrap="wrap">
                {topic.label ? (
                  <Badge colorPalette="brand" variant="subtle">
                    {topic.label}
                  </Badge>
                ) : null}
                <HStack gap="1" color="fg.muted" fontSize="sm">
                  <FiClock aria-hidden />
                  <Text>{weeks(topic.durationWeeks)}</Text>
                </HStack>
              </HStack>
              <Heading as="h2" size="md" id={`topic-${topic.id}`}>
                {topic.title}
              </Heading>
              {topic.units.length > 0 ? (
                <Box>
                  <Text fontSize="sm" fontWeight="semibold" color="fg.muted" mb="1">
                    {topic.units.length === 1 ? '1 unit' : `${topic.units.length} units`}
                  </Text>
                  <Box as="ul" pl="5" listStyleType="disc" fontSize="sm" css={{ '& li + li': { mt: '0.5' } }}>
                    {topic.units.map((unit, i) => (
                      <li key={`${unit}-${i}`}>{unit}</li>
                    ))}
                  </Box>
                </Box>
              ) : null}
            </Card.Body>
          </Flex>
        </Card.Root>
      ))}
    </Stack>
  );
}
