import { UpstreamRefusedError } from '../errors.js';

/**
 * A refusal of the cloud API as null: "no such course", "not this learner's",
 * "not yet" (a 404, or the other statuses the caller names) is an answer, not
 * a failure. Every other error goes on. The one place this rule is written
 * (issue 18, section 1).
 */
export async function nullWhenRefused<T>(call: Promise<T>, statuses: readonly number[] = [404]): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof UpstreamRefusedError && statuses.includes(error.status)) return null;
    throw error;
  }
}
