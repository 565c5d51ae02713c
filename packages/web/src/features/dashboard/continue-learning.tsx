import { Box, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { coursePath } from '../../app/paths';
import { CoverImage } from '../../components/cover-image';
import { ProgressBar } from '../../components/progress-bar';
import { UpNext } from '../../components/up-next';
import { type FragmentType, getFragmentData, graphql } from '../../gql';

export const ContinueLearning_resume = graphql(`
  fragment ContinueLearning_resume on ContinueLearning {
    program {
      id
      title
    }
    course {
      id
      title
      imageUrl
      progressPercent
    }
    upNext {
      id
      title
      kind
      durationMinutes
      unit {
        id
        label
      }
    }
  }
`);

/**
 * "Continue where you left off": what the dashboard leads with (issue 7, section 4). The
 * course is the one the learner last made progress in, chosen by the gateway
 * (`Viewer.continueLearning`, docs/decisions/177), with what comes next in it.
 */
export function ContinueLearning({ resume: ref }: { resume: FragmentType<typeof ContinueLearning_resume> }) {
  const { program, course, upNext } = getFragmentData(ContinueLearning_resume, ref);
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
          {upNext ? <UpNext id="continue-up-next" object={upNext} unit={upNext.unit} /> : null}
          <Box>
            {/* A long course title wraps rather than running out of a phone's screen. */}
            <Button asChild colorPalette="brand" whiteSpace="normal" h="auto" minH="10" py="2" textAlign="start">
              {/* The course screen brings its player into view on arrival (issue 17, section 4). */}
              <Link to={coursePath(course.id)} state={{ continue: true }} aria-describedby={upNext ? 'continue-up-next' : undefined}>
                Continue {course.title}
              </Link>
            </Button>
          </Box>
        </Card.Body>
      </Flex>
    </Card.Root>
  );
}
