import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Badge, Box, Button, Field, HStack, Link as ChakraLink, Stack, Text, Textarea, useMediaQuery } from '@chakra-ui/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { FiDownload, FiEye, FiSend } from 'react-icons/fi';
import { checkProjectMessage, PROJECT_MESSAGE_STATUS_LABEL, THREAD_POLL_MS } from '@portal/domain';
import { FileUploadField, FormAlert } from '../../components/form';
import { ScreenState } from '../../components/screen-state';
import { EmptyView, LoadingState } from '../../components/states';
import { graphql } from '../../gql';
import type { ProjectMessagePayloadFieldsFragment, ProjectThreadQuery } from '../../gql/graphql';
import { useDates } from '../../lib/time-zone';
import { useUpload } from '../../lib/upload';
import { useLive } from '../../lib/live/use-live';
import { pageHidden } from '../../lib/page-visibility';
import { usePayloadMutation } from '../../lib/use-payload-mutation';
import { MediaPreviewDialog, type PreviewItem } from '../../components/media-preview-dialog';

/**
 * Each poll reads, beside the thread, the project's objectives and the course's and the
 * program's progress (issue 31): an approval moves the objective's tab, the course screen's
 * bar and the dashboard, My Programs and reports figures in the cache at once. The gateway
 * reads them from the course and the progress it reads for the thread anyway.
 */
const ProjectThreadDocument = graphql(`
  query ProjectThread($courseId: ID!, $objectiveId: ID!, $programId: ID!) {
    viewer {
      id
      enrolledProgram(id: $programId) {
        ...CourseProgress_program
      }
      course(id: $courseId) {
        id
        ...ProjectProgress_course
        projectObjective(id: $objectiveId) {
          id
          title
          state
          lockedMessage
          messages {
            ...ProjectMessageFields @unmask
            author
            file {
              kind
              url
            }
            replies {
              id
              author
              text
              fromInstructor
            }
          }
        }
      }
    }
  }
`);

/**
 * The thread pushed over the event stream (docs/decisions/302): what the instructors replied and
 * decided. An event that differs from what the screen shows asks the thread's query once (with
 * the progress an approval moves); the first event after a reconnection so catches up too.
 */
const ProjectThreadLiveDocument = graphql(`
  subscription ProjectThreadLive($courseId: ID!, $objectiveId: ID!) {
    projectObjectiveChanged(courseId: $courseId, objectiveId: $objectiveId) {
      id
      state
      messages {
        id
        status
        replies {
          id
        }
      }
    }
  }
`);

/** The messages, their decisions and replies, as one text to compare. */
const threadKey = (
  messages:
    | readonly {
        id: string;
        status: string;
        replies: readonly { id: string }[];
      }[]
    | null
    | undefined,
) => (messages ?? []).map((m) => `${m.id}:${m.status}:${m.replies.map((r) => r.id).join(',')}`).join(';');

/**
 * What a message and a reply read of their ProjectMessagePayload: the objective, and why it was refused.
 * @public a fragment that codegen reads and the operations spread; no code imports it.
 */
export const ProjectMessagePayloadFields = graphql(`
  fragment ProjectMessagePayloadFields on ProjectMessagePayload {
    objective {
      id
    }
    userErrors {
      ...UserErrorFields @unmask
    }
  }
`);

const ProjectMessageSendDocument = graphql(`
  mutation ProjectMessageSend($input: ProjectMessageSendInput!) {
    projectMessageSend(input: $input) {
      ...ProjectMessagePayloadFields @unmask
    }
  }
`);

const ProjectMessageReplyDocument = graphql(`
  mutation ProjectMessageReply($input: ProjectMessageReplyInput!) {
    projectMessageReply(input: $input) {
      ...ProjectMessagePayloadFields @unmask
    }
  }
`);

type Objective = NonNullable<NonNullable<NonNullable<ProjectThreadQuery['viewer']>['course']>['projectObjective']>;
type Message = NonNullable<Objective['messages']>[number];

/** How many messages the thread shows until 'See All message' is pressed. */
const RECENT = 5;

