import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Accordion } from '../../../components/later-components';
import { useQuery } from '@apollo/client/react';
import { FiHeadphones } from 'react-icons/fi';
import { LEARNING_MEDIA_MESSAGES } from '@portal/domain';
import { ScreenState } from '../../../components/screen-state';
import { EmptyView, LoadingState } from '../../../components/states';
import { graphql } from '../../../gql';
import { PodcastAudioPlayer } from './podcast-audio-player';

const CoursePodcastsDocument = graphql(`
  query CoursePodcasts($courseId: ID!) {
    coursePodcasts(courseId: $courseId) {
      id
      title
      durationMinutes
      podcasts {
        id
        title
        enabled
        unavailableMessage
        audioUrl
      }
    }
  }
`);

/**
 * The Podcast tab (spec part 2, section 2): an accordion by unit, each with its title and
 * duration in Minutes; a podcast plays in the portal's audio player, one the course screen
 * would not open says why in its words (a disabled one 'Disabled by admin'); no podcasts at
 * all says 'No Data'.
 */
function PodcastTab({ courseId }: { courseId: string }) {
  const query = useQuery(CoursePodcastsDocument, { variables: { courseId }, fetchPolicy: 'cache-and-network' });
  return (
    <ScreenState
      query={query}
      value={query.data?.coursePodcasts}
      loading={<LoadingState label="Loading the podcasts" />}
      errorTitle="We could not load the podcasts"
      empty={<EmptyView icon={<FiHeadphones />} title={LEARNING_MEDIA_MESSAGES.noData} />}
    >
      {(units) => (
        <Accordion.Root multiple defaultValue={units.slice(0, 1).map((u) => u.id)} variant="enclosed">
          {units.map((unit) => (
            <Accordion.Item key={unit.id} value={unit.id}>
              <Accordion.ItemTrigger>
                <HStack flex="1" justify="space-between" gap="3">
                  <Text fontWeight="semibold" textAlign="start">
                    {unit.title}
                  </Text>
                  <Badge variant="subtle">{unit.durationMinutes} Minutes</Badge>
                </HStack>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>
                  <Stack gap="4">
                    {unit.podcasts.map((podcast) => (
                      <Box key={podcast.id}>
                        <Text fontWeight="medium" mb="2">
                          {podcast.title}
                        </Text>
                        {podcast.audioUrl && !podcast.unavailableMessage ? (
                          <PodcastAudioPlayer src={podcast.audioUrl} title={podcast.title} />
                        ) : (
                          // The course screen's rule, in its words (docs/decisions/173): 'Disabled by admin' for a disabled podcast.
                          <Text color="fg.muted" fontSize="sm">
                            {podcast.unavailableMessage ?? LEARNING_MEDIA_MESSAGES.podcastDisabled}
                          </Text>
                        )}
                      </Box>
                    ))}
                  </Stack>
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      )}
    </ScreenState>
  );
}

export default PodcastTab;
