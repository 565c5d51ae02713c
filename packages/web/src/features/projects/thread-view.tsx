import { useMemo, useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { FormAlert } from '../../components/form';
import { MediaPreviewDialog, type PreviewItem } from '../../components/media-preview-dialog';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { useDates } from '../../lib/time-zone';
import { Composer } from './composer';
import { MessageView } from './message-view';

/** What the thread shows of its objective: its state, why it is locked, and its messages by posted date. */
export const ThreadView_objective = graphql(`
  fragment ThreadView_objective on ProjectObjective {
    id
    state
    lockedMessage
    messages {
      id
      postedAt
      ...MessageView_message
    }
  }
`);

/** How many messages the thread shows until 'See All message' is pressed. */
const RECENT = 5;

/**
 * An objective's thread as shown (spec part 2, sections 2, 4 and 5): messages grouped by the
 * learner's day, the latest five until 'See All message', the file preview, and the message box
 * on an open objective.
 */
export function ThreadView({ courseId, objective: ref, onChanged }: { courseId: string; objective: FragmentType<typeof ThreadView_objective>; onChanged: () => void }) {
  const objective = getFragmentData(ThreadView_objective, ref);
  const [all, setAll] = useState(false);
  const [preview, setPreview] = useState<PreviewItem | null>(null);
  const messages = objective.messages ?? [];
  const shown = all ? messages : messages.slice(-RECENT);
  const dates = useDates();
  const groups = useMemo(() => {
    const out: { date: string; messages: (typeof shown)[number][] }[] = [];
    for (const m of shown) {
      const last = out[out.length - 1];
      // Grouped by the learner's day, in their zone (docs/decisions/275).
      const day = dates.day(m.postedAt);
      if (last && last.date === day) last.messages.push(m);
      else out.push({ date: day, messages: [m] });
    }
    return out;
  }, [shown, dates]);

  return (
    <Stack gap="4">
      {objective.state === 'LOCKED' && objective.lockedMessage ? <FormAlert status="warning">{objective.lockedMessage}</FormAlert> : null}
      {objective.messages === null ? <FormAlert status="error">We could not load the messages. They are asked again in a few seconds.</FormAlert> : null}
      {objective.state !== 'LOCKED' && messages.length === 0 ? <Text color="fg.muted">No messages yet. Write to your instructors below.</Text> : null}
      {messages.length > RECENT && !all ? (
        <Button alignSelf="flex-start" size="sm" variant="plain" colorPalette="brand" onClick={() => setAll(true)}>
          See All message
        </Button>
      ) : null}
      {groups.map((group) => (
        <Stack key={group.date} gap="3" as="section" aria-label={`Messages of ${group.date}`}>
          <Text fontSize="xs" color="fg.muted" textAlign="center" fontWeight="semibold">
            {group.date}
          </Text>
          {group.messages.map((m) => (
            <MessageView key={m.id} courseId={courseId} objectiveId={objective.id} open={objective.state === 'OPEN'} message={m} onPreview={setPreview} onChanged={onChanged} />
          ))}
        </Stack>
      ))}
      {objective.state === 'OPEN' ? <Composer courseId={courseId} objectiveId={objective.id} onSent={onChanged} /> : null}
      {objective.state === 'COMPLETE' ? <Text color="fg.muted">This objective is complete.</Text> : null}
      <MediaPreviewDialog item={preview} onClose={() => setPreview(null)} />
    </Stack>
  );
}
