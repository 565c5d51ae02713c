/** The cloud API contract of profile: what its paths take and answer (docs/decisions/350; `npm run codegen` gathers every area's, decision 397). */
import { z } from 'zod';
import { oid, eid, int, text, or, read } from '../wire.js';

export const profilePaths = {
  /**
   * My Profile (spec part 3, 3.6 and 7.3): → ProfileAnswer, a list whose first
   * item has the profile fields and cert, the learner's program certificates
   * (3.11: cerurl, certificate). A learner who never saved one gets the
   * identity's name and e-mail and empty fields. File addresses are storage
   * keys, unsigned: the gateway signs what it shows (as course files).
   */
  '/getUserProfile': read(z.object({ oid, eid, email: z.string().max(320).optional() })),
  /**
   * Saves the profile (spec part 3, 7.3). profilepicname must be the current
   * photo or a finished 'profiledetails' upload of eid, which the API
   * re-encodes (orientation applied, metadata dropped, at most 512 px) so only
   * an image is kept; each docname the current list's or a finished
   * 'profiledocs' upload of eid. 404 NOT_FOUND naming the file otherwise,
   * 400 BAD_IMAGE when the photo is no readable image. → ProfileAnswer
   */
  '/updateuserprofile': z.object({
    oid,
    eid,
    uname: z.string().max(500),
    lstname: z.string().max(500),
    cno: z.string().max(500),
    ads: z.string().max(500),
    councode: z.string().max(500),
    dob: z.string().max(10),
    passportno: z.string().max(500),
    othergovid: z.string().max(500),
    highdeg: z.string().max(500),
    workexp: z.string().max(500),
    profilepicname: z.string().min(1).max(200),
    docname: z.array(z.string().min(1).max(200)).max(20),
  }),
  /**
   * The learner's time zone (issue 31, section 4; not in the spec): the IANA zone the
   * portal writes their times in (Intl.supportedValuesOf('timeZone') or another name of
   * one), '' for "the browser's". Saved alone, so choosing a zone never needs the whole
   * profile form. 400 BAD_TIME_ZONE when it is no zone. → ProfileAnswer (TIMEZONE)
   */
  '/updateUserTimeZone': z.object({ oid, eid, timezone: z.string().max(64) }),
} as const;

/** A stored file of the profile: its stored name and its storage key (unsigned). */
export const profileFile = z.looseObject({ name: text, key: text });
export type ProfileFile = z.infer<typeof profileFile>;
/** A program certificate of the profile's cert list (spec part 3, 3.11): cerurl, the image's storage key; certificate, its name or none. */
export const programCertificate = z.looseObject({ id: int, cerurl: text, certificate: text.nullish().transform((v) => v ?? null), bpid: int.nullish().transform((v) => v ?? null) });
export type ProgramCertificate = z.infer<typeof programCertificate>;
/** The profile record as read (spec part 3, 3.6), the wire's upper-case keys; profilepickey, docfiles and certificatefiles are extensions (storage keys). */
export const profileRecord = z.looseObject({
  UNAME: or(text, ''),
  LASTNAME: or(text, ''),
  EMAILID: or(text, ''),
  CNO: or(text, ''),
  ADS: or(text, ''),
  DOB: or(text, ''),
  HIGHDEG: or(text, ''),
  COUNTRYCODE: or(text, ''),
  PASSPORTNO: or(text, ''),
  OTHGOVID: or(text, ''),
  WORKEXP: or(text, ''),
  PROFILEPICNAME: or(text, ''),
  /** the re-encoded photo's storage key, null when there is none */
  profilepickey: text.nullish().transform((v) => v ?? null),
  DOCUMENTNAME: or(z.array(text), []),
  docfiles: or(z.array(profileFile), []),
  /** marks cards: file (the name) and curl (the storage key) */
  MARKSCARD: or(z.array(z.looseObject({ file: text, curl: text })), []),
  CERTIFICATE: or(z.array(text), []),
  certificatefiles: or(z.array(profileFile), []),
  cert: or(z.array(programCertificate), []),
  /** the learner's time zone (issue 31, section 4), '' while they keep the browser's; an extension */
  TIMEZONE: or(text, ''),
});
export type ProfileRecord = z.infer<typeof profileRecord>;
/** "a list whose first item has the profile fields, or cert" (spec part 3, 7.3). */
export const profileAnswer = z.array(profileRecord).min(1);
export type ProfileAnswer = z.infer<typeof profileAnswer>;
