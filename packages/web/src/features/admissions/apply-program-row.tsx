import { useState } from 'react';
import { Badge, Box, Button, Card, Flex, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { FiClock, FiFileText } from 'react-icons/fi';
import { applyListActionLabel } from '@portal/domain';
import { Link, useNavigate } from 'react-router-dom';
import { applicationFormPath, LEARNER_PATHS, paperApplicationFormPath } from '../../app/paths';
import { CoverImage } from '../../components/cover-image';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { ApplicationStatus } from '../../gql/graphql';
import { toaster } from '../../lib/toaster';

export const ApplyProgramRow_program = graphql(`
  fragment ApplyProgramRow_program on ApplyProgram {
    id
    batchId
    name
    imageUrl
    duration
    status
    action
  }
`);

/** The paper form opens only for status 0 and 1 (spec part 3, section 4.1). */
function paperFormAllowed(status: ApplicationStatus | null | undefined): boolean {
  return status == null || status === 'NOT_STARTED' || status === 'DRAFT';
}

/** Not in the spec: Start failed without an answer; nothing changed, so it can be pressed again. */
/**
 * One program on the apply list with the action its status gives (spec part 3,
 * section 4.1): Apply, Continue Application and Edit Application open the wizard;
 * Under Review is shown, not pressed; Start enrols; Continue Learning opens the
 * program's courses. The gateway decides the action (etype not 1 starts directly).
 */
export function ApplyProgramRow({
  program: ref,
  onStart,
}: {
  program: FragmentType<typeof ApplyProgramRow_program>;
  onStart: (programId: string) => Promise<{ ok: true; title: string } | { ok: false; message: string }>;
}) {
  const program = getFragmentData(ApplyProgramRow_program, ref);
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const titleId = `apply-${program.id}-title`;

  const start = async () => {
    setStarting(true);
    try {
      const result = await onStart(program.id);
      if (result.ok) {
        toaster.create({ type: 'success', title: `You are enrolled in ${result.title}`, description: 'Your courses are in My Programs.', closable: true });
        // docs/decisions/052-start-goes-to-my-programs.md
        navigate(LEARNER_PATHS.myPrograms);
      } else {
        toaster.create({ type: 'error', title: result.message, closable: true });
      }
    } finally {
      setStarting(false);
    }
  };

  const continueLearning = () => {
    navigate(LEARNER_PATHS.programCourses);
  };

  // The button's words are the web's (spec part 3, 4.1); the contract gives the action.
  const label = applyListActionLabel(program.action);
  let action;
  switch (program.action) {
    case 'APPLY':
    case 'CONTINUE_APPLICATION':
    case 'EDIT_APPLICATION':
      action = (
        <Button asChild colorPalette="brand" size="sm">
          <Link to={applicationFormPath(program.id)} aria-describedby={titleId}>
            {label}
          </Link>
        </Button>
      );
      break;
    case 'UNDER_REVIEW':
      // spec part 3, section 4.1: shown, not actionable.
      action = (
        <Badge colorPalette="blue" variant="subtle" size="lg" px="3" py="1.5">
          {label}
        </Badge>
      );
      break;
    case 'START':
      action = (
        <Button colorPalette="brand" size="sm" loading={starting} loadingText="Starting…" onClick={() => void start()} aria-describedby={titleId}>
          {label}
        </Button>
      );
      break;
    case 'CONTINUE_LEARNING':
      action = (
        <Button colorPalette="brand" variant="outline" size="sm" onClick={continueLearning} aria-describedby={titleId}>
          {label}
        </Button>
      );
      break;
  }

  const showPaperForm = (program.action === 'APPLY' || program.action === 'CONTINUE_APPLICATION') && paperFormAllowed(program.status);

  return (
    <Card.Root as="li" variant="outline" overflow="hidden" aria-labelledby={titleId}>
      <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }}>
        <Box w={{ base: 'full', sm: '44', md: '52' }} flexShrink={0}>
          <CoverImage src={program.imageUrl} />
        </Box>
        <Flex flex="1" minW="0" p="4" gap="4" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'center' }}>
          <Stack gap="1" flex="1" minW="0">
            <Heading as="h3" size="md" id={titleId}>
              {program.name}
            </Heading>
            <HStack gap="2" color="fg.muted" fontSize="sm">
              <FiClock aria-hidden />
              <Text>Duration: {program.duration}</Text>
            </HStack>
          </Stack>
          <Stack gap="2" align={{ base: 'flex-start', md: 'flex-end' }} flexShrink={0}>
            {action}
            {showPaperForm ? (
              <ChakraLink asChild fontSize="sm" color="brand.fg">
                <Link to={paperApplicationFormPath(program.id)} aria-describedby={titleId}>
                  <FiFileText aria-hidden /> Paper application form
                </Link>
              </ChakraLink>
            ) : null}
          </Stack>
        </Flex>
      </Flex>
    </Card.Root>
  );
}
