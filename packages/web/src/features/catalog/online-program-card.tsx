import type { ReactNode } from 'react';
import { Box, Card, Heading, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { FiClock } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { plainText } from '@portal/domain';
import { programDetailPath } from '../../app/paths';
import { CoverImage } from '../../components/cover-image';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { rememberCatalogProgram } from '../../lib/current-program';

export const OnlineProgramCard_program = graphql(`
  fragment OnlineProgramCard_program on CatalogProgram {
    id
    batchId
    name
    imageUrl
    duration
  }
`);

/**
 * One program of the catalogue; the whole card opens its detail page, remembering pid and bpid (spec part 1, section 4).
 * `children` adds what the page knows of the learner (their enrolment, on /allPrograms).
 */
export function OnlineProgramCard({ program: ref, children }: { program: FragmentType<typeof OnlineProgramCard_program>; children?: ReactNode }) {
  const program = getFragmentData(OnlineProgramCard_program, ref);
  const name = plainText(program.name);
  return (
    <Card.Root
      as="li"
      variant="outline"
      overflow="hidden"
      position="relative"
      // On phones a thumbnail beside the name: a full-width picture per program made the page 5,000 px long at 360 px.
      flexDirection={{ base: 'row', sm: 'column' }}
      _hover={{ borderColor: 'brand.border' }}
      _focusWithin={{ borderColor: 'brand.border' }}
    >
      <Box w={{ base: '24', sm: 'full' }} flexShrink={0}>
        <CoverImage src={program.imageUrl} ratio={{ base: 1, sm: 16 / 9 }} />
      </Box>
      <Card.Body gap="2">
        <Heading as="h3" size="md">
          {/* The link covers the card (::after), so the whole card is one target and one tab stop. */}
          <ChakraLink asChild color="fg" _hover={{ color: 'brand.fg', textDecoration: 'none' }} _after={{ content: '""', position: 'absolute', inset: '0' }}>
            <Link to={programDetailPath(program.id, 0)} onClick={() => rememberCatalogProgram({ programId: program.id, batchId: program.batchId, title: name })}>
              {name}
            </Link>
          </ChakraLink>
        </Heading>
        <HStack gap="2" color="fg.muted" fontSize="sm">
          <FiClock aria-hidden />
          <Text>Duration: {program.duration}</Text>
        </HStack>
        {/* Above the card's link, so its own links stay reachable (the learner's enrolment on /allPrograms). */}
        {children ? (
          <Box position="relative" zIndex="1">
            {children}
          </Box>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
