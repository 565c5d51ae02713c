/**
 * "Report A Query": before sign-in (spec part 3, sections 2.6 and 5.8) and
 * as a complaint after sign-in (sections 2.8 and 5.9). Unlike the
 * application, these forms show every field's message at once; use
 * fieldErrors(schema, input). The optional file is checked with
 * checkUpload('query' | 'complaint', file).
 */
import { z } from 'zod';
import { EMAIL_PATTERN, text } from '../validation/rules.js';
import { hasHiddenFormatting, TEXT_MESSAGES } from '../validation/text.js';

export const QUERY_FORM_MESSAGES = {
  nameRequired: 'Please enter user name',
  nameLettersOnly: '*Please enter alphabet characters only.',
  emailRequired: '*Please enter your email-ID.',
  emailInvalid: '*Please enter valid email-ID.',
  descriptionRequired: '*Please Enter the issue description.',
  programRequired: '*Please Select the Program.',
} as const;

/**
 * "Letters and spaces only" (section 5.8). Letters of any alphabet count, so
 * names such as "Amélie" or "Zoë" pass; digits and punctuation do not.
 */
export const NAME_LETTERS_AND_SPACES = /^[\p{L} ]+$/u;

const m = QUERY_FORM_MESSAGES;

const required = (message: string) => text().pipe(z.string().refine((v) => v.trim().length > 0, { message, abort: true }));
/** A description staff read: no hidden formatting (issue 31, section 5; docs/decisions/270). */
const description = () => required(m.descriptionRequired).pipe(z.string().refine((v) => !hasHiddenFormatting(v), TEXT_MESSAGES.hiddenFormatting));

/** The query form before sign-in, in form order: name, email, description (section 5.8). */
export const queryFormSchema = z.object({
  name: required(m.nameRequired).pipe(z.string().refine((v) => NAME_LETTERS_AND_SPACES.test(v.trim()), m.nameLettersOnly)),
  email: required(m.emailRequired).pipe(z.string().refine((v) => EMAIL_PATTERN.test(v.trim()), m.emailInvalid)),
  description: description(),
});
export type QueryFormInput = z.infer<typeof queryFormSchema>;

/** The select's placeholder, which is no choice (section 2.8). */
export const PROGRAM_SELECT_PLACEHOLDER = '--Select--';

/**
 * The complaint after sign-in, in form order: program, then description
 * (section 2.8; messages from 5.9). The program is its bpid, as a number or
 * a string; empty or the placeholder is no program.
 */
export const complaintSchema = z.object({
  programId: z
    .union([z.number().int().positive(), z.string()])
    .catch('')
    .refine((v) => typeof v === 'number' || (v.trim() !== '' && v.trim() !== PROGRAM_SELECT_PLACEHOLDER), m.programRequired),
  description: description(),
});
export type ComplaintInput = z.infer<typeof complaintSchema>;
