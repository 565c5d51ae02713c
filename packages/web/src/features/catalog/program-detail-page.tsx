import { type ReactNode, useEffect, useState } from 'react';
import { Box, Button, Flex, Grid, Heading, HStack, Icon, Link as ChakraLink, Skeleton, SkeletonText, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { Tabs } from '../../components/later-components';
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { IconType } from 'react-icons';
import { FiArrowLeft, FiAward, FiBookOpen, FiClock, FiMonitor } from 'react-icons/fi';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LEARNER_PATHS, programCoursesPath, PUBLIC_PATHS } from '../../app/paths';
import { CoverImage } from '../../components/cover-image';
import { PageContainer } from '../../components/page-container';
import { ScreenState } from '../../components/screen-state';
import { EmptyView } from '../../components/states';
import { graphql } from '../../gql';
import type { ProgramDetailQuery } from '../../gql/graphql';
import { chosenCatalogProgram, rememberCatalogProgram } from '../../lib/current-program';
import { useSession } from '../../lib/session';
import { ProgramCurriculum } from '../../components/program/program-curriculum';
import { ProgramFaqs } from './program-faqs';
import { ProgramInstructors } from './program-instructors';
import { ProgramOverview } from '../../components/program/program-overview';
import { ScholarshipApplyDialog } from './scholarship-apply-dialog';
import { usePageTitle } from '../../components/page-title';
import { drawnFirstRender } from '../../lib/drawn-page';

const ProgramDetailDocument = graphql(`
  query ProgramDetail($id: ID!) {
    viewer {
      id
    }
    program(id: $id) {
      id
      batchId
      name
      imageUrl
      duration
      format
      credits
      viewerEnrolled
      viewerEnrolment {
        id
      }
      viewerApplication {
        status
      }
      ...ProgramOverview_program
      ...ProgramInstructors_program
      ...ProgramCurriculum_program
      ...ProgramFaqs_program
    }
  }
`);

/**
 * Asks for the program at boot (app/router.tsx, preloadRoute), as soon as this screen's
 * code is here, beside the session question; on a page the gateway drew, the answer is
 * in the page (docs/decisions/168). The page then reads it instead of asking again.
 * @public read by app/router.tsx through a lazy import(), which knip does not follow.
 */
export function prefetchProgramDetail(client: ApolloClient, id: string): Promise<unknown> {
  askedAtBoot = id;
  return client.query({ query: ProgramDetailDocument, variables: { id } }).catch(() => undefined);
}

let askedAtBoot: string | null = null;

/**
 * The first mount after the boot asked for this program reads that answer; later visits
 * show the cache and refresh it. The boot's answer counts as read once a mount has
 * committed (the page's effect below), not when a render asked: a render React throws away and
 * starts again (a hydration that waited for something) asks again and must get the same.
 */
function programDetailFetchPolicy(id: string): 'cache-first' | 'cache-and-network' {
  return askedAtBoot === id ? 'cache-first' : 'cache-and-network';
}

type DetailProgram = NonNullable<ProgramDetailQuery['program']>;

/** The tabs of spec part 1, section 2, in its order: each draws its part of the program. */
const TABS: { value: string; label: string; Panel: (props: { program: DetailProgram }) => ReactNode }[] = [
  { value: 'overview', label: 'Overview', Panel: ProgramOverview },
  { value: 'instructors', label: 'Instructors', Panel: ProgramInstructors },
  { value: 'curriculum', label: 'Curriculum', Panel: ProgramCurriculum },
  { value: 'faqs', label: 'FAQs', Panel: ProgramFaqs },
];

function Fact({ icon, label, value }: { icon: IconType; label: string; value: string }) {
  return (
    // A dl may hold only dt/dd, or divs of them (WCAG 1.3.1): the icon sits inside the dt, drawn in the div's gutter.
    <Box position="relative" ps="8" minW="0">
      <Text as="dt" fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        <Icon as={icon} boxSize="5" color="brand.solid" position="absolute" left="0" top="0.5" aria-hidden />
        {label}
      </Text>
      <Text as="dd" m="0" fontWeight="semibold">
        {value || '—'}
      </Text>
    </Box>
  );
}

function ProgramDetailSkeleton() {
  return (
    <Box role="status" aria-live="polite" aria-label="Loading the program">
      <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap="6">
        <Stack gap="4">
          <Skeleton height="10" w="80%" />
          <SkeletonText noOfLines={3} gap="3" />
          <Skeleton height="10" w="32" />
        </Stack>
        <Skeleton height="52" borderRadius="lg" />
      </Grid>
    </Box>
  );
}

/**
 * The program detail page, /myProg/{pid}/{il} (spec part 1, section 2): back link,
 * header, duration, format, credits, Apply (or Continue Learning when enrolled), the
 * image, and tabs Overview, Instructors, Curriculum and FAQs. Visitors and learners
 * both reach it; the query's `viewer { id }` is the signed-in session check.
 */
