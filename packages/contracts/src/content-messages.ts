/**
 * Server messages of the platform console's content (content-edit.contracts.ts), in the four languages;
 * merged into `serverMessages`.
 */
const zh_CN = {
  'validation.siteLink': '请填写站内路径（以 / 开头）或以 http:// 、https:// 开头的网址',
};

export type ContentMessageKey = keyof typeof zh_CN;

const en_US: Record<ContentMessageKey, string> = {
  'validation.siteLink':
    'Enter a path of this site (starting with /) or an address starting with http:// or https://',
};

const ru_RU: Record<ContentMessageKey, string> = {
  'validation.siteLink': 'Укажите путь на сайте (начиная с /) или адрес, начинающийся с http:// или https://',
};

const es: Record<ContentMessageKey, string> = {
  'validation.siteLink':
    'Indica una ruta del sitio (que empiece por /) o una dirección que empiece por http:// o https://',
};

export const contentMessages = { zh_CN, en_US, ru_RU, es };
