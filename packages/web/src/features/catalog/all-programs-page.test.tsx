import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';
import AllProgramsPage from './all-programs-page';

const program = (id: string, name: string) => ({ __typename: 'CatalogProgram', id, batchId: `${id}2`, name, imageUrl: '', duration: '6 Months' });
const CATALOG = {
  __typename: 'ProgramCatalog',
  levels: [
    { __typename: 'ProgramLevelGroup', level: 'CERTIFICATE', label: 'Certificate', programs: [program('101', 'Data Analytics'), program('102', 'Digital Marketing')] },
    { __typename: 'ProgramLevelGroup', level: 'GRADUATE', label: 'Graduate', programs: [program('301', 'MBA')] },
  ],
};
const enrolment = (id: string, programId: string) => ({ __typename: 'EnrolledProgram', id, program: { __typename: 'Program', id: programId } });

const respondWith =
  (programs: unknown, catalog: unknown = CATALOG, errors?: unknown[]): Responder =>
  (op) =>
    op.operationName === 'Session' ? { data: { viewer: DEMO_VIEWER } } : ({ data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, programs }, programCatalog: catalog }, errors } as never);

describe('All programs (/allPrograms)', () => {
  it('lists the whole catalogue by level, marking the programs the learner is enrolled in with a way to their courses', async () => {
    renderWithApp(<AllProgramsPage />, { route: '/allPrograms', respond: respondWith([enrolment('1012', '101'), enrolment('3012', '301')]) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificate' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Graduate' })).toBeInTheDocument();
    const analytics = screen.getByRole('link', { name: 'Data Analytics' }).closest('li')!;
    expect(within(analytics).getByText('Enrolled')).toBeInTheDocument();
    expect(within(analytics).getByRole('link', { name: 'Your courses in Data Analytics' })).toHaveAttribute('href', '/MyPrograms/programs?program=1012');
    const marketing = screen.getByRole('link', { name: 'Digital Marketing' }).closest('li')!;
    expect(within(marketing).queryByText('Enrolled')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your courses in MBA' })).toHaveAttribute('href', '/MyPrograms/programs?program=3012');
    // Every program opens its page, enrolled or not.
    expect(screen.getByRole('link', { name: 'Digital Marketing' })).toHaveAttribute('href', '/myProg/102/0');
  });

  it('still shows the catalogue, unmarked, when the learner\u2019s enrolments could not be read', async () => {
    renderWithApp(<AllProgramsPage />, {
      route: '/allPrograms',
      respond: respondWith(null, CATALOG, [{ message: 'down', path: ['viewer', 'programs'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }]),
    });
    expect(await screen.findByRole('link', { name: 'MBA' })).toBeInTheDocument();
    expect(screen.queryByText('Enrolled')).not.toBeInTheDocument();
  });

  it('says when the catalogue could not be loaded, and tries again', async () => {
    let calls = 0;
    const respond: Responder = (op) => {
      if (op.operationName === 'Session') return { data: { viewer: DEMO_VIEWER } };
      calls += 1;
      return calls === 1
        ? {
            data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, programs: [] }, programCatalog: null },
            errors: [{ message: 'down', path: ['programCatalog'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
          }
        : { data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, programs: [] }, programCatalog: { __typename: 'ProgramCatalog', levels: [] } } };
    };
    renderWithApp(<AllProgramsPage />, { route: '/allPrograms', respond });
    expect(await screen.findByText('We could not load the programs')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No programs are open for enrolment yet')).toBeInTheDocument();
  });
});
