import { describe, expect, it } from 'vitest';
import { acceptKeeperMessage, acceptKeeperRequest, isLessonFrameUrl, keeperFrameUrl, lessonFrameUrl } from './content-keeper-bridge';

const CONTENT = 'http://127.0.0.1:4001';
const PORTAL = 'http://localhost:4000';
const frame = {} as Window;
const parent = {} as Window;
const file = { key: 'course/pkg/index.html', objectId: 'o1', kind: 'SCORM', url: `${CONTENT}/media/1.d2.aa/course/pkg/index.html`, bytes: 10, saved: true };

describe('the keeper bridge (docs/decisions/390)', () => {
  it('reads the keeper only from its frame on the content origin, in the bridge’s shape', () => {
    const done = { bridge: 'portal-keeper', type: 'done', id: 3, files: [file] };
    expect(acceptKeeperMessage({ origin: CONTENT, source: frame, data: done }, CONTENT, frame)).toEqual(done);
    expect(acceptKeeperMessage({ origin: CONTENT, source: frame, data: { bridge: 'portal-keeper', type: 'ready' } }, CONTENT, frame)?.type).toBe('ready');
    expect(acceptKeeperMessage({ origin: CONTENT, source: frame, data: { bridge: 'portal-keeper', type: 'progress', id: 3, bytes: 5 } }, CONTENT, frame)).toMatchObject({ bytes: 5 });
    // Another window (a package posting to its parent), another origin, another shape: nothing.
    expect(acceptKeeperMessage({ origin: CONTENT, source: {} as Window, data: done }, CONTENT, frame)).toBeNull();
    expect(acceptKeeperMessage({ origin: PORTAL, source: frame, data: done }, CONTENT, frame)).toBeNull();
    expect(acceptKeeperMessage({ origin: CONTENT, source: frame, data: { ...done, files: [{ key: 1 }] } }, CONTENT, frame)).toBeNull();
    expect(acceptKeeperMessage({ origin: CONTENT, source: frame, data: { bridge: 'portal-scorm', type: 'ready' } }, CONTENT, frame)).toBeNull();
  });

  it('takes requests only from the portal’s window on the portal’s origin', () => {
    const measure = { bridge: 'portal-keeper', id: 1, type: 'measure', contents: [{ objectId: 'o1', kind: 'SCORM', url: file.url }] };
    expect(acceptKeeperRequest({ origin: PORTAL, source: parent, data: measure }, PORTAL, parent)).toEqual(measure);
    expect(acceptKeeperRequest({ origin: PORTAL, source: parent, data: { bridge: 'portal-keeper', id: 2, type: 'save', files: [file] } }, PORTAL, parent)?.type).toBe('save');
    expect(acceptKeeperRequest({ origin: PORTAL, source: parent, data: { bridge: 'portal-keeper', id: 2, type: 'remove', keys: ['a'] } }, PORTAL, parent)?.type).toBe('remove');
    expect(acceptKeeperRequest({ origin: PORTAL, source: parent, data: { bridge: 'portal-keeper', id: 2, type: 'wipe' } }, PORTAL, parent)?.type).toBe('wipe');
    expect(acceptKeeperRequest({ origin: CONTENT, source: parent, data: measure }, PORTAL, parent)).toBeNull();
    expect(acceptKeeperRequest({ origin: PORTAL, source: frame, data: measure }, PORTAL, parent)).toBeNull();
    expect(acceptKeeperRequest({ origin: PORTAL, source: parent, data: { ...measure, contents: [{ objectId: 'o1' }] } }, PORTAL, parent)).toBeNull();
    expect(acceptKeeperRequest({ origin: PORTAL, source: parent, data: { bridge: 'portal-keeper', id: 2, type: 'remove', keys: [1] } }, PORTAL, parent)).toBeNull();
  });

  it('opens the keeper on the content origin of a package, and a saved lesson in that origin’s lesson frame', () => {
    expect(keeperFrameUrl(file.url)).toBe(`${CONTENT}/scorm/keeper.html`);
    const lesson = `${CONTENT}/media/1.f.${'b'.repeat(64)}/course/lessons/one.html`;
    expect(lessonFrameUrl(lesson)).toBe(`${CONTENT}/scorm/lesson.html#${encodeURIComponent(lesson)}`);
    expect(isLessonFrameUrl(lessonFrameUrl(lesson))).toBe(true);
    // Never a page of this very origin, nor a lesson itself.
    expect(isLessonFrameUrl(`${window.location.origin}/scorm/lesson.html`)).toBe(false);
    expect(isLessonFrameUrl('/scorm/lesson.html')).toBe(false);
    expect(isLessonFrameUrl(lesson)).toBe(false);
  });
});
