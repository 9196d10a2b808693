import { configureHttp } from './http';
import { i18n } from './i18n';

/** The http client's own toast texts (no msg, network, timeout), in the interface language. */
export function translateHttpTexts() {
  configureHttp({
    texts: {
      defaultError: () => i18n.t('common.errors.default'),
      network: () => i18n.t('common.errors.network'),
      timeout: () => i18n.t('common.errors.timeout'),
      http: (status) => i18n.t('common.errors.http', { status }),
    },
  });
}
