import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../../test/render';
import ReferencesTab from './references-tab';
import RecordedSessionsTab from './recorded-sessions-tab';

const KINDS = ['PDF', 'VIDEO', 'AUDIO', 'IMAGE', null] as const;
const references = Array.from({ length: 27 }, (_, i) => ({
  __typename: 'CourseReference',
  id: String(i + 1),
  title: `Reference ${i + 1}`,
  kind: KINDS[i % KINDS.length],
  url: KINDS[i % KINDS.length] ? `/media/1.f.${'0'.repeat(64)}/course/x/file-${i + 1}` : null,
  link: KINDS[i % KINDS.length] ? null : `https://example.org/${i + 1}`,
}));

const respondWith =
  (data: Record<string, unknown>): Responder =>
  (op) =>
    op.operationName === 'Session' ? { data: { viewer: DEMO_VIEWER } } : { data };

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('References tab (spec part 2, section 2)', () => {
  it('shows 5 rows by default, and 10, 25 or All on request', async () => {
    const user = userEvent.setup();
    const { gateway } = renderWithApp(<ReferencesTab courseId="301205" />, { respond: respondWith({ courseReferences: references }) });
    expect(await screen.findByText('Reference 1')).toBeVisible();
    expect(gateway.operations.find((o) => o.operationName === 'CourseReferences')?.variables).toEqual({ courseId: '301205' });
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('1–5 of 27')).toBeVisible();

    const size = screen.getByLabelText('Rows per page');
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '25', 'All']);
    await user.selectOptions(size, '10');
    expect(bodyRows()).toHaveLength(10);
    await user.selectOptions(size, '25');
    expect(bodyRows()).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getByText('26–27 of 27')).toBeVisible();
    await user.selectOptions(size, 'All');
    expect(bodyRows()).toHaveLength(27);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('pages forward and back at 5 a page', async () => {
    const user = userEvent.setup();
    renderWithApp(<ReferencesTab courseId="301205" />, { respond: respondWith({ courseReferences: references }) });
    await screen.findByText('Reference 1');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Reference 6')).toBeVisible();
    expect(screen.queryByText('Reference 1')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('Reference 1')).toBeVisible();
  });

  it('opens a preview for an image and shows a link as an external link', async () => {
    const user = userEvent.setup();
    renderWithApp(<ReferencesTab courseId="301205" />, { respond: respondWith({ courseReferences: references }) });
    await screen.findByText('Reference 1');
    const link = screen.getByRole('link', { name: /Open link/ });
    expect(link).toHaveAttribute('href', 'https://example.org/5');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await user.click(screen.getByRole('button', { name: 'Preview Reference 4' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Reference 4' })).toHaveAttribute('src', references[3].url!);
  });

  it('opens a preview for a video with the browser\u2019s controls', async () => {
    const user = userEvent.setup();
    renderWithApp(<ReferencesTab courseId="301205" />, { respond: respondWith({ courseReferences: references }) });
    await user.click(await screen.findByRole('button', { name: 'Preview Reference 2' }));
    const dialog = await screen.findByRole('dialog');
    const video = dialog.querySelector('video')!;
    expect(video).toHaveAttribute('src', references[1].url!);
    expect(video).toHaveAttribute('controls');
  });
});

describe('Recorded session tab (spec part 2, sections 2 and 9)', () => {
  it('adds the date column, shown DD-MM-YYYY', async () => {
    const sessions = [{ __typename: 'RecordedSession', id: '1', title: 'Live session 1', kind: 'VIDEO', url: '/media/x', link: null, date: '2026-03-07' }];
    renderWithApp(<RecordedSessionsTab courseId="301205" />, { respond: respondWith({ courseRecordedSessions: sessions }) });
    expect(await screen.findByText('Live session 1')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Date' })).toBeVisible();
    expect(screen.getByText('07-03-2026')).toBeVisible();
  });
});
