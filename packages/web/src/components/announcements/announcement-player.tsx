import { lazy, Suspense } from 'react';
import { Box, Image, Text } from '@chakra-ui/react';
import type { AnnouncementKind } from '../../gql/graphql';
import { LoadingState } from '../states';
import type { PlayableContent } from '../players/playable-content';

// The course units' own players (issue 20: "the same players as course units"), each its own chunk,
// loaded when an announcement of its kind opens.
const MediaPlayer = lazy(() => import('../players/media-player'));
const PdfPlayer = lazy(() => import('../players/pdf-player'));
const HtmlPlayer = lazy(() => import('../players/html-player'));
const EmbedPlayer = lazy(() => import('../players/embed-player'));

/** The kinds that open in the dialog's player (FILE downloads, WEB is a link, TEXT is all there). */
export const PLAYED_KINDS: ReadonlySet<AnnouncementKind> = new Set<AnnouncementKind>(['VIDEO', 'AUDIO', 'IMAGE', 'PDF', 'HTML', 'INTERACTIVITY', 'VIMEO', 'YOUTUBE']);

export type PlayedAnnouncement = {
  id: string;
  title: string;
  kind: AnnouncementKind;
  contentUrl?: string | null;
};

/**
 * An announcement's content in the player a course unit of the same kind uses: video and
 * audio with the browser's controls, the PDF viewer, an HTML page or an interactivity in
 * the sandboxed frame on course content's own origin (docs/decisions/170), Vimeo and
 * YouTube through their privacy-enhanced players; an image as an image.
 */
export function AnnouncementPlayer({ announcement }: { announcement: PlayedAnnouncement }) {
  const { kind, contentUrl, title } = announcement;
  if (!contentUrl) return <Text color="fg.muted">This announcement’s content is not available just now.</Text>;
  // Its own key for the position kept in this browser: never a learning object's.
  const content: PlayableContent = {
    id: `announcement-${announcement.id}`,
    title,
    kind,
    contentUrl,
    captions: [],
  };
  if (kind === 'IMAGE') return <Image src={contentUrl} alt={title} maxH="70vh" mx="auto" />;
  return (
    <Suspense fallback={<LoadingState label="Loading the player…" />}>
      {kind === 'VIDEO' || kind === 'AUDIO' ? <MediaPlayer content={content} /> : null}
      {kind === 'PDF' ? (
        // The viewer fills what it is given, and its page scrolls under its controls.
        <Box h={{ base: 'calc(100dvh - 12rem)', md: 'calc(100dvh - 20rem)' }} minH="16rem">
          <PdfPlayer content={content} />
        </Box>
      ) : null}
      {kind === 'HTML' || kind === 'INTERACTIVITY' ? <HtmlPlayer content={content} /> : null}
      {kind === 'VIMEO' || kind === 'YOUTUBE' ? <EmbedPlayer content={content} /> : null}
    </Suspense>
  );
}
