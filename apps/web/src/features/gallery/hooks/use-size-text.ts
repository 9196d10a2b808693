import { useTranslation } from 'react-i18next';
import { formatSize } from '../utils/upload-rules';

/** Formats a number of bytes with the page language's unit names. */
export function useSizeText(): (bytes: number) => string {
  const { t } = useTranslation('gallery');
  const units = { B: t('units.B'), KB: t('units.KB'), MB: t('units.MB'), GB: t('units.GB') };
  return (bytes) => formatSize(bytes, units);
}
