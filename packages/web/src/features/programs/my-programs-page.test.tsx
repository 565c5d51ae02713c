import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';
import { CONNECTION_LOST_MESSAGE, SERVER_FAILED_MESSAGE } from '../../components/screen-state';
import MyProgramsPage from './my-programs-page';

describe('My Programs', () => {
  it('says so calmly when progress could not be loaded, and tries again on request', async () => {
    let calls = 0;
    const respond: Responder = (op) => {
      if (op.operationName === 'Session') return { data: { viewer: DEMO_VIEWER } };
      calls += 1;
      return calls === 1
        ? {
            data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, programs: null } },
            errors: [{ message: 'Progress is unavailable.', path: ['viewer', 'programs'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
          }
        : { data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, programs: [] } } };
    };
    renderWithApp(<MyProgramsPage FeedbackDialog={() => null} />, { respond, route: '/myPrograms' });
    expect(await screen.findByText('We could not load your programs')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You are not enrolled in any program yet')).toBeInTheDocument();
  });

  it('a request that got no answer says to check the connection', async () => {
    renderWithApp(<MyProgramsPage FeedbackDialog={() => null} />, {
      route: '/myPrograms',
      respond: (op) => (op.operationName === 'Session' ? { data: { viewer: DEMO_VIEWER } } : Promise.reject(new TypeError('Failed to fetch'))),
    });
    expect(await screen.findByText('We could not load your programs')).toBeVisible();
    expect(screen.getByText(CONNECTION_LOST_MESSAGE)).toBeVisible();
  });

  it('a failed upstream says the server failed', async () => {
    renderWithApp(<MyProgramsPage FeedbackDialog={() => null} />, {
      route: '/myPrograms',
      respond: (op) =>
        op.operationName === 'Session'
          ? { data: { viewer: DEMO_VIEWER } }
          : {
              data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, programs: null } },
              errors: [{ message: 'Progress is unavailable.', path: ['viewer', 'programs'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
            },
    });
    expect(await screen.findByText('We could not load your programs')).toBeVisible();
    expect(screen.getByText(SERVER_FAILED_MESSAGE)).toBeVisible();
  });
});
