/**
 * The cloud API contract: one POST path per operation, JSON in and out, and
 * `oid` in every body. Every path the portal uses is in an area's file
 * (./areas/<area>.ts: the body each path takes, marked read() or byGet() when it
 * is, and the shape it answers; docs/decisions/350), which `npm run codegen`
 * gathers into ./__generated__/areas.ts (docs/decisions/397). Wire names are the older API's
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
import { areaPaths } from './__generated__/areas.js';
import { isMarked } from './wire.js';

export * from './__generated__/areas.js';

/** Every path the portal uses, area by area. */
export const contract = areaPaths;

/** The paths marked byGet() in their area: asked with GET, their fields in the query string (spec part 3, 7.6); every other path is a POST with a JSON body. */
export const GET_PATHS: ReadonlySet<string> = pathsMarked('get');

/** The paths marked read() in their area: they change nothing, so the gateway may ask them again. Every other path is tried once. */
export const READ_PATHS: ReadonlySet<string> = pathsMarked('read');

function pathsMarked(mark: 'read' | 'get'): ReadonlySet<string> {
  return new Set(Object.entries(contract).flatMap(([path, body]) => (isMarked(body, mark) ? [path] : [])));
}

export type ContractPath = keyof typeof contract;
export type ContractBody<P extends ContractPath> = z.infer<(typeof contract)[P]>;
