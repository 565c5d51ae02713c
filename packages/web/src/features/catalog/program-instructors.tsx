import { Avatar, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { TitledGroups } from './titled-groups';

export const ProgramInstructors_program = graphql(`
  fragment ProgramInstructors_program on Program {
    instructorGroups {
      title
      instructors {
        name
        designation
        organisation
        photoUrl
      }
    }
  }
`);

/** The Instructors tab: groups with a title and cards of name, designation, organisation and photo (spec part 1, section 2). */
export function ProgramInstructors({ program: ref }: { program: FragmentType<typeof ProgramInstructors_program> }) {
  const { instructorGroups } = getFragmentData(ProgramInstructors_program, ref);
  return (
    <TitledGroups groups={instructorGroups} items={(group) => group.instructors} idPrefix="instructors" headingGap="4" empty="The instructors of this program will be announced soon.">
      {(group) => (
        <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {group.instructors.map((person, i) => (
            <Card.Root as="li" key={`${person.name}-${i}`} variant="outline">
              <Card.Body flexDirection="row" gap="4" alignItems="center">
                <Avatar.Root size="2xl" colorPalette="brand" flexShrink={0}>
                  <Avatar.Fallback name={person.name} />
                  {person.photoUrl ? <Avatar.Image src={person.photoUrl} alt="" /> : null}
                </Avatar.Root>
                <Stack gap="0.5" minW="0">
                  <Heading as="h3" size="sm">
                    {person.name}
                  </Heading>
                  {person.designation ? <Text fontSize="sm">{person.designation}</Text> : null}
                  {person.organisation ? (
                    <Text fontSize="sm" color="fg.muted">
                      {person.organisation}
                    </Text>
                  ) : null}
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
    </TitledGroups>
  );
}
