import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { ViewerModel, EnrolledProgramModel, EnrolledCourseModel, CalendarEventModel, ProgramCatalogModel, ProgramLevelGroupModel, CatalogProgramModel } from '../modules/mappers.js';
import { Context } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant in time, as an ISO-8601 string in UTC (for example "2026-01-15T00:00:00.000Z"). */
  DateTime: { input: string; output: string; }
};

export type AccountConfirmSignUpInput = {
  /** The confirmation code from the Verify Email link. */
  code: Scalars['String']['input'];
  /** The user name (e-mail address) from the Verify Email link. */
  username: Scalars['String']['input'];
};

export type AccountConfirmSignUpPayload = {
  __typename?: 'AccountConfirmSignUpPayload';
  /** True when the e-mail address is confirmed and the learner can sign in. */
  confirmed: Scalars['Boolean']['output'];
  /** What was wrong, with the product's messages. */
  userErrors: Array<UserError>;
};

export type AccountSignUpInput = {
  /** The password again. */
  confirmPassword: Scalars['String']['input'];
  /** The learner's e-mail address; it becomes the user name. */
  email: Scalars['String']['input'];
  /** The learner's name. */
  name: Scalars['String']['input'];
  /** At least 8 characters, with at least one lowercase letter, one number and one special character. */
  password: Scalars['String']['input'];
};

export type AccountSignUpPayload = {
  __typename?: 'AccountSignUpPayload';
  /** True when the account was created and the verification e-mail sent. */
  registered: Scalars['Boolean']['output'];
  /** What was wrong, with the product's messages. */
  userErrors: Array<UserError>;
};

/** An event on the learner's calendar. */
export type CalendarEvent = {
  __typename?: 'CalendarEvent';
  /** The day of the event, as YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** A stable id for the event. */
  id: Scalars['ID']['output'];
  /** An optional link to follow for the event. */
  link?: Maybe<Scalars['String']['output']>;
  /** What the event is. */
  title: Scalars['String']['output'];
};

/** A program as listed in the catalogue. */
export type CatalogProgram = {
  __typename?: 'CatalogProgram';
  /** The batch currently offered for this program. */
  batchId: Scalars['ID']['output'];
  /** How long the program runs. */
  duration: Scalars['String']['output'];
  /** The program's id. */
  id: Scalars['ID']['output'];
  /** Address of the program's image. */
  imageUrl: Scalars['String']['output'];
  /** The program's name, as plain text. */
  name: Scalars['String']['output'];
};

/** Where a learner stands in a course. */
export type CourseStatus =
  | 'COMPLETED'
  | 'IN_PROGRESS'
  | 'NOT_STARTED';

/** A course of an enrolled program, with the learner's progress. */
export type EnrolledCourse = {
  __typename?: 'EnrolledCourse';
  /** The course itself, the same in every batch. */
  courseId: Scalars['ID']['output'];
  /** Length of the course in weeks. */
  durationWeeks: Scalars['Int']['output'];
  /** Whether the course is an elective (one the learner selected). */
  elective: Scalars['Boolean']['output'];
  /** The course as run in this batch. */
  id: Scalars['ID']['output'];
  /** Address of the course's image. */
  imageUrl: Scalars['String']['output'];
  /** Progress through the course, 0 to 100. */
  progressPercent: Scalars['Float']['output'];
  /** The semester the course belongs to, from 1. */
  semester: Scalars['Int']['output'];
  /** Where the learner stands in the course. */
  status: CourseStatus;
  /** The course's title. */
  title: Scalars['String']['output'];
};

/** A program the learner is enrolled in, in one batch. */
export type EnrolledProgram = {
  __typename?: 'EnrolledProgram';
  /** The learner's candidate number (USN) in this program, or null when none is assigned yet. */
  candidateNumber?: Maybe<Scalars['String']['output']>;
  /** The courses of the program that the learner follows, in order. Elective courses the learner did not select are left out. */
  courses: Array<EnrolledCourse>;
  /** How long the program runs, as the university words it (for example "3 Years"). */
  duration: Scalars['String']['output'];
  /** When the batch ends, or null when the university has not said. */
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  /** The batch the learner is enrolled in (unique per enrolment). */
  id: Scalars['ID']['output'];
  /** Address of the program's image. */
  imageUrl: Scalars['String']['output'];
  /** The program this enrolment belongs to. */
  programId: Scalars['ID']['output'];
  /** Overall progress through the program, 0 to 100. */
  progressPercent: Scalars['Float']['output'];
  /** When the batch starts, or null when the university has not said. */
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  /** The program's title. */
  title: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Confirms an account's e-mail address with the code of its "Verify Email" link. */
  accountConfirmSignUp: AccountConfirmSignUpPayload;
  /** Creates an account. A "Verify Email" link and code are sent to the e-mail address. */
  accountSignUp: AccountSignUpPayload;
  /** Sets a new password with the code from the password-reset e-mail. */
  passwordResetConfirm: PasswordResetConfirmPayload;
  /** Sends a password-reset code to the account's e-mail address. */
  passwordResetRequest: PasswordResetRequestPayload;
  /** Sets the new password that the first sign-in of an account requires, and signs in. */
  sessionCompleteNewPassword: SessionSignInPayload;
  /**
   * Signs in with user name (e-mail) and password. On success the session cookies are set
   * and `viewer` is returned; when the account must choose a new password first,
   * `newPasswordRequired` is true and `sessionCompleteNewPassword` finishes the sign-in.
   */
  sessionSignIn: SessionSignInPayload;
  /** Signs out everywhere: revokes the refresh tokens and clears the session cookies. */
  sessionSignOut: SessionSignOutPayload;
};