/**
 * One objective's thread (spec part 2, sections 2, 4 and 5): messages grouped by posted date,
 * with replies, file preview and download, and the message input on an open objective.
 * Asked again every 5 s (section 9) while the page shows (decision 190's pattern); what is
 * new is said to screen readers in a polite live region, without moving their place.
 */
export function ObjectiveThread({
  courseId,
  programId,
  objectiveId,
}: {
  courseId: string;
  /** the enrolment the course belongs to (`Course.programId`), whose progress the poll keeps fresh */
  programId: string;
  objectiveId: string;
}) {
  const shown = useRef<string | null>(null);
  const { live } = useLive(ProjectThreadLiveDocument, {
    variables: { courseId, objectiveId },
    onData: (pushed) => {
      const now = pushed.projectObjectiveChanged;
      if (now && shown.current !== null && `${now.state}|${threadKey(now.messages)}` !== shown.current) void query.refetch();
    },
  });
  const query = useQuery(ProjectThreadDocument, {
    variables: { courseId, objectiveId, programId },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
    pollInterval: live ? 0 : THREAD_POLL_MS,
    skipPollAttempt: pageHidden,
  });
  const objective = query.data?.viewer?.course?.projectObjective;
  shown.current = objective ? `${objective.state}|${threadKey(objective.messages)}` : null;
  const messages = objective?.messages;
  const announcement = useNewMessageAnnouncement(objectiveId, messages);

  return (
    <Stack gap="4">
      <Box srOnly aria-live="polite" aria-atomic="true">
        {announcement}
      </Box>
      <ScreenState
        query={{
          loading: query.loading && !objective,
          error: objective ? undefined : query.error,
          refetch: query.refetch,
        }}
        value={objective ?? (query.data ? null : undefined)}
        loading={<LoadingState label="Loading the messages…" />}
        errorTitle="We could not load the messages"
        isEmpty={() => false}
        missing={<EmptyView title="This objective is not in your course" />}
      >
        {(o) => <ThreadView courseId={courseId} objective={o} onChanged={() => void query.refetch()} />}
      </ScreenState>
    </Stack>
  );
}

/** "1 new message from Dr. Meera Iyer": what arrived since the last answer, once the first one is in. */
function useNewMessageAnnouncement(objectiveId: string, messages: readonly Message[] | null | undefined): string {
  const seen = useRef<{ objectiveId: string; keys: Set<string> } | null>(null);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!messages) return;
    const keys = new Set(messages.flatMap((m) => [`m${m.id}:${m.status}`, ...m.replies.map((r) => `m${m.id}r${r.id}`)]));
    const before = seen.current;
    seen.current = { objectiveId, keys };
    if (!before || before.objectiveId !== objectiveId) return;
    const fresh: string[] = [];
    for (const m of messages) {
      if (!before.keys.has(`m${m.id}:${m.status}`))
        fresh.push(before.keys.has(`m${m.id}:IN_PROGRESS`) ? `Your message is now ${PROJECT_MESSAGE_STATUS_LABEL[m.status]}.` : `New message from ${m.author}.`);
      for (const r of m.replies) if (!before.keys.has(`m${m.id}r${r.id}`)) fresh.push(`New reply from ${r.author}: ${r.text}`);
    }
    if (fresh.length) setText(fresh.join(' '));
  }, [objectiveId, messages]);
  return text;
}

const STATUS_PALETTE = {
  IN_PROGRESS: 'gray',
  APPROVED: 'green',
  REJECTED: 'red',
} as const;

function ThreadView({ courseId, objective, onChanged }: { courseId: string; objective: Objective; onChanged: () => void }) {
  const [all, setAll] = useState(false);
  const [preview, setPreview] = useState<PreviewItem | null>(null);
  const messages = objective.messages ?? [];
  const shown = all ? messages : messages.slice(-RECENT);
  const dates = useDates();
  const groups = useMemo(() => {
    const out: { date: string; messages: Message[] }[] = [];
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
            <MessageView key={m.id} courseId={courseId} objective={objective} message={m} onPreview={setPreview} onChanged={onChanged} />
          ))}
        </Stack>
      ))}
      {objective.state === 'OPEN' ? <Composer courseId={courseId} objectiveId={objective.id} onSent={onChanged} /> : null}
      {objective.state === 'COMPLETE' ? <Text color="fg.muted">This objective is complete.</Text> : null}
      <MediaPreviewDialog item={preview} onClose={() => setPreview(null)} />
    </Stack>
  );
}

