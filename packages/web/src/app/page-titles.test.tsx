import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from './router';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../test/render';

const catalog = { __typename: 'ProgramCatalog', levels: [] };

const visitor: Responder = (op) => {
  if (op.operationName === 'Session') return { data: { viewer: null } };
  if (op.operationName === 'OnlinePrograms') return { data: { viewer: null, programCatalog: catalog } };
  return { data: { programCatalog: catalog } };
};

const learner: Responder = (op) => {
  switch (op.operationName) {
    case 'Session':
      return { data: { viewer: DEMO_VIEWER } };
    case 'Dashboard':
      return { data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, programs: [], events: [], continueLearning: null } } };
    case 'MyPrograms':
      return { data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, programs: [] } } };
    case 'Calendar':
      return { data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, events: [], calendarFeedUrl: 'http://localhost/calendar-feed/x.ics' } } };
    default:
      throw new Error(`unexpected ${op.operationName}`);
  }
};

const h1s = () => screen.queryAllByRole('heading', { level: 1 });

describe('every page names itself', () => {
  it('titles the landing page with the university and gives it exactly one h1, whichever slide shows', async () => {
    renderWithApp(<AppRoutes />, { respond: visitor, route: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Online University: online programs' })).toBeInTheDocument();
    // Hidden slides are out of the accessibility tree; the h1 must not be one of them.
    expect(h1s()).toHaveLength(1);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Demo Online University'));
  });

  it('titles a public page after itself', async () => {
    renderWithApp(<AppRoutes />, { respond: visitor, route: '/contactUs' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(h1s()).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Contact us · Demo Online University'));
  });

  it.each([
    ['/aboutOEP', 'Online learning', 'About online learning'],
    ['/aboutJssaher', 'About Demo Online University', 'About the university'],
  ])('titles %s by what it is about, where its heading says it shorter or longer', async (route, heading, title) => {
    renderWithApp(<AppRoutes />, { respond: visitor, route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} · Demo Online University`));
  });

  it('titles the dashboard "Dashboard · Demo Online University", with one h1', async () => {
    renderWithApp(<AppRoutes />, { respond: learner, route: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(h1s()).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Dashboard · Demo Online University'));
  });

  it('titles a placeholder route after its screen', async () => {
    renderWithApp(<AppRoutes />, { respond: learner, route: '/certificates' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificates' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Certificates · Demo Online University'));
  });
});

describe('focus on a route change', () => {
  it('leaves focus alone on the first page, then moves it to the new page’s heading', async () => {
    const user = userEvent.setup();
    renderWithApp(<AppRoutes />, { respond: learner, route: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).not.toHaveFocus();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'My Programs' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Choose a program' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('My Programs · Demo Online University');

    // Tab goes on from the heading, not from the sidebar link that was pressed.
    await user.click(within(nav).getByRole('link', { name: 'Calendar' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toHaveFocus());
  });

  it('moves focus on the public site too', async () => {
    const user = userEvent.setup();
    renderWithApp(<AppRoutes />, { respond: visitor, route: '/contactUs' });
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await user.click(screen.getAllByRole('link', { name: 'For Any Queries' })[0]);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Report A Query' })).toHaveFocus());
    expect(document.title).toBe('Report A Query · Demo Online University');
  });
});
