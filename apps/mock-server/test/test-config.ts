import { loadConfig, type AppConfig } from '../src/config';

/** A configuration for tests: in memory, mock mode, response validation on. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ MOCK_MODE: '1', JWT_SECRET: 'test-secret', DATA_DIR: ':memory:' }),
    dataDir: ':memory:',
    ...overrides,
  };
}
