import { chatEndpoints, ErrorCode, galleryDownloadPath } from '@mall/contracts';
import type { APIRequestContext } from '@playwright/test';
import { api } from '../../support/api';
import { origin } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import { type GalleryUser, galleryDialog, newUser, noisePng, seedPictures, solidPng, tiles } from './support';

/*
 * The picture gallery (spec screen 9) as the buyer meets it: from the profile's avatar and from the chat's
 * picture button. Server refusals (a renamed text file) come back as 400 envelopes and the download
 * failure tests answer 404 or cut the network; the browser logs those lines, which is expected.
 */
test.use({ allowedConsoleErrors: [/status of 40[04]|ERR_INTERNET_DISCONNECTED/] });
// Several dialogs, uploads and server round trips per test, on a shared machine.
test.describe.configure({ timeout: 120_000 });

const red = solidPng(24, 16, [220, 40, 40]);
const blue = solidPng(16, 24, [40, 80, 220]);

test.describe('gallery in Chinese', () => {
  test('folders: name required, add, rename, and delete only after the warning that files are lost', async ({
    page,
    context,
    request,
  }) => {
    await newUser(request, context);
    await page.goto('/mallview/user/account/info');
    await page.getByTestId('avatar-gallery').click();
    const dialog = galleryDialog(page, '图片库');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('还没有文件夹，请先新建一个').first()).toBeVisible();

    // No folder yet: uploading says to set one up first.
    await dialog.getByRole('button', { name: '上传图片' }).first().click();
    await expect(page.getByText('请先设置文件夹')).toBeVisible();

    await dialog.getByRole('button', { name: '新建文件夹' }).click();
    const nameDialog = galleryDialog(page, '新建文件夹');
    await nameDialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(nameDialog.getByText('请输入文件夹名称')).toBeVisible();
    const name = nameDialog.getByLabel('文件夹名称');
    await expect(name).toHaveAttribute('maxlength', '30');
    await name.fill('商品图');
    await name.press('Enter');
    await expect(nameDialog).toBeHidden();
    const folders = dialog.locator('.gallery-folders');
    await expect(folders.getByText('商品图', { exact: true })).toBeVisible();
    await expect(dialog.getByText('这个文件夹里还没有图片')).toBeVisible();

    await folders.getByRole('button', { name: '重命名' }).click();
    const renameDialog = galleryDialog(page, '重命名文件夹');
    await expect(renameDialog.getByLabel('文件夹名称')).toHaveValue('商品图');
    await renameDialog.getByLabel('文件夹名称').fill('商品主图');
    await renameDialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(folders.getByText('商品主图', { exact: true })).toBeVisible();

    // A picture inside, so the deletion has something to lose.
    await dialog.getByTestId('gallery-upload-input').setInputFiles({
      name: 'red.png',
      mimeType: 'image/png',
      buffer: red,
    });
    await expect(tiles(page, '图片库')).toHaveCount(1);

    await folders.getByRole('button', { name: /删\s*除/ }).click();
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '删除文件夹“商品主图”？' });
    await expect(confirm).toContainText('删除后文件夹及其子文件夹中的图片将全部丢失，且无法恢复，是否继续？');
    // Cancelling keeps everything, and says so (spec §8: a cancelled confirmation shows 'cancelled').
    await confirm.getByRole('button', { name: /取\s*消/ }).click();
    await expect(page.locator('.ant-message').getByText('已取消')).toBeVisible();
    await expect(folders.getByText('商品主图', { exact: true })).toBeVisible();

    await folders.getByRole('button', { name: /删\s*除/ }).click();
    await page
      .locator('.ant-modal-confirm')
      .filter({ hasText: '删除文件夹“商品主图”？' })
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await expect(page.getByText('已删除 1 个文件夹、1 张图片')).toBeVisible();
    await expect(folders.getByText('商品主图', { exact: true })).toHaveCount(0);
    await expect(dialog.getByText('还没有文件夹，请先新建一个').first()).toBeVisible();
  });

  test('upload: a real PNG shows in the grid; a renamed text file and a wrong type are refused', async ({
    page,
    context,
    request,
  }) => {
    const user = await newUser(request, context);
    await seedPictures(request, user, '上传测试', []);
    await page.goto('/mallview/user/account/info');
    await page.getByTestId('avatar-gallery').click();
    const dialog = galleryDialog(page, '图片库');
    await expect(dialog.getByText('这个文件夹里还没有图片')).toBeVisible();
    await expect(dialog.getByText('支持 .gif, .jpg, .jpeg, .png，单张不超过 10 MB')).toBeVisible();
    const input = dialog.getByTestId('gallery-upload-input');

    await input.setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: red });
    await expect(page.getByText('已上传 1 张图片')).toBeVisible();
    const tile = tiles(page, '图片库').filter({ hasText: 'red.png' });
    await expect(tile).toBeVisible();
    await expect(tile).toContainText('24 × 16');
    // A thumbnail of the stored picture, never the full-size original.
    await expect(tile.locator('img')).toHaveAttribute(
      'src',
      /^\/thumbs\/320\/gallery\/\d+\/[0-9a-f-]{36}\.png\.png$/,
    );
    // The picture really loads (served as an image).
    await expect
      .poll(() =>
        tile.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);

    // Text saved as x.png passes the browser's name check; the server reads the bytes and refuses it.
    await input.setInputFiles({
      name: 'x.png',
      mimeType: 'image/png',
      buffer: Buffer.from('just some text'),
    });
    await expect(page.getByText('仅支持以下图片类型：.gif,.jpg,.jpeg,.png')).toBeVisible();
    // A name the list does not allow is refused at once, in the browser.
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(
      page.getByText('“notes.txt”不是允许的图片类型（仅支持 .gif, .jpg, .jpeg, .png）'),
    ).toBeVisible();
    await expect(tiles(page, '图片库')).toHaveCount(1);

    // Search by name, then sort by name.
    await input.setInputFiles({ name: 'blue.png', mimeType: 'image/png', buffer: blue });
    await expect(tiles(page, '图片库')).toHaveCount(2);
    await dialog.getByRole('searchbox', { name: '按文件名搜索' }).fill('blu');
    await dialog.getByRole('searchbox', { name: '按文件名搜索' }).press('Enter');
    await expect(tiles(page, '图片库')).toHaveCount(1);
    await expect(tiles(page, '图片库').first()).toContainText('blue.png');
    await dialog.getByRole('searchbox', { name: '按文件名搜索' }).fill('nothing');
    await dialog.getByRole('searchbox', { name: '按文件名搜索' }).press('Enter');
    await expect(dialog.getByText('没有找到名称包含“nothing”的图片')).toBeVisible();

    // A larger picture on a slow line (Chromium's upload throttle): a progress bar shows how much was sent
    // while it goes, and is gone when the picture is in the gallery.
    await dialog.getByRole('searchbox', { name: '按文件名搜索' }).fill('');
    await dialog.getByRole('searchbox', { name: '按文件名搜索' }).press('Enter');
    await expect(tiles(page, '图片库')).toHaveCount(2);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const line = { offline: false, latency: 0, downloadThroughput: -1 };
    await cdp.send('Network.emulateNetworkConditions', { ...line, uploadThroughput: 100 * 1024 });
    await input.setInputFiles({ name: 'noise.png', mimeType: 'image/png', buffer: noisePng(300, 300) });
    const bar = dialog.getByRole('progressbar', { name: '正在上传 noise.png' });
    await expect(bar).toBeVisible();
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await expect(tiles(page, '图片库').filter({ hasText: 'noise.png' })).toBeVisible();
    await expect(bar).toHaveCount(0);
    await cdp.send('Network.emulateNetworkConditions', { ...line, uploadThroughput: -1 });
  });

  test('avatar: one picture at most, and the chosen one becomes the profile picture', async ({
    page,
    context,
    request,
  }) => {
    const user = await newUser(request, context);
    await seedPictures(request, user, '头像', [
      { name: 'red.png', png: red },
      { name: 'blue.png', png: blue },
    ]);
    await page.goto('/mallview/user/account/info');
    await page.getByTestId('avatar-gallery').click();
    const dialog = galleryDialog(page, '图片库');
    await expect(tiles(page, '图片库')).toHaveCount(2);
    await expect(dialog.getByText('已选 0 / 1 张')).toBeVisible();

    await dialog.getByRole('button', { name: '选择 red.png' }).click();
    await expect(dialog.getByRole('button', { name: '选择 red.png' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await dialog.getByRole('button', { name: '选择 blue.png' }).click();
    await expect(page.getByText('最多只能选择 1 张图片')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '选择 blue.png' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Pressing a chosen picture again lets it go (keyboard too).
    await dialog.getByRole('button', { name: '选择 red.png' }).press('Enter');
    await expect(dialog.getByText('已选 0 / 1 张')).toBeVisible();
    await dialog.getByRole('button', { name: '选择 blue.png' }).press('Space');
    await expect(dialog.getByText('已选 1 / 1 张')).toBeVisible();

    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('头像已更新')).toBeVisible();
    const avatar = page.getByTestId('profile-avatar');
    // The gallery picture itself, now shown to everyone.
    await expect(avatar).toHaveAttribute('src', /^\/files\/gallery\/\d+\/[0-9a-f-]{36}\.png$/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(24);
  });

  test('download: the picture arrives as a file; failures say so', async ({ page, context, request }) => {
    const user = await newUser(request, context);
    await seedPictures(request, user, '下载', [{ name: '红色.png', png: red }]);
    await page.goto('/mallview/user/account/info');
    await page.getByTestId('avatar-gallery').click();
    const dialog = galleryDialog(page, '图片库');
    const button = dialog.getByRole('button', { name: '下载 红色.png' });

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('红色.png');
    const saved = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of saved) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(1, 4).toString('latin1')).toBe('PNG');

    const downloads = `**/api${galleryDownloadPath}*`;
    await page.route(downloads, (route) =>
      route.fulfill({ status: 404, json: { code: ErrorCode.NOT_FOUND, msg: '文件不存在' } }),
    );
    await button.click();
    await expect(page.getByText('下载文件失败')).toBeVisible();
    await page.unroute(downloads);
    await page.route(downloads, (route) => route.abort('internetdisconnected'));
    await button.click();
    await expect(page.getByText('网络异常，请重试')).toBeVisible();
  });

  test('chat: the picture button sends a gallery picture', async ({ page, context, request, playwright }) => {
    const user = await newUser(request, context);
    await seedPictures(request, user, '聊天图片', [{ name: 'blue.png', png: blue }]);
    // The service chat (the platform admin) is open to every signed-in user.
    await page.goto('/mallview/chat?receiveCustId=1');
    const panel = page.getByTestId('chat-panel');
    await expect(panel.getByTestId('chat-input')).toBeVisible();
    // The conversation is open (its title shown): before that the button asks to choose a chat first.
    await expect(panel.getByRole('heading', { name: '平台客服', level: 3 })).toBeVisible();
    await panel.getByTestId('chat-picture-button').click();
    const dialog = galleryDialog(page, '图片库');
    await dialog.getByRole('button', { name: '选择 blue.png' }).click();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toBeHidden();
    const picture = panel.getByTestId('chat-picture').locator('img');
    // The message points at the gallery picture (no copy), shown as a thumbnail; the link opens it.
    await expect(picture).toHaveAttribute('src', /^\/thumbs\/320\/gallery\/\d+\/[0-9a-f-]{36}\.png\.png$/);
    const href = (await panel.getByTestId('chat-picture').getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/files\/gallery\/\d+\/[0-9a-f-]{36}\.png$/);
    await expect(picture).toHaveAttribute('alt', '图片');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // Shown at its own size (16 × 24), however small its thumbnail's entry in the srcset says it is.
    expect(await picture.evaluate((img) => [img.clientWidth, img.clientHeight])).toEqual([16, 24]);
    await expect(panel.getByText('[图片]')).toBeVisible();
    // A chat picture is the conversation's: the sender's browser gets it, a visitor does not.
    expect((await page.request.get(href)).status()).toBe(200);
    const visitor = await playwright.request.newContext({ baseURL: origin });
    expect((await visitor.get(href)).status()).toBe(404);
    await visitor.dispose();
  });
});

