import { describe, expect, it } from 'vitest';
import { env } from './env';
import { parseEnv } from './env-schema';

describe('parseEnv', () => {
  it('fills every unset or empty value with its stand-in default', () => {
    const env = parseEnv({ VITE_API_BASE_URL: '', VITE_SOCIAL_X_URL: undefined });
    expect(env.VITE_API_BASE_URL).toBe('/api');
    expect(env.VITE_SOCIAL_X_URL).toBe('https://x.com/');
    expect(env.VITE_SUPPORT_EMAIL).toBe('support@esports-rewards.example');
    expect(env.VITE_AIM_TRAIN_DOWNLOAD_LABEL).toBeUndefined();
  });

  it('keeps configured values and drops unknown keys', () => {
    const env = parseEnv({ VITE_LANDING_URL: 'https://jazz.example/landing', MODE: 'production' });
    expect(env.VITE_LANDING_URL).toBe('https://jazz.example/landing');
    expect(env).not.toHaveProperty('MODE');
  });

  it('refuses a social link that is not a URL and a support address that is not an email', () => {
    expect(() => parseEnv({ VITE_SOCIAL_FACEBOOK_URL: 'facebook' })).toThrow(/VITE_SOCIAL_FACEBOOK_URL/);
    expect(() => parseEnv({ VITE_SUPPORT_EMAIL: 'support' })).toThrow(/VITE_SUPPORT_EMAIL/);
  });

  it('leaves the field figures off unless an endpoint is named, and takes a sample rate between 0 and 1', () => {
    expect(parseEnv({}).VITE_VITALS_URL).toBeUndefined();
    expect(parseEnv({}).VITE_VITALS_SAMPLE_RATE).toBe(0.1);
    expect(parseEnv({ VITE_VITALS_URL: '/api/v1/field-vitals', VITE_VITALS_SAMPLE_RATE: '1' })).toMatchObject(
      {
        VITE_VITALS_URL: '/api/v1/field-vitals',
        VITE_VITALS_SAMPLE_RATE: 1,
      },
    );
    expect(parseEnv({ VITE_VITALS_URL: 'https://rum.jazz.example/v' }).VITE_VITALS_URL).toBe(
      'https://rum.jazz.example/v',
    );
    expect(() => parseEnv({ VITE_VITALS_URL: 'rum.example' })).toThrow(/VITE_VITALS_URL/);
    expect(() => parseEnv({ VITE_VITALS_SAMPLE_RATE: '1.5' })).toThrow(/VITE_VITALS_SAMPLE_RATE/);
    expect(() => parseEnv({ VITE_VITALS_SAMPLE_RATE: 'all' })).toThrow(/VITE_VITALS_SAMPLE_RATE/);
  });

  it('gives the app the validated values, defaults included, when nothing is configured', () => {
    expect(env).toEqual({
      ...parseEnv({}),
      VITE_AIM_TRAIN_DOWNLOAD_LABEL: env.VITE_AIM_TRAIN_DOWNLOAD_LABEL,
      VITE_VITALS_URL: undefined,
    });
  });
});
