import type { HelpSlug } from '@hgsc/contracts';
import { expect, sessionToken, test } from './support.ts';

// The footer's links, as a visitor who never signed in follows them: each opens its article, not the sign-in page.
const FOOTER_PAGES = [
  ['route.helpcenter', 'index'],
  ['route.help.aboutus', 'aboutus'],
  ['route.help.contactus', 'contactus'],
  ['route.help.legalnotices', 'legalnotices'],
] as const satisfies readonly (readonly [string, HelpSlug])[];

test("a visitor reads the footer's 帮助中心, 关于我们, 联系我们 and 法律声明 without signing in", async ({
  page,
  request,
  t,
}) => {
  for (const [label, slug] of FOOTER_PAGES) {
    const article = (await (await request.get('/api/help/page', { params: { slug } })).json()).data as { title: string };
    await page.goto('/');
    await page
      .getByRole('navigation', { name: t('footer.links') })
      .getByRole('link', { name: t(label), exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/helpcenter/${slug}$`));
    const shown = page.getByTestId(`help-page-${slug}`);
    await expect(shown).toBeVisible();
    await expect(shown.getByTestId('help-content')).toContainText(article.title);
    await expect(page.getByTestId('help-menu')).toBeVisible();
  }
  expect(await sessionToken(page)).toBeUndefined();
});
