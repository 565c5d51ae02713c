import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeFragmentData } from '../../gql';
import { renderWithApp } from '../../test/render';
import { ProgramCard, ProgramCard_program } from './program-card';

// Noon UTC, so the calendar day is the same in every time zone the tests may run in.
const START_SECONDS = '1768478400'; // 2026-01-15T12:00:00Z, 10 digits: seconds
const END_MILLIS = '1847188800000'; // 2028-07-14T12:00:00Z, 13 digits: milliseconds

/** The feedback area's dialog stands in here: what the card hands it is what is checked (its form: feedback/program-feedback-dialog.test.tsx). */
function FeedbackDialog({ programId, programTitle, onClose }: { programId: string; programTitle: string; onClose: () => void }) {
  return (
    <div role="dialog" aria-label="Overall Program Feedback">
      {programId}: {programTitle}
      <button onClick={onClose}>Close</button>
    </div>
  );
}

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
    renderWithApp(<ProgramCard FeedbackDialog={FeedbackDialog} program={program()} />, { respond: () => ({ data: { viewer: null } }) });
    expect(await screen.findByText('Starts 15 Jan 2026 · Ends 14 Jul 2028')).toBeVisible();
  });

  it('shows progress with an accessible label, the candidate number and the program-info links', async () => {
    renderWithApp(<ProgramCard FeedbackDialog={FeedbackDialog} program={program()} />, { respond: () => ({ data: { viewer: null } }) });
    expect(await screen.findByRole('progressbar', { name: 'Progress in Bachelor of Computer Applications: 42%' })).toBeInTheDocument();
    expect(screen.getByText('Candidate no. USN-0042')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Program info' })).toHaveAttribute('href', '/myPrograms/programinfo?program=batch-1');
    expect(screen.getByRole('link', { name: 'Syllabus' })).toHaveAttribute('href', '/myPrograms/syllabus?program=batch-1');
    expect(screen.getByRole('link', { name: 'Announcements' })).toHaveAttribute('href', '/myPrograms/announcements?program=batch-1');
    expect(screen.getByRole('link', { name: 'Academic schedule' })).toHaveAttribute('href', '/myPrograms/academicSchedule?program=batch-1');
    expect(screen.getByRole('link', { name: 'Bachelor of Computer Applications' })).toHaveAttribute('href', '/MyPrograms/programs?program=batch-1');
  });

  it('says the dates are to be announced when the university has not set them', async () => {
    renderWithApp(<ProgramCard FeedbackDialog={FeedbackDialog} program={program({ startsAt: null, endsAt: null, candidateNumber: null })} />, {
      respond: () => ({ data: { viewer: null } }),
    });
    expect(await screen.findByText('Starts to be announced · Ends to be announced')).toBeVisible();
    expect(screen.queryByText(/Candidate no\./)).not.toBeInTheDocument();
  });

  it('offers no Overall Program Feedback for a program that has none (a special program: spec part 2, section 6; issue 31)', async () => {
    renderWithApp(<ProgramCard FeedbackDialog={FeedbackDialog} program={program({ title: 'Certificate in Data Analytics', offersFeedback: false })} />, {
      respond: () => ({ data: { viewer: null } }),
    });
    expect(await screen.findByRole('link', { name: 'Certificate in Data Analytics' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Overall Program Feedback' })).not.toBeInTheDocument();
  });

  it('opens the Overall Program Feedback of its enrolment (issue 19), and closes it', async () => {
    renderWithApp(<ProgramCard program={program()} FeedbackDialog={FeedbackDialog} />, { respond: () => ({ data: { viewer: null } }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Overall Program Feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Overall Program Feedback' });
    expect(within(dialog).getByText('batch-1: Bachelor of Computer Applications')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