export type MutationAccountConfirmSignUpArgs = {
  input: AccountConfirmSignUpInput;
};


export type MutationAccountSignUpArgs = {
  input: AccountSignUpInput;
};


export type MutationPasswordResetConfirmArgs = {
  input: PasswordResetConfirmInput;
};


export type MutationPasswordResetRequestArgs = {
  input: PasswordResetRequestInput;
};


export type MutationSessionCompleteNewPasswordArgs = {
  input: SessionCompleteNewPasswordInput;
};


export type MutationSessionSignInArgs = {
  input: SessionSignInInput;
};

export type PasswordResetConfirmInput = {
  /** The verification code from the e-mail. */
  code: Scalars['String']['input'];
  /** The new password again. */
  confirmPassword: Scalars['String']['input'];
  /** The account's e-mail address. */
  email: Scalars['String']['input'];
  /** The new password: 8 to 16 characters with at least one digit and one special character. */
  password: Scalars['String']['input'];
};

export type PasswordResetConfirmPayload = {
  __typename?: 'PasswordResetConfirmPayload';
  /** True when the password was changed. */
  passwordChanged: Scalars['Boolean']['output'];
  /** What was wrong, with the product's messages. */
  userErrors: Array<UserError>;
};

export type PasswordResetRequestInput = {
  /** The account's e-mail address. */
  email: Scalars['String']['input'];
};

export type PasswordResetRequestPayload = {
  __typename?: 'PasswordResetRequestPayload';
  /** True when a code was sent. */
  codeSent: Scalars['Boolean']['output'];
  /** What was wrong, with the product's messages. */
  userErrors: Array<UserError>;
};

/** The university's programs grouped by level. */
export type ProgramCatalog = {
  __typename?: 'ProgramCatalog';
  /** One group per level that has at least one program, in the order the Programs menu shows them. */
  levels: Array<ProgramLevelGroup>;
};

/** Levels at which the university offers programs. */
export type ProgramLevel =
  | 'CERTIFICATE'
  | 'DIPLOMA'
  | 'DOCTOR_OF_PHARMACY'
  | 'GRADUATE'
  | 'POSTGRADUATE_DIPLOMA'
  | 'UNDERGRADUATE';

/** The programs offered at one level. */
export type ProgramLevelGroup = {
  __typename?: 'ProgramLevelGroup';
  /** The level's name as shown to visitors (for example "Undergraduate"). */
  label: Scalars['String']['output'];
  /** The level. */
  level: ProgramLevel;
  /** The programs at this level. */
  programs: Array<CatalogProgram>;
};

/**
 * The learner portal's API. Browsers authenticate with the session cookies that the
 * `sessionSignIn` mutation sets; integrators send `Authorization: Bearer <ID token>`.
 * Who the learner is always comes from the verified token, never from an argument.
 */
export type Query = {
  __typename?: 'Query';
  /**
   * The university's programs, grouped by level, as the public Programs menu shows them.
   * Null, with an UPSTREAM_UNAVAILABLE error at this path, when the catalogue could not be fetched.
   */
  programCatalog?: Maybe<ProgramCatalog>;
  /** The signed-in learner, or null when there is no valid session. */
  viewer?: Maybe<Viewer>;
};

export type SessionCompleteNewPasswordInput = {
  /** The new password again. */
  confirmPassword: Scalars['String']['input'];
  /** The new password: 8 to 16 characters with at least one digit and one special character. */
  password: Scalars['String']['input'];
};

export type SessionSignInInput = {
  /** The account's password. */
  password: Scalars['String']['input'];
  /** The user name, which is the account's e-mail address. It is compared lower-cased. */
  username: Scalars['String']['input'];
};

export type SessionSignInPayload = {
  __typename?: 'SessionSignInPayload';
  /** True when the account must choose a new password before it can sign in. */
  newPasswordRequired: Scalars['Boolean']['output'];
  /** What was wrong, with the product's messages. */
  userErrors: Array<UserError>;
  /** The signed-in learner, or null when the sign-in did not complete. */
  viewer?: Maybe<Viewer>;
};

