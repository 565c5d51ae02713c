import { Suspense, useRef } from 'react';
import { Flex, SkipNavContent, SkipNavLink, Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { useFocusHeadingOnRouteChange } from '../../components/page-title';
import { LoadingState } from '../../components/states';
import { usePrefetchAuthDialogsOnIntent } from '../../app/use-prefetch-auth-dialogs';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/**
 * The frame of every public route (spec part 3, section 2.1): the header with its
 * Programs menu, the page, and the footer. The catalogue behind the Programs menu is
 * the header's to ask (public-header.tsx).
 */
export default function PublicLayout() {
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnRouteChange(main);
  usePrefetchAuthDialogsOnIntent();

  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink>Skip to content</SkipNavLink>
      <PublicHeader />
      <Box ref={main} as="main" flex="1">
        <SkipNavContent />
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </Box>
      <PublicFooter />
    </Flex>
  );
}