test.describe('gallery in English', () => {
  test('folder, upload, refusals and the selection limit', async ({ page, context, request }) => {
    await newUser(request, context, 'en_US');
    await page.goto('/mallview/user/account/info');
    await page.getByRole('button', { name: 'Choose from gallery' }).click();
    const dialog = galleryDialog(page, 'Picture gallery');
    await expect(dialog.getByText('No folders yet: create one first').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Upload pictures' }).first().click();
    await expect(page.getByText('Please set up a folder first')).toBeVisible();

    await dialog.getByRole('button', { name: 'New folder' }).click();
    const nameDialog = galleryDialog(page, 'New folder');
    await nameDialog.getByRole('button', { name: 'OK' }).click();
    await expect(nameDialog.getByText('Please enter the folder name')).toBeVisible();
    await nameDialog.getByLabel('Folder name').fill('Products');
    await nameDialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog.locator('.gallery-folders').getByText('Products', { exact: true })).toBeVisible();

    const input = dialog.getByTestId('gallery-upload-input');
    await input.setInputFiles([
      { name: 'red.png', mimeType: 'image/png', buffer: red },
      { name: 'blue.png', mimeType: 'image/png', buffer: blue },
    ]);
    await expect(page.getByText('2 pictures uploaded')).toBeVisible();
    await expect(tiles(page, 'Picture gallery')).toHaveCount(2);
    await input.setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('plain text') });
    await expect(page.getByText('Only these picture types are allowed: .gif,.jpg,.jpeg,.png')).toBeVisible();

    await dialog.getByRole('button', { name: 'Choose red.png' }).click();
    await dialog.getByRole('button', { name: 'Choose blue.png' }).click();
    await expect(page.getByText('At most 1 picture may be chosen')).toBeVisible();
    await expect(dialog.getByText('1 of 1 chosen')).toBeVisible();

    // Deleting a picture asks first; closing the question with Escape cancels, and says so.
    await dialog.getByRole('button', { name: 'Delete blue.png' }).click();
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: 'Delete pictures' });
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-message').getByText('Cancelled')).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Delete blue.png' }).click();
    await expect(confirm).toContainText('Delete this picture? This cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('1 picture deleted')).toBeVisible();
    await expect(tiles(page, 'Picture gallery')).toHaveCount(1);

    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Avatar updated')).toBeVisible();
    await expect(page.getByTestId('profile-avatar')).toHaveAttribute('src', /^\/files\/gallery\//);
  });
});