export type SessionSignOutPayload = {
  __typename?: 'SessionSignOutPayload';
  /** True once the session is gone. */
  signedOut: Scalars['Boolean']['output'];
  /** What was wrong, with the product's messages. */
  userErrors: Array<UserError>;
};

/** A problem with what was sent, to show to the person who sent it. */
export type UserError = {
  __typename?: 'UserError';
  /** A stable code for programs to act on. */
  code: UserErrorCode;
  /** The input field the message is about, or null when it is about the request as a whole. */
  field?: Maybe<Scalars['String']['output']>;
  /** The message to show, worded as the product words it. */
  message: Scalars['String']['output'];
};

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

/** The signed-in learner. */
export type Viewer = {
  __typename?: 'Viewer';
  /** The learner's e-mail address, from the verified token. */
  email: Scalars['String']['output'];
  /**
   * Calendar events of the learner's programs and of the university, earliest first.
   * Null, with an UPSTREAM_UNAVAILABLE error at this path, when events could not be fetched.
   */
  events?: Maybe<Array<CalendarEvent>>;
  /** The learner's stable id (the identity provider's subject). */
  id: Scalars['ID']['output'];
  /** The learner's display name. */
  name: Scalars['String']['output'];
  /**
   * The programs the learner is enrolled in, with progress (My Programs).
   * Unselected elective courses are left out.
   * Null, with an UPSTREAM_UNAVAILABLE error at this path, when progress could not be fetched;
   * the rest of the viewer still resolves.
   */
  programs?: Maybe<Array<EnrolledProgram>>;
  /** The learner's user name (their lower-cased e-mail address). */
  username: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AccountConfirmSignUpInput: AccountConfirmSignUpInput;
  AccountConfirmSignUpPayload: ResolverTypeWrapper<AccountConfirmSignUpPayload>;
  AccountSignUpInput: AccountSignUpInput;
  AccountSignUpPayload: ResolverTypeWrapper<AccountSignUpPayload>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CalendarEvent: ResolverTypeWrapper<CalendarEventModel>;
  CatalogProgram: ResolverTypeWrapper<CatalogProgramModel>;
  CourseStatus: CourseStatus;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  EnrolledCourse: ResolverTypeWrapper<EnrolledCourseModel>;
  EnrolledProgram: ResolverTypeWrapper<EnrolledProgramModel>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PasswordResetConfirmInput: PasswordResetConfirmInput;
  PasswordResetConfirmPayload: ResolverTypeWrapper<PasswordResetConfirmPayload>;
  PasswordResetRequestInput: PasswordResetRequestInput;
  PasswordResetRequestPayload: ResolverTypeWrapper<PasswordResetRequestPayload>;
  ProgramCatalog: ResolverTypeWrapper<ProgramCatalogModel>;
  ProgramLevel: ProgramLevel;
  ProgramLevelGroup: ResolverTypeWrapper<ProgramLevelGroupModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SessionCompleteNewPasswordInput: SessionCompleteNewPasswordInput;
  SessionSignInInput: SessionSignInInput;
  SessionSignInPayload: ResolverTypeWrapper<Omit<SessionSignInPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  SessionSignOutPayload: ResolverTypeWrapper<SessionSignOutPayload>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UserError: ResolverTypeWrapper<UserError>;
  UserErrorCode: UserErrorCode;
  Viewer: ResolverTypeWrapper<ViewerModel>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AccountConfirmSignUpInput: AccountConfirmSignUpInput;
  AccountConfirmSignUpPayload: AccountConfirmSignUpPayload;
  AccountSignUpInput: AccountSignUpInput;
  AccountSignUpPayload: AccountSignUpPayload;
  Boolean: Scalars['Boolean']['output'];
  CalendarEvent: CalendarEventModel;
  CatalogProgram: CatalogProgramModel;
  DateTime: Scalars['DateTime']['output'];
  EnrolledCourse: EnrolledCourseModel;
  EnrolledProgram: EnrolledProgramModel;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  PasswordResetConfirmInput: PasswordResetConfirmInput;
  PasswordResetConfirmPayload: PasswordResetConfirmPayload;
  PasswordResetRequestInput: PasswordResetRequestInput;
  PasswordResetRequestPayload: PasswordResetRequestPayload;
  ProgramCatalog: ProgramCatalogModel;
  ProgramLevelGroup: ProgramLevelGroupModel;
  Query: Record<PropertyKey, never>;
  SessionCompleteNewPasswordInput: SessionCompleteNewPasswordInput;
  SessionSignInInput: SessionSignInInput;
  SessionSignInPayload: Omit<SessionSignInPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  SessionSignOutPayload: SessionSignOutPayload;
  String: Scalars['String']['output'];
  UserError: UserError;
  Viewer: ViewerModel;
}>;

