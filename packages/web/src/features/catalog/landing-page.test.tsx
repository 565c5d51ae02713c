import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '../../app/router';
import { chosenCatalogProgram } from '../../lib/current-program';
import { renderWithApp, type Responder } from '../../test/render';

const catalog = {
  __typename: 'ProgramCatalog',
  levels: [
    {
      __typename: 'ProgramLevelGroup',
      level: 'CERTIFICATE',
      label: 'Certificate',
      programs: [{ __typename: 'CatalogProgram', id: '101', batchId: 'b-101', name: '<p>Certificate in Data Analytics</p>' }],
    },
    {
      __typename: 'ProgramLevelGroup',
      level: 'UNDERGRADUATE',
      label: 'Undergraduate',
      programs: [{ __typename: 'CatalogProgram', id: '501', batchId: 'b-501', name: 'Bachelor of Computer Applications' }],
    },
  ],
};

const signedOut: Responder = (op) => {
  if (op.operationName === 'Session') return { data: { viewer: null } };
  if (op.operationName === 'ProgramDetail')
    return {
      data: {
        viewer: null,
        program: {
          __typename: 'Program',
          id: '101',
          batchId: 'b-101',
          name: 'Certificate in Data Analytics',
          imageUrl: '',
          duration: '6 Months',
          format: 'Online',
          credits: '16',
          overviewHtml: '<p>Learn to turn data into decisions.</p>',
          featuresHtml: '',
          outcomesHtml: '',
          instructorGroups: [],
          curriculum: [],
          faqGroups: [],
          viewerEnrolled: false,
          viewerApplication: null,
        },
      },
    };
  return { data: { programCatalog: catalog } };
};

describe('the landing page', () => {
  it('has a banner of five slides with labelled controls', async () => {
    renderWithApp(<AppRoutes />, { respond: signedOut, route: '/' });
    expect(await screen.findByRole('heading', { name: 'Learn from anywhere' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Show slide \d: / })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause the slides' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'For Any Queries' })).toHaveAttribute('href', '/postquires');
    expect(screen.queryByText(/100% scholarship to students from partner African countries/)).not.toBeInTheDocument();
  });

  it('shows the scholarship text and second logo when il is 1', async () => {
    renderWithApp(<AppRoutes />, { respond: signedOut, route: '/?il=1' });
    expect(await screen.findByText(/government offers a 100% scholarship to students from partner African countries/)).toBeInTheDocument();
    expect(screen.getByText(/free courses to 4000 African students/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Partner-country scholarship programme' })).toBeInTheDocument();
  });

  it('groups the Programs menu by level and opens the chosen program, remembering pid and bpid', async () => {
    const user = userEvent.setup();
    renderWithApp(<AppRoutes />, { respond: signedOut, route: '/' });
    await user.click(await screen.findByRole('button', { name: 'Programs' }));
    expect(await screen.findByText('Undergraduate')).toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Certificate in Data Analytics' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate in Data Analytics' })).toBeInTheDocument();
    await waitFor(() => expect(chosenCatalogProgram()).toMatchObject({ programId: '101', batchId: 'b-101' }));
  });

  it('the About menu opens the page chosen in it', async () => {
    const user = userEvent.setup();
    renderWithApp(<AppRoutes />, { respond: signedOut, route: '/' });
    // Hovering brings the menus' code (an earlier test has loaded it already: the real trigger takes over at once).
    await user.hover(await screen.findByRole('button', { name: 'About' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'About' })).not.toHaveAttribute('data-menu-placeholder'));
    await user.click(screen.getByRole('button', { name: 'About' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Online learning' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Online learning' })).toBeInTheDocument();
  });

  it('on a phone, the site menu is a drawer with the same ways in, closed by its own button', async () => {
    const user = userEvent.setup();
    renderWithApp(<AppRoutes />, { respond: signedOut, route: '/' });
    await user.click(await screen.findByRole('button', { name: 'Open the site menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('navigation', { name: 'Site' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contactUs');
    expect(await within(drawer).findByRole('button', { name: 'Certificate in Data Analytics' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close the site menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });
});