export default function ProgramDetailPage() {
  const { pid = '', il } = useParams();
  const navigate = useNavigate();
  const { state } = useSession();
  const signedIn = state.status === 'signedIn';
  const [applying, setApplying] = useState(false);
  // The four tabs fit a 360 px screen only at the small size.
  // (A page the gateway drew first renders the small size, as the drawing did: lib/drawn-page.ts.)
  const tabSize = useBreakpointValue<'sm' | 'md'>({ base: 'sm', sm: 'md' }, { ssr: drawnFirstRender }) ?? 'md';
  const [fetchPolicy] = useState(() => programDetailFetchPolicy(pid));
  useEffect(() => {
    if (askedAtBoot === pid) askedAtBoot = null;
  }, [pid]);
  const query = useQuery(ProgramDetailDocument, {
    variables: { id: pid },
    fetchPolicy,
    skip: pid === '',
  });
  const program = query.data?.program;
  usePageTitle(program?.name ?? 'Program');

  // The Programs menu stores pid and bpid before coming here (spec part 1, section 4). A
  // page opened from a link or a bookmark stores them too, from the program itself, so
  // the application flows that read the stored choice act for the program on screen.
  useEffect(() => {
    if (!program) return;
    const stored = chosenCatalogProgram();
    if (stored?.programId !== program.id || stored.batchId !== program.batchId) {
      rememberCatalogProgram({ programId: program.id, batchId: program.batchId, title: program.name });
    }
  }, [program]);

  // spec part 1, section 2: the back link goes to /; from the scholarship variant (il = 1) back to it.
  const backTo = il === '1' && !signedIn ? `${PUBLIC_PATHS.landing}?il=1` : PUBLIC_PATHS.landing;

  const continueLearning = () => {
    if (!program) return;
    navigate(program.viewerEnrolment ? programCoursesPath(program.viewerEnrolment.id) : LEARNER_PATHS.myPrograms);
  };

  return (
    <PageContainer>
      <ChakraLink asChild color="brand.fg" fontWeight="medium" mb="4" display="inline-flex">
        <Link to={backTo}>
          <FiArrowLeft aria-hidden /> Back
        </Link>
      </ChakraLink>
      <ScreenState
        query={query}
        value={program}
        loading={<ProgramDetailSkeleton />}
        errorTitle="We could not load this program"
        missing={
          <EmptyView
            icon={<FiBookOpen />}
            title="We could not find this program"
            description="It may have been withdrawn. The programs open for enrolment are listed on the Online programs page."
            link={{ to: PUBLIC_PATHS.onlineProgram, label: 'See the programs' }}
          />
        }
      />
      {program ? (
        <>
          <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap={{ base: '5', md: '8' }} alignItems="center" mb={{ base: '6', md: '10' }}>
            <Stack gap="5">
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }} lineHeight="short">
                {program.name}
              </Heading>
              <Flex as="dl" m="0" gap={{ base: '4', md: '8' }} flexWrap="wrap">
                <Fact icon={FiClock} label="Duration" value={program.duration} />
                <Fact icon={FiMonitor} label="Format" value={program.format} />
                <Fact icon={FiAward} label="Credits" value={program.credits} />
              </Flex>
              <HStack gap="3" flexWrap="wrap">
                {program.viewerEnrolled ? (
                  <Button colorPalette="brand" size="lg" onClick={continueLearning}>
                    Continue Learning
                  </Button>
                ) : (
                  <Button colorPalette="brand" size="lg" onClick={() => setApplying(true)} aria-haspopup="dialog">
                    Apply
                  </Button>
                )}
              </HStack>
            </Stack>
            <Box borderRadius="lg" overflow="hidden" boxShadow="sm">
              <CoverImage src={program.imageUrl} />
            </Box>
          </Grid>
          <Tabs.Root defaultValue="overview" variant="line" colorPalette="brand" size={tabSize} lazyMount>
            <Box overflowX="auto" mx={{ base: '-1', md: '0' }} px={{ base: '1', md: '0' }}>
              <Tabs.List minW="max-content">
                {TABS.map(({ value, label }) => (
                  <Tabs.Trigger key={value} value={value}>
                    {label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </Box>
            {TABS.map(({ value, Panel }) => (
              <Tabs.Content key={value} value={value} pt="6">
                <Panel program={program} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
          {applying ? (
            <ScholarshipApplyDialog
              programId={program.id}
              programName={program.name}
              signedIn={signedIn ? { status: program.viewerApplication?.status ?? null } : undefined}
              onClose={() => setApplying(false)}
            />
          ) : null}
        </>
      ) : null}
    </PageContainer>
  );
}
