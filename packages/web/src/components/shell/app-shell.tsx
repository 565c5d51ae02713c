import { lazy, Suspense, useRef, useState } from 'react';
import { Box, Flex, SkipNavContent, SkipNavLink, useBreakpointValue } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { useFocusHeadingOnRouteChange } from '../page-title';
import { LoadingState } from '../states';
import { Header } from './header';
import { SidebarNav } from './sidebar-nav';
import { drawnFirstRender } from '../../lib/drawn-page';

// The drawer (below 992 px) is an interaction, not the first screen: its code (Chakra's
// dialog machine, focus trap) comes when it is first opened (issue 7, section 5).
const SidebarDrawer = lazy(() => import('./sidebar-drawer'));

/**
 * The layout of every learner route (spec part 1, section 2): header, sidebar and
 * the screen. From 992 px the sidebar sits beside the screen and the toggle narrows
 * it to icons; below that it lives in a drawer the toggle opens.
 */
export function AppShell() {
  // In the browser the first render already knows the width, except on a page the gateway
  // drew (lib/drawn-page.ts): that one draws the toggle as for a narrow screen, as the
  // drawing did, then the real one (the layout itself is CSS, right at every width).
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: drawnFirstRender }) ?? false;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnRouteChange(main);

  const toggle = () => {
    if (wide) return setCollapsed((c) => !c);
    setDrawerMounted(true);
    setDrawerOpen((o) => !o);
  };

  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <SkipNavLink>Skip to content</SkipNavLink>
      <Header onToggleSidebar={toggle} sidebarOpen={wide ? !collapsed : drawerOpen} />
      <Flex flex="1" align="stretch">
        <Box hideBelow="lg" flexShrink={0} w={collapsed ? '16' : '60'} borderRightWidth="1px" bg="bg" p="2" transition="width 0.2s">
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
      {drawerMounted ? (
        <Suspense fallback={null}>
          <SidebarDrawer open={drawerOpen && !wide} onOpenChange={setDrawerOpen} />
        </Suspense>
      ) : null}
    </Flex>
  );
}
