import { Box, Button, Heading, Separator, Stack } from '@chakra-ui/react';
import { FiPlayCircle } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { PUBLIC_PATHS } from '../../app/paths';
import { DrawerFrame } from '../../components/drawer-frame';
import type { CatalogState } from './catalog-fragment';
import { ProgramsList } from './programs-menu';
import { ABOUT_LINKS } from './site-links';

/** Below 768 px the header's links and menus live in this drawer; its code loads on first open. */
export default function MobileSiteMenu({ open, onOpenChange, catalog }: { open: boolean; onOpenChange: (open: boolean) => void; catalog: CatalogState }) {
  const close = () => onOpenChange(false);
  return (
    <DrawerFrame open={open} onOpenChange={onOpenChange} placement="end" title="Menu" closeLabel="Close the site menu">
      <Stack as="nav" aria-label="Site" gap="4">
        <Stack gap="1" align="flex-start">
          <Button asChild variant="ghost" size="sm" onClick={close}>
            <Link to={PUBLIC_PATHS.quickTourPreLogin}>
              <FiPlayCircle aria-hidden /> Quick tour
            </Link>
          </Button>
          <Button asChild variant="ghost" size="sm" onClick={close}>
            <Link to={PUBLIC_PATHS.contactUs}>Contact us</Link>
          </Button>
        </Stack>
        <Separator />
        <Box>
          <Heading as="h2" size="sm" mb="2">
            About
          </Heading>
          <Stack gap="1" align="flex-start">
            {ABOUT_LINKS.map((l) => (
              <Button key={l.to} asChild variant="ghost" size="sm" onClick={close}>
                <Link to={l.to}>{l.label}</Link>
              </Button>
            ))}
          </Stack>
        </Box>
        <Separator />
        <Box>
          <Heading as="h2" size="sm" mb="2">
            Programs
          </Heading>
          <ProgramsList state={catalog} onChoose={close} />
        </Box>
      </Stack>
    </DrawerFrame>
  );
}
