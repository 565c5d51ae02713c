import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AppRoutes } from './router';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../test/render';

// Spec part 3, section 2.1: the routes of "the rest of the route map" (issue 20) show real screens, signed in or not.

const viewer = (fields: Record<string, unknown> = {}) => ({ __typename: 'Viewer', id: DEMO_VIEWER.id, ...fields });
const signedIn: Responder = (op) => {
  switch (op.operationName) {
    case 'Session':
      return { data: { viewer: DEMO_VIEWER } };
    case 'AllPrograms':
      return { data: { viewer: viewer({ programs: [] }), programCatalog: { __typename: 'ProgramCatalog', levels: [] } } };
    case 'AllCourses':
    case 'MyPrograms':
      return { data: { viewer: viewer({ programs: [] }) } };
    case 'LandingScreen':
      return { data: { viewer: viewer({ programs: [], continueLearning: null }) } };
    case 'SessionCheck':
      return { data: { viewer: viewer() } };
    case 'SharedObject':
      return { data: { viewer: viewer(), sharedObject: null } };
    default:
      throw new Error(`unexpected ${op.operationName}`);
  }
};
const signedOut: Responder = (op) => (op.operationName === 'Session' ? { data: { viewer: null } } : { data: { viewer: null, sharedObject: null } });

describe('the rest of the route map', () => {
  it.each([
    ['/allPrograms', 'All programs'],
    ['/viewall', 'All my courses'],
    ['/LandingScreen', 'Welcome, Asha Raman'],
    ['/about', 'About this portal'],
    ['/myProg', 'Choose a program'],
  ])('%s shows its screen to a learner, not a placeholder', async (route, heading) => {
    renderWithApp(<AppRoutes />, { respond: signedIn, route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText('This part of the portal opens soon.')).not.toBeInTheDocument();
  });

  // The public site's pages are in both route sets (router.tsx, each area's `site` rows), each at its path.
  it.each([
    ['/aboutJssaher', 'About Demo Online University'],
    ['/aboutOEP', 'Online learning'],
    ['/contactUs', 'Contact us'],
    ['/quickTourPreLogin', 'Quick tour'],
    ['/onlineProgram', 'Online programs'],
  ])('%s shows the public site’s page to a visitor', async (route, heading) => {
    renderWithApp(<AppRoutes />, { respond: signedOut, route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/aboutJssaher', 'About Demo Online University'],
    ['/aboutOEP', 'Online learning'],
    ['/quickTour', 'Quick tour'],
  ])('%s shows the page inside the shell, which checks the session for it', async (route, heading) => {
    const { gateway } = renderWithApp(<AppRoutes />, { respond: signedIn, route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await waitFor(() => expect(gateway.operations.map((o) => o.operationName)).toContain('SessionCheck'));
  });

  it.each([
    ['a learner', signedIn],
    ['a visitor', signedOut],
  ])('/sharingobject shows the viewer to %s', async (_who, respond) => {
    renderWithApp(<AppRoutes />, { respond, route: '/sharingobject?val1=1&val2=2&val3=3&val4=4&val5=nope' });
    expect(await screen.findByText('There is nothing here to display')).toBeInTheDocument();
    expect(screen.queryByText('This part of the portal opens soon.')).not.toBeInTheDocument();
  });
});
