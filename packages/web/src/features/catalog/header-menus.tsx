import { Menu } from '../../components/later-components';
import { useNavigate } from 'react-router-dom';
import type { CatalogState } from './catalog-fragment';
import { HeaderDropdown } from './header-dropdown';
import { ProgramsMenu } from './programs-menu';
import { ABOUT_LINKS, type HeaderMenuName } from './site-links';

/**
 * The About and Programs dropdowns. Their code (Chakra's menu, its positioning) is a
 * chunk of its own that loads when the browser is idle or on the first hover, focus
 * or click of a trigger; the `...OnArrival` props carry over what the visitor was doing.
 */
export default function HeaderMenus({ catalog, openOnArrival, focusOnArrival }: { catalog: CatalogState; openOnArrival: HeaderMenuName | null; focusOnArrival: HeaderMenuName | null }) {
  const navigate = useNavigate();
  return (
    <>
      <HeaderDropdown label="About" arrival={{ open: openOnArrival === 'about', focus: focusOnArrival === 'about' }} onSelect={(to) => navigate(to)}>
        {ABOUT_LINKS.map((l) => (
          <Menu.Item key={l.to} value={l.to}>
            {l.label}
          </Menu.Item>
        ))}
      </HeaderDropdown>
      <ProgramsMenu state={catalog} arrival={{ open: openOnArrival === 'programs', focus: focusOnArrival === 'programs' }} />
    </>
  );
}
