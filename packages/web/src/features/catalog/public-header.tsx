import { lazy, Suspense, useCallback, useState } from 'react';
import { Box, Button, Flex, HStack, IconButton, Image, Spacer } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FiChevronDown, FiMenu, FiPlayCircle } from './site-icons';
import { Link } from 'react-router-dom';
import { PUBLIC_PATHS } from '../../app/paths';
import scholarshipLogoUrl from '../../assets/scholarship-logo.svg';
import { Brand } from '../../components/brand';
import { graphql } from '../../gql';
import { useAuthDialog } from '../../lib/auth-dialog';
import { useLoadOnFirstUse } from '../../lib/use-load-on-first-use';
import type { CatalogState } from './catalog-fragment';
import type { HeaderMenuName } from './site-links';
import { useScholarshipVariant } from './use-scholarship-variant';

// Menus and the drawer are interactions, not first paint: their code waits until it is
// wanted, so the landing page's first load stays within budget (docs/decisions/021-web-structure.md).
const loadHeaderMenus = () => import('./header-menus');
const MobileSiteMenu = lazy(() => import('./mobile-site-menu'));
type HeaderMenusModule = Awaited<ReturnType<typeof loadHeaderMenus>>;

const PublicSiteDocument = graphql(`
  query PublicSite {
    programCatalog {
      ...ProgramsMenu_catalog
    }
  }
`);

/**
 * The catalogue behind the Programs menu (the public site's one query). The header asks
 * it, not the layout: its answer re-draws the header alone, where it re-drew the whole
 * frame (header and footer) in one long task on a phone (issue 7, section 5;
 * docs/decisions/169). It is still asked at boot, so the menu is ready when opened.
 */
function useCatalog(): CatalogState {
  const { data, error, refetch } = useQuery(PublicSiteDocument);
  if (data?.programCatalog) return { status: 'ready', catalog: data.programCatalog };
  return error ? { status: 'error', retry: () => void refetch() } : { status: 'loading' };
}

/**
 * Look-alike triggers shown until the menus' code has arrived. Hover or focus starts
 * the download; a press (from its pointer's going down, or a click) also asks for that
 * menu to open once it is there.
 */
function MenuTriggerPlaceholders({ onWarm, onOpen }: { onWarm: () => void; onOpen: (menu: HeaderMenuName) => void }) {
  return (
    <>
      {(['about', 'programs'] as const).map((menu) => (
        <Button
          key={menu}
          data-menu-placeholder={menu}
          variant="ghost"
          size="sm"
          aria-haspopup="menu"
          aria-expanded={false}
          onPointerEnter={onWarm}
          onFocus={onWarm}
          // From the pointer's going down: a swap before it comes up takes the placeholder, and its click, away.
          onPointerDown={(event) => {
            if (event.button === 0) onOpen(menu);
          }}
          onClick={() => onOpen(menu)}
        >
          {menu === 'about' ? 'About' : 'Programs'} <FiChevronDown aria-hidden />
        </Button>
      ))}
    </>
  );
}

/**
 * Loads the menus' code once, then swaps the placeholders for the real menus in one
 * commit. A placeholder that had keyboard focus hands it to its real trigger, and
 * one that was clicked opens its menu.
 */
function useHeaderMenus() {
  const [loaded, setLoaded] = useState<{ module: HeaderMenusModule; focus: HeaderMenuName | null } | null>(null);
  const [openOnArrival, setOpenOnArrival] = useState<HeaderMenuName | null>(null);
  // A failed download is retried by the next hover or click.
  const warm = useLoadOnFirstUse(loadHeaderMenus, (module) => {
    const focused = (document.activeElement as HTMLElement | null)?.dataset.menuPlaceholder;
    setLoaded({ module, focus: focused === 'about' || focused === 'programs' ? focused : null });
  });

  // Not fetched on idle: hover, focus or a click starts it (issue 7, section 5: an idle
  // download still counts against a phone's first visit).

  const open = useCallback(
    (menu: HeaderMenuName) => {
      setOpenOnArrival(menu);
      warm();
    },
    [warm],
  );
  return { loaded, openOnArrival, warm, open };
}

/**
 * The public header of spec part 1, section 1: quick tour, About (the university;
 * online learning), Programs by level, Contact us and Login. The scholarship variant
 * adds the programme's logo. Below 768 px the links move into a drawer.
 */
export function PublicHeader() {
  const { open } = useAuthDialog();
  const { scholarship, loginRedirect } = useScholarshipVariant();
  const menus = useHeaderMenus();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);
  const openDrawer = () => {
    setDrawerMounted(true);
    setDrawerOpen(true);
  };
  const catalog = useCatalog();

  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Flex maxW="7xl" mx="auto" align="center" gap={{ base: '2', md: '3' }} px={{ base: '3', md: '6' }} h="16">
        <Link to={scholarship ? `${PUBLIC_PATHS.landing}?il=1` : PUBLIC_PATHS.landing} aria-label="Home — Demo Online University">
          <Brand compact={scholarship} />
        </Link>
        {scholarship ? <Image src={scholarshipLogoUrl} alt="Partner-country scholarship programme" boxSize={{ base: '8', md: '9' }} /> : null}
        <Spacer />
        <HStack as="nav" aria-label="Site" gap="1" hideBelow="md">
          <Button asChild variant="ghost" size="sm">
            <Link to={PUBLIC_PATHS.quickTourPreLogin}>
              <FiPlayCircle aria-hidden /> Quick tour
            </Link>
          </Button>
          {menus.loaded ? (
            <menus.loaded.module.default catalog={catalog} openOnArrival={menus.openOnArrival} focusOnArrival={menus.loaded.focus} />
          ) : (
            <MenuTriggerPlaceholders onWarm={menus.warm} onOpen={menus.open} />
          )}
          <Button asChild variant="ghost" size="sm">
            <Link to={PUBLIC_PATHS.contactUs}>Contact us</Link>
          </Button>
        </HStack>
        <Button colorPalette="brand" size="sm" onClick={() => open({ kind: 'login', redirectTo: loginRedirect })}>
          Login
        </Button>
        <IconButton hideFrom="md" variant="ghost" aria-label="Open the site menu" aria-expanded={drawerOpen} onClick={openDrawer}>
          <FiMenu />
        </IconButton>
      </Flex>
      {drawerMounted ? (
        <Suspense fallback={null}>
          <MobileSiteMenu open={drawerOpen} onOpenChange={setDrawerOpen} catalog={catalog} />
        </Suspense>
      ) : null}
    </Box>
  );
}
