import { describe, expect, it, vi } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { portalSystem } from '../../app/theme';
import { PageActions } from './info-cards';

describe('the ways on from a content page', () => {
  it('links where a way has an address, acts where it has an action, in the order given', async () => {
    const onLogin = vi.fn();
    render(
      <ChakraProvider value={portalSystem()}>
        <MemoryRouter>
          <PageActions
            actions={[
              { label: 'Login', onClick: onLogin },
              { to: '/onlineProgram', label: 'See the programs' },
              { to: '/quickTourPreLogin', label: 'Take the quick tour' },
            ]}
          />
        </MemoryRouter>
      </ChakraProvider>,
    );
    expect(screen.getByRole('link', { name: 'See the programs' })).toHaveAttribute('href', '/onlineProgram');
    expect(screen.getByRole('link', { name: 'Take the quick tour' })).toHaveAttribute('href', '/quickTourPreLogin');
    const login = screen.getByRole('button', { name: 'Login' });
    // In the order given: Login first, then the two links.
    expect(login.compareDocumentPosition(screen.getByRole('link', { name: 'See the programs' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.setup().click(login);
    expect(onLogin).toHaveBeenCalledTimes(1);
  });
});
