import { accountEndpoints, centreCodes, ErrorCode } from '@mall/contracts';
import { api, expectError, expectOk } from '../../support/api';
import { apiLogin, fillAccountLogin, origin, registerByApi, signIn } from '../../support/auth';
import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { useLanguage } from '../cart/support';

/*
 * The platform console's people (issue 33): the platform admin freezes a user, who is signed out and cannot
 * sign in until restored; a buyer's message from the storefront's right bar is answered in the console, and
 * the buyer reads the answer beside the form.
 */

const platformAdmin = '13900000000';

test('the platform freezes a new user, who cannot sign in, and restores them (zh_CN)', async ({
  page,
  context,
  request,
  browser,
}) => {
  const user = await registerByApi(request);
  // The user is signed in somewhere when the platform freezes them.
  const userToken = await apiLogin(request, user.mobile, user.password);
  expectOk(await api(request).call(accountEndpoints.userInfo, {}, { token: userToken }));

  await signIn(request, context, platformAdmin, undefined, centreCodes.platform);
  await page.goto('/console/platform/users');
  await expect(page.getByRole('heading', { level: 1, name: '用户管理' })).toBeVisible();
  expect(await seriousViolations(page, '/console/platform/users')).toEqual([]);
  const search = page.getByRole('search');
  await search.getByRole('searchbox').fill(user.mobile);
  await search.getByRole('button', { name: '查询' }).click();
  const row = page.getByRole('row').filter({ hasText: user.mobile });
  await expect(row).toContainText('采购商中心');
  await row.getByRole('button', { name: `详情 ${user.mobile}` }).click();

  const drawer = page.getByRole('dialog', { name: `用户 ${user.mobile}` });
  await expect(drawer.getByTestId('user-status')).toHaveText('正常');
  await expect(drawer.getByTestId('user-sessions')).toHaveText('1 个');
  expect(await seriousViolations(page, '/console/platform/users?user=:id')).toEqual([]);
  await drawer.getByRole('button', { name: '冻结' }).click();
  const confirm = page.getByRole('dialog', { name: `冻结 ${user.mobile}？` });
  await expect(confirm).toContainText('冻结后该用户不能登录');
  await confirm.getByRole('button', { name: '冻结' }).click();
  await expect(page.getByText('已冻结，该用户的所有会话已结束')).toBeVisible();
  await expect(drawer.getByTestId('user-status')).toHaveText('已冻结');
  await expect(drawer.getByTestId('user-sessions')).toHaveText('0 个');
  // Their session ended at once, and the sign-on page refuses them.
  expectError(
    await api(request).call(accountEndpoints.userInfo, {}, { token: userToken }),
    ErrorCode.TOKEN_INVALID,
  );
  const own = await browser.newContext({ baseURL: origin, locale: 'zh-CN' });
  const signOn = await own.newPage();
  await signOn.goto('/sso/login');
  await fillAccountLogin(request, signOn, user.mobile, user.password);
  await expect(signOn.locator('.ant-message-error')).toHaveText('账号或密码错误');
  await expect(signOn).toHaveURL(/\/sso\/login/);

  await drawer.getByRole('button', { name: '恢复' }).click();
  await page
    .getByRole('dialog', { name: `恢复 ${user.mobile}？` })
    .getByRole('button', { name: '恢复' })
    .click();
  await expect(page.getByText('已恢复，该用户可以登录了')).toBeVisible();
  await expect(drawer.getByTestId('user-status')).toHaveText('正常');
  await signOn.goto('/sso/login?redirect=%2Fmallview%2Fmall%2Fhome');
  await fillAccountLogin(request, signOn, user.mobile, user.password);
  await expect(signOn).toHaveURL(/\/mallview\/mall\/home$/);
  await own.close();
});

test('a buyer’s message is answered in the console and the buyer reads the answer (English, then Chinese)', async ({
  page,
  context,
  request,
  browser,
}) => {
  const buyer = await registerByApi(request);
  await useLanguage(context, 'en_US');
  await signIn(request, context, buyer.mobile, buyer.password);
  const question = `When can I get the invoice for order ${Date.now() % 1_000_000}?`;
  await page.goto('/mallview/mall/home');
  await page.getByTestId('right-bar-message').click();
  const form = page.getByTestId('feedback-form');
  await form.getByRole('textbox', { name: 'Message' }).fill(question);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent. Thank you for your feedback')).toBeVisible();
  await page.getByTestId('right-bar-message').click();
  const mine = page.getByTestId('my-feedback');
  await expect(mine.getByRole('heading', { name: 'My messages and replies' })).toBeVisible();
  await expect(mine.getByTestId('my-feedback-item').filter({ hasText: question })).toContainText(
    'Waiting for a reply',
  );

  const platform = await browser.newContext({ baseURL: origin });
  await useLanguage(platform, 'en_US');
  await signIn(request, platform, platformAdmin, undefined, centreCodes.platform);
  const desk = await platform.newPage();
  await desk.goto('/console/platform/feedback?state=unanswered');
  await expect(desk.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  expect(await seriousViolations(desk, '/console/platform/feedback')).toEqual([]);
  await desk.getByRole('row').filter({ hasText: question }).getByRole('button', { name: 'Reply' }).click();
  const drawer = desk.getByRole('dialog', { name: 'Reply to a message' });
  await expect(drawer).toContainText(question);
  await drawer.getByRole('button', { name: 'Send reply' }).click();
  // The contract's rule, in the server's words, before anything is sent.
  await expect(drawer.getByText("Can't be empty")).toBeVisible();
  const answer = 'Confirm receipt first, then ask for the invoice on the order page.';
  await drawer.getByLabel('Reply (the author reads it on the storefront)').fill(answer);
  expect(await seriousViolations(desk, '/console/platform/feedback?message=:id')).toEqual([]);
  await drawer.getByRole('button', { name: 'Send reply' }).click();
  await expect(desk.getByText('Replied: the author sees it under "Message" on the storefront')).toBeVisible();
  await expect(desk.getByRole('row').filter({ hasText: question })).toHaveCount(0);
  await platform.close();

  await page.reload();
  await page.getByTestId('right-bar-message').click();
  const item = page.getByTestId('my-feedback-item').filter({ hasText: question });
  await expect(item).toContainText('Reply from the mall');
  await expect(item).toContainText(answer);
  await useLanguage(context, 'zh_CN');
  await page.reload();
  await page.getByTestId('right-bar-message').click();
  await expect(
    page.getByTestId('my-feedback').getByRole('heading', { name: '我的留言与回复' }),
  ).toBeVisible();
  await expect(page.getByTestId('my-feedback-item').filter({ hasText: question })).toContainText(
    `平台回复${answer}`,
  );
});
