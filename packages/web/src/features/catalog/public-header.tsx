import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Button, Flex, HStack, IconButton, Image, Spacer } from '@chakra-ui/react';
import { FiChevronDown, FiMenu, FiPlayCircle } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { PUBLIC_PATHS } from '../../app/paths';
import scholarshipLogoUrl from '../../assets/scholarship-logo.svg';
import { Brand } from '../../components/brand';
import { useAuthDialog } from '../../lib/auth-dialog';
import type { CatalogState } from './catalog-fragment';
import type { HeaderMenuName } from './site-links';
import { useScholarshipVariant } from './use-scholarship-variant';

// Menus and the drawer are interactions, not first paint: their code waits until it is
// wanted, so the landing page's first load stays within budget (docs/decisions/021-web-structure.md).
const loadHeaderMenus = () => import('./header-menus');
const HeaderMenus = lazy(loadHeaderMenus);
const MobileSiteMenu = lazy(() => import('./mobile-site-menu'));

/** Look-alike triggers shown until the menus' code has arrived; using one loads it and opens that menu. */
function MenuTriggerPlaceholders({ onWant }: { onWant: (menu: HeaderMenuName | null) => void }) {
  return (
    <>
      {(['about', 'programs'] as const).map((menu) => (
        <Button
          key={menu}
          variant="ghost"
          size="sm"
          aria-haspopup="menu"
          aria-expanded={false}
          onPointerEnter={() => onWant(null)}
          onFocus={() => onWant(null)}
          onClick={() => onWant(menu)}
        >
          {menu === 'about' ? 'About' : 'Programs'} <FiChevronDown aria-hidden />
        </Button>
      ))}
    </>
  );
}

/**
 * The public header of spec part 1, section 1: quick tour, About (the university;
 * online learning), Programs by level, Contact us and Login. The scholarship variant
 * adds the programme's logo. Below 768 px the links move into a drawer.
 */
export function PublicHeader({ catalog }: { catalog: CatalogState }) {
  const { open } = useAuthDialog();
  const { scholarship, loginRedirect } = useScholarshipVariant();
  const [menusWanted, setMenusWanted] = useState(false);
  const [openedMenu, setOpenedMenu] = useState<HeaderMenuName | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);

  // Fetch the menus' code once the page is idle, so it is there before most visitors reach for it.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => void loadHeaderMenus().catch(() => undefined));
    return () => cancel(id);
  }, []);

  const wantMenus = (menu: HeaderMenuName | null) => {
    if (menu) setOpenedMenu(menu);
    setMenusWanted(true);
  };
  const openDrawer = () => {
    setDrawerMounted(true);
    setDrawerOpen(true);
  };

  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Flex maxW="7xl" mx="auto" align="center" gap={{ base: '2', md: '3' }} px={{ base: '3', md: '6' }} h="16">
        <Link to={scholarship ? `${PUBLIC_PATHS.landing}?il=1` : PUBLIC_PATHS.landing} aria-label="Home — Demo Online University">
          <Brand compact={scholarship} />
        </Link>
        {scholarship ? (
          <Image src={scholarshipLogoUrl} alt="Partner-country scholarship programme" boxSize={{ base: '8', md: '9' }} />
        ) : null}
        <Spacer />
        <HStack as="nav" aria-label="Site" gap="1" hideBelow="md">
          <Button asChild variant="ghost" size="sm">
            <Link to={PUBLIC_PATHS.quickTourPreLogin}>
              <FiPlayCircle aria-hidden /> Quick tour
            </Link>
          </Button>
          {menusWanted ? (
            <Suspense fallback={<MenuTriggerPlaceholders onWant={wantMenus} />}>
              <HeaderMenus catalog={catalog} opened={openedMenu} />
            </Suspense>
          ) : (
            <MenuTriggerPlaceholders onWant={wantMenus} />
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
