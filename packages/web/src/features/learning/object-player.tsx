import { Suspense, useEffect, useState } from 'react';
import { Badge, Button, CloseButton, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FiArrowLeft, FiArrowRight, FiCheck } from 'react-icons/fi';
import { formatTimeSpent, objectComplete, secondsSpent, showMarkComplete, showNext, showPrev } from '@portal/domain';
import { ErrorView, LoadingState } from '../../components/states';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { useElapsedMs } from '../../lib/use-clock';
import { playerFor, type PlayerRegistry } from './players';
import { drawnFirstRender } from '../../lib/drawn-page';

/** What the unit player reads of the open object; the content player reads its own part. */
export const ObjectPlayer_object = graphql(`
  fragment ObjectPlayer_object on LearningObject {
    id
    title
    kind
    state
    secondsSpent
    ...Player_object
  }
`);

/**
 * The unit player (spec part 2, sections 2 and 4): the title, a close x, the content
 * by kind, and Prev / Mark Complete / Next. Mark Complete appears 5000 ms after the
 * object opens; Next only once it is complete; Prev is hidden on the first object.
 * The time on the object is counted in seconds and sent with Mark Complete.
 */
export function ObjectPlayer({
  courseId,
  object: ref,
  index,
  hasNext,
  blockedMessage,
  completing,
  onClose,
  onPrev,
  onNext,
  onComplete,
  players,
}: {
  courseId: string;
  object: FragmentType<typeof ObjectPlayer_object>;
  /** place of the object in the whole course, from 0 */
  index: number;
  hasNext: boolean;
  /** why the object cannot be shown (locked, disabled), in the spec's words */
  blockedMessage: string | null;
  completing: boolean;
  onClose: () => void;
  onPrev: () => void;
  onNext: () => void;
  onComplete: (secondsSpent: number) => void;
  /** The players of the kinds other areas play (quizzes, feedback), handed in with the course screen's parts. */
  players?: PlayerRegistry;
}) {
  const object = getFragmentData(ObjectPlayer_object, ref);
  // The time on the object, re-read every second; a new object starts it again, and Mark Complete waits its 5 seconds again.
  const elapsedMs = useElapsedMs(object.id);
  // While a quiz shows its questions, its Prev / Next are the only pair (issue 17, section 4).
  const [stepsShown, setStepsShown] = useState(false);
  const [stepsOf, setStepsOf] = useState(object.id);
  if (stepsOf !== object.id) {
    setStepsOf(object.id);
    setStepsShown(false);
  }
  // A page the gateway drew (lib/drawn-page.ts) carries the player's frame, not its content:
  // a frame or a video would share a slow link with the page's code. The content comes once
  // the page is live (docs/decisions/181).
  const [contentShown, setContentShown] = useState(!drawnFirstRender);
  useEffect(() => setContentShown(true), []);

  const complete = objectComplete(object.state);
  // A quiz's player offers Mark Complete itself, once it is passed or submitted (the gateway refuses it before).
  const playerCompletes = object.kind === 'QUIZ' || object.kind === 'ASSIGNMENT';
  const Player = playerFor(object.kind, players);
  const seconds = secondsSpent(elapsedMs);

  return (
    <Stack as="section" aria-labelledby="player-title" gap="4" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '5' }} bg="bg">
      <Flex align="flex-start" gap="3">
        <Stack gap="1" flex="1">
          <Heading as="h2" size="lg" id="player-title" tabIndex={-1}>
            {object.title}
          </Heading>
          {complete ? (
            <Badge colorPalette="green" alignSelf="flex-start">
              Done
            </Badge>
          ) : null}
        </Stack>
        <CloseButton aria-label="Close" onClick={onClose} />
      </Flex>

      {blockedMessage ? (
        <ErrorView title={blockedMessage} />
      ) : !contentShown ? (
        <LoadingState label="Loading the player…" />
      ) : (
        <Suspense fallback={<LoadingState label="Loading the player…" />}>
          <Player key={object.id} object={object} courseId={courseId} onComplete={complete ? undefined : () => onComplete(seconds)} onStepsShown={setStepsShown} />
        </Suspense>
      )}

      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <Text fontSize="sm" color="fg.muted" aria-live="off">
          Time spent: {formatTimeSpent(complete ? Math.max(object.secondsSpent, 0) : seconds)}
        </Text>
        <HStack gap="2" wrap="wrap" justify="flex-end">
          {showPrev(index) && !stepsShown ? (
            <Button variant="outline" onClick={onPrev} aria-label="Previous unit">
              <FiArrowLeft aria-hidden /> Prev
            </Button>
          ) : null}
          {!blockedMessage && showMarkComplete(object.state, elapsedMs) && !playerCompletes ? (
            <Button colorPalette="brand" onClick={() => onComplete(seconds)} loading={completing}>
              <FiCheck aria-hidden /> Mark Complete
            </Button>
          ) : null}
          {showNext(object.state, hasNext) && !stepsShown ? (
            <Button colorPalette="brand" variant={complete ? 'solid' : 'outline'} onClick={onNext} aria-label="Next unit">
              Next <FiArrowRight aria-hidden />
            </Button>
          ) : null}
        </HStack>
      </Flex>
    </Stack>
  );
}
