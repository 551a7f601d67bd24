import { describe, expect, it } from 'vitest';
import { parseOptions, UsageError } from './options';

describe('parseOptions', () => {
  it('reads every option of the command line', () => {
    const options = parseOptions([
      '--base-url',
      'http://localhost:8080',
      '--msisdn',
      '923001234567',
      '--rich-msisdn',
      '923005550001',
      '--read-only',
      '--profile',
      'spec',
      '--report',
      'out',
      '--seed',
      '7',
      '--runs',
      '3',
      '--only',
      'shape,auth',
      '--header',
      'X-Mock-Session: abc',
      '--expired-token',
      'a.b.c',
      '--timeout',
      '5000',
      '--latency-budget',
      '1500',
      '--allow-incomplete',
    ]);
    expect(options).toMatchObject({
      baseUrl: 'http://localhost:8080',
      msisdn: '923001234567',
      richMsisdn: '923005550001',
      readOnly: true,
      profile: 'spec',
      reportDir: 'out',
      seed: 7,
      runs: 3,
      suites: ['shape', 'auth'],
      headers: { 'x-mock-session': 'abc' },
      expiredToken: 'a.b.c',
      timeoutMs: 5000,
      latencyBudgetMs: 1500,
      allowIncomplete: true,
    });
  });

  it('reads scenarios in --only by their rule: the behaviour suite with only them', () => {
    expect(parseOptions(['--base-url', 'u', '--msisdn', '1', '--only', 'level-order'])).toMatchObject({
      suites: ['behaviour'],
      scenarios: ['level-order'],
    });
    expect(
      parseOptions(['--base-url', 'u', '--msisdn', '1', '--only', 'shape,checkin-once,spend-once']),
    ).toMatchObject({ suites: ['shape', 'behaviour'], scenarios: ['checkin-once', 'spend-once'] });
    expect(parseOptions(['--base-url', 'u', '--msisdn', '1', '--only', 'auth'])).not.toHaveProperty(
      'scenarios',
    );
  });

  it('leaves the latency budget to the kit (1000 ms) and counts an unexercised rule unless told', () => {
    const options = parseOptions(['--base-url', 'u', '--msisdn', '1']);
    expect(options).toMatchObject({ latencyBudgetMs: undefined, allowIncomplete: false });
  });

  it.each([
    [['--msisdn', '1'], /--base-url and --msisdn are required/],
    [['--base-url', 'u', '--msisdn', '1', '--profile', 'extra'], /--profile must be full or spec/],
    [['--base-url', 'u', '--msisdn', '1', '--only', 'speed'], /unknown suite speed/],
    [['--base-url', 'u', '--msisdn', '1', '--only', 'behaviour,level-order'], /not both/],
    [['--base-url', 'u', '--msisdn', '1', '--seed', 'abc'], /--seed must be an integer/],
    [['--base-url', 'u', '--msisdn', '1', '--header', 'nocolon'], /--header must be 'Name: value'/],
    [['--base-url', 'u', '--msisdn', '1', '--latency-budget', '0'], /--latency-budget must be above 0/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseOptions(argv)).toThrow(UsageError);
    expect(() => parseOptions(argv)).toThrow(message);
  });
});
