/**
 * queryPost: "Report A Query" before sign-in (spec part 3, sections 2.6,
 * 5.8 and 7.4). Every field's message at once, as the form shows them; the
 * optional file must be one this browser uploaded for a query.
 */
import { queryFormSchema } from '@portal/domain';
import type { QueryPostInput, QueryPostPayload, UserError } from '../../__generated__/resolvers-types.js';
import { RATE_LIMITED_MESSAGE } from '../../auth/rate-limits.js';
import { postVisitorQuery } from '../../cloud/complaints.js';
import { storedFile, uploadType } from '../../cloud/files.js';
import type { Context } from '../../context.js';
import { validationErrors } from '../../user-errors.js';
import { visitorOwner } from '../uploads/index.js';

/**
 * NOT IN THE SPEC: the older form could not name a file it had not
 * uploaded itself. Here the name arrives from the browser, so a name that
 * does not match a finished upload of this browser is refused with this
 * (docs/decisions/045).
 */
export const QUERY_FILE_NOT_UPLOADED = 'The file was not uploaded. Please choose the file again.';

const notPosted = (userErrors: UserError[]) => ({ posted: false, userErrors });

/** Posts a visitor's query once the form, the rate limit and its file pass. */
export async function postQuery(ctx: Context, input: QueryPostInput): Promise<QueryPostPayload> {
  const invalid = validationErrors(queryFormSchema, input);
  if (invalid.length > 0) return notPosted(invalid);

  // Counted once the form passes its own rules (docs/decisions/012, 044).
  if (!(await ctx.rateLimits.allow('queryPost', ctx.ip))) return notPosted([{ field: null, code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE }]);

  const fileName = input.fileName?.trim() || null;
  if (fileName) {
    // The uploader of a query file: the signed-in learner, or this browser's visitor id (uploadCreate).
    const viewer = await ctx.viewer();
    const owner = viewer ? { eid: viewer.eid } : visitorOwner(ctx);
    const stored = owner ? await storedFile(ctx.cloud, owner, uploadType('query'), fileName) : null;
    if (!stored) return notPosted([{ field: 'fileName', code: 'INVALID', message: QUERY_FILE_NOT_UPLOADED }]);
  }

  await postVisitorQuery(ctx.cloud, { name: input.name.trim(), email: input.email.trim(), description: input.description.trim(), fileName });
  return { posted: true, userErrors: [] };
}
