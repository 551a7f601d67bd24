import { SEEDED } from '@esr/test-support';
import { COPY, localFromMsisdn } from '@esr/domain';
import { SESSION_KEYS } from '@esr/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { translator } from '@/lib/i18n';
import { externalNavigations } from '@/testing/external-navigations';
import { createMockSession, type MockSession, POPUPS_SEEN } from '@/testing/mock-server';
import { DESKTOP_WIDTH, renderApp } from '@/testing/render-app';
import { SETTINGS_TEXT } from './settings-page';

const t = translator();

// /profile, Settings (spec sections 2 and 6) against the real mock server.

let mock: MockSession;

beforeEach(async () => {
  mock = await createMockSession();
});

async function openSettings(msisdn: string, referrer: string | null = null) {
  const login = await mock.login(msisdn, referrer);
  const session: Record<string, string> = { ...POPUPS_SEEN, msisdn, accessToken: login.token };
  if (referrer === 'gamenow') Object.assign(session, { gamesNowRef: 'true', refferer: 'gamenow' });
  const utils = renderApp({ route: '/profile', mockSessionId: mock.id, session, width: DESKTOP_WIDTH });
  await screen.findByRole('heading', { level: 1, name: COPY.settings });
  return { ...utils, token: login.token };
}

const section = (title: string) => screen.getByRole('region', { name: title });

describe('Settings', () => {
  it('sends a visitor to the landing page', async () => {
    renderApp({ route: '/profile', mockSessionId: mock.id, session: POPUPS_SEEN });
    await waitFor(() => expect(externalNavigations()).toEqual([env.VITE_LANDING_URL]));
  });

  it('lists SUPPORT, MORE INFORMATION, LANGUAGE and ACCOUNT ACTIONS with their links', async () => {
    await openSettings(SEEDED.withStreak);
    await waitFor(() => expect(document.title).toMatch(/^Settings/));
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      COPY.settingsSupport,
      COPY.settingsMoreInformation,
      t(SETTINGS_TEXT.language),
      COPY.settingsAccountActions,
    ]);
    const support = within(section(COPY.settingsSupport));
    expect(support.getByRole('link', { name: COPY.editProfile })).toHaveAttribute('href', '/edit-profile');
    expect(support.getByRole('link', { name: COPY.faqs })).toHaveAttribute('href', '/faqs');
    expect(
      within(section(COPY.settingsMoreInformation)).getByRole('link', { name: COPY.termsOfService }),
    ).toHaveAttribute('href', '/terms-service');
    const actions = within(section(COPY.settingsAccountActions));
    expect(actions.getByRole('link', { name: COPY.unsubscribe })).toHaveAttribute('href', '/unsubscribe');
    expect(actions.getByRole('button', { name: COPY.logout })).toBeEnabled();
    expect(screen.queryByText(t(SETTINGS_TEXT.gamenowNote))).toBeNull();
  });

  it('offers the language switch, English chosen', async () => {
    await openSettings(SEEDED.withStreak);
    expect(t(SETTINGS_TEXT.language)).toBe('LANGUAGE');
    const languages = within(section(t(SETTINGS_TEXT.language))).getByRole('group', { name: 'Language' });
    expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(languages).getByRole('button', { name: 'اردو' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("shows the subscriber's profile and totals", async () => {
    const { token } = await openSettings(SEEDED.withStreak);
    const profile = (await mock.api(token).GET('/v1/user/profile')).data!;
    const summary = await screen.findByRole('region', { name: COPY.profile });
    expect(summary).toHaveTextContent(profile.name);
    // The number as the subscriber dials it, left to right on any page (one format everywhere, issue 39).
    const phone = within(summary).getByText(localFromMsisdn(SEEDED.withStreak));
    expect([phone.textContent, phone.getAttribute('dir')]).toEqual(['03005550001', 'ltr']);
    const stat = (label: string) => within(summary).getByText(label).nextElementSibling;
    // Numbers by Intl in the page's language: 30,000, not 30000 (issue 39).
    expect(profile.credits).toBeGreaterThanOrEqual(1000);
    expect(stat(t(SETTINGS_TEXT.stats.credits))).toHaveTextContent(t.number(profile.credits));
    expect(stat(t(SETTINGS_TEXT.stats.credits))).not.toHaveTextContent(String(profile.credits));
    expect(stat(t(SETTINGS_TEXT.stats.tournaments))).toHaveTextContent(t.number(profile.total_tournament));
    expect(stat(t(SETTINGS_TEXT.stats.completed))).toHaveTextContent(t.number(profile.completed_tasks_total));
    expect(stat(t(SETTINGS_TEXT.stats.redeemed))).toHaveTextContent(t.number(profile.items_redeemed));
  });

  it('opens Edit Profile', async () => {
    const { user } = await openSettings(SEEDED.withStreak);
    await user.click(screen.getByRole('link', { name: COPY.editProfile }));
    expect(await screen.findByRole('heading', { level: 1, name: COPY.editProfile })).toBeInTheDocument();
  });

  it('logs out: clears the session and loads the Homepage as a visitor', async () => {
    const { user } = await openSettings(SEEDED.withStreak);
    await user.click(screen.getByRole('button', { name: COPY.logout }));
    await waitFor(() => expect(externalNavigations()).toEqual(['/']));
    for (const key of Object.values(SESSION_KEYS)) expect(sessionStorage.getItem(key)).toBeNull();
    // Until the fresh load, the Homepage shows a visitor: no landing-page redirect, the default name.
    expect(await screen.findByRole('heading', { level: 2, name: COPY.rewards })).toBeInTheDocument();
    expect(screen.getByRole('complementary')).toHaveTextContent(COPY.guestUser);
    await new Promise((r) => setTimeout(r, 200));
    expect(externalNavigations()).toEqual(['/']);
  });

  it('disables Unsubscribe and Logout for gamenow-referred users', async () => {
    const { user } = await openSettings(SEEDED.gamenow, 'gamenow');
    const actions = within(section(COPY.settingsAccountActions));
    const unsubscribe = actions.getByRole('button', { name: COPY.unsubscribe });
    const logout = actions.getByRole('button', { name: COPY.logout });
    expect(unsubscribe).toBeDisabled();
    expect(logout).toBeDisabled();
    expect(actions.queryByRole('link', { name: COPY.unsubscribe })).toBeNull();
    expect(logout).toHaveAccessibleDescription(t(SETTINGS_TEXT.gamenowNote));
    await user.click(logout);
    await user.click(unsubscribe);
    expect(externalNavigations()).toEqual([]);
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: COPY.settings })).toBeInTheDocument();
  });
});
