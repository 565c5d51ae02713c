import { useCallback, useEffect, useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { FiTrash2 } from 'react-icons/fi';
import { LEARNER_PATHS } from '../../../app/paths';
import { Moment } from '../../../components/dates/when';
import { usePageTitle } from '../../../components/page-title';
import { ScreenHeading } from '../../../components/screen-heading';
import { EmptyView, LoadingState } from '../../../components/states';
import { queuedActions } from '../../../offline/queue';
import { removeSavedCourse, savedCourses, type QueuedAction, type SavedCourse } from '../../../offline/store';
import { formatBytes, spaceLine } from './sizes';

type Listing = { courses: SavedCourse[]; queued: QueuedAction[]; space: { usage: number; quota: number } | null };

const courseBytes = (course: SavedCourse) => course.files.filter((f) => f.saved).reduce((sum, f) => sum + f.bytes, 0);

async function list(): Promise<Listing> {
  const [courses, queued, estimate] = await Promise.all([savedCourses(), queuedActions(), navigator.storage?.estimate?.().catch(() => null) ?? null]);
  return {
    courses: courses.sort((a, b) => b.savedAt - a.savedAt),
    queued,
    space: estimate?.quota ? { usage: estimate.usage ?? 0, quota: estimate.quota } : null,
  };
}

/**
 * Downloads (issue 34; docs/decisions/331): what this learner saved for offline on this device,
 * with sizes, the space left, and Remove; and what they did offline that waits for the
 * connection. Opens offline too: everything it shows is on the device.
 */
export default function DownloadsPage() {
  usePageTitle('Downloads');
  const [listing, setListing] = useState<Listing | null>(null);
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(() => {
    list()
      .then(setListing)
      .catch(() => setFailed(true));
  }, []);
  useEffect(refresh, [refresh]);

  const remove = async (courseId: string) => {
    await removeSavedCourse(courseId);
    refresh();
  };

  return (
    <Stack gap="5">
      <ScreenHeading title="Downloads" lead="Courses saved on this device, to learn without a connection." />
      {failed ? (
        <EmptyView title="This browser cannot save courses for offline" description="Private windows and some browsers do not keep data on the device." />
      ) : !listing ? (
        <LoadingState />
      ) : (
        <>
          {listing.space ? (
            <Text color="fg.muted" fontSize="sm">
              {spaceLine(
                listing.space,
                listing.courses.reduce((sum, course) => sum + courseBytes(course), 0),
              )}
            </Text>
          ) : null}
          {listing.courses.length === 0 ? (
            <EmptyView title="Nothing saved yet" description='Open a course and press "Save for offline".' link={{ to: LEARNER_PATHS.dashboard, label: 'Go to the dashboard' }} />
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" aria-label="Saved courses">
              {listing.courses.map((course) => (
                <Box as="li" key={course.courseId} borderWidth="1px" borderRadius="md" p="4">
                  <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
                    <Stack gap="1">
                      <RouterLink to={`${LEARNER_PATHS.course}?course=${encodeURIComponent(course.courseId)}`} style={{ fontWeight: 600, textDecoration: 'underline' }}>
                        {course.title}
                      </RouterLink>
                      {course.programTitle ? (
                        <Text fontSize="sm" color="fg.muted">
                          {course.programTitle}
                        </Text>
                      ) : null}
                      <Text fontSize="sm">
                        {formatBytes(courseBytes(course))} · {course.objectIds.length} {course.objectIds.length === 1 ? 'unit' : 'units'} · saved <Moment as="span" at={course.savedAt} />
                        {course.complete ? '' : ' · not finished: open the course and press Resume saving'}
                      </Text>
                    </Stack>
                    <Button size="sm" variant="outline" colorPalette="red" onClick={() => void remove(course.courseId)} aria-label={`Remove ${course.title}`}>
                      <FiTrash2 aria-hidden /> Remove
                    </Button>
                  </HStack>
                </Box>
              ))}
            </Stack>
          )}
          {listing.queued.length ? (
            <Stack gap="2">
              <Text fontWeight="semibold">Waiting for the connection</Text>
              <Stack as="ol" gap="1" ps="5" aria-label="Waiting for the connection">
                {listing.queued.map((action) => (
                  <Text as="li" key={action.id} fontSize="sm">
                    {action.label}
                  </Text>
                ))}
              </Stack>
            </Stack>
          ) : null}
        </>
      )}
    </Stack>
  );
}
