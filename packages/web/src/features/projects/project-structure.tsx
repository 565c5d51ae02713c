import { useEffect, useState } from 'react';
import { Badge, Box, Button, HStack, NativeSelect, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { Accordion, Tabs } from '../../components/later-components';
import { useQuery } from '@apollo/client/react';
import { FiCheckCircle, FiLock } from 'react-icons/fi';
import { ScreenState } from '../../components/screen-state';
import { EmptyView, LoadingState } from '../../components/states';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { ApprovedMessagesDialog } from './approved-messages-dialog';
import { ObjectiveThread } from './objective-thread';

const ProjectUnitsDocument = graphql(`
  query ProjectUnits($courseId: ID!) {
    viewer {
      id
      course(id: $courseId) {
        id
        ...ProjectProgress_course @unmask
        projectUnits {
          id
          ...UnitObjectives_unit
        }
      }
    }
  }
`);

/** What a unit's objectives tab reads: its title and its objectives with their states. */
const UnitObjectives_unit = graphql(`
  fragment UnitObjectives_unit on ProjectUnit {
    id
    title
    objectives {
      id
      title
      state
    }
  }
`);

/**
 * The Course structure tab of a project course (spec part 2, sections 2 and 4; issue 19): an
 * accordion per unit, vertical tabs per objective (a list on a phone), each objective's
 * thread, 'See approved message' and the approved-messages dialog. A disabled unit is
 * greyed out and locked.
 */
export default function ProjectStructure({
  courseId,
  programId,
}: {
  courseId: string;
  /** the enrolment the course belongs to, as in `Course.programId` */
  programId: string;
}) {
  const query = useQuery(ProjectUnitsDocument, {
    variables: { courseId },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
  const units = query.data?.viewer?.course?.projectUnits;
  const [approvedOpen, setApprovedOpen] = useState(false);
  const [openUnits, setOpenUnits] = useState<string[] | null>(null);
  const [selected, setSelected] = useState<Record<string, string>>({});

  const firstOpen = units?.find((u) => u.enabled && u.objectives.some((o) => o.state === 'OPEN')) ?? units?.[0];
  // The unit first shown open stays open when an approval moves the open objective on (a poll
  // updates the states in place, issue 31): only the learner opens and closes units.
  const initialUnit = firstOpen?.id ?? null;
  useEffect(() => {
    if (openUnits === null && initialUnit !== null) setOpenUnits([initialUnit]);
  }, [openUnits, initialUnit]);
  const expanded = openUnits ?? (initialUnit !== null ? [initialUnit] : []);

  /** 'Visit Thread': the objective's unit opens with its tab chosen, and its thread comes into view. */
  const visit = (objectiveId: string) => {
    const unit = units?.find((u) => u.objectives.some((o) => o.id === objectiveId));
    if (!unit) return;
    setApprovedOpen(false);
    setOpenUnits((value) => [...new Set([...(value ?? expanded), unit.id])]);
    setSelected((value) => ({ ...value, [unit.id]: objectiveId }));
    requestAnimationFrame(() => document.getElementById(`objective-${objectiveId}`)?.scrollIntoView({ block: 'start' }));
  };

  return (
    <ScreenState
      query={query}
      value={units}
      loading={<LoadingState label="Loading the project objectives…" />}
      errorTitle="We could not load the project objectives"
      empty={<EmptyView title="This project has no objectives yet" />}
    >
      {(list) => (
        <Stack gap="4">
          <HStack justify="flex-end">
            <Button variant="plain" colorPalette="brand" onClick={() => setApprovedOpen(true)}>
              See approved message
            </Button>
          </HStack>
          <Accordion.Root multiple value={expanded} onValueChange={(e) => setOpenUnits(e.value)} variant="enclosed">
            {list.map((unit) => (
              <Accordion.Item key={unit.id} value={unit.id} disabled={!unit.enabled} opacity={unit.enabled ? 1 : 0.6}>
                <Accordion.ItemTrigger>
                  <Stack gap="0" flex="1" textAlign="start">
                    <Text fontSize="xs" color="fg.muted">
                      {unit.label}
                    </Text>
                    <HStack>
                      <Text fontWeight="semibold">{unit.title}</Text>
                      {!unit.enabled ? (
                        <Badge colorPalette="gray">
                          <FiLock aria-hidden /> Locked
                        </Badge>
                      ) : null}
                    </HStack>
                  </Stack>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody>
                    {unit.enabled ? (
                      <UnitObjectives courseId={courseId} programId={programId} unit={unit} selected={selected[unit.id]} onSelect={(id) => setSelected((value) => ({ ...value, [unit.id]: id }))} />
                    ) : null}
                  </Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
          <ApprovedMessagesDialog courseId={courseId} open={approvedOpen} onClose={() => setApprovedOpen(false)} onVisit={visit} />
        </Stack>
      )}
    </ScreenState>
  );
}

const STATE_ICON = {
  OPEN: null,
  LOCKED: <FiLock aria-hidden />,
  COMPLETE: <FiCheckCircle aria-hidden />,
} as const;
const STATE_WORD = {
  OPEN: '',
  LOCKED: ' (locked)',
  COMPLETE: ' (complete)',
} as const;

/** The unit's objectives as vertical tabs (arrow keys move between them); on a phone, a select above the thread. */
function UnitObjectives({
  courseId,
  programId,
  unit: ref,
  selected,
  onSelect,
}: {
  courseId: string;
  programId: string;
  unit: FragmentType<typeof UnitObjectives_unit>;
  selected: string | undefined;
  onSelect: (id: string) => void;
}) {
  const unit = getFragmentData(UnitObjectives_unit, ref);
  const narrow = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  // The objective first shown stays shown when an approval completes it (issue 31).
  const [initial] = useState(() => unit.objectives.find((o) => o.state === 'OPEN')?.id ?? unit.objectives[0]?.id);
  if (unit.objectives.length === 0) return <Text color="fg.muted">No objectives in this unit.</Text>;
  const current = selected ?? initial ?? unit.objectives[0].id;

  if (narrow) {
    return (
      <Stack gap="3">
        <NativeSelect.Root size="sm">
          <NativeSelect.Field aria-label={`Objective of ${unit.title}`} value={current} onChange={(e) => onSelect(e.currentTarget.value)}>
            {unit.objectives.map((o) => (
              <option key={o.id} value={o.id}>
                {o.title}
                {STATE_WORD[o.state]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Box id={`objective-${current}`} scrollMarginTop="20">
          <ObjectiveThread courseId={courseId} programId={programId} objectiveId={current} />
        </Box>
      </Stack>
    );
  }

  return (
    <Tabs.Root id={`objectives-${unit.id}`} orientation="vertical" value={current} onValueChange={(e) => onSelect(e.value)} variant="subtle" colorPalette="brand" lazyMount unmountOnExit>
      <Tabs.List minW="14rem" maxW="18rem" aria-label={`Objectives of ${unit.title}`}>
        {unit.objectives.map((o) => (
          <Tabs.Trigger key={o.id} value={o.id} justifyContent="flex-start" textAlign="start" h="auto" py="2" whiteSpace="normal">
            {STATE_ICON[o.state]}
            {o.title}
            {o.state !== 'OPEN' ? <Box srOnly>{STATE_WORD[o.state]}</Box> : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {unit.objectives.map((o) => (
        <Tabs.Content key={o.id} value={o.id} flex="1" ps="4" pt="0" minW="0">
          {/* An id of its own for 'Visit Thread' to scroll to: the panel's id is its tab's aria-controls. */}
          <Box id={`objective-${o.id}`} scrollMarginTop="20">
            <ObjectiveThread courseId={courseId} programId={programId} objectiveId={o.id} />
          </Box>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
