import { describe, expect, it } from 'vitest';
import { ConfigError, envSchema, loadConfig } from './config.js';

describe('gateway configuration', () => {
  it('with an empty environment, uses the documented local defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.cloud.url).toBe('http://127.0.0.1:4010');
    expect(config.organisationId).toBe('demo-university');
    expect(config.identity).toMatchObject({ endpoint: 'http://127.0.0.1:4010', clientId: 'portal-web' });
    expect(config.jwt).toMatchObject({
      issuer: 'http://127.0.0.1:4010/local_portal',
      jwksUri: 'http://127.0.0.1:4010/local_portal/.well-known/jwks.json',
      audience: 'portal-web',
    });
    expect(config.cookieSecure).toBe(true);
    expect(config.rateLimits).toEqual({
      signInPerMinute: 10,
      signUpPerMinute: 5,
      queryUploadsPer10Minutes: 10,
      queryPostsPer10Minutes: 5,
      passwordResetRequestsPerIpPer10Minutes: 10,
      passwordResetRequestsPerAddressPer10Minutes: 3,
      passwordResetConfirmsPerIpPer10Minutes: 10,
      passwordResetConfirmsPerAddressPer10Minutes: 5,
      signUpConfirmsPerIpPer10Minutes: 10,
      signUpConfirmsPerAddressPer10Minutes: 5,
      newPasswordsPerIpPer10Minutes: 10,
      newPasswordsPerAddressPer10Minutes: 5,
      calendarFeedsPerIpPer10Minutes: 300,
      calendarFeedMissesPerIpPer10Minutes: 30,
      discussionPostsPerLearnerPer10Minutes: 20,
      complaintsPerLearnerPerHour: 5,
      certificateVerificationsPerIpPerMinute: 30,
      sharedObjectMissesPerIpPer10Minutes: 30,
      scholarshipChecksPerIpPer10Minutes: 10,
      scholarshipChecksPerEmailPer10Minutes: 5,
      scholarshipCodesPerIpPer15Minutes: 20,
      scholarshipCodesPerEmailPer15Minutes: 5,
    });
    expect(config.webDistDir).toMatch(/packages[/\\]web[/\\]dist$/);
  });

  it('derives the issuer, JWKS address and audience from the cloud URL and client id', () => {
    const config = loadConfig({ CLOUD_API_URL: 'https://api.example.edu/prod/', COGNITO_CLIENT_ID: 'abc123' });
    expect(config.cloud.url).toBe('https://api.example.edu/prod');
    expect(config.jwt.issuer).toBe('https://api.example.edu/prod/local_portal');
    expect(config.jwt.jwksUri).toBe('https://api.example.edu/prod/local_portal/.well-known/jwks.json');
    expect(config.jwt.audience).toBe('abc123');
  });

  it('with a region and no endpoint, talks to the real Cognito of that region', () => {
    const config = loadConfig({ COGNITO_REGION: 'eu-west-1', JWT_ISSUER: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_abc' });
    expect(config.identity.endpoint).toBeUndefined();
    expect(config.identity.region).toBe('eu-west-1');
    expect(config.jwt.jwksUri).toBe('https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_abc/.well-known/jwks.json');
  });

  it('reads COOKIE_SECURE=false for plain http on localhost, and treats empty values as unset', () => {
    expect(loadConfig({ COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(loadConfig({ COOKIE_SECURE: '' }).cookieSecure).toBe(true);
    expect(loadConfig({ PORT: '' }).port).toBe(4000);
  });

  it('refuses bad values, naming every one of them', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', CLOUD_API_URL: 'ftp://x', COOKIE_SECURE: 'maybe', RATE_LIMIT_SIGN_IN_PER_MINUTE: '0', BODY_LIMIT: 'lots' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const issues = (error as ConfigError).issues.join('\n');
    for (const key of ['PORT', 'CLOUD_API_URL', 'COOKIE_SECURE', 'RATE_LIMIT_SIGN_IN_PER_MINUTE', 'BODY_LIMIT']) expect(issues).toContain(key);
  });

  it('requires PREREG_SECRET in production, and otherwise names the development key file of the data directory', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PREREG_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', PREREG_SECRET: 'too short' })).toThrow(/PREREG_SECRET/);
    const secret = 'x'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'production', PREREG_SECRET: secret, CONTENT_URL: 'https://content.example' }).preRegistration.secret).toBe(secret);
    // No key is derived from configuration (docs/decisions/079): unset, the key comes from a file made at first start.
    const dev = loadConfig({}).preRegistration;
    expect(dev.secret).toBeUndefined();
    expect(dev.keyFile).toMatch(/[/\\]\.data[/\\]gateway[/\\]prereg\.key$/);
    expect(loadConfig({ PREREG_KEY_FILE: 'elsewhere/key' }).preRegistration.keyFile).toMatch(/elsewhere[/\\]key$/);
  });

  it('puts course content on a host of its own: 127.0.0.1 beside localhost by default, required in production, never the portal\u2019s host on another port (docs/decisions/170)', () => {
    expect(loadConfig({}).content).toMatchObject({ port: 4001, url: 'http://127.0.0.1:4001' });
    expect(loadConfig({ PORT: '4200', PUBLIC_URL: 'http://127.0.0.1:4200' }).content).toMatchObject({ port: 4201, url: 'http://localhost:4201' });
    expect(loadConfig({ PUBLIC_URL: 'https://learn.university.example', CONTENT_URL: 'https://content.university-learning.example/', CONTENT_PORT: '8081' }).content).toMatchObject({
      port: 8081,
      url: 'https://content.university-learning.example',
    });
    // Cookies ignore ports: the portal's host on another port would receive the learner's session.
    expect(() => loadConfig({ PUBLIC_URL: 'http://localhost:4000', CONTENT_URL: 'http://localhost:4001' })).toThrow(/CONTENT_URL: its host \(localhost\) must not be PUBLIC_URL's host/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://learn.university.example', CONTENT_URL: 'https://content.learn.university.example' })).toThrow(/CONTENT_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://content.university.example', CONTENT_URL: 'https://university.example' })).toThrow(/CONTENT_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', PREREG_SECRET: 'x'.repeat(40) })).toThrow(/CONTENT_URL: required when NODE_ENV=production/);
  });

  it('describes every variable, so the README can list them', () => {
    for (const [key, schema] of Object.entries(envSchema.shape)) expect(schema.description, key).toBeTruthy();
    expect(envSchema.shape.RATE_LIMIT_QUERY_UPLOADS_PER_10_MINUTES.description).toBe("uploadCreate requests of kind QUERY (the public query form's file) allowed per IP address per 10 minutes.");
    expect(envSchema.shape.RATE_LIMIT_DISCUSSION_POSTS_PER_LEARNER_PER_10_MINUTES.description).toBe(
      'Discussion questions and answers one learner may post per 10 minutes, counted per learner (the verified eid), not per IP address (docs/decisions/210).',
    );
  });
});

