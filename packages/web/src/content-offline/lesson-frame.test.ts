import { describe, expect, it } from 'vitest';
import { runLessonFrame } from './lesson-frame';

const CONTENT = 'http://127.0.0.1:4001';
const LESSON = `${CONTENT}/media/1.f.${'b'.repeat(64)}/course/lessons/one.html`;

/** The lesson frame's window at `hash`, framed by the portal (or not), on the content origin. */
function frameAt(hash: string, framed = true) {
  const doc = document.implementation.createHTMLDocument('Saved lesson');
  const win = { document: doc, location: { hash, origin: CONTENT }, parent: framed ? {} : null } as unknown as Window;
  if (!framed) (win as unknown as { parent: Window }).parent = win;
  runLessonFrame(win);
  return doc;
}

describe('the lesson frame on the content origin (docs/decisions/390)', () => {
  it('frames the saved lesson its address names, from its own origin', () => {
    const frame = frameAt(`#${encodeURIComponent(LESSON)}`).querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(LESSON);
    expect(frame?.title).toBe('Lesson');
  });

  it('frames nothing of another origin, nothing but a signed address, and nothing outside the portal', () => {
    for (const doc of [
      frameAt(`#${encodeURIComponent('https://evil.example/media/x.html')}`),
      frameAt(`#${encodeURIComponent(`${CONTENT}/scorm/keeper.html`)}`),
      frameAt('#%E0'),
      frameAt(`#${encodeURIComponent(LESSON)}`, false),
    ]) {
      expect(doc.querySelector('iframe')).toBeNull();
      expect(doc.body.textContent).toBe('This page shows saved lessons inside the learner portal.');
    }
  });
});
