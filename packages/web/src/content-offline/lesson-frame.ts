/**
 * The lesson frame (issue 34; docs/decisions/390), on course content's own origin: offline, a
 * saved HTML lesson or interactivity opens here instead of straight in the player's frame. The
 * player's frame is sandboxed without its origin, and no worker may answer for such a frame;
 * this page keeps its origin (it runs only this script) and frames the lesson, which the
 * origin's worker then answers for from what was saved. The lesson's own policy, kept with it
 * (CSP `sandbox`), still gives it an opaque origin: it reaches nothing, as online.
 */

/** Frames the lesson the address's fragment names, if it is a signed address of this origin; otherwise says what this page is. */
export function runLessonFrame(win: Window): void {
  const doc = win.document;
  let lesson: URL | null = null;
  try {
    lesson = new URL(decodeURIComponent(win.location.hash.slice(1)));
  } catch {
    lesson = null;
  }
  if (!lesson || lesson.origin !== win.location.origin || !lesson.pathname.startsWith('/media/') || win.parent === win) {
    doc.body.textContent = 'This page shows saved lessons inside the learner portal.';
    return;
  }
  // The frame fills the player's (styles through the CSSOM: the page's policy allows no inline style).
  for (const element of [doc.documentElement, doc.body]) Object.assign(element.style, { margin: '0', height: '100%', background: '#fff' });
  const frame = doc.createElement('iframe');
  frame.title = 'Lesson';
  Object.assign(frame.style, { display: 'block', width: '100%', height: '100%', border: '0' });
  frame.src = lesson.href;
  doc.body.append(frame);
}