function MessageView({
  courseId,
  objective,
  message: m,
  onPreview,
  onChanged,
}: {
  courseId: string;
  objective: Objective;
  message: Message;
  onPreview: (item: PreviewItem) => void;
  onChanged: () => void;
}) {
  const [replying, setReplying] = useState(false);
  const postedTime = useDates().time(m.postedAt);
  return (
    <Box as="article" aria-label={`Message from ${m.author} at ${postedTime}`} borderWidth="1px" borderRadius="md" p="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold">{m.author}</Text>
        <HStack gap="2">
          <Text fontSize="xs" color="fg.muted">
            {postedTime}
          </Text>
          <Badge colorPalette={STATUS_PALETTE[m.status]}>{PROJECT_MESSAGE_STATUS_LABEL[m.status]}</Badge>
        </HStack>
      </HStack>
      {m.text ? (
        <Text whiteSpace="pre-wrap" mt="1" wordBreak="break-word">
          {m.text}
        </Text>
      ) : null}
      {m.file ? (
        <HStack mt="2" gap="2" wrap="wrap">
          <Text fontSize="sm">{m.file.name}</Text>
          {m.file.url ? (
            <>
              <Button
                size="xs"
                variant="outline"
                onClick={() =>
                  onPreview({
                    id: m.id,
                    title: m.file!.name,
                    kind: m.file!.kind,
                    url: m.file!.url!,
                  })
                }
              >
                <FiEye aria-hidden /> Preview <Box srOnly>{m.file.name}</Box>
              </Button>
              {/* Saved, not opened: the address is on the portal's own origin, where `download` holds (issue 31). */}
              <ChakraLink href={m.file.url} download={m.file.name} fontSize="sm">
                <FiDownload aria-hidden /> Download <Box srOnly>{m.file.name}</Box>
              </ChakraLink>
            </>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              (not available)
            </Text>
          )}
        </HStack>
      ) : null}
      {m.replies.length ? (
        <Stack as="ul" listStyleType="none" gap="2" mt="3" ps="4" borderStartWidth="2px" aria-label="Replies">
          {m.replies.map((r) => (
            <Box as="li" key={r.id}>
              <Text fontSize="sm" fontWeight="semibold">
                {r.author}
                {r.fromInstructor ? ' (instructor)' : ''}
              </Text>
              <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
                {r.text}
              </Text>
            </Box>
          ))}
        </Stack>
      ) : null}
      {objective.state === 'OPEN' ? (
        replying ? (
          <ReplyBox
            courseId={courseId}
            objectiveId={objective.id}
            messageId={m.id}
            onDone={() => {
              setReplying(false);
              onChanged();
            }}
            onCancel={() => setReplying(false)}
          />
        ) : (
          <Button mt="2" size="xs" variant="ghost" onClick={() => setReplying(true)}>
            Reply <Box srOnly>to the message of {postedTime}</Box>
          </Button>
        )
      ) : null}
    </Box>
  );
}

/**
 * What Enter does in a message or a reply box. With a keyboard (a fine pointer), Enter sends and
 * Shift+Enter starts a new line (spec part 2, section 5: the Enter key sends the message). On a
 * touch screen (a coarse pointer) the on-screen keyboard has no Shift to hold, and one stray
 * Enter would send half a message that cannot be edited: there Enter makes a new line and the
 * Send button sends (issue 31; docs/decisions/268).
 */
function useEnterSends(): boolean {
  const [coarse] = useMediaQuery(['(pointer: coarse)'], { ssr: false });
  return !coarse;
}

const sendsOnEnter = (enterSends: boolean, send: () => void) => (event: KeyboardEvent<HTMLTextAreaElement>) => {
  if (enterSends && event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
    event.preventDefault();
    send();
  }
};

