import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';
import SharedObjectPage from './shared-object-page';

const LINK = '/sharingobject?val1=101&val2=1012&val3=10102&val4=obj-101021-1&val5=demo-lesson-7Qk2Xw';
const PAGE = 'http://127.0.0.1:4001/media/1.f.abc/course/lessons/lesson-computing.html';

const answer =
  (sharedObject: unknown): Responder =>
  (op) =>
    op.operationName === 'Session' ? { data: { viewer: DEMO_VIEWER } } : { data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id }, sharedObject } };

describe('the shared-object viewer (spec part 3, section 2.9)', () => {
  it('frames the object its link names across the page, sandboxed as a lesson is', async () => {
    const { gateway } = renderWithApp(<SharedObjectPage />, { route: LINK, respond: answer({ __typename: 'SharedObject', title: 'Lesson: Selecting and Filtering', url: PAGE }) });
    const frame = await screen.findByTitle('Lesson: Selecting and Filtering');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', PAGE);
    // Scripts run, in an opaque origin: no allow-same-origin, no top navigation, no popups.
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms');
    expect(screen.getByRole('heading', { level: 1, name: 'Lesson: Selecting and Filtering' })).toBeInTheDocument();
    // val1 to val5, in the schema's words.
    expect(gateway.operations.find((op) => op.operationName === 'SharedObject')?.variables).toEqual({
      link: { programId: '101', batchId: '1012', courseId: '10102', objectId: 'obj-101021-1', shareCode: 'demo-lesson-7Qk2Xw' },
    });
  });

  it('says There is nothing here to display when the link names nothing', async () => {
    renderWithApp(<SharedObjectPage />, { route: LINK, respond: answer(null) });
    expect(await screen.findByText('There is nothing here to display')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it.each([
    ['without values', '/sharingobject'],
    ['with a value missing', '/sharingobject?val1=101&val2=1012&val3=10102&val4=obj-101021-1'],
    ['with a malformed value', '/sharingobject?val1=101&val2=1012&val3=10102&val4=javascript:alert(1)&val5=x'],
  ])('says There is nothing here to display, asking nothing, for an address %s', async (_what, route) => {
    const { gateway } = renderWithApp(<SharedObjectPage />, { route, respond: answer(null) });
    expect(await screen.findByText('There is nothing here to display')).toBeInTheDocument();
    expect(gateway.operations.map((op) => op.operationName)).not.toContain('SharedObject');
  });

  it('shows its loading state, then says when it could not load, and tries again', async () => {
    let calls = 0;
    let answerFirst: () => void = () => undefined;
    const respond: Responder = (op) => {
      if (op.operationName === 'Session') return { data: { viewer: DEMO_VIEWER } };
      calls += 1;
      if (calls === 1)
        return new Promise((resolve) => {
          answerFirst = () => resolve({ data: { viewer: null, sharedObject: null }, errors: [{ message: 'down', path: ['sharedObject'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] });
        });
      return { data: { viewer: null, sharedObject: { __typename: 'SharedObject', title: 'Try a query', url: PAGE } } };
    };
    renderWithApp(<SharedObjectPage />, { route: LINK, respond });
    expect(await screen.findByText('Loading the shared content')).toBeInTheDocument();
    answerFirst();
    expect(await screen.findByText('We could not load the shared content')).toBeInTheDocument();
    expect(screen.queryByText('There is nothing here to display')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Try a query')).toHaveAttribute('src', PAGE);
  });
});
