import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AppRoutes } from '../../app/router';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';

const catalog = {
  __typename: 'ProgramCatalog',
  levels: [
    {
      __typename: 'ProgramLevelGroup',
      level: 'CERTIFICATE',
      label: 'Certificate',
      programs: [{ __typename: 'CatalogProgram', id: '101', batchId: 'b-101', name: '<p>Certificate in Data Analytics</p>', imageUrl: '', duration: '6 Months' }],
    },
  ],
};

const visitor: Responder = (op) => {
  if (op.operationName === 'Session') return { data: { viewer: null } };
  if (op.operationName === 'OnlinePrograms') return { data: { viewer: null, programCatalog: catalog } };
  return { data: { programCatalog: catalog } };
};

const learner: Responder = (op) => {
  if (op.operationName === 'Session') return { data: { viewer: DEMO_VIEWER } };
  if (op.operationName === 'SessionCheck') return { data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id } } };
  throw new Error(`unexpected ${op.operationName}`);
};

describe('the public site pages', () => {
  it('plays the quick tour from a local file, with captions and the steps as text', async () => {
    const { container } = renderWithApp(<AppRoutes />, { respond: visitor, route: '/quickTourPreLogin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quick tour' })).toBeVisible();
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAccessibleName(/Quick tour of the portal/);
    expect([...container.querySelectorAll('video source')].map((s) => s.getAttribute('src'))).toEqual(['/media/quick-tour.webm', '/media/quick-tour.mp4']);
    expect(container.querySelector('video track[kind="captions"]')).toHaveAttribute('src', '/media/quick-tour.en.vtt');
    expect(screen.getByText('Choose a program')).toBeVisible();
  });

  it('lists the catalogue by level on /onlineProgram, each program linking to its page', async () => {
    renderWithApp(<AppRoutes />, { respond: visitor, route: '/onlineProgram' });
    const level = await screen.findByRole('region', { name: 'Certificate' });
    expect(within(level).getByRole('link', { name: 'Certificate in Data Analytics' })).toHaveAttribute('href', '/myProg/101/0');
  });

  it('has the about pages and Contact us, whose query link is the public form', async () => {
    renderWithApp(<AppRoutes />, { respond: visitor, route: '/contactUs' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'admissions@demo.university' })).toHaveAttribute('href', 'mailto:admissions@demo.university');
    // Two links carry the words: this page's button and the footer's.
    expect(screen.getAllByRole('link', { name: 'For Any Queries' }).every((a) => a.getAttribute('href') === '/postquires')).toBe(true);
  });
});

describe('the same pages inside the learner shell', () => {
  it('checks the session and links the learner to their own query form', async () => {
    const { gateway } = renderWithApp(<AppRoutes />, { respond: learner, route: '/contactUs' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    // The learner's shell follows the session check's answer, which may land after the page's heading.
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Report a query' })).toHaveAttribute('href', '/addComplaints');
    await waitFor(() => expect(gateway.operations.map((o) => o.operationName)).toContain('SessionCheck'));
  });

  it('shows the about page of the university', async () => {
    renderWithApp(<AppRoutes />, { respond: learner, route: '/aboutJssaher' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Demo Online University' })).toBeVisible();
  });
});
