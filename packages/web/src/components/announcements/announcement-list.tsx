import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Badge, Button, Card, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { FiDownload, FiExternalLink, FiPlayCircle } from 'react-icons/fi';
import { formatAnnouncementDate, LIST_PAGE_SIZE, MESSAGES } from '@portal/domain';
import { useTimeZone } from '../../lib/time-zone';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { AnnouncementKind } from '../../gql/graphql';
import { DialogFrame } from '../dialog-frame';
import { ProgramHtml } from '../program/program-overview';
import { LoadMore } from '../load-more';
import { EmptyView } from '../states';
import { AnnouncementPlayer, PLAYED_KINDS } from './announcement-player';

const AnnouncementEntry_announcement = graphql(`
  fragment AnnouncementEntry_announcement on ProgramAnnouncement {
    id
    kind
    title
    descriptionHtml
    postedAt
    linkText
    linkUrl
    contentUrl
    fileName
  }
`);

/** What each kind is called on its badge, and what its button says. */
const KIND_WORDS: Record<AnnouncementKind, { label: string; open?: string }> = {
  TEXT: { label: 'Text' },
  FILE: { label: 'File' },
  WEB: { label: 'Web link' },
  VIDEO: { label: 'Video', open: 'Watch video' },
  AUDIO: { label: 'Audio', open: 'Listen' },
  IMAGE: { label: 'Image', open: 'View image' },
  PDF: { label: 'PDF', open: 'Read PDF' },
  HTML: { label: 'Page', open: 'Open page' },
  INTERACTIVITY: { label: 'Interactivity', open: 'Open interactivity' },
  VIMEO: { label: 'Vimeo video', open: 'Watch video' },
  YOUTUBE: { label: 'YouTube video', open: 'Watch video' },
};

type HeadingLevel = 'h2' | 'h3';

/**
 * A program's announcements a page at a time (docs/decisions/311): the Announcements screen and
 * the program-info tab read `EnrolledProgram.announcementsConnection`, so the next page asked
 * here lands in the same list of the cache (lib/paged-list.ts), whichever screen shows it.
 */
export const AnnouncementList_page = graphql(`
  fragment AnnouncementList_page on ProgramAnnouncementConnection {
    nodes {
      id
      ...AnnouncementEntry_announcement
    }
    pageInfo {
      ...LoadMore_pageInfo @unmask
    }
    totalCount
  }
`);

const ProgramAnnouncementsPageDocument = graphql(`
  query ProgramAnnouncementsPage($programId: ID!, $first: Int!, $after: String) {
    viewer {
      id
      enrolledProgram(id: $programId) {
        id
        announcementsConnection(first: $first, after: $after) {
          ...AnnouncementList_page
        }
      }
    }
  }
`);

const announcementDomId = (id: string) => `announcement-item-${id}`;

/**
 * Announcements, newest first, dated DD/MM/YYYY (spec part 3, sections 2.11, 3.8 and 9):
 * the one list of the Announcements screen and of the program-info Announcements tab
 * (issue 20: both read the same data the same way), with "Load more" under a page.
 * 'No Announcements' when empty.
 */
export function AnnouncementList({ programId, page: ref, headingLevel = 'h2' }: { programId: string; page: FragmentType<typeof AnnouncementList_page>; headingLevel?: HeadingLevel }) {
  const page = getFragmentData(AnnouncementList_page, ref);
  const client = useApolloClient();
  if (page.nodes.length === 0) return <EmptyView inline title={MESSAGES.noAnnouncements} />;
  const loadMore = async () => {
    const result = await client.query({ query: ProgramAnnouncementsPageDocument, variables: { programId, first: LIST_PAGE_SIZE, after: page.pageInfo.endCursor }, fetchPolicy: 'network-only' });
    if (result.error) throw result.error;
  };
  return (
    <Stack gap="4">
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="4">
        {page.nodes.map((node) => (
          <AnnouncementEntry key={node.id} announcement={node} headingLevel={headingLevel} />
        ))}
      </Stack>
      <LoadMore items={page.nodes} total={page.totalCount} hasMore={page.pageInfo.hasNextPage} loadMore={loadMore} noun={{ one: 'announcement', many: 'announcements' }} domIdOf={announcementDomId} />
    </Stack>
  );
}

/**
 * One announcement: its date, kind, title and text, and what it offers by kind: a button
 * that opens its content in a dialog with the course units' players, a download, or a link.
 */
function AnnouncementEntry({ announcement: ref, headingLevel = 'h2' }: { announcement: FragmentType<typeof AnnouncementEntry_announcement>; headingLevel?: HeadingLevel }) {
  const a = getFragmentData(AnnouncementEntry_announcement, ref);
  const [open, setOpen] = useState(false);
  const words = KIND_WORDS[a.kind];
  const { timeZone } = useTimeZone();
  // spec part 3, section 9: DD/MM/YYYY; the day is the learner's (docs/decisions/275).
  const date = formatAnnouncementDate(a.postedAt, timeZone);
  const titleId = `announcement-${a.id}`;
  return (
    <Card.Root as="li" variant="outline" aria-labelledby={titleId} id={announcementDomId(a.id)} tabIndex={-1}>
      <Card.Body gap="2">
        <Flex gap="2" align="center" wrap="wrap">
          <Text as="time" {...{ dateTime: a.postedAt }} fontSize="sm" color="fg.muted">
            {date}
          </Text>
          <Badge variant="subtle" colorPalette="gray">
            {words.label}
          </Badge>
        </Flex>
        <Heading as={headingLevel} size="md" id={titleId}>
          {a.title}
        </Heading>
        <ProgramHtml html={a.descriptionHtml} />
        {words.open && PLAYED_KINDS.has(a.kind) ? (
          <Button alignSelf="flex-start" colorPalette="brand" variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={`${words.open}: ${a.title}`}>
            <FiPlayCircle aria-hidden /> {words.open}
          </Button>
        ) : null}
        {a.kind === 'FILE' && a.contentUrl ? (
          <ChakraLink href={a.contentUrl} download={a.fileName ?? true} color="brand.fg" fontWeight="medium" alignSelf="flex-start">
            <FiDownload aria-hidden /> Download {a.fileName ?? 'the file'}
          </ChakraLink>
        ) : null}
        {a.linkUrl ? (
          <ChakraLink href={a.linkUrl} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="medium" alignSelf="flex-start">
            {a.linkText || a.linkUrl} <FiExternalLink aria-hidden />
            <Text as="span" srOnly>
              (opens in a new tab)
            </Text>
          </ChakraLink>
        ) : null}
      </Card.Body>
      {open ? (
        <DialogFrame
          onClose={() => setOpen(false)}
          size="wide"
          scrollInside
          title={a.title}
          subtitle={
            <Text as="time" {...{ dateTime: a.postedAt }} fontSize="sm" color="fg.muted">
              {date}
            </Text>
          }
        >
          <AnnouncementPlayer announcement={a} />
        </DialogFrame>
      ) : null}
    </Card.Root>
  );
}
