/**
 * The cloud API contract: one POST path per operation, JSON in and out, and
 * `oid` in every body. This file gathers every path the portal uses from the
 * areas' files (./areas/<area>.ts: the body each path takes and the shape it
 * answers; docs/decisions/350). Wire names are the older API's
 * (pid, bpid, tp, per ...); the gateway renames them for GraphQL.
 *
 * Errors: HTTP 4xx/5xx with `{ "error": { "code": string, "message": string } }`.
 *   400 MISSING_OID        the body has no oid (checked before anything else)
 *   403 INVALID_OID        oid is not this organisation's
 *   400 BAD_REQUEST        body fails its schema
 *   400 FILE_TOO_SMALL / SIZE_MISMATCH, 413 FILE_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE / CONTENT_MISMATCH   uploads
 *   403 INVALID_SIGNATURE / URL_EXPIRED / URL_USED   signed file URLs
 *   403 FORBIDDEN          not the author of the discussion post to delete
 *   400 BAD_IMAGE          /updateuserprofile: the profile photo is not a readable image (issue 20)
 *   400 BAD_TIME_ZONE      /updateUserTimeZone: the time zone is no zone (issue 31)
 *   404 NOT_FOUND          unknown path or record
 *   409 CONFLICT           state does not allow the change
 *   413 PAYLOAD_TOO_LARGE  request body over the limit
 *   500 INTERNAL           anything else
 *   5xx INJECTED_FAULT     fault injection (CLOUD_API_FAULTS), never by default
 *
 * Besides these POST paths the service answers, outside the contract:
 *   POST /  (X-Amz-Target)      the Cognito-compatible identity endpoint
 *   GET  /local_portal/.well-known/{jwks.json,openid-configuration}
 *   GET  /mailbox, /mailbox/messages?to=
 *   PUT  /files/<key>?expires=&signature=   presigned upload (see /getPreSignedURL)
 *   GET  /files/<key>?expires=&signature=   signed download (see /getFileURL)
 *   GET  /assets/...            demo images
 *   GET  /healthz
 *   GET  /test-provider/start?token=, POST /test-provider/finish   the local stand-in of the external
 *                               test provider: HTML pages, a single-use token, a CSRF-checked form
 *                               (spec part 3, 7.6; docs/decisions/238)
 *   POST /exam-provider/schedule  the local stand-in of the external exam provider: a browser form
 *                               post (urlencoded hidden fields, spec part 1, section 7), answered
 *                               with an HTML page (docs/decisions/125)
 *   POST|DELETE|GET /__faults   only when CLOUD_API_FAULT_ADMIN=true
 *   POST /__certificates/revoke  only when CLOUD_API_FAULT_ADMIN=true: revokes a certificate by code
 *                               (test-only, docs/decisions/219)
 *   POST /__assessments/{window,copy,learners}   only when CLOUD_API_FAULT_ADMIN=true: test-only
 *                               assessment windows relative to now, copies, bench learners
 *                               (docs/decisions/147)
 *   POST /__tests/assign        only when CLOUD_API_FAULT_ADMIN=true: a test assigned to one learner,
 *                               its window relative to now (test-only, docs/decisions/239)
 */
import type { z } from 'zod';
import { catalogPaths } from './areas/catalog.js';
import { dashboardPaths } from './areas/dashboard.js';
import { admissionsPaths } from './areas/admissions.js';
import { filesPaths } from './areas/files.js';
import { learningPaths } from './areas/learning.js';
import { assessmentsPaths } from './areas/assessments.js';
import { learningMediaPaths } from './areas/learning-media.js';
import { quizzesPaths } from './areas/quizzes.js';
import { discussionPaths } from './areas/discussion.js';
import { complaintsPaths } from './areas/complaints.js';
import { feedbackPaths } from './areas/feedback.js';
import { projectsPaths } from './areas/projects.js';
import { certificatesPaths } from './areas/certificates.js';
import { notificationsPaths } from './areas/notifications.js';
import { assignedTestsPaths } from './areas/assigned-tests.js';
import { sharedObjectsPaths } from './areas/shared-objects.js';
import { reportsPaths } from './areas/reports.js';
import { profilePaths } from './areas/profile.js';

export * from './areas/catalog.js';
export * from './areas/dashboard.js';
export * from './areas/admissions.js';
export * from './areas/files.js';
export * from './areas/learning.js';
export * from './areas/assessments.js';
export * from './areas/learning-media.js';
export * from './areas/quizzes.js';
export * from './areas/discussion.js';
export * from './areas/complaints.js';
export * from './areas/feedback.js';
export * from './areas/projects.js';
export * from './areas/certificates.js';
export * from './areas/notifications.js';
export * from './areas/assigned-tests.js';
export * from './areas/shared-objects.js';
export * from './areas/reports.js';
export * from './areas/profile.js';

/** Every path the portal uses, area by area. */
export const contract = {
  ...catalogPaths,
  ...dashboardPaths,
  ...admissionsPaths,
  ...filesPaths,
  ...learningPaths,
  ...assessmentsPaths,
  ...learningMediaPaths,
  ...quizzesPaths,
  ...discussionPaths,
  ...complaintsPaths,
  ...feedbackPaths,
  ...projectsPaths,
  ...certificatesPaths,
  ...notificationsPaths,
  ...assignedTestsPaths,
  ...sharedObjectsPaths,
  ...reportsPaths,
  ...profilePaths,
} as const;

/** The contract paths asked with GET, their fields in the query string (spec part 3, 7.6); every other path is a POST with a JSON body. */
export const GET_PATHS: ReadonlySet<string> = new Set(['/getAssignedTests', '/getOnlineTestToken']);

export type ContractPath = keyof typeof contract;
export type ContractBody<P extends ContractPath> = z.infer<(typeof contract)[P]>;
