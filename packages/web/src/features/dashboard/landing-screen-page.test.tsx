import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { AppRoutes } from '../../app/router';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';

const program = (id: string, courses: number) => ({ __typename: 'EnrolledProgram', id, courses: Array.from({ length: courses }, (_, i) => ({ __typename: 'EnrolledCourse', id: `${id}0${i}` })) });
const respondWith =
  (viewer: unknown, errors?: unknown[]): Responder =>
  (op) =>
    op.operationName === 'Session' ? { data: { viewer: DEMO_VIEWER } } : ({ data: { viewer }, errors } as never);

describe('the landing screen of a signed-in learner (/LandingScreen)', () => {
  it('welcomes the learner by name and lays out the ways in, with what each holds for them', async () => {
    renderWithApp(<AppRoutes />, {
      route: '/LandingScreen',
      respond: respondWith({ __typename: 'Viewer', id: DEMO_VIEWER.id, programs: [program('1012', 3), program('3012', 1)], continueLearning: null }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Raman' })).toBeInTheDocument();
    expect(await screen.findByText(/You are enrolled in 2 programs\./)).toBeInTheDocument();
    expect(screen.getByText(/4 courses across your programs\./)).toBeInTheDocument();
    for (const [name, href] of [
      ['Dashboard', '/dashboard'],
      ['My Programs', '/myPrograms'],
      ['All my courses', '/viewall'],
      ['All programs', '/allPrograms'],
      ['Calendar', '/event'],
      ['Certificates', '/certificates'],
      ['About this portal', '/about'],
    ]) {
      expect(within(screen.getByRole('main')).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // No Login or Sign up: that is the visitor's landing page.
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('keeps the ways in when the learner\u2019s progress could not be loaded, and says so', async () => {
    renderWithApp(<AppRoutes />, {
      route: '/LandingScreen',
      respond: (op) => (op.operationName === 'Session' ? { data: { viewer: DEMO_VIEWER } } : Promise.reject(new TypeError('Failed to fetch'))),
    });
    expect(await screen.findByText('We could not load your progress')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'All programs' })).toBeInTheDocument();
    expect(screen.queryByText(/You are enrolled in/)).not.toBeInTheDocument();
  });
});
