/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query OpensSoon {\n    viewer {\n      id\n    }\n  }\n": typeof types.OpensSoonDocument,
    "\n  mutation AccountConfirmSignUp($input: AccountConfirmSignUpInput!) {\n    accountConfirmSignUp(input: $input) {\n      confirmed\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AccountConfirmSignUpDocument,
    "\n  mutation AccountSignUp($input: AccountSignUpInput!) {\n    accountSignUp(input: $input) {\n      registered\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AccountSignUpDocument,
    "\n  mutation PasswordResetConfirm($input: PasswordResetConfirmInput!) {\n    passwordResetConfirm(input: $input) {\n      passwordChanged\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.PasswordResetConfirmDocument,
    "\n  mutation PasswordResetRequest($input: PasswordResetRequestInput!) {\n    passwordResetRequest(input: $input) {\n      codeSent\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.PasswordResetRequestDocument,
    "\n  mutation SessionCompleteNewPassword($input: SessionCompleteNewPasswordInput!) {\n    sessionCompleteNewPassword(input: $input) {\n      viewer {\n        id\n        name\n        email\n        username\n      }\n      newPasswordRequired\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.SessionCompleteNewPasswordDocument,
    "\n  mutation SessionSignIn($input: SessionSignInInput!) {\n    sessionSignIn(input: $input) {\n      viewer {\n        id\n        name\n        email\n        username\n      }\n      newPasswordRequired\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.SessionSignInDocument,
    "\n  fragment ProgramsMenu_catalog on ProgramCatalog {\n    levels {\n      level\n      label\n      programs {\n        id\n        batchId\n        name\n      }\n    }\n  }\n": typeof types.ProgramsMenu_CatalogFragmentDoc,
    "\n  query PublicSite {\n    programCatalog {\n      ...ProgramsMenu_catalog\n    }\n  }\n": typeof types.PublicSiteDocument,
    "\n  fragment CourseCard_course on EnrolledCourse {\n    id\n    courseId\n    title\n    imageUrl\n    durationWeeks\n    progressPercent\n  }\n": typeof types.CourseCard_CourseFragmentDoc,
    "\n  query Dashboard {\n    viewer {\n      id\n      programs {\n        id\n        programId\n        title\n        courses {\n          id\n          ...CourseCard_course\n        }\n      }\n      events {\n        id\n        ...UpcomingEvents_event\n      }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  fragment UpcomingEvents_event on CalendarEvent {\n    id\n    title\n    link\n    date\n  }\n": typeof types.UpcomingEvents_EventFragmentDoc,
    "\n  query MyPrograms {\n    viewer {\n      id\n      programs {\n        id\n        ...ProgramCard_program\n      }\n    }\n  }\n": typeof types.MyProgramsDocument,
    "\n  fragment ProgramCard_program on EnrolledProgram {\n    id\n    programId\n    title\n    imageUrl\n    duration\n    startsAt\n    endsAt\n    progressPercent\n    candidateNumber\n  }\n": typeof types.ProgramCard_ProgramFragmentDoc,
    "\n  query Session {\n    viewer {\n      id\n      name\n      email\n      username\n    }\n  }\n": typeof types.SessionDocument,
    "\n  mutation UploadCreate($input: UploadCreateInput!) {\n    uploadCreate(input: $input) {\n      upload {\n        fileName\n        uploadUrl\n        expiresAt\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.UploadCreateDocument,
    "\n  mutation SessionSignOut {\n    sessionSignOut {\n      signedOut\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.SessionSignOutDocument,
};
const documents: Documents = {
    "\n  query OpensSoon {\n    viewer {\n      id\n    }\n  }\n": types.OpensSoonDocument,
    "\n  mutation AccountConfirmSignUp($input: AccountConfirmSignUpInput!) {\n    accountConfirmSignUp(input: $input) {\n      confirmed\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AccountConfirmSignUpDocument,
    "\n  mutation AccountSignUp($input: AccountSignUpInput!) {\n    accountSignUp(input: $input) {\n      registered\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AccountSignUpDocument,
    "\n  mutation PasswordResetConfirm($input: PasswordResetConfirmInput!) {\n    passwordResetConfirm(input: $input) {\n      passwordChanged\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.PasswordResetConfirmDocument,
    "\n  mutation PasswordResetRequest($input: PasswordResetRequestInput!) {\n    passwordResetRequest(input: $input) {\n      codeSent\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.PasswordResetRequestDocument,
    "\n  mutation SessionCompleteNewPassword($input: SessionCompleteNewPasswordInput!) {\n    sessionCompleteNewPassword(input: $input) {\n      viewer {\n        id\n        name\n        email\n        username\n      }\n      newPasswordRequired\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.SessionCompleteNewPasswordDocument,
    "\n  mutation SessionSignIn($input: SessionSignInInput!) {\n    sessionSignIn(input: $input) {\n      viewer {\n        id\n        name\n        email\n        username\n      }\n      newPasswordRequired\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.SessionSignInDocument,
    "\n  fragment ProgramsMenu_catalog on ProgramCatalog {\n    levels {\n      level\n      label\n      programs {\n        id\n        batchId\n        name\n      }\n    }\n  }\n": types.ProgramsMenu_CatalogFragmentDoc,
    "\n  query PublicSite {\n    programCatalog {\n      ...ProgramsMenu_catalog\n    }\n  }\n": types.PublicSiteDocument,
    "\n  fragment CourseCard_course on EnrolledCourse {\n    id\n    courseId\n    title\n    imageUrl\n    durationWeeks\n    progressPercent\n  }\n": types.CourseCard_CourseFragmentDoc,
    "\n  query Dashboard {\n    viewer {\n      id\n      programs {\n        id\n        programId\n        title\n        courses {\n          id\n          ...CourseCard_course\n        }\n      }\n      events {\n        id\n        ...UpcomingEvents_event\n      }\n    }\n  }\n": types.DashboardDocument,
    "\n  fragment UpcomingEvents_event on CalendarEvent {\n    id\n    title\n    link\n    date\n  }\n": types.UpcomingEvents_EventFragmentDoc,
    "\n  query MyPrograms {\n    viewer {\n      id\n      programs {\n        id\n        ...ProgramCard_program\n      }\n    }\n  }\n": types.MyProgramsDocument,
    "\n  fragment ProgramCard_program on EnrolledProgram {\n    id\n    programId\n    title\n    imageUrl\n    duration\n    startsAt\n    endsAt\n    progressPercent\n    candidateNumber\n  }\n": types.ProgramCard_ProgramFragmentDoc,
    "\n  query Session {\n    viewer {\n      id\n      name\n      email\n      username\n    }\n  }\n": types.SessionDocument,
    "\n  mutation UploadCreate($input: UploadCreateInput!) {\n    uploadCreate(input: $input) {\n      upload {\n        fileName\n        uploadUrl\n        expiresAt\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.UploadCreateDocument,
    "\n  mutation SessionSignOut {\n    sessionSignOut {\n      signedOut\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.SessionSignOutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpensSoon {\n    viewer {\n      id\n    }\n  }\n"): (typeof documents)["\n  query OpensSoon {\n    viewer {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountConfirmSignUp($input: AccountConfirmSignUpInput!) {\n    accountConfirmSignUp(input: $input) {\n      confirmed\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AccountConfirmSignUp($input: AccountConfirmSignUpInput!) {\n    accountConfirmSignUp(input: $input) {\n      confirmed\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountSignUp($input: AccountSignUpInput!) {\n    accountSignUp(input: $input) {\n      registered\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AccountSignUp($input: AccountSignUpInput!) {\n    accountSignUp(input: $input) {\n      registered\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordResetConfirm($input: PasswordResetConfirmInput!) {\n    passwordResetConfirm(input: $input) {\n      passwordChanged\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PasswordResetConfirm($input: PasswordResetConfirmInput!) {\n    passwordResetConfirm(input: $input) {\n      passwordChanged\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordResetRequest($input: PasswordResetRequestInput!) {\n    passwordResetRequest(input: $input) {\n      codeSent\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PasswordResetRequest($input: PasswordResetRequestInput!) {\n    passwordResetRequest(input: $input) {\n      codeSent\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionCompleteNewPassword($input: SessionCompleteNewPasswordInput!) {\n    sessionCompleteNewPassword(input: $input) {\n      viewer {\n        id\n        name\n        email\n        username\n      }\n      newPasswordRequired\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SessionCompleteNewPassword($input: SessionCompleteNewPasswordInput!) {\n    sessionCompleteNewPassword(input: $input) {\n      viewer {\n        id\n        name\n        email\n        username\n      }\n      newPasswordRequired\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionSignIn($input: SessionSignInInput!) {\n    sessionSignIn(input: $input) {\n      viewer {\n        id\n        name\n        email\n        username\n      }\n      newPasswordRequired\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SessionSignIn($input: SessionSignInInput!) {\n    sessionSignIn(input: $input) {\n      viewer {\n        id\n        name\n        email\n        username\n      }\n      newPasswordRequired\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProgramsMenu_catalog on ProgramCatalog {\n    levels {\n      level\n      label\n      programs {\n        id\n        batchId\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProgramsMenu_catalog on ProgramCatalog {\n    levels {\n      level\n      label\n      programs {\n        id\n        batchId\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicSite {\n    programCatalog {\n      ...ProgramsMenu_catalog\n    }\n  }\n"): (typeof documents)["\n  query PublicSite {\n    programCatalog {\n      ...ProgramsMenu_catalog\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CourseCard_course on EnrolledCourse {\n    id\n    courseId\n    title\n    imageUrl\n    durationWeeks\n    progressPercent\n  }\n"): (typeof documents)["\n  fragment CourseCard_course on EnrolledCourse {\n    id\n    courseId\n    title\n    imageUrl\n    durationWeeks\n    progressPercent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    viewer {\n      id\n      programs {\n        id\n        programId\n        title\n        courses {\n          id\n          ...CourseCard_course\n        }\n      }\n      events {\n        id\n        ...UpcomingEvents_event\n      }\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    viewer {\n      id\n      programs {\n        id\n        programId\n        title\n        courses {\n          id\n          ...CourseCard_course\n        }\n      }\n      events {\n        id\n        ...UpcomingEvents_event\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UpcomingEvents_event on CalendarEvent {\n    id\n    title\n    link\n    date\n  }\n"): (typeof documents)["\n  fragment UpcomingEvents_event on CalendarEvent {\n    id\n    title\n    link\n    date\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPrograms {\n    viewer {\n      id\n      programs {\n        id\n        ...ProgramCard_program\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyPrograms {\n    viewer {\n      id\n      programs {\n        id\n        ...ProgramCard_program\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProgramCard_program on EnrolledProgram {\n    id\n    programId\n    title\n    imageUrl\n    duration\n    startsAt\n    endsAt\n    progressPercent\n    candidateNumber\n  }\n"): (typeof documents)["\n  fragment ProgramCard_program on EnrolledProgram {\n    id\n    programId\n    title\n    imageUrl\n    duration\n    startsAt\n    endsAt\n    progressPercent\n    candidateNumber\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session {\n    viewer {\n      id\n      name\n      email\n      username\n    }\n  }\n"): (typeof documents)["\n  query Session {\n    viewer {\n      id\n      name\n      email\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadCreate($input: UploadCreateInput!) {\n    uploadCreate(input: $input) {\n      upload {\n        fileName\n        uploadUrl\n        expiresAt\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadCreate($input: UploadCreateInput!) {\n    uploadCreate(input: $input) {\n      upload {\n        fileName\n        uploadUrl\n        expiresAt\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionSignOut {\n    sessionSignOut {\n      signedOut\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SessionSignOut {\n    sessionSignOut {\n      signedOut\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;