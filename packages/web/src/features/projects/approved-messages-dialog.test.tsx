import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_VIEWER, renderWithApp } from '../../test/render';
import { ApprovedMessagesDialog } from './approved-messages-dialog';

const approved = {
  __typename: 'ProjectApprovedMessage',
  approvedAt: '2026-11-03T06:00:00.000Z',
  objective: {
    __typename: 'ProjectObjective',
    id: 'proj-2',
    title: 'SWOT of the chosen company',
  },
  message: {
    __typename: 'ProjectMessage',
    id: '7',
    text: 'Final SWOT with the sources',
    status: 'APPROVED',
    postedAt: '2026-11-02T05:00:00.000Z',
    postedDate: '02-11-2026',
    postedTime: '10:30 AM',
    file: null,
  },
};

describe('the approved messages on a phone (spec part 2, section 2; issue 31)', () => {
  it('lists each approved message as a card with the table\u2019s four headings, View message and Visit Thread', async () => {
    // The test screen matches no min-width query: a phone.
    const user = userEvent.setup();
    const onVisit = vi.fn();
    renderWithApp(<ApprovedMessagesDialog courseId="301208" open onClose={() => undefined} onVisit={onVisit} />, {
      respond: (op) =>
        op.operationName === 'ProjectApproved'
          ? {
              data: {
                viewer: {
                  ...DEMO_VIEWER,
                  course: {
                    __typename: 'Course',
                    id: '301208',
                    projectApprovedMessages: [approved],
                  },
                },
              },
            }
          : { data: { viewer: DEMO_VIEWER } },
    });
    const list = await screen.findByRole('list', {
      name: 'Approved messages',
    });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getByRole('listitem');
    for (const heading of ['Project Objective', 'Objective Status', 'Approved Message', 'Approval Date']) expect(within(card).getByText(heading)).toBeVisible();
    expect(within(card).getByText('SWOT of the chosen company')).toBeVisible();
    expect(within(card).getByText('Approved')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'View message' }));
    expect(await screen.findByRole('region', { name: 'Approved message' })).toHaveTextContent('Final SWOT with the sources');
    await user.click(within(card).getByRole('button', { name: 'Visit Thread' }));
    expect(onVisit).toHaveBeenCalledWith('proj-2');
  });
});
