import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';
import AboutPortalPage from './about-portal-page';

describe('About (/about)', () => {
  it('links to Home, the landing screen and the about pages (spec part 3, section 2.1)', async () => {
    renderWithApp(<AboutPortalPage />, { route: '/about', respond: () => ({ data: { viewer: DEMO_VIEWER } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'About this portal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home: my programs' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Landing screen' })).toHaveAttribute('href', '/LandingScreen');
    expect(screen.getByRole('link', { name: 'About Demo Online University' })).toHaveAttribute('href', '/aboutJssaher');
    expect(screen.getByRole('link', { name: 'About online learning' })).toHaveAttribute('href', '/aboutOEP');
  });

  it('signs the learner out with its Sign-out button', async () => {
    const signedOut: string[] = [];
    const respond: Responder = (op) => {
      if (op.operationName === 'SessionSignOut') {
        signedOut.push('asked');
        return { data: { sessionSignOut: { __typename: 'SessionSignOutPayload', signedOut: true, userErrors: [] } } };
      }
      return { data: { viewer: signedOut.length ? null : DEMO_VIEWER } };
    };
    const { gateway } = renderWithApp(<AboutPortalPage />, { route: '/about', respond });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign-out' }));
    await screen.findByRole('button', { name: 'Sign-out' });
    expect(gateway.operations.map((op) => op.operationName)).toContain('SessionSignOut');
  });
});
