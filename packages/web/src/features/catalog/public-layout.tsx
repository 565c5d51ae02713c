import { Suspense, useRef } from 'react';
import { Flex, SkipNavContent, SkipNavLink, Box } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Outlet } from 'react-router-dom';
import { useFocusHeadingOnRouteChange } from '../../components/page-title';
import { LoadingState } from '../../components/states';
import { graphql } from '../../gql';
import { usePrefetchAuthDialogsOnIntent } from '../../app/use-prefetch-auth-dialogs';
import type { CatalogState } from './catalog-fragment';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

const PublicSiteDocument = graphql(`
  query PublicSite {
    programCatalog {
      ...ProgramsMenu_catalog
    }
  }
`);

/**
 * The frame of every public route (spec part 3, section 2.1): the header with its
 * Programs menu, the page, and the footer. Its query is the public site's one query:
 * the catalogue behind the Programs menu.
 */
export default function PublicLayout() {
  const { data, error, refetch } = useQuery(PublicSiteDocument);
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnRouteChange(main);
  usePrefetchAuthDialogsOnIntent();
  const catalog: CatalogState = data?.programCatalog
    ? { status: 'ready', catalog: data.programCatalog }
    : error
      ? { status: 'error', retry: () => void refetch() }
      : { status: 'loading' };

  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink>Skip to content</SkipNavLink>
      <PublicHeader catalog={catalog} />
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
