import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { newUser, registerViaApi } from './support/accounts.js';
import { expectAccessible, PHONE, screenshot, useBrowser } from './support/browser.js';
import { expectRefusal } from './support/page-problems.js';
import { steps } from './support/steps.js';
import { e2eServer } from './support/server.js';

const browser = useBrowser();

/** Closes the toasts: axe would otherwise judge one mid-animation (half transparent). */
async function dismissToasts(page: Page) {
  const toasts = page.locator('[data-sonner-toast]');
  for (let attempt = 0; attempt < 60 && (await toasts.count()) > 0; attempt += 1) {
    await page
      .getByRole('button', { name: 'Close toast' })
      .first()
      .click({ timeout: 500 })
      .catch(() => undefined);
    await page.waitForTimeout(100);
  }
}

/**
 * A small, real WebP (64×64, one colour), made here rather than checked in. WebP, because the
 * server takes it and the drop zone once refused it: both sides now share one set of rules.
 */
const avatarWebp = () =>
  sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 245, g: 158, b: 11 } },
  })
    .webp()
    .toBuffer();

describe('developer profiles and the directory', () => {
  it('a developer completes a profile, finds themselves in the directory and shares the link', async () => {
    const step = steps();
    const page = await browser.newPage();
    const developer = newUser('developer');
    await registerViaApi(page, developer);

    step('/profile: avatar, username, role badge, email; the user menu leads there');
    await page.goto('/');
    await page.getByRole('button', { name: `Account menu for ${developer.username}` }).click();
    await page.getByRole('menuitem', { name: 'Your Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('heading', { level: 1, name: developer.username }).waitFor();
    await page.getByText('Developer', { exact: true }).waitFor();
    await page.getByRole('paragraph').filter({ hasText: developer.email }).waitFor();
    await page.getByRole('tab', { name: 'Skills' }).waitFor();
    await expectAccessible(page);

    step('Profile tab: edit mode, validation, an avatar through the drop zone, save');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await page
      .getByRole('alert')
      .filter({ hasText: 'File type must be PNG, JPEG, GIF or WebP' })
      .waitFor();
    await fileInput.setInputFiles({
      name: 'me.webp',
      mimeType: 'image/webp',
      buffer: await avatarWebp(),
    });
    await page.getByText('me.webp').waitFor();
    await page
      .getByLabel('Bio')
      .fill(
        'Full-stack developer who finishes what others started. Rust services and React fronts.',
      );
    await page.getByLabel('Location').fill('Porto, Portugal');
    await page.getByLabel('Website').fill('not a url');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter a valid URL' }).waitFor();
    await page.getByLabel('Website').fill('https://example.dev');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated', { exact: true }).waitFor();
    await page.getByText('Your profile has been updated successfully.').waitFor();
    await dismissToasts(page);
    // Back to the read view, with the saved values; the avatar is now an uploaded image.
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    await page.getByText('Porto, Portugal').waitFor();
    await page.getByRole('link', { name: 'https://example.dev' }).waitFor();
    const avatar = page.locator('main img').first();
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toMatch(/^\/uploads\/avatars\//);
    await screenshot(page, 'profile-developer-desktop');

    step('Skills tab: languages, skills, rate, years, GitHub project links, availability');
    await page.getByRole('tab', { name: 'Skills' }).click();
    await page.getByRole('checkbox', { name: 'Rust' }).click();
    await page.getByRole('checkbox', { name: 'TypeScript' }).click();
    for (const skill of ['Rust', 'TypeScript', 'React', 'PostgreSQL', 'Docker', 'GraphQL']) {
      await page.getByRole('combobox', { name: 'Skills' }).fill(skill);
      await page.getByRole('button', { name: 'Add to Skills' }).click();
    }
    await page.getByRole('combobox', { name: 'Frameworks' }).fill('Axum');
    await page.getByRole('combobox', { name: 'Frameworks' }).press('Enter');
    await page.getByLabel('Hourly rate ($)').fill('1.5');
    await page.getByLabel('Years of experience').fill('7');
    await page.getByRole('textbox', { name: 'GitHub project links' }).fill('github.com/nope');
    await page.getByRole('button', { name: 'Add to GitHub project links' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter a valid URL' }).waitFor();
    await page
      .getByRole('textbox', { name: 'GitHub project links' })
      .fill('https://github.com/example/finisher');
    await page.getByRole('button', { name: 'Add to GitHub project links' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Hourly rate must be a whole number of 0 or more' })
      .waitFor();
    await page.getByLabel('Hourly rate ($)').fill('95');
    expect(
      await page
        .getByRole('switch', { name: 'Available for new projects' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated', { exact: true }).waitFor();
    await dismissToasts(page);
    await expectAccessible(page);
    await screenshot(page, 'profile-skills-desktop');

    step("Share public profile: the link is copied, with the spec's toast");
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Share public profile' }).click();
    await page.getByText('Profile link copied').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${e2eServer().baseUrl}/developers/${developer.username}`);

    step('The directory finds them by skill and availability');
    await page.goto('/developers');
    await page.getByRole('heading', { level: 1, name: 'Developers' }).waitFor();
    await page
      .getByRole('link', { name: /^View Profile: / })
      .first()
      .waitFor();
    await page
      .getByRole('combobox', { name: 'Availability' })
      .selectOption({ label: 'Available now' });
    await page.getByRole('button', { name: 'Skills' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Rust' }).waitFor();
    // Two ticks in one task, before React re-renders: the second must not undo the first.
    await page.evaluate(() => {
      const items = [...document.querySelectorAll<HTMLElement>('[role="menuitemcheckbox"]')];
      for (const name of ['Rust', 'TypeScript'])
        items.find((item) => item.textContent?.trim() === name)?.click();
    });
    await page.keyboard.press('Escape');
    await page.waitForURL(/available=true/);
    expect(new URL(page.url()).searchParams.get('skills')).toBe('TypeScript,Rust');
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: developer.username, exact: true }),
    });
    await card.waitFor();
    await card.getByText('Verified').waitFor();
    await card.getByText('Porto, Portugal').waitFor();
    await card.getByText('7 years of experience').waitFor();
    await card.getByText('+3 more').waitFor();
    // diego.rs knows Rust but is not available; lena.dev is available but has no Rust.
    expect(await page.getByRole('heading', { name: 'diego.rs' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'lena.dev' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'developers-filtered-desktop');

    await page
      .getByRole('combobox', { name: 'Availability' })
      .selectOption({ label: 'Not available' });
    await page.getByText('No developers found').waitFor();
    await page.getByRole('button', { name: 'Remove TypeScript' }).click();
    await page.getByRole('heading', { name: 'diego.rs' }).waitFor();
    expect(await page.getByRole('heading', { name: developer.username }).count()).toBe(0);

    step('A visitor opens the shared link');
    const visitor = await browser.newPage();
    await visitor.goto(link);
    await visitor.getByRole('heading', { level: 1, name: developer.username }).waitFor();
    await visitor.getByText('Verified').waitFor();
    await visitor.getByText('Available now').waitFor();
    const headerSkills = visitor.getByRole('list', { name: 'Skills' });
    expect(await headerSkills.getByRole('listitem').allTextContents()).toEqual([
      'Rust',
      'TypeScript',
      'React',
      'PostgreSQL',
      'Docker',
      '+1 more',
    ]);
    await visitor.getByText('Completed Projects').waitFor();
    await visitor.getByText('Acceptance Rate').waitFor();
    await visitor.getByText('No ratings yet').waitFor();
    await visitor
      .getByText('Full-stack developer who finishes what others started.', { exact: false })
      .waitFor();
    await visitor.getByRole('link', { name: /github\.com\/example\/finisher/ }).waitFor();
    // Nothing private: no email on the public page.
    expect(await visitor.getByText(developer.email).count()).toBe(0);
    await expectAccessible(visitor);
    await screenshot(visitor, 'developer-public-desktop');
    await visitor.getByRole('tab', { name: 'Portfolio' }).click();
    await visitor.getByText('No completed projects yet').waitFor();
  });

  it('shows a public profile with a portfolio, the directory and a profile on a phone', async () => {
    const phone = await browser.newPage(PHONE);
    // Filtered by a skill of the demo's lena.dev: other test files register developers too, and
    // newest first could push her off the first page.
    await phone.goto('/developers?skills=Python');
    await phone.getByRole('link', { name: 'View Profile: lena.dev' }).waitFor();
    await expectAccessible(phone);
    await screenshot(phone, 'developers-phone');

    // Opened from the directory: a direct load of a dotted username is a server issue (see report).
    await phone.getByRole('link', { name: 'View Profile: lena.dev' }).click();
    await phone.getByRole('heading', { level: 1, name: 'lena.dev' }).waitFor();
    await phone.getByText('Acceptance Rate').waitFor();
    await screenshot(phone, 'developer-public-phone');
    await phone.getByRole('tab', { name: 'Portfolio' }).click();
    await phone
      .getByText(/^Completed /)
      .first()
      .waitFor();
    await expectAccessible(phone);
    await screenshot(phone, 'developer-portfolio-phone');

    const developer = newUser('developer');
    await registerViaApi(phone, developer);
    await phone.goto('/profile');
    await phone.getByRole('heading', { level: 1, name: developer.username }).waitFor();
    await screenshot(phone, 'profile-developer-phone');
    await phone.getByRole('tab', { name: 'Skills' }).click();
    await phone.getByRole('checkbox', { name: 'Dart' }).waitFor();
    await screenshot(phone, 'profile-skills-phone');
  });

  it("shows a 404 state for an unknown developer and a creator's profile without Skills", async () => {
    const page = await browser.newPage();
    // The page asks for the profile and the stats at once; both are refused.
    expectRefusal(page, { status: 404, path: '/api/developers/nobody-by-this-name' });
    expectRefusal(page, { status: 404, path: '/api/developers/nobody-by-this-name/stats' });
    await page.goto('/developers/nobody-by-this-name');
    await page.getByRole('heading', { name: 'Developer not found' }).first().waitFor();
    await page.getByRole('link', { name: 'Browse developers' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'developer-not-found');

    // /profile is protected: a visitor goes to /auth first.
    await page.goto('/profile');
    await page.waitForURL(/\/auth\?next=%2Fprofile/);

    const creator = newUser('creator');
    await registerViaApi(page, creator);
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: creator.username }).waitFor();
    await page.getByText('Project Submitter').waitFor();
    await page.getByRole('tab', { name: 'Profile' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Skills' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Share public profile' }).count()).toBe(0);

    // Edit, then Cancel: nothing is saved.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Location').fill('Nowhere');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    expect(await page.getByText('Nowhere').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'profile-creator');
  });
});
