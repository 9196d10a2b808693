import { demoApplications, productDefs, type Texts } from '../data/merchant';
import type { PictureSet } from './pictures';

const i18n = (t: Texts) => ({ en_US: t.en, ru_RU: t.ru, es: t.es });

export const financeProductRows = productDefs.map((p, i) => ({
  id: i + 1,
  code: p.code,
  name: p.name.zh,
  nameI18n: i18n(p.name),
  institution: p.institution.zh,
  institutionI18n: i18n(p.institution),
  summary: p.summary.zh,
  summaryI18n: i18n(p.summary),
  features: p.features.map((f) => f.zh),
  featuresI18n: {
    en_US: p.features.map((f) => f.en),
    ru_RU: p.features.map((f) => f.ru),
    es: p.features.map((f) => f.es),
  },
  rateMinBp: p.rate[0],
  rateMaxBp: p.rate[1],
  termMonths: p.terms,
  minAmountCents: p.amount[0],
  maxAmountCents: p.amount[1],
  status: 1,
  sort: i + 1,
}));

function licenceSvg(company: string, code: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="420" viewBox="0 0 600 420">
<rect width="600" height="420" fill="#fbf6e9"/><rect x="14" y="14" width="572" height="392" fill="none" stroke="#b8860b" stroke-width="6"/>
<text x="300" y="80" font-size="40" text-anchor="middle" fill="#8b0000" font-family="sans-serif">营业执照</text>
<text x="60" y="150" font-size="20" fill="#333" font-family="sans-serif">名称：${company}</text>
<text x="60" y="195" font-size="20" fill="#333" font-family="sans-serif">统一社会信用代码：${code}</text>
<text x="60" y="240" font-size="20" fill="#333" font-family="sans-serif">类型：有限责任公司</text>
<circle cx="470" cy="320" r="60" fill="none" stroke="#c00" stroke-width="4"/>
<text x="470" y="328" font-size="18" text-anchor="middle" fill="#c00" font-family="sans-serif">登记机关</text></svg>`;
}

/** The demo licences are pictures of the seed (SVG), written with the other seed pictures. */
export function merchantLicencePictures(pictures: PictureSet): string[] {
  return demoApplications.map((a, i) =>
    pictures.add(`merchant/licence-${i + 1}.svg`, () => licenceSvg(a.company, a.creditCode)),
  );
}
