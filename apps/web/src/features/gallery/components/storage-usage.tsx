import type { GalleryUsage } from '@mall/contracts';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSizeText } from '../hooks/use-size-text';

/** From this share of the quota on, the bar turns red: the next uploads may not fit. */
const nearlyFull = 90;

/**
 * The buyer's picture space under the folders: used of the quota, and how much of it deleted pictures
 * still used elsewhere (a sent chat message, the avatar, a merchant application) keep.
 */
export function StorageUsage({ usage }: { usage: GalleryUsage | undefined }) {
  const { t } = useTranslation('gallery');
  const formatSize = useSizeText();
  if (!usage) return null;
  const percent = Math.min(100, Math.round((usage.usedBytes / usage.quotaBytes) * 100));
  const used = t('usage.used', { used: formatSize(usage.usedBytes), quota: formatSize(usage.quotaBytes) });
  return (
    <section className="gallery-usage" aria-label={t('usage.title')} data-testid="gallery-usage">
      <div className="gallery-usage-head">
        <span className="gallery-usage-title">{t('usage.title')}</span>
        <span>{used}</span>
      </div>
      <Progress
        percent={percent}
        showInfo={false}
        size="small"
        status={percent >= nearlyFull ? 'exception' : 'normal'}
        aria-label={used}
      />
      {usage.keptBytes > 0 && (
        <p className="gallery-hint">{t('usage.kept', { kept: formatSize(usage.keptBytes) })}</p>
      )}
    </section>
  );
}