export type AccountConfirmSignUpPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AccountConfirmSignUpPayload'] = ResolversParentTypes['AccountConfirmSignUpPayload']> = ResolversObject<{
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AccountSignUpPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AccountSignUpPayload'] = ResolversParentTypes['AccountSignUpPayload']> = ResolversObject<{
  registered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CalendarEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CalendarEvent'] = ResolversParentTypes['CalendarEvent']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CatalogProgramResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CatalogProgram'] = ResolversParentTypes['CatalogProgram']> = ResolversObject<{
  batchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EnrolledCourseResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EnrolledCourse'] = ResolversParentTypes['EnrolledCourse']> = ResolversObject<{
  courseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  durationWeeks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  elective?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  progressPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  semester?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CourseStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EnrolledProgramResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EnrolledProgram'] = ResolversParentTypes['EnrolledProgram']> = ResolversObject<{
  candidateNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  courses?: Resolver<Array<ResolversTypes['EnrolledCourse']>, ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  progressPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  accountConfirmSignUp?: Resolver<ResolversTypes['AccountConfirmSignUpPayload'], ParentType, ContextType, RequireFields<MutationAccountConfirmSignUpArgs, 'input'>>;
  accountSignUp?: Resolver<ResolversTypes['AccountSignUpPayload'], ParentType, ContextType, RequireFields<MutationAccountSignUpArgs, 'input'>>;
  passwordResetConfirm?: Resolver<ResolversTypes['PasswordResetConfirmPayload'], ParentType, ContextType, RequireFields<MutationPasswordResetConfirmArgs, 'input'>>;
  passwordResetRequest?: Resolver<ResolversTypes['PasswordResetRequestPayload'], ParentType, ContextType, RequireFields<MutationPasswordResetRequestArgs, 'input'>>;
  sessionCompleteNewPassword?: Resolver<ResolversTypes['SessionSignInPayload'], ParentType, ContextType, RequireFields<MutationSessionCompleteNewPasswordArgs, 'input'>>;
  sessionSignIn?: Resolver<ResolversTypes['SessionSignInPayload'], ParentType, ContextType, RequireFields<MutationSessionSignInArgs, 'input'>>;
  sessionSignOut?: Resolver<ResolversTypes['SessionSignOutPayload'], ParentType, ContextType>;
}>;

export type PasswordResetConfirmPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PasswordResetConfirmPayload'] = ResolversParentTypes['PasswordResetConfirmPayload']> = ResolversObject<{
  passwordChanged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type PasswordResetRequestPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PasswordResetRequestPayload'] = ResolversParentTypes['PasswordResetRequestPayload']> = ResolversObject<{
  codeSent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ProgramCatalogResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProgramCatalog'] = ResolversParentTypes['ProgramCatalog']> = ResolversObject<{
  levels?: Resolver<Array<ResolversTypes['ProgramLevelGroup']>, ParentType, ContextType>;
}>;

export type ProgramLevelGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProgramLevelGroup'] = ResolversParentTypes['ProgramLevelGroup']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['ProgramLevel'], ParentType, ContextType>;
  programs?: Resolver<Array<ResolversTypes['CatalogProgram']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  programCatalog?: Resolver<Maybe<ResolversTypes['ProgramCatalog']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type SessionSignInPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SessionSignInPayload'] = ResolversParentTypes['SessionSignInPayload']> = ResolversObject<{
  newPasswordRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type SessionSignOutPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SessionSignOutPayload'] = ResolversParentTypes['SessionSignOutPayload']> = ResolversObject<{
  signedOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UserErrorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['UserErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  events?: Resolver<Maybe<Array<ResolversTypes['CalendarEvent']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programs?: Resolver<Maybe<Array<ResolversTypes['EnrolledProgram']>>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = Context> = ResolversObject<{
  AccountConfirmSignUpPayload?: AccountConfirmSignUpPayloadResolvers<ContextType>;
  AccountSignUpPayload?: AccountSignUpPayloadResolvers<ContextType>;
  CalendarEvent?: CalendarEventResolvers<ContextType>;
  CatalogProgram?: CatalogProgramResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  EnrolledCourse?: EnrolledCourseResolvers<ContextType>;
  EnrolledProgram?: EnrolledProgramResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PasswordResetConfirmPayload?: PasswordResetConfirmPayloadResolvers<ContextType>;
  PasswordResetRequestPayload?: PasswordResetRequestPayloadResolvers<ContextType>;
  ProgramCatalog?: ProgramCatalogResolvers<ContextType>;
  ProgramLevelGroup?: ProgramLevelGroupResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SessionSignInPayload?: SessionSignInPayloadResolvers<ContextType>;
  SessionSignOutPayload?: SessionSignOutPayloadResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
}>;

