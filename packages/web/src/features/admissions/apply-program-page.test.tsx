import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { APPLICATION_STATUS, applyListAction, NO_COURSES } from '@portal/domain';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';
import ApplyProgramPage from './apply-program-page';

type Status = 'NOT_STARTED' | 'DRAFT' | 'SUBMITTED' | 'APPROVED' | 'EDITABLE' | null;

/** A program as the gateway lists it; the action is the domain's rule for that status (spec part 3, section 4.1). */
function program(id: string, name: string, status: Status, { etype = 1, enrolled = false } = {}) {
  const action = applyListAction({ pstatus: status === null ? null : APPLICATION_STATUS[status], etype, enrolled });
  return {
    __typename: 'ApplyProgram',
    id,
    batchId: `b-${id}`,
    name,
    imageUrl: '',
    duration: '3 Years',
    status,
    action,
  };
}

const TABS = [
  {
    __typename: 'ApplyTab',
    label: 'Under Graduate',
    programs: [
      program('11', 'Bachelor of Arts', null),
      program('12', 'Bachelor of Commerce', 'DRAFT'),
      program('13', 'Bachelor of Science', 'SUBMITTED'),
      program('14', 'Diploma in Nursing', 'APPROVED'),
      program('15', 'Certificate in Data Analytics', 'EDITABLE'),
      program('16', 'Bachelor of Computer Applications', 'APPROVED', { enrolled: true }),
      program('17', 'Certificate in Spoken English', null, { etype: 2 }),
    ],
  },
  { __typename: 'ApplyTab', label: 'Post Graduate', programs: [] },
  { __typename: 'ApplyTab', label: 'Doctor Of Pharmacy', programs: [program('31', 'Doctor of Pharmacy', 'NOT_STARTED')] },
];

function responder(
  extra: Responder = () => {
    throw new Error('unexpected');
  },
): Responder {
  return (op) => {
    if (op.operationName === 'Session') return { data: { viewer: DEMO_VIEWER } };
    if (op.operationName === 'ApplyPrograms') return { data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, applyTabs: TABS } } };
    return extra(op);
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderList(respond: Responder) {
  return renderWithApp(
    <Routes>
      <Route path="/applyProgram" element={<ApplyProgramPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { respond, route: '/applyProgram' },
  );
}

const row = (name: string) => screen.getByRole('listitem', { name });

describe('the apply-program list', () => {
  it('offers each program the action of its status', async () => {
    renderList(responder());
    await screen.findByRole('heading', { name: 'Bachelor of Arts' });

    expect(within(row('Bachelor of Arts')).getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/myApplication/application?pid=11');
    expect(within(row('Bachelor of Commerce')).getByRole('link', { name: 'Continue Application' })).toHaveAttribute('href', '/myApplication/application?pid=12');
    expect(within(row('Certificate in Data Analytics')).getByRole('link', { name: 'Edit Application' })).toHaveAttribute('href', '/myApplication/application?pid=15');
    // Under Review is shown but cannot be pressed.
    const underReview = row('Bachelor of Science');
    expect(within(underReview).getByText('Under Review')).toBeVisible();
    expect(within(underReview).queryByRole('button')).not.toBeInTheDocument();
    expect(within(underReview).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row('Diploma in Nursing')).getByRole('button', { name: 'Start' })).toBeEnabled();
    expect(within(row('Bachelor of Computer Applications')).getByRole('button', { name: 'Continue Learning' })).toBeEnabled();
    // etype other than 1: Start directly, no application.
    expect(within(row('Certificate in Spoken English')).getByRole('button', { name: 'Start' })).toBeEnabled();
  });

  it('links the paper form only where it may open (status 0 and 1)', async () => {
    renderList(responder());
    await screen.findByRole('heading', { name: 'Bachelor of Arts' });
    expect(within(row('Bachelor of Arts')).getByRole('link', { name: 'Paper application form' })).toHaveAttribute('href', '/myApplication/jssapplication?pid=11');
    expect(within(row('Bachelor of Commerce')).getByRole('link', { name: 'Paper application form' })).toBeInTheDocument();
    for (const name of ['Bachelor of Science', 'Diploma in Nursing', 'Certificate in Data Analytics', 'Bachelor of Computer Applications', 'Certificate in Spoken English']) {
      expect(within(row(name)).queryByRole('link', { name: 'Paper application form' })).not.toBeInTheDocument();
    }
  });

  it('says "No courses" in a tab without programs', async () => {
    const user = userEvent.setup();
    renderList(responder());
    await user.click(await screen.findByRole('tab', { name: /Post Graduate/ }));
    expect(await screen.findByText(NO_COURSES)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: /Doctor Of Pharmacy/ }));
    expect(await screen.findByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/myApplication/application?pid=31');
  });

  it('Start enrols the learner and opens My Programs', async () => {
    const user = userEvent.setup();
    const { gateway } = renderList(
      responder((op) => {
        if (op.operationName !== 'ApplicationStart') throw new Error(`unexpected ${op.operationName}`);
        return {
          data: {
            applicationStart: {
              __typename: 'ApplicationStartPayload',
              enrolledProgram: { __typename: 'EnrolledProgram', id: 'b-14', programId: '14', title: 'Diploma in Nursing' },
              userErrors: [],
            },
          },
        };
      }),
    );
    await user.click(within(await screen.findByRole('listitem', { name: 'Diploma in Nursing' })).getByRole('button', { name: 'Start' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/myPrograms');
    expect(gateway.operations.find((o) => o.operationName === 'ApplicationStart')?.variables).toEqual({ input: { programId: '14' } });
    expect(await screen.findByText('You are enrolled in Diploma in Nursing')).toBeInTheDocument();
  });

  it("Continue Learning opens the program's courses", async () => {
    const user = userEvent.setup();
    renderList(responder());
    await user.click(within(await screen.findByRole('listitem', { name: 'Bachelor of Computer Applications' })).getByRole('button', { name: 'Continue Learning' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/MyPrograms/programs');
  });

  it('says so when the list could not be loaded, and tries again', async () => {
    let calls = 0;
    const user = userEvent.setup();
    renderList((op) => {
      if (op.operationName === 'Session') return { data: { viewer: DEMO_VIEWER } };
      calls += 1;
      return calls === 1
        ? {
            data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, applyTabs: null } },
            errors: [{ message: 'down', path: ['viewer', 'applyTabs'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
          }
        : { data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, applyTabs: TABS } } };
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Bachelor of Arts' })).toBeVisible();
  });
});
