import { describe, expect, it, vi } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalSystem } from '../../app/theme';
import type { FragmentType } from '../../gql';
import { FeedbackForm, FeedbackForm_form, type FeedbackSubmitResult } from './feedback-form';

type Kind = 'PROGRAM' | 'COURSE' | 'INSTRUCTOR';
const form = (kind: Kind, status = 'OPEN', message: string | null = null) =>
  ({
    kind,
    status,
    message,
    questions: [
      { id: 'q1', text: 'The course objectives were clear.' },
      { id: 'q2', text: 'The material was easy to follow.' },
    ],
    instructors: kind === 'INSTRUCTOR' ? [{ name: 'Dr. Meera Iyer', email: 'meera.iyer@demo.university' }] : [],
  }) as unknown as FragmentType<typeof FeedbackForm_form>;

const show = (kind: Kind, onSubmit = vi.fn(async (): Promise<FeedbackSubmitResult> => ({ submitted: true, userErrors: [] })), status?: string, message?: string) => {
  render(
    <ChakraProvider value={portalSystem()}>
      <FeedbackForm form={form(kind, status, message)} onSubmit={onSubmit} />
    </ChakraProvider>,
  );
  return onSubmit;
};

describe('a feedback form (spec part 2, sections 2 and 4)', () => {
  it('course feedback: Next waits for a rating and a comment; the last question reads Submit; Confirm sends every answer', async () => {
    const user = userEvent.setup();
    const onSubmit = show('COURSE');
    const ratings = screen.getByRole('radiogroup', { name: 'The course objectives were clear.' });
    // One order on every form, the program form's (issue 31, section 3; docs/decisions/272).
    expect(
      within(ratings)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Strongly Agree', 'Agree', 'Disagree', 'Strongly Disagree', 'Not Applicable']);
    const next = screen.getByRole('button', { name: /Next/ });
    expect(next).toBeDisabled();
    // Said why, beside the button and in its description (issue 31, section 3).
    expect(next).toHaveAccessibleDescription('Please choose a rating for every question.');
    expect(screen.getByText('Please choose a rating for every question.')).toBeVisible();
    await user.click(within(ratings).getByRole('radio', { name: 'Agree' }));
    // A rating alone is not enough for course feedback, and the form says so.
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Please write a comment for every question.');
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Clear goals');
    expect(next).toBeEnabled();
    expect(next).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Please write a comment for every question.')).not.toBeInTheDocument();
    await user.click(next);
    expect(await screen.findByRole('heading', { name: 'The material was easy to follow.' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Next/ })).toBeNull();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Not Applicable' }));
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), ' n/a ');
    await user.click(submit);
    const confirm = await screen.findByRole('alertdialog', { name: 'Submit your feedback?' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).toHaveBeenCalledWith([
      { questionId: 'q1', rating: 4, comment: 'Clear goals' },
      { questionId: 'q2', rating: 1, comment: 'n/a' },
    ]);
    const success = await screen.findByRole('status');
    expect(success).toHaveTextContent('Success');
    expect(success).toHaveTextContent('Feedback submitted successfully');
  });

  it('Cancel keeps the answers and sends nothing; Back returns to the earlier question with its rating', async () => {
    const user = userEvent.setup();
    const onSubmit = show('INSTRUCTOR');
    expect(screen.getByText('About: Dr. Meera Iyer')).toBeInTheDocument();
    // Instructor feedback: the comment is optional.
    await user.click(screen.getByRole('radio', { name: 'Strongly Agree' }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(await screen.findByRole('radio', { name: 'Disagree' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(await screen.findByRole('radio', { name: 'Strongly Agree' })).toBeChecked();
  });

  it('program feedback offers Strongly Agree to Not Applicable, coded 0 to 4, and no comment', async () => {
    const user = userEvent.setup();
    const onSubmit = show('PROGRAM');
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Strongly Agree' }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(await screen.findByRole('radio', { name: 'Not Applicable' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).toHaveBeenCalledWith([
      { questionId: 'q1', rating: 0, comment: null },
      { questionId: 'q2', rating: 4, comment: null },
    ]);
  });

  it('shows the gateway\u2019s refusal, and the answers stay', async () => {
    const user = userEvent.setup();
    show(
      'PROGRAM',
      vi.fn(async () => ({ submitted: false, userErrors: [{ field: null, code: 'ALREADY_SUBMITTED', message: 'Feedback already submitted' }] })),
    );
    await user.click(screen.getByRole('radio', { name: 'Agree' }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(await screen.findByRole('radio', { name: 'Agree' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Feedback already submitted');
    expect(screen.getByRole('radio', { name: 'Agree' })).toBeChecked();
  });

  it.each([
    ['ALREADY_SUBMITTED', 'Feedback already submitted'],
    ['DISABLED', 'Feedback is disabled from Admin'],
  ])('a %s form shows the spec\u2019s words and no questions', (status, message) => {
    show('COURSE', undefined, status, message);
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
