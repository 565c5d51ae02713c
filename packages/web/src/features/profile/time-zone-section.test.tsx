import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Moment } from '../../components/dates/when';
import { DEMO_VIEWER, renderWithApp, type RecordedOperation } from '../../test/render';
import { TimeZoneSection } from './time-zone-section';

// 2027-01-05 18:11 UTC: 11:41 pm in India, 7:11 pm in Lagos.
const AT = '2027-01-05T18:11:00Z';

function renderZone(saved: string | null, respond: (op: RecordedOperation) => unknown = () => null) {
  return renderWithApp(
    <>
      <TimeZoneSection />
      <p data-testid="elsewhere">
        <Moment as="span" at={AT} />
      </p>
    </>,
    {
      route: '/profile',
      timeZone: 'asked',
      respond: (op) =>
        op.operationName === 'Session'
          ? { data: { viewer: DEMO_VIEWER } }
          : op.operationName === 'LearnerTimeZone'
            ? { data: { profile: { __typename: 'Profile', timeZone: saved } } }
            : (respond(op) as never),
    },
  );
}

describe('the learner’s time zone, chosen in the profile (issue 31, section 4)', () => {
  it('writes every time in the zone the learner saved, asked of the gateway once', async () => {
    const { gateway } = renderZone('Asia/Kolkata');
    expect(await screen.findByText('5 Jan 2027, 11:41 pm (GMT+5:30)')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Your time zone' })).toHaveValue('Asia/Kolkata');
    expect(gateway.operations.filter((o) => o.operationName === 'LearnerTimeZone')).toHaveLength(1);
  });

  it('offers the browser’s zone by default, then saves the choice and every screen follows at once', async () => {
    const { gateway } = renderZone(null, (op) =>
      op.operationName === 'ProfileTimeZoneUpdate'
        ? { data: { profileTimeZoneUpdate: { __typename: 'ProfileUpdatePayload', message: 'Time zone saved', profile: { __typename: 'Profile', timeZone: 'Africa/Lagos' }, userErrors: [] } } }
        : null,
    );
    const select = await screen.findByRole('combobox', { name: 'Your time zone' });
    const device = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(select).toHaveValue('');
    expect(within(select).getAllByRole('option')[0].textContent).toContain(`Browser's: ${device.replace(/_/g, ' ')} (GMT`);
    const user = userEvent.setup();
    // A native select of 400-odd zones: the change itself, as the phone's picker makes it.
    fireEvent.change(select, { target: { value: 'Africa/Lagos' } });
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    const notice = await screen.findByText('Time zone saved');
    expect(notice).toBeVisible();
    expect(gateway.operations.find((o) => o.operationName === 'ProfileTimeZoneUpdate')?.variables).toEqual({ input: { timeZone: 'Africa/Lagos' } });
    // Redrawn in a background render right after the save (lib/time-zone.tsx defers a change of zone).
    expect(await within(screen.getByTestId('elsewhere')).findByText('5 Jan 2027, 7:11 pm (GMT+1)')).toBeVisible();
    // The notice is the one shown at the save, not drawn again when the app's zone follows.
    expect(notice).toBeInTheDocument();
  });

  it('shows the gateway’s refusal in its words', async () => {
    renderZone(null, (op) =>
      op.operationName === 'ProfileTimeZoneUpdate'
        ? {
            data: {
              profileTimeZoneUpdate: {
                __typename: 'ProfileUpdatePayload',
                message: null,
                profile: null,
                userErrors: [{ __typename: 'UserError', field: 'timeZone', code: 'INVALID', message: 'Choose a time zone from the list.' }],
              },
            },
          }
        : null,
    );
    const user = userEvent.setup();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Your time zone' }), { target: { value: 'Europe/London' } });
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a time zone from the list.');
  });
});
