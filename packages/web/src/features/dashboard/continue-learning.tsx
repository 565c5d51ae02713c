import { Box, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { coursePath } from '../../app/paths';
import { CoverImage } from '../../components/cover-image';
import { ProgressBar } from '../../components/progress-bar';

export type CourseInProgress = {
  program: { programId: string; batchId: string; title: string };
  course: { id: string; title: string; imageUrl: string; progressPercent: number };
};

/**
 * The course to go back to: the first course, in the order the programs and their
 * courses come, that is started and not finished (docs/decisions/092). The dashboard
 * has no "last opened" date to go by; a course the learner is half-way through is
 * the best guess at where they left off.
 */
export function courseInProgress(programs: { program: CourseInProgress['program']; courses: CourseInProgress['course'][] }[]): CourseInProgress | null {
  for (const { program, courses } of programs) {
    const course = courses.find((c) => c.progressPercent > 0 && c.progressPercent < 100);
    if (course) return { program, course };
  }
  return null;
}

/** "Continue where you left off": what the dashboard leads with (issue 7, section 4). */
export function ContinueLearning({ program, course }: CourseInProgress) {
  return (
    <Card.Root as="section" aria-labelledby="continue-heading" variant="elevated" overflow="hidden">
      <Flex direction={{ base: 'column', sm: 'row' }}>
        {/* On phones the picture would push the events off the first screen. */}
        <Box w="56" flexShrink={0} hideBelow="sm">
          <CoverImage src={course.imageUrl} />
        </Box>
        <Card.Body gap="3">
          <Heading as="h2" size="md" id="continue-heading">
            Continue where you left off
          </Heading>
          <Stack gap="0.5">
            <Text fontWeight="semibold" fontSize="lg" lineHeight="short">
              {course.title}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {program.title}
            </Text>
          </Stack>
          <ProgressBar value={course.progressPercent} label={`Progress in ${course.title}`} />
          <Box>
            {/* A long course title wraps rather than running out of a phone's screen. */}
            <Button asChild colorPalette="brand" whiteSpace="normal" h="auto" minH="10" py="2" textAlign="start">
              <Link to={coursePath(course.id)}>
                Continue {course.title}
              </Link>
            </Button>
          </Box>
        </Card.Body>
      </Flex>
    </Card.Root>
  );
}