/** Sends one of the user's gallery pictures to the platform's service chat (customer 1). */
async function sendToService(request: APIRequestContext, user: GalleryUser, fileUrl: string) {
  const conversation = await api(request).ok(
    chatEndpoints.addMessage,
    { body: { receiveCustId: 1 } },
    { token: user.token },
  );
  await api(request).ok(
    chatEndpoints.sendMessage,
    { body: { messageId: conversation.messageId, sendType: 2, messageObj: JSON.stringify({ fileUrl }) } },
    { token: user.token },
  );
}

// The e2e server's GALLERY_QUOTA_MB is 3 (playwright.config.ts); random pixels do not compress, so an
// 800 × 800 picture takes about 1.8 MB of it.
test.describe('picture space', () => {
  test('shows used of the quota, refuses a picture that does not fit, keeps a sent one after it is deleted', async ({
    page,
    context,
    request,
  }) => {
    const user = await newUser(request, context);
    const { files } = await seedPictures(request, user, '大图', [
      { name: 'big.png', png: noisePng(800, 800) },
    ]);
    await sendToService(request, user, files[0]!.fileUrl);
    await page.goto('/mallview/user/account/info');
    await page.getByTestId('avatar-gallery').click();
    const dialog = galleryDialog(page, '图片库');
    const usage = dialog.getByTestId('gallery-usage');
    await expect(usage).toContainText(/图片空间已用 1\.8 MB \/ 共 3 MB/);
    await expect(usage.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '61');

    // Another big one does not fit: refused with the space left, nothing added.
    await dialog.getByTestId('gallery-upload-input').setInputFiles({
      name: 'second.png',
      mimeType: 'image/png',
      buffer: noisePng(700, 700),
    });
    await expect(
      page.getByText('图片空间不足：这张图片 1.4 MB，剩余 1.2 MB（共 3 MB）。请先删除不用的图片'),
    ).toBeVisible();
    await expect(tiles(page, '图片库')).toHaveCount(1);

    // Deleting the sent picture says it stays for the message; it leaves the gallery, not the space.
    await dialog.getByRole('button', { name: '删除 big.png' }).click();
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '删除图片' });
    await expect(confirm).toContainText('已发送的聊天消息、头像和入驻申请中用到的图片仍会在那里显示');
    await confirm.getByRole('button', { name: /删\s*除/ }).click();
    await expect(dialog.getByText('这个文件夹里还没有图片')).toBeVisible();
    await expect(usage).toContainText('其中 1.8 MB 是已删除、但仍用于已发送的聊天消息、头像或入驻申请的图片');
    await expect(usage).toContainText('已用 1.8 MB / 共 3 MB');

    // The message still shows it.
    await page.goto('/mallview/chat?receiveCustId=1');
    const picture = page.getByTestId('chat-panel').getByTestId('chat-picture').locator('img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test.describe('on a phone, in English', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('shows the space used under the folders', async ({ page, context, request }) => {
      const user = await newUser(request, context, 'en_US');
      await seedPictures(request, user, 'Big', [{ name: 'big.png', png: noisePng(800, 800) }]);
      await page.goto('/mallview/user/account/info');
      await page.getByRole('button', { name: 'Choose from gallery' }).click();
      const usage = galleryDialog(page, 'Picture gallery').getByTestId('gallery-usage');
      await expect(usage).toContainText('Picture space');
      await expect(usage).toContainText('1.8 MB of 3 MB used');
      await usage.scrollIntoViewIfNeeded();
      await expect(usage).toBeInViewport();
    });
  });
});
