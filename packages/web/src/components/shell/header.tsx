import { Button, Flex, IconButton, Spacer } from '@chakra-ui/react';
import { FiMenu, FiPlayCircle } from 'react-icons/fi';
import { Link, useLocation } from 'react-router-dom';
import { LEARNER_PATHS } from '../../app/paths';
import { useViewer } from '../../lib/session';
import { Brand } from '../brand';
import { AccountMenuSlot } from './account-menu-slot';
import { NotificationBell } from './notification-bell';

/**
 * The logged-in header of spec part 1, section 2: notification bell, the user name,
 * a dropdown with Profile, Complaints and Sign-out, and a Quick tour button on the
 * dashboard only.
 */
export function Header({ onToggleSidebar, sidebarOpen }: { onToggleSidebar: () => void; sidebarOpen: boolean }) {
  const viewer = useViewer();
  const { pathname } = useLocation();

  return (
    <Flex as="header" align="center" gap={{ base: '1', md: '3' }} px={{ base: '2', md: '4' }} h="16" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <IconButton aria-label={sidebarOpen ? 'Hide the menu' : 'Show the menu'} aria-expanded={sidebarOpen} variant="ghost" onClick={onToggleSidebar}>
        <FiMenu />
      </IconButton>
      <Link to={LEARNER_PATHS.dashboard} aria-label="Dashboard — Demo Online University">
        <Brand compact />
      </Link>
      <Spacer />
      {pathname === LEARNER_PATHS.dashboard ? (
        <Button asChild size="sm" variant="outline" colorPalette="brand" hideBelow="sm">
          <Link to={LEARNER_PATHS.quickTour}>
            <FiPlayCircle aria-hidden /> Quick tour
          </Link>
        </Button>
      ) : null}
      {pathname === LEARNER_PATHS.dashboard ? (
        <IconButton asChild size="sm" variant="outline" colorPalette="brand" hideFrom="sm" aria-label="Quick tour">
          <Link to={LEARNER_PATHS.quickTour}>
            <FiPlayCircle />
          </Link>
        </IconButton>
      ) : null}
      {/* ---- notifications (issue 20) ---- */}
      <NotificationBell />
      <AccountMenuSlot name={viewer.name} />
    </Flex>
  );
}
