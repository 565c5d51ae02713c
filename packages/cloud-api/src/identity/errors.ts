/**
 * Failures of the identity endpoint, named as Cognito names them so that the
 * AWS SDK turns them into its typed exceptions (it reads `__type` and the
 * `x-amzn-ErrorType` header) and the portal can map them to the messages of
 * spec part 1, section 8.
 */

/** The exception names this endpoint can answer with. */
export type IdentityErrorName =
  | 'UserNotFoundException'
  | 'NotAuthorizedException'
  | 'UserNotConfirmedException'
  | 'UsernameExistsException'
  | 'InvalidParameterException'
  | 'InvalidPasswordException'
  | 'CodeMismatchException'
  | 'ExpiredCodeException'
  | 'LimitExceededException'
  | 'ResourceNotFoundException'
  | 'PasswordResetRequiredException'
  | 'UnsupportedUserStateException'
  | 'UnknownOperationException'
  | 'SerializationException'
  | 'InternalErrorException';

export class IdentityError extends Error {
  constructor(
    readonly type: IdentityErrorName,
    message: string,
    /** Cognito answers every modelled failure with 400; only its own faults are 500. */
    readonly status = 400,
  ) {
    super(message);
    this.name = type;
  }
}

/** Cognito's wording when a request member breaks the API model's constraints. */
export function constraintError(member: string, constraint: string): IdentityError {
  return new IdentityError('InvalidParameterException', `1 validation error detected: Value at '${member}' failed to satisfy constraint: ${constraint}`);
}

export function missingMember(member: string): IdentityError {
  return new IdentityError('InvalidParameterException', `1 validation error detected: Value null at '${member}' failed to satisfy constraint: Member must not be null`);
}
