import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_EXAM_PROVIDER_SECRET, loadConfig } from '../../config.js';

describe('programs and calendar configuration', () => {
  it('reads the special programs as a list of program ids, the demo\u2019s by default (spec part 2, section 6)', () => {
    expect(loadConfig({}).programs.specialProgramIds).toEqual([101]);
    expect(loadConfig({ SPECIAL_PROGRAM_IDS: '101, 402' }).programs.specialProgramIds).toEqual([101, 402]);
    expect(() => loadConfig({ SPECIAL_PROGRAM_IDS: 'mba' })).toThrow(ConfigError);
  });

  it('posts to the embedded exam provider with its development secret by default', () => {
    expect(loadConfig({ CLOUD_API_URL: 'http://127.0.0.1:4612' }).programs.examProvider).toEqual({
      url: 'http://127.0.0.1:4612/exam-provider/schedule',
      secret: DEV_EXAM_PROVIDER_SECRET,
      clientCode: 'demo-university',
    });
  });

  it('offers no exam scheduling in production unless the provider\u2019s secret is set', () => {
    const production = { NODE_ENV: 'production', PREREG_SECRET: 'p'.repeat(40), CONTENT_URL: 'https://content.example' };
    expect(loadConfig(production).programs.examProvider).toBeNull();
    expect(loadConfig({ ...production, EXAM_PROVIDER_SECRET: 's'.repeat(32), EXAM_PROVIDER_URL: 'https://exams.example/sso' }).programs.examProvider).toMatchObject({
      url: 'https://exams.example/sso',
    });
  });

  it('refuses a calendar feed secret shorter than 32 characters', () => {
    expect(() => loadConfig({ CALENDAR_FEED_SECRET: 'short' })).toThrow(ConfigError);
  });
});
