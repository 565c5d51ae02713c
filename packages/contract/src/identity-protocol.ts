/**
 * Cognito's JSON protocol (awsJson1_1), which the identity provider speaks and the cloud
 * API's Cognito-compatible stand-in implements: `POST /` with
 * `X-Amz-Target: AWSCognitoIdentityProviderService.<Action>` and a body of this content
 * type; a refusal names its exception in `x-amzn-ErrorType` and `__type`
 * (docs/decisions/255). The gateway's client and the stand-in both read it here.
 */
export const IDENTITY_TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
export const IDENTITY_JSON = 'application/x-amz-json-1.1';