describe('upstream resilience settings (docs/decisions/073 and 074)', () => {
  it('defaults to one 10 s deadline per request and per-operation circuits opening on half the calls of 10 s, at least 40', () => {
    const config = loadConfig({});
    expect(config.cloud.requestDeadlineMs).toBe(10_000);
    expect(config.cloud.breaker).toEqual({ threshold: 0.5, windowMs: 10_000, minCalls: 40, halfOpenAfterMs: 5_000 });
  });

  it('reads the breaker threshold as a share between 0 and 1, and refuses the old consecutive count', () => {
    expect(loadConfig({ CLOUD_BREAKER_THRESHOLD: '0.75', CLOUD_BREAKER_MIN_CALLS: '3', REQUEST_DEADLINE_MS: '2500' }).cloud).toMatchObject({
      requestDeadlineMs: 2500,
      breaker: { threshold: 0.75, minCalls: 3 },
    });
    for (const env of [{ CLOUD_BREAKER_THRESHOLD: '5' }, { CLOUD_BREAKER_THRESHOLD: '0' }, { CLOUD_BREAKER_WINDOW_MS: '500' }, { REQUEST_DEADLINE_MS: '0' }]) {
      expect(() => loadConfig(env)).toThrow(new RegExp(Object.keys(env)[0]));
    }
  });
});
