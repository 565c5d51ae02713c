import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeFragmentData } from '../../gql';
import { renderWithApp } from '../../test/render';
import { ProgramCard, ProgramCard_program } from './program-card';

// Noon UTC, so the calendar day is the same in every time zone the tests may run in.
const START_SECONDS = '1768478400'; // 2026-01-15T12:00:00Z, 10 digits: seconds
const END_MILLIS = '1847188800000'; // 2028-07-14T12:00:00Z, 13 digits: milliseconds

function program(overrides: Partial<Record<string, unknown>> = {}) {
  return makeFragmentData(
    {
      __typename: 'EnrolledProgram',
      id: 'batch-1',
      programId: 'prog-1',
      title: 'Bachelor of Computer Applications',
      imageUrl: '',
      duration: '3 Years',
      startsAt: START_SECONDS,
      endsAt: END_MILLIS,
      progressPercent: 42.4,
      candidateNumber: 'USN-0042',
      offersFeedback: true,
      ...overrides,
    },
    ProgramCard_program,
  );
}

describe('a My Programs card', () => {
  it('shows start and end as DD MMM YYYY from a seconds and a milliseconds value', async () => {
    renderWithApp(<ProgramCard program={program()} />, { respond: () => ({ data: { viewer: null } }) });
    expect(await screen.findByText('Starts 15 Jan 2026 · Ends 14 Jul 2028')).toBeVisible();
  });

  it('shows progress with an accessible label, the candidate number and the program-info links', async () => {
    renderWithApp(<ProgramCard program={program()} />, { respond: () => ({ data: { viewer: null } }) });
    expect(await screen.findByRole('progressbar', { name: 'Progress in Bachelor of Computer Applications: 42%' })).toBeInTheDocument();
    expect(screen.getByText('Candidate no. USN-0042')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Program info' })).toHaveAttribute('href', '/myPrograms/programinfo?program=batch-1');
    expect(screen.getByRole('link', { name: 'Syllabus' })).toHaveAttribute('href', '/myPrograms/syllabus?program=batch-1');
    expect(screen.getByRole('link', { name: 'Announcements' })).toHaveAttribute('href', '/myPrograms/announcements?program=batch-1');
    expect(screen.getByRole('link', { name: 'Academic schedule' })).toHaveAttribute('href', '/myPrograms/academicSchedule?program=batch-1');
    expect(screen.getByRole('link', { name: 'Bachelor of Computer Applications' })).toHaveAttribute('href', '/MyPrograms/programs?program=batch-1');
  });

  it('says the dates are to be announced when the university has not set them', async () => {
    renderWithApp(<ProgramCard program={program({ startsAt: null, endsAt: null, candidateNumber: null })} />, {
      respond: () => ({ data: { viewer: null } }),
    });
    expect(await screen.findByText('Starts to be announced · Ends to be announced')).toBeVisible();
    expect(screen.queryByText(/Candidate no\./)).not.toBeInTheDocument();
  });

  it('offers no Overall Program Feedback for a program that has none (a special program: spec part 2, section 6; issue 31)', async () => {
    renderWithApp(<ProgramCard program={program({ title: 'Certificate in Data Analytics', offersFeedback: false })} />, { respond: () => ({ data: { viewer: null } }) });
    expect(await screen.findByRole('link', { name: 'Certificate in Data Analytics' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Overall Program Feedback' })).not.toBeInTheDocument();
  });

  it('opens the Overall Program Feedback of its enrolment, with the program\u2019s questions and answers coded 0 to 4 (issue 19)', async () => {
    const asked: Record<string, unknown>[] = [];
    renderWithApp(<ProgramCard program={program()} />, {
      respond: (op) => {
        if (op.operationName !== 'ProgramFeedback') return { data: { viewer: null } };
        asked.push(op.variables);
        const form = {
          __typename: 'FeedbackForm',
          kind: 'PROGRAM',
          status: 'OPEN',
          message: null,
          questions: [{ __typename: 'FeedbackQuestion', id: 'q1', text: 'The program met my expectations.' }],
          instructors: [],
        };
        return { data: { viewer: { __typename: 'Viewer', id: 'sub-1', enrolledProgram: { __typename: 'EnrolledProgram', id: 'batch-1', feedbackForm: form } } } };
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Overall Program Feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Overall Program Feedback' });
    const ratings = await within(dialog).findByRole('radiogroup', { name: 'The program met my expectations.' });
    expect(
      within(ratings)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['0', '1', '2', '3', '4']);
    expect(within(dialog).getByRole('button', { name: /Submit/ })).toBeDisabled();
    expect(asked).toEqual([{ id: 'batch-1' }]);
  });
});
