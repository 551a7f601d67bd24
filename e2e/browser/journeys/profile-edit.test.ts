import { SEEDED } from '@esr/test-support';
import { COPY, INVALID_EMAIL_MESSAGE, MESSAGES } from '@esr/domain';
import { describe, expect, it } from 'vitest';
import { useVisits } from '../support/browser';
import { VIEWPORTS } from '../support/profiles';
import {
  corruptPngFile,
  isolated,
  pngFile,
  profileOf,
  statusesOf,
  textFile,
} from '../support/journey-helpers';
import { URDU_BROWSER, urdu } from '../support/urdu';

// Editing the profile (spec sections 2, 3, 5 and 8): /profile → Edit Profile → /edit-profile, prefilled;
// the profile image must be an image of at most 2 MB; the changes are saved ('Profile updated
// successfully!') and /profile and the edit form show the new values.

const openVisit = useVisits();

const PROFILE_IMAGE_MAX_BYTES = 2097152;

describe.each(VIEWPORTS)('profile edit (%s)', (viewport) => {
  it('Edit Profile → change username, email, gender, birthday, bio → save → /profile shows them', async () => {
    const visit = await openVisit(viewport);
    await visit.login(SEEDED.withStreak, '/profile');
    const { page } = visit;

    await page.getByRole('heading', { level: 1, name: COPY.settings }).waitFor();
    const summary = page.getByRole('region', { name: COPY.profile });
    await summary.getByText('Sana Khan').waitFor();
    await page.getByRole('link', { name: COPY.editProfile }).click();
    await page.waitForURL('**/edit-profile');
    await page.getByRole('heading', { level: 1, name: COPY.editProfile }).waitFor();

    const username = page.getByLabel('Username');
    const email = page.getByLabel('Email');
    const female = page.getByRole('radio', { name: 'Female', exact: true });
    const male = page.getByRole('radio', { name: 'Male', exact: true });
    const birthday = page.getByLabel('Date of birth');
    const bio = page.getByLabel('Bio');
    const image = page.getByLabel('Profile image');
    // Prefilled with what the server has.
    await expect.poll(() => username.inputValue()).toBe('sana_k');
    expect(await email.inputValue()).toBe('sana@example.pk');
    expect(await female.isChecked()).toBe(true);
    await visit.screenshot('journey-profile-edit-form');

    // The profile image: not an image, then an image over 2 MB, are refused.
    await image.setInputFiles(textFile());
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(MESSAGES.profileImageType);
    await visit.observe();
    // A broken file named .png: not a valid image either, as the browser cannot decode it.
    await image.setInputFiles(corruptPngFile());
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(MESSAGES.profileImageType);
    await image.setInputFiles(pngFile('huge-avatar.png', PROFILE_IMAGE_MAX_BYTES + 1));
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(MESSAGES.profileImageSize);
    await visit.observe();
    await image.setInputFiles(pngFile('avatar.png'));
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);

    await username.fill('SanaTheSniper');
    await email.fill('sana.sniper@example.pk');
    await male.check();
    await birthday.fill('1999-04-12');
    await bio.fill('PUBG Mobile squad leader from Lahore.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe(MESSAGES.profileUpdated);
    await visit.observe();
    await visit.screenshot('journey-profile-saved');
    expect(await statusesOf(visit, 'completeProfile')).toEqual([200]);

    // The name is the subscriber's, not the username (issue 39: the mock copied it over).
    await page.goto(visit.url('/profile'));
    await page.getByRole('region', { name: COPY.profile }).getByText('Sana Khan').waitFor();
    expect(await page.getByText('SanaTheSniper').count()).toBe(0);
    await visit.screenshot('journey-profile-updated');

    // Opened again (a fresh load: nothing is remembered by the page), the form shows the saved values.
    await page.getByRole('link', { name: COPY.editProfile }).click();
    await expect.poll(() => page.getByLabel('Username').inputValue()).toBe('SanaTheSniper');
    expect(await page.getByLabel('Email').inputValue()).toBe('sana.sniper@example.pk');
    expect(await page.getByRole('radio', { name: 'Male', exact: true }).isChecked()).toBe(true);
    expect(await page.getByLabel('Date of birth').inputValue()).toBe('1999-04-12');
    expect(await page.getByLabel('Bio').inputValue()).toBe('PUBG Mobile squad leader from Lahore.');
    const saved = await profileOf(visit);
    expect(saved).toMatchObject({
      name: 'Sana Khan',
      username: 'SanaTheSniper',
      email: 'sana.sniper@example.pk',
      gender: 'male',
    });
  });
});

