import { Suspense, useState, type ComponentType } from 'react';
import { Badge, Box, Button, Card, Flex, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { FiCalendar, FiClock, FiMessageSquare } from 'react-icons/fi';
import { Link, useNavigate } from 'react-router-dom';
import { formatProgramDate } from '@portal/domain';
import { programCoursesPath, programInfoPath } from '../../app/paths';
import { CoverImage } from '../../components/cover-image';
import { ProgressBar } from '../../components/progress-bar';
import { type FragmentType, getFragmentData, graphql } from '../../gql';

export const ProgramCard_program = graphql(`
  fragment ProgramCard_program on EnrolledProgram {
    id
    programId
    title
    imageUrl
    duration
    startsAt
    endsAt
    progressPercent
    candidateNumber
    offersFeedback
  }
`);

/**
 * The Overall Program Feedback modal (issue 19): the feedback area's, its own chunk, loaded when a
 * card opens it; handed in by the route layer (app/routes/my-programs-screen.tsx).
 */
export type ProgramFeedbackDialogType = ComponentType<{ programId: string; programTitle: string; onClose: () => void }>;

/** The program-info tabs a card links to (spec part 1, section 2). */
const INFO_LINKS = [
  { label: 'Program info', tab: 0 },
  { label: 'Syllabus', tab: 4 },
  { label: 'Announcements', tab: 5 },
  { label: 'Academic schedule', tab: 6 },
] as const;

/** Start and end as DD MMM YYYY; a value the card cannot read says so rather than "Invalid Date". */
function programDate(value: string | null | undefined): string {
  if (!value) return 'to be announced';
  const text = formatProgramDate(value);
  return text === 'Invalid Date' ? 'to be announced' : text;
}

/**
 * One program on My Programs (spec part 1, section 2): image, title, duration, start
 * and end dates, progress, candidate number and the program-info links. The image
 * and title open the program's courses; the address names the enrolment (decision 123).
 */
export function ProgramCard({ program: ref, FeedbackDialog }: { program: FragmentType<typeof ProgramCard_program>; FeedbackDialog: ProgramFeedbackDialogType }) {
  const program = getFragmentData(ProgramCard_program, ref);
  const navigate = useNavigate();
  const titleId = `program-${program.id}-title`;
  const [feedbackOpen, setFeedbackOpen] = useState(false);

  const open = () => {
    navigate(programCoursesPath(program.id));
  };

  return (
    <Card.Root as="article" aria-labelledby={titleId} overflow="hidden" variant="elevated" h="100%">
      <Box as="button" onClick={open} tabIndex={-1} aria-hidden cursor="pointer" display="block" w="100%">
        <CoverImage src={program.imageUrl} />
      </Box>
      <Card.Body gap="3">
        <Heading as="h2" size="md" id={titleId}>
          <ChakraLink asChild color="fg" _hover={{ color: 'brand.fg' }}>
            <Link to={programCoursesPath(program.id)}>{program.title}</Link>
          </ChakraLink>
        </Heading>
        <Stack gap="1" fontSize="sm" color="fg.muted">
          <HStack gap="2">
            <FiClock aria-hidden />
            <Text>Duration: {program.duration}</Text>
          </HStack>
          <HStack gap="2" align="flex-start">
            <Box pt="0.5">
              <FiCalendar aria-hidden />
            </Box>
            <Text>
              Starts {programDate(program.startsAt)} · Ends {programDate(program.endsAt)}
            </Text>
          </HStack>
        </Stack>
        {program.candidateNumber ? (
          <Box>
            <Badge colorPalette="brand" variant="subtle">
              Candidate no. {program.candidateNumber}
            </Badge>
          </Box>
        ) : null}
        <ProgressBar value={program.progressPercent} label={`Progress in ${program.title}`} />
      </Card.Body>
      <Card.Footer borderTopWidth="1px" pt="3" flexDirection="column" alignItems="flex-start">
        <Flex as="nav" aria-label={`${program.title}: program information`} wrap="wrap" columnGap="4" rowGap="1" fontSize="sm">
          {INFO_LINKS.map((l) => (
            <ChakraLink key={l.tab} asChild color="brand.fg" fontWeight="medium">
              <Link to={programInfoPath(program.id, l.tab)}>{l.label}</Link>
            </ChakraLink>
          ))}
        </Flex>
        {/* Overall Program Feedback (spec part 1, section 2; issue 19); none in the special programs (part 2, section 6; issue 31). */}
        {program.offersFeedback ? (
          <Button variant="outline" size="sm" colorPalette="brand" mt="2" onClick={() => setFeedbackOpen(true)} aria-haspopup="dialog">
            <FiMessageSquare aria-hidden /> Overall Program Feedback
          </Button>
        ) : null}
        {feedbackOpen ? (
          <Suspense fallback={null}>
            <FeedbackDialog programId={program.id} programTitle={program.title} onClose={() => setFeedbackOpen(false)} />
          </Suspense>
        ) : null}
      </Card.Footer>
    </Card.Root>
  );
}
