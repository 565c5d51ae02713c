import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';
import { connectionOf } from '../../test/connection';
import AnnouncementsPage from './announcements-page';

const announcement = (id: string, kind: string, title: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ProgramAnnouncement',
  id,
  kind,
  title,
  descriptionHtml: `<p>About ${title}.</p>`,
  // 20:00 UTC is already the next day in India (decision 009).
  postedAt: '2026-01-31T20:00:00.000Z',
  linkText: null,
  linkUrl: null,
  contentUrl: null,
  fileName: null,
  ...extra,
});

const group = (id: string, title: string, announcements: { id: string }[]) => ({
  __typename: 'ProgramAnnouncements',
  enrolledProgram: { __typename: 'EnrolledProgram', id, title, announcementsConnection: connectionOf('ProgramAnnouncementConnection', announcements) },
});

const BCA = group('5021', 'Bachelor of Computer Applications', [
  announcement('a1', 'TEXT', 'Lab clinic every Thursday'),
  announcement('a2', 'IMAGE', 'Campus network diagram', {
    contentUrl: '/media/1.f.x/course/diagram.svg',
  }),
  announcement('a3', 'FILE', 'Lab record template', {
    contentUrl: '/media/1.f.x/course/template.pdf',
    fileName: 'template.pdf',
  }),
  announcement('a4', 'WEB', 'Library access', {
    linkText: 'Open the e-library',
    linkUrl: 'https://library.example',
  }),
  announcement('a5', 'HTML', 'Exam guidelines', {
    contentUrl: 'https://content.example/media/1.f.x/course/page.html',
  }),
  announcement('a6', 'AUDIO', 'Audio note', { contentUrl: null }),
]);
const DATA = group('1012', 'Certificate in Data Analytics', []);

const respond =
  (groups: unknown, errors?: unknown[]): Responder =>
  (op) =>
    op.operationName === 'Session'
      ? { data: { viewer: DEMO_VIEWER } }
      : ({
          data: {
            viewer: {
              __typename: 'Viewer',
              id: 'sub-1',
              announcements: groups,
            },
          },
          ...(errors ? { errors } : {}),
        } as never);

