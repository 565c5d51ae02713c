import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useLoadOnFirstUse } from '../../lib/use-load-on-first-use';
import { AccountTriggerContent } from './account-trigger';

const loadAccountMenu = () => import('./account-menu');
type AccountMenuModule = Awaited<ReturnType<typeof loadAccountMenu>>;

/**
 * The account menu's trigger, first as a look-alike stand-in: the menu's code (Chakra's
 * menu machine and positioning, about 50 KiB gzip with the overlays it shares) comes on
 * the first hover, focus or press, not with the first screen (issue 7, section 5). A
 * press opens the menu once it is there; focus moves to the real trigger. The menu
 * replaces the stand-in in the commit that follows the code's arrival, with no suspended
 * render between them, and a press is state: one that lands while the code is arriving
 * (a hover started it, the press came a moment later) still opens the menu, and so does one
 * whose pointer went down on the stand-in and came up on the menu's real trigger.
 */
export function AccountMenuSlot({
  name,
  loadMenu = loadAccountMenu,
}: {
  name: string;
  /** Fetches the menu's code; a test holds it back to land a press while it arrives. */
  loadMenu?: () => Promise<AccountMenuModule>;
}) {
  const [loaded, setLoaded] = useState<{ module: AccountMenuModule; focus: boolean } | null>(null);
  const [pressed, setPressed] = useState(false);
  const warm = useLoadOnFirstUse(loadMenu, (module) => {
    const focus = (document.activeElement as HTMLElement | null)?.dataset.menuPlaceholder === 'account';
    setLoaded({ module, focus });
  });
  const press = () => {
    setPressed(true);
    warm();
  };
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
        // A press counts from its pointer's going down: if the code arrives before the pointer
        // comes up, the swap takes the stand-in away and its click never comes.
        onPointerDown={(event) => {
          if (event.button === 0) press();
        }}
        onClick={press}
      >
        <AccountTriggerContent name={name} />
      </Button>
    );
  }
  const AccountMenu = loaded.module.default;
  return <AccountMenu arrival={{ open: pressed, focus: loaded.focus || pressed }} />;
}
