import { Badge, Box, Button, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Accordion } from '../../components/later-components';
import { FiCheckCircle, FiCircle, FiLock, FiPlayCircle } from 'react-icons/fi';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { LearningObjectState } from '../../gql/graphql';

/** What the outline reads of the course: its units and their objects' states. */
export const CourseOutline_course = graphql(`
  fragment CourseOutline_course on Course {
    showsUnitImages
    units {
      id
      label
      title
      durationMinutes
      enabled
      imageUrl
      objects {
        id
        title
        state
      }
    }
  }
`);

const STATE_LABEL: Record<LearningObjectState, string> = {
  COMPLETED: 'Done',
  IN_PROGRESS: 'In progress',
  NOT_STARTED: 'Not started',
  LOCKED: 'Locked',
};

/** op 1 and 2 show the active icon; op 2 also shows Done (spec part 2, section 2). */
function StateIcon({ state }: { state: LearningObjectState }) {
  const Icon = state === 'COMPLETED' ? FiCheckCircle : state === 'IN_PROGRESS' ? FiPlayCircle : state === 'LOCKED' ? FiLock : FiCircle;
  const colour = state === 'COMPLETED' ? 'green.600' : state === 'IN_PROGRESS' ? 'brand.solid' : 'fg.muted';
  return (
    <Box as="span" color={colour} flexShrink={0} aria-hidden>
      <Icon />
    </Box>
  );
}

/**
 * The units ("nuggets") of the course as an accordion of their objects, each with its
 * state icon; the open object is marked as the current one. The special programs' units
 * show their pictures (spec part 2, section 6).
 */
export function CourseOutline({
  course: ref,
  openObjectId,
  expanded,
  onExpandedChange,
  onOpen,
}: {
  course: FragmentType<typeof CourseOutline_course>;
  openObjectId: string | null;
  expanded: string[];
  onExpandedChange: (value: string[]) => void;
  onOpen: (objectId: string) => void;
}) {
  const { units, showsUnitImages: showImages } = getFragmentData(CourseOutline_course, ref);
  // A closed unit's objects are drawn when the learner first opens it: the first render draws the
  // open units only (a saved course opening offline on a phone, docs/decisions/399).
  return (
    <Accordion.Root lazyMount multiple collapsible variant="enclosed" value={expanded} onValueChange={(e) => onExpandedChange(e.value)}>
      {units.map((unit) => {
        const done = unit.objects.filter((o) => o.state === 'COMPLETED').length;
        return (
          <Accordion.Item key={unit.id} value={unit.id}>
            <Heading as="h3" size="sm" fontWeight="medium">
              <Accordion.ItemTrigger textAlign="start" py="3" cursor="pointer">
                {showImages && unit.imageUrl ? <Image src={unit.imageUrl} alt="" width="16" height="12" objectFit="cover" borderRadius="sm" flexShrink={0} /> : null}
                <Stack flex="1" gap="0.5">
                  <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                    {unit.label} · {unit.durationMinutes} Minutes
                  </Text>
                  <Text>{unit.title}</Text>
                  {!unit.enabled ? (
                    <Text fontSize="sm" color="fg.error">
                      This Unit is disabled from Admin
                    </Text>
                  ) : (
                    <Text fontSize="xs" color="fg.muted">
                      {done} of {unit.objects.length} done
                    </Text>
                  )}
                </Stack>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
            </Heading>
            <Accordion.ItemContent>
              <Accordion.ItemBody pt="0">
                <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
                  {unit.objects.map((object) => (
                    <li key={object.id}>
                      <Button
                        variant={object.id === openObjectId ? 'subtle' : 'ghost'}
                        colorPalette={object.id === openObjectId ? 'brand' : 'gray'}
                        w="full"
                        justifyContent="flex-start"
                        h="auto"
                        minH="10"
                        py="2"
                        whiteSpace="normal"
                        textAlign="start"
                        aria-current={object.id === openObjectId ? 'step' : undefined}
                        onClick={() => onOpen(object.id)}
                        opacity={unit.enabled ? 1 : 0.6}
                      >
                        <HStack gap="2" w="full" align="center">
                          <StateIcon state={object.state} />
                          {/* The name is the content, "Reading, Done": the state a sighted learner reads from the
                              icon or the badge is said in words, and the visible words are in the name (axe's
                              label-content-name-mismatch, issue 31). */}
                          <Text as="span" flex="1" fontWeight="normal">
                            {object.title}
                            {/* Heard, not seen; inline (a visually hidden box is a block, and Chromium would put a space before the comma). */}
                            <Box as="span" fontSize="0">
                              {object.state === 'COMPLETED' ? ',' : `, ${STATE_LABEL[object.state]}`}
                            </Box>
                          </Text>
                          {object.state === 'COMPLETED' ? (
                            <>
                              {' '}
                              <Badge as="span" colorPalette="green" variant="subtle">
                                {STATE_LABEL.COMPLETED}
                              </Badge>
                            </>
                          ) : null}
                        </HStack>
                      </Button>
                    </li>
                  ))}
                </Stack>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}
