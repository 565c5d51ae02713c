/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AccountConfirmSignUpInput = {
  /** The confirmation code from the Verify Email link. */
  code: string;
  /** The user name (e-mail address) from the Verify Email link. */
  username: string;
};

export type AccountSignUpInput = {
  /** The password again. */
  confirmPassword: string;
  /** The learner's e-mail address; it becomes the user name. */
  email: string;
  /** The learner's name. */
  name: string;
  /** At least 8 characters, with at least one lowercase letter, one number and one special character. */
  password: string;
};

export type PasswordResetConfirmInput = {
  /** The verification code from the e-mail. */
  code: string;
  /** The new password again. */
  confirmPassword: string;
  /** The account's e-mail address. */
  email: string;
  /** The new password: 8 to 16 characters with at least one digit and one special character. */
  password: string;
};

export type PasswordResetRequestInput = {
  /** The account's e-mail address. */
  email: string;
};

/** Levels at which the university offers programs. */
export type ProgramLevel =
  | 'CERTIFICATE'
  | 'DIPLOMA'
  | 'DOCTOR_OF_PHARMACY'
  | 'GRADUATE'
  | 'POSTGRADUATE_DIPLOMA'
  | 'UNDERGRADUATE';

export type SessionCompleteNewPasswordInput = {
  /** The new password again. */
  confirmPassword: string;
  /** The new password: 8 to 16 characters with at least one digit and one special character. */
  password: string;
};

export type SessionSignInInput = {
  /** The account's password. */
  password: string;
  /** The user name, which is the account's e-mail address. It is compared lower-cased. */
  username: string;
};

export type UploadCreateInput = {
  /** The file's content type. */
  contentType: string;
  /** The file's name as chosen by the person. */
  fileName: string;
  /** What the file is for; decides the allowed size and types. */
  kind: UploadKind;
  /** The file's size in bytes. */
  size: number;
};

/** Kinds of file the portal accepts, each with its own size and type rules. */
export type UploadKind =
  /** Wizard: degree certificate (images or pdf). */
  | 'CERTIFICATE'
  /** Wizard: national id (images). */
  | 'NATIONAL_ID'
  /** Paper form: any of its documents, photo or signature (images). */
  | 'PAPER_FORM'
  /** Wizard: passport (images). */
  | 'PASSPORT'
  /** Wizard: profile photo (images). */
  | 'PROFILE_PHOTO'
  /** Pre-login query: images, pdf or docx. */
  | 'QUERY'
  /** Wizard: transcripts (images or pdf). */
  | 'TRANSCRIPTS';

/** Stable codes of user errors. */
export type UserErrorCode =
  /** The verification code has expired. */
  | 'CODE_EXPIRED'
  /** The verification code is wrong. */
  | 'CODE_MISMATCH'
  /** A field is missing or does not match its rule. */
  | 'INVALID'
  /** A parameter was refused by the identity provider. */
  | 'INVALID_PARAMETER'
  /** The new password does not meet the password policy. */
  | 'INVALID_PASSWORD'
  /** The password is wrong, or the action is not allowed. */
  | 'NOT_AUTHORIZED'
  /** There is no pending sign-in that needs a new password. */
  | 'NO_PENDING_CHALLENGE'
  /** Too many attempts from this address; wait and try again. */
  | 'RATE_LIMITED'
  /** An account with that e-mail address already exists. */
  | 'USERNAME_EXISTS'
  /** The account has not confirmed its e-mail address yet. */
  | 'USER_NOT_CONFIRMED'
  /** No account has that user name. */
  | 'USER_NOT_FOUND';

export type OpensSoonQueryVariables = Exact<{ [key: string]: never; }>;


export type OpensSoonQuery = { viewer: { id: string } | null };

export type AccountConfirmSignUpMutationVariables = Exact<{
  input: AccountConfirmSignUpInput;
}>;


