import type { ReactNode } from 'react';
import { Card, Heading, Icon, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { IconType } from 'react-icons';
import { FiAward, FiBookOpen, FiCalendar, FiGrid, FiInfo, FiLayers } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { LEARNER_PATHS } from '../../app/paths';
import { ORGANISATION_NAME } from '../../components/brand';
import { usePageTitle } from '../../components/page-title';
import { ScreenState } from '../../components/screen-state';
import { ScreenHeading } from '../../components/screen-heading';
import { CardSkeletons } from '../../components/states';
import { graphql } from '../../gql';
import { useViewer } from '../../lib/session';
import { ContinueLearning } from './continue-learning';

const LandingScreenDocument = graphql(`
  query LandingScreen {
    viewer {
      id
      programs {
        id
        courses {
          id
        }
      }
      continueLearning {
        ...ContinueLearning_resume
      }
    }
  }
`);

type Way = { to: string; title: string; text: string; icon: IconType };

/** One way into the portal: the whole card is the link. */
function WayCard({ way, children }: { way: Way; children?: ReactNode }) {
  return (
    <LinkBox as="li" listStyleType="none">
      <Card.Root h="full" variant="outline" _hover={{ borderColor: 'brand.emphasized', shadow: 'sm' }} _focusWithin={{ borderColor: 'brand.emphasized' }}>
        <Card.Body gap="2">
          <Icon as={way.icon} boxSize="6" color="brand.solid" aria-hidden />
          <Heading as="h2" size="md">
            <LinkOverlay asChild>
              <Link to={way.to}>{way.title}</Link>
            </LinkOverlay>
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {children ?? way.text}
          </Text>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The landing screen of a signed-in learner (/LandingScreen, spec part 3, section 2.1;
 * docs/decisions/245): the public landing page invites a visitor to log in or sign up, which a
 * learner has done, so theirs welcomes them by name, offers to continue where they left off, and
 * lays out the ways into the portal with what each holds for them.
 */
export default function LandingScreenPage() {
  usePageTitle('Home');
  const viewer = useViewer();
  const query = useQuery(LandingScreenDocument, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const programs = query.data?.viewer?.programs;
  const courseCount = programs?.reduce((n, program) => n + program.courses.length, 0);
  const resume = query.data?.viewer?.continueLearning ?? null;

  const ways: (Way & { detail?: string })[] = [
    { to: LEARNER_PATHS.dashboard, title: 'Dashboard', text: 'Your courses and upcoming events at a glance.', icon: FiGrid },
    {
      to: LEARNER_PATHS.myPrograms,
      title: 'My Programs',
      text: 'The programs you are enrolled in, with your progress.',
      icon: FiBookOpen,
      detail: programs ? `You are enrolled in ${plural(programs.length, 'program', 'programs')}.` : undefined,
    },
    {
      to: LEARNER_PATHS.viewAll,
      title: 'All my courses',
      text: 'Every course you follow, on one page.',
      icon: FiLayers,
      detail: courseCount !== undefined ? `${plural(courseCount, 'course', 'courses')} across your programs.` : undefined,
    },
    { to: LEARNER_PATHS.allPrograms, title: 'All programs', text: 'The whole catalogue, by level, to read about and apply.', icon: FiBookOpen },
    { to: LEARNER_PATHS.calendar, title: 'Calendar', text: 'Classes, assessments and exams, month by month.', icon: FiCalendar },
    { to: LEARNER_PATHS.certificates, title: 'Certificates', text: 'Preview and download the certificates you have earned.', icon: FiAward },
    { to: LEARNER_PATHS.about, title: 'About this portal', text: `What ${ORGANISATION_NAME}'s portal offers, and where to find help.`, icon: FiInfo },
  ];

  return (
    <Stack gap="6">
      <ScreenHeading title={<>Welcome, {viewer.name}</>} lead={<>{ORGANISATION_NAME}: your learning, in one place.</>} />
      {/* The ways in never wait for the learner's figures: only "continue" and the counts do. */}
      <ScreenState query={query} value={query.data?.viewer ? true : null} loading={<CardSkeletons count={1} label="Loading where you left off" />} errorTitle="We could not load your progress" />
      {resume ? <ContinueLearning resume={resume} /> : null}
      <SimpleGrid as="ul" m="0" p="0" columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
        {ways.map((way) => (
          <WayCard key={way.to} way={way}>
            {way.detail ? `${way.text} ${way.detail}` : undefined}
          </WayCard>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
