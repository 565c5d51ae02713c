import { Button, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { List } from '../../components/later-components';
import { FiAward, FiBell, FiBookOpen, FiCalendar, FiLogOut, FiMessageSquare, FiUser } from 'react-icons/fi';
import { Link, useNavigate } from 'react-router-dom';
import { LEARNER_PATHS } from '../../app/paths';
import { ORGANISATION_NAME } from '../../components/brand';
import { useSessionSignOutMutation } from '../../lib/use-session-sign-out-mutation';
import { ContentPage } from './content-page';
import { InfoCards, PageSection } from './info-cards';

const OFFERS = [
  { icon: FiBookOpen, title: 'Learn', text: 'Courses with lessons, readings, videos, podcasts, quizzes and timed assessments, in the order your program sets.' },
  { icon: FiCalendar, title: 'Plan', text: 'The calendar shows classes, assessments and exams; add it to your own calendar app.' },
  { icon: FiMessageSquare, title: 'Ask', text: 'Discuss each course with instructors and classmates, and raise a complaint when something is wrong.' },
  { icon: FiBell, title: 'Stay informed', text: 'Announcements from your programs and notifications when something happens to you.' },
  { icon: FiAward, title: 'Show what you learned', text: 'Certificates you can preview, download and share, which anyone can verify.' },
  { icon: FiUser, title: 'Keep your record', text: 'Your profile, your documents and your applications, in one place.' },
];

/** The route map's pages to go on to (spec part 3, section 2.1: links to Home, LandingScreen and About). */
const LINKS = [
  { to: LEARNER_PATHS.home, label: 'Home: my programs' },
  { to: LEARNER_PATHS.landingScreen, label: 'Landing screen' },
  { to: LEARNER_PATHS.aboutUniversity, label: `About ${ORGANISATION_NAME}` },
  { to: LEARNER_PATHS.aboutOnlineLearning, label: 'About online learning' },
  { to: LEARNER_PATHS.quickTour, label: 'Quick tour' },
  { to: LEARNER_PATHS.contactUs, label: 'Contact us' },
];

/**
 * About (/about, spec part 3, section 2.1; docs/decisions/245). The older client's page was a
 * test page with a sign-out button and links to Home, LandingScreen and About; this keeps those
 * (and the university's own about pages) under a short account of what the portal is for.
 */
export default function AboutPortalPage() {
  const navigate = useNavigate();
  const { signOut, loading } = useSessionSignOutMutation();

  async function onSignOut() {
    if (await signOut()) navigate(LEARNER_PATHS.home, { replace: true });
  }

  return (
    <ContentPage title="About this portal" lead={`Everything you do as a learner of ${ORGANISATION_NAME}, from your first application to your last certificate, happens here.`}>
      <InfoCards items={OFFERS} />
      <PageSection id="about-portal-more" title="Where to go from here">
        <List.Root gap="2" ps="5">
          {LINKS.map((link) => (
            <List.Item key={link.to}>
              <ChakraLink asChild color="brand.fg" fontWeight="medium">
                <Link to={link.to}>{link.label}</Link>
              </ChakraLink>
            </List.Item>
          ))}
        </List.Root>
      </PageSection>
      <PageSection id="about-portal-leave" title="Leaving">
        <Text color="fg.muted" mb="3">
          On a shared computer, sign out when you are done: your session ends here and on the server.
        </Text>
        <HStack>
          <Button variant="outline" colorPalette="brand" loading={loading} onClick={() => void onSignOut()}>
            <FiLogOut aria-hidden /> Sign-out
          </Button>
        </HStack>
      </PageSection>
    </ContentPage>
  );
}
