import { Avatar, Box, Button, Flex, HStack, IconButton, Menu, Portal, Spacer, Text } from '@chakra-ui/react';
import { FiBell, FiChevronDown, FiLogOut, FiMenu, FiMessageSquare, FiPlayCircle, FiUser } from 'react-icons/fi';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LEARNER_PATHS } from '../../app/paths';
import { useViewer } from '../../lib/session';
import { useSessionSignOutMutation } from '../../lib/use-session-sign-out-mutation';
import { Brand } from '../brand';

/**
 * The logged-in header of spec part 1, section 2: notification bell, the user name,
 * a dropdown with Profile, Complaints and Sign-out, and a Quick tour button on the
 * dashboard only.
 */
export function Header({ onToggleSidebar, sidebarOpen }: { onToggleSidebar: () => void; sidebarOpen: boolean }) {
  const viewer = useViewer();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { signOut, loading } = useSessionSignOutMutation();

  async function onSignOut() {
    if (await signOut()) navigate(LEARNER_PATHS.home, { replace: true });
  }

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
      <IconButton asChild variant="ghost" aria-label="Notifications">
        <Link to={LEARNER_PATHS.notifications}>
          <FiBell />
        </Link>
      </IconButton>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          {/* Named by its content, not aria-label: what is seen (the name from 768 px, the
              initials below) must be part of what is heard (WCAG 2.5.3, label in name). */}
          <Button variant="ghost" px="2">
            <HStack gap="2">
              <Avatar.Root size="xs" colorPalette="brand" aria-hidden>
                <Avatar.Fallback name={viewer.name} />
              </Avatar.Root>
              <Text as="span" srOnly>
                Account menu for {viewer.name}
              </Text>
              <Text hideBelow="md" maxW="40" truncate aria-hidden>
                {viewer.name}
              </Text>
              <FiChevronDown aria-hidden />
            </HStack>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="52">
              <Box px="3" py="2" hideFrom="md">
                <Text fontWeight="semibold">{viewer.name}</Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {viewer.email}
                </Text>
              </Box>
              <Menu.Item value="profile" asChild>
                <Link to={LEARNER_PATHS.profile}>
                  <FiUser aria-hidden /> Profile
                </Link>
              </Menu.Item>
              <Menu.Item value="complaints" asChild>
                <Link to={LEARNER_PATHS.complaints}>
                  <FiMessageSquare aria-hidden /> Complaints
                </Link>
              </Menu.Item>
              <Menu.Separator />
              <Menu.Item value="sign-out" disabled={loading} onSelect={() => void onSignOut()}>
                <FiLogOut aria-hidden /> Sign-out
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Flex>
  );
}
