/**
 * Where course content's own origin keeps what a learner saved (docs/decisions/390): shared by
 * the keeper frame, which saves, and the content origin's worker, which answers from it while
 * the network cannot. This origin's storage is the learner's browser's, partitioned under the
 * portal's site when the portal frames it (a third party's storage).
 */
/** A saved package's or lesson's files, under their storage keys (../offline/saved-files.ts). */
export const CONTENT_SAVED_FILES_CACHE = 'content-saved-files';
/** The frames the portal opens here (the SCORM runtime, the keeper, a saved lesson's), as the gateway served them. */
export const CONTENT_FRAMES_CACHE = 'content-frames';
export const FRAME_PAGES = ['/scorm/runtime.html', '/scorm/keeper.html', '/scorm/lesson.html'];
/** The content origin's worker, at its root so that it answers for /media/ and /scorm/ alike. */
export const CONTENT_WORKER_URL = '/content-worker.js';
