import { SEEDED } from '@esr/test-support';
import { describe, expect, it } from 'vitest';
import { server } from './harness';

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('the landing page stand-in', () => {
  it('shows the Jazz number form, the pricing and a gamenow link', async () => {
    const { app } = await server();
    const page = await app.inject({ method: 'GET', url: '/stand-ins/landing' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="number"');
    expect(page.body).toContain('Rs 10 per day including tax');
    expect(page.body).toContain('href="/?refferer=gamenow"');
  });

  it.each(['0300123456', '030012345678', '3001234567', 'abc', ''])(
    'refuses %s with the spec message',
    async (number) => {
      const { app } = await server();
      const response = await app.inject({ method: 'POST', url: '/stand-ins/landing', ...form({ number }) });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(
        'Please enter a valid Jazz number (starting with 0 and 11 digits long)',
      );
    },
  );

  it('subscribes a new number to a one-day trial and sends the browser to the web app with ?a', async () => {
    const { app } = await server();
    const response = await app.inject({
      method: 'POST',
      url: '/stand-ins/landing',
      ...form({ number: '03331234567' }),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/?a=923331234567');
    const token = await app.inject({
      method: 'POST',
      url: '/api/v1/jt/gen',
      payload: { msisdn: '923331234567' },
    });
    expect(token.statusCode).toBe(200);
  });

  it('escapes what it echoes', async () => {
    const { app } = await server();
    const response = await app.inject({
      method: 'POST',
      url: '/stand-ins/landing',
      ...form({ number: '<script>' }),
    });
    expect(response.body).not.toContain('<script>');
  });
});

describe('the unsubscribe service stand-in', () => {
  it("encrypts the caller's own number, shows the confirmation page, and unsubscribes on confirm", async () => {
    const { app, token } = await server();
    const encrypt = await app.inject({
      method: 'POST',
      url: '/stand-ins/unsubscribe/encrypt',
      headers: { authorization: `Bearer ${await token(SEEDED.withStreak)}` },
      payload: { mobile: SEEDED.withStreak, domainName: 'portal.example.pk' },
    });
    expect(encrypt.statusCode).toBe(200);
    const values = encrypt.json<{ status: boolean; mobile: string; domainName: string }>();
    expect(values.status).toBe(true);
    expect(values.mobile).not.toContain(SEEDED.withStreak);
    const query = new URLSearchParams({ mobile: values.mobile, domainName: values.domainName });
    const page = await app.inject({ method: 'GET', url: `/stand-ins/unsubscribe/?${query}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('0300****001');
    expect(page.body).toContain('portal.example.pk');
    const confirm = await app.inject({
      method: 'POST',
      url: '/stand-ins/unsubscribe/confirm',
      ...form({ mobile: values.mobile, domainName: values.domainName }),
    });
    expect(confirm.body).toContain('You are unsubscribed');
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/jt/gen',
      payload: { msisdn: SEEDED.withStreak },
    });
    expect(again.statusCode).toBe(403);
  });

  it('refuses bad input and tampered values', async () => {
    const { app, token } = await server();
    const bad = await app.inject({
      method: 'POST',
      url: '/stand-ins/unsubscribe/encrypt',
      headers: { authorization: `Bearer ${await token(SEEDED.withStreak)}` },
      payload: { mobile: '0300', domainName: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: false });
    const tampered = await app.inject({
      method: 'GET',
      url: '/stand-ins/unsubscribe/?mobile=AAAA&domainName=BBBB',
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.body).toContain('not valid');
    const missing = await app.inject({ method: 'GET', url: '/stand-ins/unsubscribe/' });
    expect(missing.statusCode).toBe(400);
  });
});