export type AccountConfirmSignUpMutation = { accountConfirmSignUp: { confirmed: boolean, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type AccountSignUpMutationVariables = Exact<{
  input: AccountSignUpInput;
}>;


export type AccountSignUpMutation = { accountSignUp: { registered: boolean, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type PasswordResetConfirmMutationVariables = Exact<{
  input: PasswordResetConfirmInput;
}>;


export type PasswordResetConfirmMutation = { passwordResetConfirm: { passwordChanged: boolean, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type PasswordResetRequestMutationVariables = Exact<{
  input: PasswordResetRequestInput;
}>;


export type PasswordResetRequestMutation = { passwordResetRequest: { codeSent: boolean, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type SessionCompleteNewPasswordMutationVariables = Exact<{
  input: SessionCompleteNewPasswordInput;
}>;


export type SessionCompleteNewPasswordMutation = { sessionCompleteNewPassword: { newPasswordRequired: boolean, viewer: { id: string, name: string, email: string, username: string } | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type SessionSignInMutationVariables = Exact<{
  input: SessionSignInInput;
}>;


export type SessionSignInMutation = { sessionSignIn: { newPasswordRequired: boolean, viewer: { id: string, name: string, email: string, username: string } | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type ProgramsMenu_CatalogFragment = { levels: Array<{ level: ProgramLevel, label: string, programs: Array<{ id: string, batchId: string, name: string }> }> } & { ' $fragmentName'?: 'ProgramsMenu_CatalogFragment' };

export type PublicSiteQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicSiteQuery = { programCatalog: { ' $fragmentRefs'?: { 'ProgramsMenu_CatalogFragment': ProgramsMenu_CatalogFragment } } | null };

export type CourseCard_CourseFragment = { id: string, courseId: string, title: string, imageUrl: string, durationWeeks: number, progressPercent: number } & { ' $fragmentName'?: 'CourseCard_CourseFragment' };

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { viewer: { id: string, programs: Array<{ id: string, programId: string, title: string, courses: Array<(
        { id: string }
        & { ' $fragmentRefs'?: { 'CourseCard_CourseFragment': CourseCard_CourseFragment } }
      )> }> | null, events: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'UpcomingEvents_EventFragment': UpcomingEvents_EventFragment } }
    )> | null } | null };

export type UpcomingEvents_EventFragment = { id: string, title: string, link: string | null, date: string } & { ' $fragmentName'?: 'UpcomingEvents_EventFragment' };

export type MyProgramsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProgramsQuery = { viewer: { id: string, programs: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ProgramCard_ProgramFragment': ProgramCard_ProgramFragment } }
    )> | null } | null };

export type ProgramCard_ProgramFragment = { id: string, programId: string, title: string, imageUrl: string, duration: string, startsAt: string | null, endsAt: string | null, progressPercent: number, candidateNumber: string | null } & { ' $fragmentName'?: 'ProgramCard_ProgramFragment' };

export type SessionQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionQuery = { viewer: { id: string, name: string, email: string, username: string } | null };

export type UploadCreateMutationVariables = Exact<{
  input: UploadCreateInput;
}>;


export type UploadCreateMutation = { uploadCreate: { upload: { fileName: string, uploadUrl: string, expiresAt: string } | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type SessionSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SessionSignOutMutation = { sessionSignOut: { signedOut: boolean, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export const ProgramsMenu_CatalogFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramsMenu_catalog"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramCatalog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ProgramsMenu_CatalogFragment, unknown>;
export const CourseCard_CourseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseCard_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnrolledCourse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"durationWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}}]}}]} as unknown as DocumentNode<CourseCard_CourseFragment, unknown>;
export const UpcomingEvents_EventFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpcomingEvents_event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]} as unknown as DocumentNode<UpcomingEvents_EventFragment, unknown>;
export const ProgramCard_ProgramFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramCard_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnrolledProgram"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}},{"kind":"Field","name":{"kind":"Name","value":"candidateNumber"}}]}}]} as unknown as DocumentNode<ProgramCard_ProgramFragment, unknown>;
export const OpensSoonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpensSoon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<OpensSoonQuery, OpensSoonQueryVariables>;
export const AccountConfirmSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountConfirmSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountConfirmSignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountConfirmSignUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AccountConfirmSignUpMutation, AccountConfirmSignUpMutationVariables>;
export const AccountSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountSignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountSignUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registered"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AccountSignUpMutation, AccountSignUpMutationVariables>;
export const PasswordResetConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasswordResetConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetConfirmInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordResetConfirm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordChanged"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PasswordResetConfirmMutation, PasswordResetConfirmMutationVariables>;
export const PasswordResetRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasswordResetRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordResetRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeSent"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PasswordResetRequestMutation, PasswordResetRequestMutationVariables>;
export const SessionCompleteNewPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionCompleteNewPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionCompleteNewPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionCompleteNewPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newPasswordRequired"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SessionCompleteNewPasswordMutation, SessionCompleteNewPasswordMutationVariables>;
export const SessionSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionSignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newPasswordRequired"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SessionSignInMutation, SessionSignInMutationVariables>;
export const PublicSiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicSite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programCatalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramsMenu_catalog"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramsMenu_catalog"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramCatalog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PublicSiteQuery, PublicSiteQueryVariables>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseCard_course"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UpcomingEvents_event"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseCard_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnrolledCourse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"durationWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpcomingEvents_event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const MyProgramsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPrograms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramCard_program"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramCard_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnrolledProgram"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}},{"kind":"Field","name":{"kind":"Name","value":"candidateNumber"}}]}}]} as unknown as DocumentNode<MyProgramsQuery, MyProgramsQueryVariables>;
export const SessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<SessionQuery, SessionQueryVariables>;
export const UploadCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upload"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"uploadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UploadCreateMutation, UploadCreateMutationVariables>;
export const SessionSignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedOut"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SessionSignOutMutation, SessionSignOutMutationVariables>;