import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';
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
    renderWithApp(<MyProgramsPage />, { respond, route: '/myPrograms' });
    expect(await screen.findByText('We could not load your programs')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You are not enrolled in any program yet')).toBeInTheDocument();
  });
});
