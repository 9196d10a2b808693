import { ErrorCode, galleryEndpoints } from '@mall/contracts';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { Bitmap, encodePng } from '../src/lib/png';
import { api } from './api';
import type { Buyer } from './buying-kit';

// The onboarding wizard's steps as a test applicant fills them (merchant.routes.test.ts,
// merchant-review.routes.test.ts).

/** A valid company step (a Luhn-valid test card number), with fields a test changes. */
export const merchantCompany = (extra: object = {}) => ({
  companyName: '杭州测试电子有限公司',
  creditCode: '91330106MA2H3K7X5Q',
  legalPerson: '陈明',
  legalIdNumber: '33010619850312123X',
  address: '浙江省杭州市西湖区文三路 90 号',
  accountType: 'card' as const,
  bankName: '江南商业银行西湖支行',
  bankAccount: '4111111111111111',
  ...extra,
});

/** A valid contact step. */
export const merchantContact = { contactName: '陈明', mobile: '13712345678', email: 'chen@example.com' };

/** A picture in the user's own gallery (a new folder 证照), as a licence step takes it: its id and address. */
export async function licencePicture(app: App, who: Buyer): Promise<{ id: number; fileUrl: string }> {
  const folder = await api(app).call(
    galleryEndpoints.addFolder,
    { body: { name: '证照', pid: 0 } },
    { as: who },
  );
  const file = await api(app).upload(
    galleryEndpoints.upload,
    {
      fields: { folderId: folder.ext.id },
      files: [{ name: 'licence.png', bytes: encodePng(new Bitmap(3, 2)) }],
    },
    { as: who },
  );
  expect(file.code).toBe(ErrorCode.OK);
  return { id: file.ext.id, fileUrl: file.ext.fileUrl };
}
