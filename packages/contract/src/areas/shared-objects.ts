/** The cloud API contract of the rest of the route map: what its paths take and answer (docs/decisions/350; `npm run codegen` gathers every area's, decision 397). */
import { z } from 'zod';
import { oid, text, or, read } from '../wire.js';

/** One value of a share link (docs/decisions/244): an identifier or a share code. */
const sharedValue = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
export const sharedObjectsPaths = {
  /**
   * "/getSharedObject" (spec part 3, 7.5: val1 to val5 and val6 (oid) → ourl):
   * val1 the program (pid), val2 the batch (bpid), val3 the course (tid), val4
   * the learning object, val5 the share code; val6 repeats oid. → SharedObject;
   * 404 NOT_FOUND when the values name no shared object of this organisation.
   */
  '/getSharedObject': read(
    z.object({
      oid,
      val1: sharedValue,
      val2: sharedValue,
      val3: sharedValue,
      val4: sharedValue,
      val5: sharedValue,
      val6: oid,
    }),
  ),
} as const;

/**
 * A shared object (spec part 3, 7.5: the response carries ourl): ourl is the
 * storage key of the object's page in the file store, or whatever a real
 * cloud API stores there (the gateway hands out only what it can isolate,
 * docs/decisions/244); otitle its title, when known.
 */
export const sharedObject = z.looseObject({ ourl: text, otitle: or(text, '') });
export type SharedObject = z.infer<typeof sharedObject>;
