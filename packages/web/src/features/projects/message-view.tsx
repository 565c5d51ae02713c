import { useState } from 'react';
import { Badge, Box, Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { FiDownload, FiEye } from 'react-icons/fi';
import { PROJECT_MESSAGE_STATUS_LABEL } from '@portal/domain';
import type { PreviewItem } from '../../components/media-preview-dialog';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { useDates } from '../../lib/time-zone';
import { ReplyBox } from './reply-box';

/** What a message of a thread shows: the message as listed everywhere, its author, its file's address and its replies. */
export const MessageView_message = graphql(`
  fragment MessageView_message on ProjectMessage {
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
`);

const STATUS_PALETTE = {
  IN_PROGRESS: 'gray',
  APPROVED: 'green',
  REJECTED: 'red',
} as const;

/** One message of the thread, with its status, its file's preview and download, its replies and Reply. */
export function MessageView({
  courseId,
  objectiveId,
  open,
  message: ref,
  onPreview,
  onChanged,
}: {
  courseId: string;
  objectiveId: string;
  /** the objective is open: its messages take replies */
  open: boolean;
  message: FragmentType<typeof MessageView_message>;
  onPreview: (item: PreviewItem) => void;
  onChanged: () => void;
}) {
  const m = getFragmentData(MessageView_message, ref);
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
      {open ? (
        replying ? (
          <ReplyBox
            courseId={courseId}
            objectiveId={objectiveId}
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