describe.each(VIEWPORTS)('profile edit, a field emptied (%s)', (viewport) => {
  it('a bio and an e-mail cleared are saved empty: success, and a reload shows them empty', async () => {
    const visit = await openVisit(viewport);
    await visit.login(SEEDED.withStreak, '/edit-profile');
    const { page } = visit;
    const bio = page.getByLabel('Bio');
    const email = page.getByLabel('Email');
    await expect.poll(() => email.inputValue()).toBe('sana@example.pk');
    await bio.fill('PUBG Mobile squad leader from Lahore.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe(MESSAGES.profileUpdated);

    await bio.fill('');
    await email.fill('');
    // The first save's success is still on the page: this save's is the one after its answer.
    const saved = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith('/v1/user/profile/complete'),
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    await saved;
    await expect.poll(() => page.getByRole('status').textContent()).toBe(MESSAGES.profileUpdated);
    expect(await profileOf(visit)).toMatchObject({ bio: '', email: '', name: 'Sana Khan' });
    await page.reload();
    await expect.poll(() => page.getByLabel('Username').inputValue()).toBe('sana_k');
    expect(await page.getByLabel('Bio').inputValue()).toBe('');
    expect(await page.getByLabel('Email').inputValue()).toBe('');
  });
});

describe('profile edit in Urdu (phone)', () => {
  it('the image picker is a button in Urdu; the picture is saved, said in Urdu', async () => {
    const visit = await openVisit('phone', { locale: URDU_BROWSER });
    await visit.login(SEEDED.withStreak, '/edit-profile');
    const { page } = visit;
    const picker = page.getByText(urdu('common.chooseImage'), { exact: true });
    await picker.waitFor();
    expect(await page.getByText(urdu('profile.noImageChosen'), { exact: true }).isVisible()).toBe(true);
    // The browser's own 'Choose File' is nowhere: its input is hidden behind the picker.
    expect(await page.getByText('Choose File').count()).toBe(0);
    await page.getByLabel(urdu('profile.image')).setInputFiles(pngFile('avatar.png'));
    await page.getByText('avatar.png', { exact: true }).waitFor();
    await page.getByRole('button', { name: urdu('profile.save') }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe(urdu('messages.profileUpdated'));
    await visit.screenshot('journey-profile-urdu-picker');
    expect((await profileOf(visit)).profileImage).toBeTruthy();
  });
});

describe('profile edit (desktop)', () => {
  it("the server's refusal and a lost connection are shown; the profile is unchanged", async () => {
    const visit = await openVisit('desktop');
    await visit.login(SEEDED.withStreak, '/edit-profile');
    const { page } = visit;
    const email = page.getByLabel('Email');
    await expect.poll(() => email.inputValue()).toBe('sana@example.pk');
    const save = page.getByRole('button', { name: 'Save changes' });

    // The form checks the e-mail address before sending anything.
    await email.fill('sana-at-example');
    await save.click();
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(INVALID_EMAIL_MESSAGE).isVisible()).toBe(true);
    expect(await statusesOf(visit, 'completeProfile')).toEqual([]);
    await visit.screenshot('journey-profile-email-refused');

    // The server says why it refuses, here as the operator's backend may: a 200 with success false.
    await page.route('**/api/v1/user/profile/complete', (route) =>
      route.fulfill({ json: { success: false, error: true, message: 'Username is taken' } }),
    );
    await email.fill('sana.k@example.pk');
    await save.click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe(MESSAGES.profileUpdateFailed(isolated('Username is taken')));
    await visit.observe();
    await visit.screenshot('journey-profile-refused');
    await page.unroute('**/api/v1/user/profile/complete');

    // No answer at all (the connection drops).
    await page.route('**/api/v1/user/profile/complete', (route) => route.abort('internetdisconnected'));
    await email.fill('sana.k@example.pk');
    await save.click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(MESSAGES.profileUpdateError);
    await visit.observe();
    expect((await profileOf(visit)).email).toBe('sana@example.pk');

    await page.unroute('**/api/v1/user/profile/complete');
    await save.click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe(MESSAGES.profileUpdated);
    expect((await profileOf(visit)).email).toBe('sana.k@example.pk');
  });
});
