import { catalogEndpoints, type EndpointBodyIn, galleryEndpoints, merchantEndpoints } from '@mall/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { api, expectOk } from '../../support/api';
import { apiLogin, registerByApi } from '../../support/auth';

/** A 1×1 PNG: a licence picture the server accepts (it checks the bytes). */
const tinyPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

let applicants = 0;

/**
 * A new user who has filled the onboarding wizard through the API and submitted it for review: what a
 * merchant does on the storefront (merchant.spec.ts walks those pages), ready for the platform console.
 */
export async function submittedApplication(request: APIRequestContext) {
  applicants += 1;
  const user = await registerByApi(request);
  const token = await apiLogin(request, user.mobile, user.password);
  const folder = await api(request).ok(
    galleryEndpoints.addFolder,
    { body: { name: '证照', pid: 0 } },
    { token },
  );
  const picture = expectOk(
    await api(request).upload(
      galleryEndpoints.upload,
      {
        fields: { folderId: folder.id },
        files: [{ name: 'licence.png', type: 'image/png', bytes: Buffer.from(tinyPng, 'base64') }],
      },
      { token },
    ),
  );
  const tree = await api(request).ok(catalogEndpoints.classTree, { query: { classType: 1, showView: 1 } });
  const tag = `${Date.now() % 100_000}${applicants}`;
  const companyName = `杭州控制台测试${tag}有限公司`;
  const shopName = `控制台测试${tag}旗舰店`;
  const steps: EndpointBodyIn<typeof merchantEndpoints.saveStep>[] = [
    {
      step: 'company',
      data: {
        companyName,
        creditCode: '91330106MA2H3K7X5Q',
        legalPerson: '陈明',
        legalIdNumber: '33010619850312123X',
        address: '浙江省杭州市西湖区文三路 90 号',
        accountType: 'card',
        bankName: '江南商业银行西湖支行',
        bankAccount: '4111111111111111',
      },
    },
    { step: 'contact', data: { contactName: '陈明', mobile: '13712345678', email: 'chen@example.com' } },
    { step: 'licence', data: { licenceUrls: [picture.fileUrl] } },
    { step: 'categories', data: { shopName, classIds: [tree[0]!.children[0]!.id], intro: '电子元件批发' } },
  ];
  for (const body of steps) await api(request).ok(merchantEndpoints.saveStep, { body }, { token });
  await api(request).ok(merchantEndpoints.submit, { body: { agreed: true } }, { token });
  return { ...user, token, companyName, shopName };
}

/** The platform console's list of applications, narrowed to one company by the keyword box. */
export async function findApplication(page: Page, companyName: string, searchLabel: string) {
  const search = page.getByRole('search');
  await search.getByRole('searchbox').fill(companyName);
  await search.getByRole('button', { name: searchLabel }).click();
  const row = page.getByRole('row').filter({ hasText: companyName });
  await row.getByRole('link', { name: companyName }).click();
}
