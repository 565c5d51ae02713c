import { Badge, Box, Heading, HStack, Stack } from '@chakra-ui/react';
import { Accordion } from '../../components/later-components';
import { useQuery } from '@apollo/client/react';
import { FiVolume2 } from 'react-icons/fi';
import { LIST_PAGE_SIZE, MESSAGES } from '@portal/domain';
import { AnnouncementList } from '../../components/announcements/announcement-list';
import { usePageTitle } from '../../components/page-title';
import { ScreenState } from '../../components/screen-state';
import { ScreenHeading } from '../../components/screen-heading';
import { CardSkeletons, EmptyView } from '../../components/states';
import { graphql } from '../../gql';

const AnnouncementsDocument = graphql(`
  query Announcements($first: Int!) {
    viewer {
      id
      announcements {
        enrolledProgram {
          id
          title
          announcementsConnection(first: $first) {
            totalCount
            ...AnnouncementList_page
          }
        }
      }
    }
  }
`);

type Group = {
  enrolledProgram: { id: string; title: string; announcementsConnection?: { totalCount: number } | null };
};

/** How many announcements a program has in all (its connection's total; 0 when they could not be read). */
const countOf = (g: Group) => g.enrolledProgram.announcementsConnection?.totalCount ?? 0;

/** No program has any: the page says so once, not once per program (docs/decisions/230). */
const noneAnywhere = (groups: readonly Group[]) => groups.every((g) => countOf(g) === 0);

/**
 * Announcements (spec part 3, section 2.11; issue 20): one accordion item per program of
 * the learner, with that program's announcements, newest first; each opens in a dialog
 * with the course units' players. 'No Announcements' when none of their programs has any.
 * Signed addresses last an hour, so the list is asked for on every visit.
 */
export default function AnnouncementsPage() {
  usePageTitle('Announcements');
  const query = useQuery(AnnouncementsDocument, {
    variables: { first: LIST_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
  const groups = query.data?.viewer?.announcements;
  return (
    <Stack gap="5">
      <ScreenHeading title="Announcements" lead="News from your programs: open an announcement to watch, listen or read it." />
      <ScreenState
        query={query}
        value={groups}
        loading={<CardSkeletons count={2} label="Loading your announcements" />}
        errorTitle="We could not load your announcements"
        isEmpty={noneAnywhere}
        empty={<EmptyView icon={<FiVolume2 />} title={MESSAGES.noAnnouncements} />}
      >
        {(groups) => (
          // The programs with announcements start open; one without says so inside its own item.
          <Accordion.Root
            multiple
            collapsible
            variant="enclosed"
            defaultValue={groups
              .filter((g) => countOf(g) > 0)
              .map((g) => g.enrolledProgram.id)
              .slice(0, 1)}
          >
            {groups.map(({ enrolledProgram }) => (
              <Accordion.Item key={enrolledProgram.id} value={enrolledProgram.id}>
                {/* The trigger is a button inside a heading, so the programs are navigable as headings. */}
                <Heading as="h2" size="md">
                  <Accordion.ItemTrigger textAlign="start" py="4" cursor="pointer">
                    <HStack flex="1" gap="3" wrap="wrap">
                      <Box>{enrolledProgram.title}</Box>
                      <Badge variant="subtle" colorPalette={countOf({ enrolledProgram }) ? 'brand' : 'gray'}>
                        {countOf({ enrolledProgram }) === 1 ? '1 announcement' : `${countOf({ enrolledProgram })} announcements`}
                      </Badge>
                    </HStack>
                    <Accordion.ItemIndicator />
                  </Accordion.ItemTrigger>
                </Heading>
                <Accordion.ItemContent>
                  <Accordion.ItemBody pb="5">
                    {enrolledProgram.announcementsConnection ? (
                      <AnnouncementList programId={enrolledProgram.id} page={enrolledProgram.announcementsConnection} headingLevel="h3" />
                    ) : (
                      <EmptyView inline title="We could not load this program’s announcements" />
                    )}
                  </Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        )}
      </ScreenState>
    </Stack>
  );
}
