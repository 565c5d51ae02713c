import { describe, expect, it, vi } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalSystem } from '../app/theme';
import { DrawerFrame } from './drawer-frame';

const show = (ui: React.ReactElement) => render(<ChakraProvider value={portalSystem()}>{ui}</ChakraProvider>);

describe('the drawer frame', () => {
  it('is named by its title, shows its body, and its named close button closes it', async () => {
    const onOpenChange = vi.fn();
    show(
      <DrawerFrame open onOpenChange={onOpenChange} placement="end" title="Menu" closeLabel="Close the site menu">
        <nav aria-label="Site">links</nav>
      </DrawerFrame>,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveTextContent('links');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close the site menu' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('Escape closes it too; closed, it shows nothing', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = show(
      <DrawerFrame open onOpenChange={onOpenChange} placement="start" title="Portal" closeLabel="Close the menu" bodyPx="2">
        <p>sidebar</p>
      </DrawerFrame>,
    );
    await screen.findByRole('dialog', { name: 'Portal' });
    await userEvent.setup().keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    rerender(
      <ChakraProvider value={portalSystem()}>
        <DrawerFrame open={false} onOpenChange={onOpenChange} placement="start" title="Portal" closeLabel="Close the menu">
          <p>sidebar</p>
        </DrawerFrame>
      </ChakraProvider>,
    );
    await vi.waitFor(() => expect(screen.queryByText('sidebar')).toBeNull());
  });
});
