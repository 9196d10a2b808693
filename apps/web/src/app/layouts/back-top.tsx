import { limits } from '@mall/contracts';
import { FloatButton } from 'antd';
import { useTranslation } from 'react-i18next';
import { UpIcon } from '../../components/icons';

/** Back-to-top button, shown once the page has scrolled 60 px (loaded lazily: home never shows it). */
export default function BackTop() {
  const { t } = useTranslation();
  return (
    <FloatButton.BackTop
      visibilityHeight={limits.backTopOffset}
      icon={<UpIcon />}
      tooltip={t('layout.backTop')}
      aria-label={t('layout.backTop')}
      data-testid="back-top"
    />
  );
}
