import { Box, Card, Heading, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { coursePath } from '../app/paths';
import { CoverImage } from './cover-image';
import { ProgressBar } from './progress-bar';
import { type FragmentType, getFragmentData, graphql } from '../gql';

export const CourseCard_course = graphql(`
  fragment CourseCard_course on EnrolledCourse {
    id
    courseId
    title
    imageUrl
    durationWeeks
    progressPercent
  }
`);

/**
 * A course on the dashboard's carousels and the program courses page (spec part 2,
 * section 2; part 3, section 2.10): topic image, progress bar, title and duration in
 * weeks. Opening it goes to /course.
 */
export function CourseCard({
  course: ref,
  eager = false,
  rowOnPhones = false,
}: {
  course: FragmentType<typeof CourseCard_course>;
  /** On the first screen: its image is not lazy. */
  eager?: boolean;
  /** In a long list (/viewall): below 480 px a thumbnail beside the title, not a full-width picture per course. */
  rowOnPhones?: boolean;
}) {
  const course = getFragmentData(CourseCard_course, ref);
  return (
    <LinkBox as="article" h="100%">
      <Card.Root
        h="100%"
        overflow="hidden"
        variant="outline"
        _hover={{ shadow: 'md', borderColor: 'brand.emphasized' }}
        transition="box-shadow 0.15s"
        flexDirection={rowOnPhones ? { base: 'row', sm: 'column' } : undefined}
      >
        {rowOnPhones ? (
          <Box w={{ base: '24', sm: 'full' }} flexShrink={0}>
            <CoverImage src={course.imageUrl} eager={eager} ratio={{ base: 1, sm: 16 / 9 }} />
          </Box>
        ) : (
          <CoverImage src={course.imageUrl} eager={eager} />
        )}
        <Card.Body gap="2" p={rowOnPhones ? { base: '3', sm: '4' } : '4'} minW="0">
          <ProgressBar value={course.progressPercent} label={`Progress in ${course.title}`} size="xs" />
          <Heading as="h3" size="sm" lineClamp={2}>
            <LinkOverlay asChild>
              <Link to={coursePath(course.id)}>{course.title}</Link>
            </LinkOverlay>
          </Heading>
          <Text fontSize="sm" color="fg.muted" mt="auto">
            {course.durationWeeks} {course.durationWeeks === 1 ? 'week' : 'weeks'}
          </Text>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
