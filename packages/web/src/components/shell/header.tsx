import { useState } from 'react';
import { Button, Flex, IconButton, Spacer } from '@chakra-ui/react';
import { FiMenu, FiPlayCircle } from 'react-icons/fi';
import { Link, useLocation } from 'react-router-dom';
import { LEARNER_PATHS } from '../../app/paths';
import { useLoadOnFirstUse } from '../../lib/use-load-on-first-use';
import { useViewer } from '../../lib/session';
import { Brand } from '../brand';
import { AccountTriggerContent } from './account-trigger';
import { NotificationBell } from './notification-bell';

const loadAccountMenu = () => import('./account-menu');
type AccountMenuModule = Awaited<ReturnType<typeof loadAccountMenu>>;

/**
 * The account menu's trigger, first as a look-alike stand-in: the menu's code (Chakra's
 * menu machine and positioning, about 50 KiB gzip with the overlays it shares) comes on
 * the first hover, focus or press, not with the first screen (issue 7, section 5). A
 * press opens the menu once it is there; focus moves to the real trigger. The menu
 * replaces the stand-in in the commit that follows the code's arrival, with no suspended
 * render between them, and a press is state: one that lands while the code is arriving
 * (a hover started it, the press came a moment later) still opens the menu.
 */
function AccountMenuSlot({ name }: { name: string }) {
  const [loaded, setLoaded] = useState<{ module: AccountMenuModule; focus: boolean } | null>(null);
  const [pressed, setPressed] = useState(false);
  const warm = useLoadOnFirstUse(loadAccountMenu, (module) => {
    const focus = (document.activeElement as HTMLElement | null)?.dataset.menuPlaceholder === 'account';
    setLoaded({ module, focus });
  });
  if (!loaded) {
    return (
      <Button
        variant="ghost"
        px="2"
        data-menu-placeholder="account"
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setPressed(true);
          warm();
        }}
      >
        <AccountTriggerContent name={name} />
      </Button>
    );
  }
  const AccountMenu = loaded.module.default;
  return <AccountMenu arrival={{ open: pressed, focus: loaded.focus || pressed }} />;
}

/**
 * The logged-in header of spec part 1, section 2: notification bell, the user name,
 * a dropdown with Profile, Complaints and Sign-out, and a Quick tour button on the
 * dashboard only.
 */
export function Header({ onToggleSidebar, sidebarOpen }: { onToggleSidebar: () => void; sidebarOpen: boolean }) {
  const viewer = useViewer();
  const { pathname } = useLocation();

  return (
    <Flex
      as="header"
      align="center"
      gap={{ base: '1', md: '3' }}
      px={{ base: '2', md: '4' }}
      h="16"
      borderBottomWidth="1px"
      bg="bg"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <IconButton
        aria-label={sidebarOpen ? 'Hide the menu' : 'Show the menu'}
        aria-expanded={sidebarOpen}
        variant="ghost"
        onClick={onToggleSidebar}
      >
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
