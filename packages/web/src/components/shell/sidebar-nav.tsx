import type { IconType } from 'react-icons';
import { FiAward, FiBarChart2, FiBookOpen, FiCalendar, FiClipboard, FiEdit3, FiFileText, FiGrid, FiVolume2 } from 'react-icons/fi';
import { Box, Icon, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { LEARNER_PATHS } from '../../app/paths';

type NavEntry = { label: string; to: string; icon: IconType; activeOn: (path: string) => boolean };

const startsWithAny = (prefixes: string[]) => (path: string) => prefixes.some((p) => path === p || path.startsWith(`${p}/`));

/**
 * The sidebar of spec part 1, section 2: Dashboard, My Programs, Calendar,
 * Announcements, Semester End Exam, Certificates; and, after My Programs, the two
 * admissions screens the older client reached only by typed URL (issue 7, section 4):
 * My Application and Apply for a program. The older client stored the
 * active entry (sideactive); here it follows the current path, so reloads and
 * back/forward agree with it.
 */
const NAV_ENTRIES: NavEntry[] = [
  { label: 'Dashboard', to: LEARNER_PATHS.dashboard, icon: FiGrid, activeOn: startsWithAny([LEARNER_PATHS.dashboard, LEARNER_PATHS.quickTour]) },
  {
    label: 'My Programs',
    to: LEARNER_PATHS.myPrograms,
    icon: FiBookOpen,
    activeOn: (path) => path === LEARNER_PATHS.home || startsWithAny([LEARNER_PATHS.myPrograms, LEARNER_PATHS.programCourses, LEARNER_PATHS.course, LEARNER_PATHS.coursePlayer])(path),
  },
  { label: 'My Application', to: LEARNER_PATHS.myApplication, icon: FiFileText, activeOn: (path) => path === LEARNER_PATHS.myApplication },
  {
    label: 'Apply for a program',
    to: LEARNER_PATHS.applyProgram,
    icon: FiEdit3,
    // The wizard and the paper form are steps of applying.
    activeOn: startsWithAny([LEARNER_PATHS.applyProgram, LEARNER_PATHS.applicationForm, LEARNER_PATHS.partnerApplicationForm]),
  },
  { label: 'Calendar', to: LEARNER_PATHS.calendar, icon: FiCalendar, activeOn: startsWithAny([LEARNER_PATHS.calendar]) },
  { label: 'Announcements', to: LEARNER_PATHS.announcements, icon: FiVolume2, activeOn: startsWithAny([LEARNER_PATHS.announcements]) },
  // spec part 3, section 2.13: the side-menu key /tests is titled Semester End Exam.
  { label: 'Semester End Exam', to: LEARNER_PATHS.tests, icon: FiClipboard, activeOn: startsWithAny([LEARNER_PATHS.tests, LEARNER_PATHS.testResult]) },
  { label: 'Certificates', to: LEARNER_PATHS.certificates, icon: FiAward, activeOn: startsWithAny([LEARNER_PATHS.certificates]) },
  // ---- reports and analytics (issue 20): the route map's /reportsAndAnalytics (spec part 3, section 2.1), no longer reached by typed URL only ----
  { label: 'Reports and analytics', to: LEARNER_PATHS.reportsAndAnalytics, icon: FiBarChart2, activeOn: startsWithAny([LEARNER_PATHS.reportsAndAnalytics]) },
];

export function SidebarNav({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Box as="nav" aria-label="Main">
      <Stack as="ul" gap="1" listStyleType="none" p="0" m="0">
        {NAV_ENTRIES.map((entry) => {
          const active = entry.activeOn(pathname);
          return (
            <Box as="li" key={entry.to}>
              <ChakraLink
                asChild
                display="flex"
                alignItems="center"
                gap="3"
                px="3"
                py="2.5"
                borderRadius="md"
                fontWeight={active ? 'semibold' : 'medium'}
                color={active ? 'brand.contrast' : 'fg.muted'}
                bg={active ? 'brand.solid' : 'transparent'}
                _hover={{ bg: active ? 'brand.solid' : 'brand.subtle', color: active ? 'brand.contrast' : 'brand.fg', textDecoration: 'none' }}
                justifyContent={collapsed ? 'center' : 'flex-start'}
                title={collapsed ? entry.label : undefined}
              >
                <Link to={entry.to} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
                  <Icon as={entry.icon} boxSize="5" aria-hidden />
                  {collapsed ? <Text srOnly>{entry.label}</Text> : <Text as="span">{entry.label}</Text>}
                </Link>
              </ChakraLink>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
