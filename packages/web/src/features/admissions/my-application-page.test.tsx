import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { APPLICATION_STATUS, applicationSteps } from '@portal/domain';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';
import MyApplicationPage from './my-application-page';

/** An application as the gateway gives it: steps by status, the domain's rule (spec part 1, section 4). */
function application(programId: string, programName: string, status: keyof typeof APPLICATION_STATUS) {
  return {
    __typename: 'Application',
    programId,
    programName,
    programImageUrl: '',
    status,
    steps: applicationSteps(APPLICATION_STATUS[status]).map((s) => ({ __typename: 'ApplicationStep', ...s })),
  };
}

const withApplications =
  (applications: unknown[] | null): Responder =>
  (op) =>
    op.operationName === 'Session' ? { data: { viewer: DEMO_VIEWER } } : { data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, applications } } };

/** The steps of one card as a screen reader hears them (the step number beside each is hidden from it). */
function stepsOf(programName: string): string[] {
  const card = screen.getByRole('article', { name: programName });
  const list = within(card).getByRole('list', { name: `Progress of your application to ${programName}` });
  return within(list)
    .getAllByRole('listitem')
    .map((li) =>
      [...li.childNodes]
        .filter((n) => !(n instanceof HTMLElement && n.getAttribute('aria-hidden') === 'true'))
        .map((n) => n.textContent)
        .join(''),
    );
}

describe('My Application', () => {
  it('shows the three steps of each application by its status, and Open goes to the apply list', async () => {
    renderWithApp(<MyApplicationPage />, {
      respond: withApplications([application('1', 'Bachelor of Arts', 'DRAFT'), application('2', 'Bachelor of Science', 'SUBMITTED'), application('3', 'Diploma in Nursing', 'APPROVED')]),
      route: '/myApplication',
    });
    await screen.findByRole('article', { name: 'Bachelor of Arts' });

    expect(stepsOf('Bachelor of Arts')).toEqual(['Fill Your Details: done', 'Under Review: not yet', 'Approved: not yet']);
    expect(stepsOf('Bachelor of Science')).toEqual(['Fill Your Details: done', 'Under Review: done', 'Approved: not yet']);
    expect(stepsOf('Diploma in Nursing')).toEqual(['Fill Your Details: done', 'Under Review: done', 'Approved: done']);
    const card = screen.getByRole('article', { name: 'Bachelor of Science' });
    expect(within(card).getByText('Under Review', { selector: 'p' }).closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(card).getByRole('link', { name: /^Open/ })).toHaveAttribute('href', '/applyProgram');
  });

  it('shows an application sent back for changes at its first step, not as approved, with Edit Application', async () => {
    renderWithApp(<MyApplicationPage />, {
      respond: withApplications([application('6', 'Master of Public Health', 'EDITABLE')]),
      route: '/myApplication',
    });
    const card = await screen.findByRole('article', { name: 'Master of Public Health' });
    expect(within(card).getByText('Sent back for changes')).toBeVisible();
    expect(stepsOf('Master of Public Health')).toEqual(['Fill Your Details: sent back for changes', 'Under Review: not yet', 'Approved: not yet']);
    expect(within(card).getByText('Fill Your Details', { selector: 'p' }).closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(card).getByRole('link', { name: 'Edit Application: Master of Public Health' })).toHaveAttribute('href', '/myApplication/application?pid=6');
    expect(within(card).queryByRole('link', { name: /^Open/ })).not.toBeInTheDocument();
  });

  it('invites the learner to apply when there are no applications', async () => {
    renderWithApp(<MyApplicationPage />, { respond: withApplications([]), route: '/myApplication' });
    expect(await screen.findByText('You have not applied to any program yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Apply for a program' })).toHaveAttribute('href', '/applyProgram');
  });

  it('says so when the applications could not be loaded', async () => {
    renderWithApp(<MyApplicationPage />, {
      respond: (op) =>
        op.operationName === 'Session'
          ? { data: { viewer: DEMO_VIEWER } }
          : {
              data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, applications: null } },
              errors: [{ message: 'down', path: ['viewer', 'applications'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
            },
      route: '/myApplication',
    });
    expect(await screen.findByText('We could not load your applications')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
