import { Box, Button, Portal, Text } from '@chakra-ui/react';
import { Menu } from '../later-components';
import { FiLogOut, FiMessageSquare, FiUser } from 'react-icons/fi';
import { Link, useNavigate } from 'react-router-dom';
import { LEARNER_PATHS } from '../../app/paths';
import { FOCUS_HEADING_ON_ARRIVAL } from '../../lib/focus';
import { useViewer } from '../../lib/session';
import { useOpenOnArrival, type Arrival } from '../../lib/use-open-on-arrival';
import { useSessionSignOutMutation } from '../../lib/use-session-sign-out-mutation';
import { AccountTriggerContent } from './account-trigger';

/**
 * The header's account dropdown (spec part 1, section 2): Profile, Complaints and
 * Sign-out. Chakra's menu (its state machine and positioning) are a
 * chunk of their own, fetched on the first hover, focus or press of the trigger
 * (header.tsx), not with the dashboard's first screen (issue 7, section 5).
 */
export default function AccountMenu({ arrival }: { arrival: Arrival }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const { signOut, loading } = useSessionSignOutMutation();
  const menu = useOpenOnArrival(arrival);

  async function onSignOut() {
    if (await signOut()) navigate(LEARNER_PATHS.home, { replace: true });
  }

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} open={menu.open} onOpenChange={(e) => menu.setOpen(e.open)}>
      <Menu.Trigger asChild>
        <Button ref={menu.triggerRef} variant="ghost" px="2">
          <AccountTriggerContent name={viewer.name} />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52" onKeyDown={menu.onContentKeyDown}>
            <Box px="3" py="2" hideFrom="md">
              <Text fontWeight="semibold">{viewer.name}</Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {viewer.email}
              </Text>
            </Box>
            <Menu.Item value="profile" asChild>
              <Link to={LEARNER_PATHS.profile} state={FOCUS_HEADING_ON_ARRIVAL}>
                <FiUser aria-hidden /> Profile
              </Link>
            </Menu.Item>
            <Menu.Item value="complaints" asChild>
              <Link to={LEARNER_PATHS.complaints} state={FOCUS_HEADING_ON_ARRIVAL}>
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
  );
}
