import { Suspense, useRef, useState } from 'react';
import { Box, CloseButton, Drawer, Flex, Portal, SkipNavContent, SkipNavLink, useBreakpointValue } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { Brand } from '../brand';
import { useFocusHeadingOnRouteChange } from '../page-title';
import { LoadingState } from '../states';
import { Header } from './header';
import { SidebarNav } from './sidebar-nav';

/**
 * The layout of every learner route (spec part 1, section 2): header, sidebar and
 * the screen. From 992 px the sidebar sits beside the screen and the toggle narrows
 * it to icons; below that it lives in a drawer the toggle opens.
 */
export function AppShell() {
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnRouteChange(main);

  const toggle = () => (wide ? setCollapsed((c) => !c) : setDrawerOpen((o) => !o));

  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <SkipNavLink>Skip to content</SkipNavLink>
      <Header onToggleSidebar={toggle} sidebarOpen={wide ? !collapsed : drawerOpen} />
      <Flex flex="1" align="stretch">
        <Box
          hideBelow="lg"
          flexShrink={0}
          w={collapsed ? '16' : '60'}
          borderRightWidth="1px"
          bg="bg"
          p="2"
          transition="width 0.2s"
        >
          <Box position="sticky" top="18">
            <SidebarNav collapsed={collapsed} />
          </Box>
        </Box>
        <Box ref={main} as="main" flex="1" minW="0" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }}>
          <SkipNavContent />
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
      <Drawer.Root open={drawerOpen && !wide} onOpenChange={(e) => setDrawerOpen(e.open)} placement="start" size="xs">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>
                  <Brand />
                </Drawer.Title>
              </Drawer.Header>
              <Drawer.Body px="2">
                <SidebarNav onNavigate={() => setDrawerOpen(false)} />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close the menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Flex>
  );
}
