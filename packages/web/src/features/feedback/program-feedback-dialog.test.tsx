import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DEMO_VIEWER, renderWithApp } from '../../test/render';
import ProgramFeedbackDialog from './program-feedback-dialog';

describe('the Overall Program Feedback dialog', () => {
  it('opens the form of its enrolment, with the program\u2019s questions and answers coded 0 to 4 (issue 19)', async () => {
    const asked: Record<string, unknown>[] = [];
    renderWithApp(<ProgramFeedbackDialog programId="batch-1" programTitle="Bachelor of Computer Applications" onClose={() => undefined} />, {
      respond: (op) => {
        // The session's viewer is the one the form is asked of (both answers write the root's viewer).
        if (op.operationName !== 'ProgramFeedback') return { data: { viewer: DEMO_VIEWER } };
        asked.push(op.variables);
        const form = {
          __typename: 'FeedbackForm',
          kind: 'PROGRAM',
          status: 'OPEN',
          message: null,
          questions: [{ __typename: 'FeedbackQuestion', id: 'q1', text: 'The program met my expectations.' }],
          instructors: [],
        };
        return { data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, enrolledProgram: { __typename: 'EnrolledProgram', id: 'batch-1', feedbackForm: form } } } };
      },
    });
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