describe('the Announcements screen (spec part 3, section 2.11)', () => {
  it('shows a skeleton while loading', async () => {
    renderWithApp(<AnnouncementsPage />, {
      respond: (op) => (op.operationName === 'Session' ? { data: { viewer: DEMO_VIEWER } } : new Promise(() => undefined)),
    });
    expect(await screen.findByLabelText('Loading your announcements')).toBeInTheDocument();
  });

  it('gives each program an accordion item, the first with announcements open, dated DD/MM/YYYY on the learner’s day', async () => {
    renderWithApp(<AnnouncementsPage />, { respond: respond([DATA, BCA]), timeZone: 'Asia/Kolkata' });
    const bca = await screen.findByRole('button', {
      name: /Bachelor of Computer Applications/,
    });
    expect(bca).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Certificate in Data Analytics/ })).toHaveAttribute('aria-expanded', 'false');
    expect(bca).toHaveTextContent('6 announcements');
    expect(
      screen.getByRole('heading', {
        level: 3,
        name: 'Lab clinic every Thursday',
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('01/02/2026').length).toBeGreaterThan(0);
  });

  it('dates an announcement by the learner’s own day (issue 31, section 4): 20:00 UTC on 31 January is still the 31st in London', async () => {
    renderWithApp(<AnnouncementsPage />, { respond: respond([DATA, BCA]), timeZone: 'Europe/London' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Lab clinic every Thursday' })).toBeInTheDocument();
    expect(screen.getAllByText('31/01/2026').length).toBeGreaterThan(0);
    expect(screen.queryByText('01/02/2026')).toBeNull();
  });

  it('says No Announcements inside a program that has none', async () => {
    renderWithApp(<AnnouncementsPage />, { respond: respond([BCA, DATA]) });
    await userEvent.click(
      await screen.findByRole('button', {
        name: /Certificate in Data Analytics/,
      }),
    );
    expect(await screen.findByText('No Announcements')).toBeVisible();
  });

  it('says No Announcements once when none of the learner\u2019s programs has any', async () => {
    renderWithApp(<AnnouncementsPage />, { respond: respond([DATA]) });
    expect(await screen.findByText('No Announcements')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Certificate in Data Analytics/ })).not.toBeInTheDocument();
  });

  it('shows an error with Try again when the announcements could not be read', async () => {
    renderWithApp(<AnnouncementsPage />, {
      respond: respond(null, [
        {
          message: 'down',
          path: ['viewer', 'announcements'],
          extensions: { code: 'UPSTREAM_UNAVAILABLE' },
        },
      ]),
    });
    expect(await screen.findByText('We could not load your announcements')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers what each kind does: a dialog for what plays, a download for a file, a link for the web', async () => {
    renderWithApp(<AnnouncementsPage />, { respond: respond([BCA]) });
    await screen.findByRole('heading', { name: 'Lab clinic every Thursday' });
    const entry = (title: string) => within(screen.getByRole('listitem', { name: title }));
    expect(entry('Lab clinic every Thursday').queryByRole('button')).not.toBeInTheDocument();
    expect(
      entry('Lab record template').getByRole('link', {
        name: /Download template\.pdf/,
      }),
    ).toHaveAttribute('download', 'template.pdf');
    expect(entry('Library access').getByRole('link', { name: /Open the e-library/ })).toHaveAttribute('target', '_blank');

    await userEvent.click(
      entry('Campus network diagram').getByRole('button', {
        name: 'View image: Campus network diagram',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Campus network diagram',
    });
    expect(within(dialog).getByRole('img', { name: 'Campus network diagram' })).toHaveAttribute('src', '/media/1.f.x/course/diagram.svg');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens a page in the sandboxed frame from the content origin', async () => {
    renderWithApp(<AnnouncementsPage />, { respond: respond([BCA]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Open page: Exam guidelines' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Exam guidelines',
    });
    const frame = await within(dialog).findByTitle('Exam guidelines');
    expect(frame).toHaveAttribute('src', 'https://content.example/media/1.f.x/course/page.html');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
  });

  it('says so calmly when an announcement\u2019s content cannot be opened', async () => {
    renderWithApp(<AnnouncementsPage />, { respond: respond([BCA]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Listen: Audio note' }));
    expect(await screen.findByText('This announcement\u2019s content is not available just now.')).toBeInTheDocument();
  });
});

describe('a program with many announcements (issue 32, section 3; docs/decisions/311)', () => {
  it('shows its newest 20, counts them all, and "Load more announcements" asks that program\u2019s next page', async () => {
    const many = Array.from({ length: 24 }, (_, i) => announcement(`m${i + 1}`, 'TEXT', `Notice ${i + 1}`));
    const program = { __typename: 'EnrolledProgram', id: '3012', title: 'Master of Business Administration' };
    const { gateway } = renderWithApp(<AnnouncementsPage />, {
      respond: (op) => {
        if (op.operationName === 'Session') return { data: { viewer: DEMO_VIEWER } };
        const page = connectionOf('ProgramAnnouncementConnection', many, op.variables);
        if (op.operationName === 'ProgramAnnouncementsPage') return { data: { viewer: { __typename: 'Viewer', id: 'sub-1', enrolledProgram: { ...program, announcementsConnection: page } } } };
        return { data: { viewer: { __typename: 'Viewer', id: 'sub-1', announcements: [{ __typename: 'ProgramAnnouncements', enrolledProgram: { ...program, announcementsConnection: page } }] } } };
      },
    });
    expect(await screen.findByRole('button', { name: /Master of Business Administration/ })).toHaveTextContent('24 announcements');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(20);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more announcements' }));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(24));
    expect(gateway.operations.find((o) => o.operationName === 'ProgramAnnouncementsPage')!.variables).toMatchObject({ programId: '3012', first: 20, after: 'm20' });
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Notice 21'));
    expect(screen.getByText('4 more announcements loaded.')).toBeInTheDocument();
  });
});
