import { describe, expect, it } from 'vitest';
import { planSave } from './save-course';
import { formatBytes, spaceLine } from './sizes';

const object = (id: string, kind: string, contentUrl: string | null, captions: { src: string }[] = []) => ({ id, title: `Unit ${id}`, kind, contentUrl, captions });
const course = {
  id: 'c1',
  units: [
    {
      id: 'u1',
      label: 'Media lab',
      objects: [
        object('video', 'VIDEO', '/media/1.f.aa/course/lab/lecture.webm', [{ src: '/media/1.f.bb/course/lab/lecture.en.vtt' }]),
        object('pdf', 'PDF', '/media/1.f.cc/course/lab/reading.pdf?name=Reading.pdf'),
        object('scorm', 'SCORM', 'http://127.0.0.1:4001/media/1.d2.dd/course/pkg/index.html'),
        object('lesson', 'HTML', 'http://127.0.0.1:4001/media/1.f.ff/course/lessons/one.html'),
        object('youtube', 'YOUTUBE', 'https://www.youtube-nocookie.com/embed/abc'),
        object('locked', 'AUDIO', null),
        object('quiz', 'QUIZ', null),
        { ...object('locked-quiz', 'QUIZ', null), unavailableMessage: 'Please Mark Complete previously viewed object.' },
      ],
    },
    { id: 'u2', label: 'Listening', objects: [object('podcast', 'PODCAST', '/media/2.f.ee/course/lab/lecture.webm')] },
  ],
} as unknown as Parameters<typeof planSave>[0];

describe('what a save takes', () => {
  it("keeps the portal's own files by storage key (captions with their video), one copy of a file two units share, packages and lessons for their content origin's keeper, and lists what stays online", () => {
    const plan = planSave(course);
    expect(plan.files.map((f) => [f.key, f.kind])).toEqual([
      ['course/lab/lecture.webm', 'VIDEO'],
      ['course/lab/lecture.en.vtt', 'CAPTIONS'],
      ['course/lab/reading.pdf', 'PDF'],
    ]);
    // The podcast plays the same file as the video: saved once, playable both ways.
    expect(plan.objectIds).toEqual(['video', 'pdf', 'podcast']);
    // A package and a lesson run on course content's own origin: its keeper keeps them there (docs/decisions/390).
    expect(plan.contents.map((c) => [c.objectId, c.kind, new URL(c.url).origin])).toEqual([
      ['scorm', 'SCORM', 'http://127.0.0.1:4001'],
      ['lesson', 'HTML', 'http://127.0.0.1:4001'],
    ]);
    // An embed stays online. A locked unit has no address: nothing of it.
    expect(plan.onlineOnly.map((o) => o.id)).toEqual(['youtube']);
    // A quiz's questions are kept (its answers wait for the connection); a locked quiz says why instead.
    expect(plan.quizzes.map((o) => o.id)).toEqual(['quiz']);
  });

  it('takes one unit when asked', () => {
    const plan = planSave(course, 'u2');
    expect(plan.objectIds).toEqual(['podcast']);
    expect(plan.files.map((f) => f.key)).toEqual(['course/lab/lecture.webm']);
  });

  it("says the portal's own space apart from saved courses: with nothing saved, none of it is saved data", () => {
    expect(spaceLine({ usage: 2_300_000, quota: 1_000_000_000 }, 0)).toBe('Space left on this device: 998 MB. Saved courses use 0 B; the portal itself, to open offline, uses 2.3 MB.');
    expect(spaceLine({ usage: 14_300_000, quota: 1_000_000_000 }, 12_000_000)).toBe('Space left on this device: 986 MB. Saved courses use 12 MB; the portal itself, to open offline, uses 2.3 MB.');
  });

  it('says sizes as a phone does', () => {
    expect([formatBytes(286), formatBytes(2_500), formatBytes(336_000), formatBytes(12_345_678), formatBytes(1_200_000_000)]).toEqual(['286 B', '2.5 KB', '336 KB', '12.3 MB', '1.2 GB']);
  });
});
