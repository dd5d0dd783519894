import { writeFile } from 'node:fs/promises';
import { PNG_1PX } from './market.ts';
import { expect, signIn, test } from './support.ts';

test('avatar upload: wrong type and over 40 MB show the SPEC §5 messages; a real image is accepted', async ({
  page,
  t,
}, testInfo) => {
  await signIn(page, 'seller', 'Seller2026', '/manage/myinfo');
  await expect(page).toHaveURL(/\/manage\/myinfo/);
  const input = page.locator('input[type=file]');

  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText(t('file.badImageType'))).toBeVisible();

  // From a file on disk: the browser reads it by path, where 40 MB sent as a buffer would cross the wire.
  const huge = testInfo.outputPath('huge.png');
  await writeFile(huge, Buffer.alloc(40 * 1024 * 1024 + 1, 1));
  await input.setInputFiles(huge);
  await expect(page.getByText(t('file.imageTooLarge'))).toBeVisible();

  const uploaded = page.waitForResponse((r) => r.url().includes('/api/user/update/avatar'));
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX });
  expect((await uploaded).status()).toBe(200);
  await expect(page.getByTestId('myinfo-avatar').locator('img')).toHaveAttribute('src', /seeView/);
});
