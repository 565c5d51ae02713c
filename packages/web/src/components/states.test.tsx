import { describe, expect, it } from 'vitest';
import { Button, ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { portalSystem } from '../app/theme';
import { EmptyView } from './states';

const show = (ui: React.ReactElement) => render(<ChakraProvider value={portalSystem()}>{ui}</ChakraProvider>);

describe('the empty view', () => {
  it('a whole screen with nothing to show says so, with what to do next', () => {
    show(
      <EmptyView
        icon={<svg data-testid="icon" />}
        title="You are not enrolled in any program yet"
        description="Once you join a program, its courses appear here."
        action={<Button>Apply for a program</Button>}
      />,
    );
    expect(screen.getByText('You are not enrolled in any program yet')).toBeInTheDocument();
    expect(screen.getByText('Once you join a program, its courses appear here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply for a program' })).toBeInTheDocument();
    expect(screen.getByTestId('icon')).toBeInTheDocument();
  });

  it('its link is the main way on, as a button-styled link', () => {
    show(
      <MemoryRouter>
        <EmptyView title="This program is not open for application" link={{ to: '/applyProgram', label: 'Apply for a program' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Apply for a program' })).toHaveAttribute('href', '/applyProgram');
  });

  it('inline, it is one muted line in the flow of a section, and nothing more', () => {
    const { container } = show(<EmptyView inline icon={<svg data-testid="icon" />} title="No upcoming events" description="not shown" />);
    expect(screen.getByText('No upcoming events').tagName).toBe('P');
    expect(screen.queryByText('not shown')).toBeNull();
    expect(screen.queryByTestId('icon')).toBeNull();
    expect(container.textContent).toBe('No upcoming events');
  });
});
