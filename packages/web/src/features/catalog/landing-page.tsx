import { useEffect } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';
import { FiAward, FiClock, FiGlobe, FiUsers } from './site-icons';
import { PUBLIC_PATHS } from '../../app/paths';
import { ORGANISATION_NAME } from '../../components/brand';
import { useAuthDialog } from '../../lib/auth-dialog';
import { BannerCarousel } from './banner-carousel';
import { InfoCards, type InfoItem, PageActions } from './info-cards';
import { ScholarshipSection } from './scholarship-section';
import { useScholarshipVariant } from './use-scholarship-variant';
import { usePageTitle } from '../../components/page-title';

const HIGHLIGHTS: InfoItem[] = [
  { icon: FiGlobe, title: 'Study anywhere', text: 'Every course, unit and assessment is online. All you need is a browser.' },
  { icon: FiClock, title: 'At your own pace', text: 'Recorded sessions and self-paced units fit around work and family.' },
  { icon: FiUsers, title: 'Taught by faculty', text: 'Discuss with instructors and classmates in every course.' },
  { icon: FiAward, title: 'Recognised awards', text: 'Certificates, diplomas and degrees from the university.' },
];

/**
 * The public landing page (spec part 1, section 1): the five-slide banner, the
 * scholarship text when il is 1, and the ways in: Login, Sign up and the quick tour.
 */
export default function LandingPage() {
  usePageTitle(null);
  const { scholarship, loginRedirect, returnTo } = useScholarshipVariant();
  const { open } = useAuthDialog();
  // A learner's page opened signed out (/?next=): Login opens at once and returns there (issue 31).
  useEffect(() => {
    if (returnTo) open({ kind: 'login', redirectTo: returnTo });
  }, [returnTo, open]);

  return (
    <>
      {/* The page's one h1 (WCAG 1.3.1, 2.4.6): not a slide's title, since four of the five slides are hidden at any time. */}
      <Heading as="h1" srOnly>
        {ORGANISATION_NAME}: online programs
      </Heading>
      <BannerCarousel />
      {scholarship ? <ScholarshipSection /> : null}
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
        <Heading as="h2" size={{ base: 'xl', md: '2xl' }} mb="2">
          Why learn with us
        </Heading>
        <Text color="fg.muted" mb="6">
          Choose a program from the Programs menu, or log in to continue where you left off.
        </Text>
        <InfoCards items={HIGHLIGHTS} columns={{ base: 1, sm: 2, lg: 4 }} />
        <PageActions
          mt="8"
          actions={[
            { label: 'Login', onClick: () => open({ kind: 'login', redirectTo: loginRedirect }) },
            { label: 'Sign up', onClick: () => open({ kind: 'signUp', redirectTo: loginRedirect }) },
            { to: PUBLIC_PATHS.quickTourPreLogin, label: 'Take the quick tour' },
          ]}
        />
      </Box>
    </>
  );
}
