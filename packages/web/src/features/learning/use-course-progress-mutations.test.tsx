import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';
import { enrolledCourse } from '../../test/fixtures';
import { AppRoutes } from '../../app/router';
import { LEARNER_PATHS } from '../../app/paths';
import { useCourseProgressMutations } from './use-course-progress-mutations';

// Mark Complete's answer carries the enrolment with its courses' new percentages
// (issue 18, section 2; docs/decisions/185): the dashboard's cards, "Continue where
// you left off" and My Programs read the same cache entries, so they follow from the
// mutation's reply alone, with no query sent again.

const program = {
  __typename: 'EnrolledProgram',
  id: 'batch-mba',
  programId: '301',
  title: 'Master of Business Administration',
  imageUrl: '',
  duration: '2 Years',
  startsAt: null,
  endsAt: null,
  progressPercent: 67,
  candidateNumber: null,
  offersFeedback: true,
  courses: [enrolledCourse('mba-1', 'Principles of Management', 100), enrolledCourse('mba-2', 'Marketing Management', 33)],
};

const respond: Responder = (op) => {
  switch (op.operationName) {
    case 'Session':
      return { data: { viewer: DEMO_VIEWER } };
    case 'Dashboard':
      return {
        data: {
          viewer: {
            __typename: 'Viewer',
            id: DEMO_VIEWER.id,
            programs: [program],
            events: [],
            continueLearning: {
              __typename: 'ContinueLearning',
              program: { __typename: 'EnrolledProgram', id: 'batch-mba', title: program.title },
              course: { __typename: 'EnrolledCourse', id: 'mba-2', title: 'Marketing Management', imageUrl: '', progressPercent: 33 },
              upNext: null,
            },
          },
        },
      };
    case 'MyPrograms':
      return { data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, programs: [program] } } };
    case 'LearningObjectComplete':
      // The gateway's payload: the course screen's course (not on these screens) and the enrolment.
      return {
        data: {
          learningObjectComplete: {
            __typename: 'CourseProgressPayload',
            course: null,
            program: {
              __typename: 'EnrolledProgram',
              id: 'batch-mba',
              progressPercent: 84,
              courses: [
                { __typename: 'EnrolledCourse', id: 'mba-1', progressPercent: 100, status: 'COMPLETED' },
                { __typename: 'EnrolledCourse', id: 'mba-2', progressPercent: 67, status: 'IN_PROGRESS' },
              ],
            },
            userErrors: [],
          },
        },
      };
    default:
      throw new Error(`unexpected operation ${op.operationName}`);
  }
};

let complete: () => Promise<unknown> = async () => undefined;
function MarkComplete() {
  const steps = useCourseProgressMutations('mba-2');
  complete = () => steps.complete('obj-7', 30);
  return null;
}

/** The app at `route`, with a Mark Complete of the course on the side, as the course screen would send it. */
const renderAt = (route: string) =>
  renderWithApp(
    <>
      <AppRoutes />
      <MarkComplete />
    </>,
    { respond, route },
  );

async function markComplete(gateway: { operations: { operationName: string | undefined }[] }) {
  const asked = gateway.operations.map((o) => o.operationName);
  await act(() => complete());
  return () => expect(gateway.operations.map((o) => o.operationName)).toEqual([...asked, 'LearningObjectComplete']);
}

describe('Mark Complete', () => {
  it('moves the dashboard\u2019s course cards and "Continue where you left off" from its own answer, with no refetch', async () => {
    const { gateway } = renderAt(LEARNER_PATHS.dashboard);
    const carousel = await screen.findByRole('region', { name: 'Master of Business Administration' });
    expect(within(carousel).getByRole('progressbar', { name: 'Progress in Marketing Management: 33%' })).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar', { name: 'Progress in Marketing Management: 33%' })).toHaveLength(2);

    const nothingElseAsked = await markComplete(gateway);

    expect(await within(carousel).findByRole('progressbar', { name: 'Progress in Marketing Management: 67%' })).toBeInTheDocument();
    // "Continue where you left off" reads the same course entry.
    expect(screen.getAllByRole('progressbar', { name: 'Progress in Marketing Management: 67%' })).toHaveLength(2);
    expect(screen.queryByRole('progressbar', { name: 'Progress in Marketing Management: 33%' })).not.toBeInTheDocument();
    nothingElseAsked();
  });

  it('moves My Programs\u2019 program percentage from its own answer, with no refetch', async () => {
    const { gateway } = renderAt(LEARNER_PATHS.myPrograms);
    expect(await screen.findByRole('progressbar', { name: 'Progress in Master of Business Administration: 67%' })).toBeInTheDocument();

    const nothingElseAsked = await markComplete(gateway);

    expect(await screen.findByRole('progressbar', { name: 'Progress in Master of Business Administration: 84%' })).toBeInTheDocument();
    nothingElseAsked();
  });
});