/**
 * How a reply and a message are sent: the domain's check first (its words under the box), then
 * the send; the gateway's refusal in its words, or `failure` when the send itself failed.
 * `problem` is the domain's check of what is in the box now: once a send was refused for it,
 * it is shown as the learner types, so the message goes as soon as they correct it (issue 31).
 * Resolves true once the thread has it.
 */
function useThreadPost<K extends string, TData extends Record<K, ProjectMessagePayloadFieldsFragment>, TInput>(
  document: TypedDocumentNode<TData, { input: TInput }>,
  field: K,
  failure: string,
  problem: string | null,
) {
  const mutation = usePayloadMutation(document, field);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const post = async (input: TInput): Promise<boolean> => {
    setRefusal(null);
    if (problem) {
      setChecked(true);
      return false;
    }
    try {
      const refused = (await mutation.send(input)).userErrors[0];
      if (refused) setRefusal(refused.message);
      else setChecked(false);
      return !refused;
    } catch {
      setRefusal(failure);
      return false;
    }
  };
  return {
    error: (checked ? problem : null) ?? refusal,
    post,
    loading: mutation.loading,
  };
}

function ReplyBox({ courseId, objectiveId, messageId, onDone, onCancel }: { courseId: string; objectiveId: string; messageId: string; onDone: () => void; onCancel: () => void }) {
  const [text, setText] = useState('');
  const enterSends = useEnterSends();
  const reply = useThreadPost(ProjectMessageReplyDocument, 'projectMessageReply', 'Your reply could not be sent. Please try again.', checkProjectMessage(text));
  const id = useId();
  const send = async () => {
    const sent = await reply.post({
      courseId,
      objectiveId,
      messageId,
      text,
    });
    if (sent) onDone();
  };
  return (
    <Stack mt="2" gap="2">
      <Field.Root invalid={Boolean(reply.error)}>
        <Field.Label htmlFor={id}>Your reply</Field.Label>
        <Textarea id={id} autoFocus rows={2} value={text} onChange={(e) => setText(e.target.value)} onKeyDown={sendsOnEnter(enterSends, () => void send())} />
        {reply.error ? <Field.ErrorText>{reply.error}</Field.ErrorText> : null}
      </Field.Root>
      <HStack>
        <Button size="xs" colorPalette="brand" onClick={() => void send()} loading={reply.loading}>
          Send reply
        </Button>
        <Button size="xs" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}

function Composer({ courseId, objectiveId, onSent }: { courseId: string; objectiveId: string; onSent: () => void }) {
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState('');
  const upload = useUpload('PROJECT_FILE', {
    target: { projectObjective: { courseId, objectiveId } },
  });
  const enterSends = useEnterSends();
  const message = useThreadPost(ProjectMessageSendDocument, 'projectMessageSend', 'Your message could not be sent. Please try again.', checkProjectMessage(text));
  const id = useId();
  const uploading = upload.state.status === 'uploading';

  const send = async () => {
    if (uploading || message.loading) return;
    const sent = await message.post({
      courseId,
      objectiveId,
      text,
      fileName: fileName || null,
    });
    if (!sent) return;
    // Sent: the box empties only now, so a failed send keeps what was typed.
    setText('');
    setFileName('');
    upload.reset();
    onSent();
  };

  return (
    <Stack
      as="form"
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
      aria-label="Send a message"
    >
      <Field.Root invalid={Boolean(message.error)}>
        <Field.Label htmlFor={id}>Message</Field.Label>
        <Textarea
          id={id}
          rows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={sendsOnEnter(enterSends, () => void send())}
          enterKeyHint={enterSends ? 'send' : 'enter'}
          placeholder={enterSends ? 'Write to your instructors (Enter sends, Shift+Enter for a new line)' : 'Write to your instructors'}
        />
        {message.error ? <Field.ErrorText>{message.error}</Field.ErrorText> : null}
      </Field.Root>
      <FileUploadField label="Attach a file (pdf, jpg, jpeg, png; up to 50 MB)" kind="PROJECT_FILE" upload={upload} value={fileName} onChange={setFileName} optional removable compact />
      <Button type="submit" alignSelf="flex-start" colorPalette="brand" loading={message.loading} disabled={uploading}>
        <FiSend aria-hidden /> Send
      </Button>
    </Stack>
  );
}
