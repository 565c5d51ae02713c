import { describe, expect, it, vi } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalSystem } from '../app/theme';
import { CONNECTION_LOST_MESSAGE, SERVER_FAILED_MESSAGE, SERVER_INVALID_MESSAGE, SERVER_SLOW_MESSAGE, ScreenState, loadFailureMessage } from './screen-state';
import { ErrorView } from './states';

type Query = { error?: unknown; loading: boolean; refetch: () => unknown };

function show(query: Query, value: string[] | null | undefined) {
  return render(
    <ChakraProvider value={portalSystem()}>
      <ScreenState
        query={query}
        value={value}
        loading={<p role="status">Loading your things</p>}
        errorTitle="We could not load your things"
        empty={<p>Nothing here yet</p>}
        missing={<p>No such thing</p>}
      >
        {(things) => (
          <ul>
            {things.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        )}
      </ScreenState>
    </ChakraProvider>,
  );
}

const graphQLError = (code: string) => new CombinedGraphQLErrors({ data: null, errors: [{ message: 'down', path: ['viewer', 'things'], extensions: { code } }] });

describe('the screen-state wrapper', () => {
  it('shows the skeleton while the first answer is on its way', () => {
    show({ loading: true, refetch: vi.fn() }, undefined);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your things');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the content once there is a value, even while a refresh is loading', () => {
    show({ loading: true, refetch: vi.fn() }, ['Algebra', 'Biology']);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Algebra', 'Biology']);
    expect(screen.queryByText('Loading your things')).not.toBeInTheDocument();
  });

  it('shows the empty state for an empty list, and what to say when the answer has no such thing', () => {
    const { unmount } = show({ loading: false, refetch: vi.fn() }, []);
    expect(screen.getByText('Nothing here yet')).toBeVisible();
    unmount();
    show({ loading: false, refetch: vi.fn() }, null);
    expect(screen.getByText('No such thing')).toBeVisible();
  });

  it('says the server failed, not the connection, when the portal answered with an upstream error, and tries again', async () => {
    const refetch = vi.fn();
    show({ loading: false, error: graphQLError('UPSTREAM_UNAVAILABLE'), refetch }, null);
    expect(screen.getByText('We could not load your things')).toBeVisible();
    expect(screen.getByText(SERVER_FAILED_MESSAGE)).toBeVisible();
    expect(screen.queryByText(CONNECTION_LOST_MESSAGE)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('tells each kind of failure in its own words', () => {
    expect(loadFailureMessage(graphQLError('UPSTREAM_UNAVAILABLE'))).toBe(SERVER_FAILED_MESSAGE);
    expect(loadFailureMessage(graphQLError('INTERNAL_SERVER_ERROR'))).toBe(SERVER_FAILED_MESSAGE);
    expect(loadFailureMessage(graphQLError('UPSTREAM_TIMEOUT'))).toBe(SERVER_SLOW_MESSAGE);
    expect(loadFailureMessage(new ServerError('bad gateway', { response: new Response('', { status: 502 }), bodyText: '' }))).toBe(SERVER_FAILED_MESSAGE);
    expect(loadFailureMessage(new TypeError('Failed to fetch'))).toBe(CONNECTION_LOST_MESSAGE);
    expect(loadFailureMessage(graphQLError('UPSTREAM_INVALID'))).toBe(SERVER_INVALID_MESSAGE);
  });

  it('says the university’s system answered something unreadable on UPSTREAM_INVALID, not the generic failure', () => {
    show({ loading: false, error: graphQLError('UPSTREAM_INVALID'), refetch: vi.fn() }, null);
    expect(screen.getByText("The portal is reachable, but the university's system answered with something we could not read. Please try again later.")).toBeVisible();
    expect(screen.queryByText(SERVER_FAILED_MESSAGE)).not.toBeInTheDocument();
  });

  it('an ErrorView given the error words it by kind; given nothing, it is the lost connection', () => {
    render(
      <ChakraProvider value={portalSystem()}>
        <ErrorView title="Server" error={graphQLError('UPSTREAM_UNAVAILABLE')} />
        <ErrorView title="Offline" />
      </ChakraProvider>,
    );
    expect(screen.getByText(SERVER_FAILED_MESSAGE)).toBeVisible();
    expect(screen.getByText(CONNECTION_LOST_MESSAGE)).toBeVisible();
  });
});
