import type { AreaNode } from '@mall/contracts';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationState } from '../../../lib/app-store';
import { toast } from '../../../lib/toast';
import { saveLocation } from '../hooks/locate';
import { locationFromPath } from '../utils/location';
import { RegionPicker } from './region-picker';

export interface RegionDialogProps {
  open: boolean;
  current: LocationState | null;
  onClose(): void;
}

/**
 * The top bar's region choice: province, then city; choosing the city saves the location (spec §4) and
 * closes. Loaded on first click with the `region` namespace, so the shell stays small.
 */
export function RegionDialog({ open, current, onClose }: RegionDialogProps) {
  const { t } = useTranslation('region');
  const [path, setPath] = useState<AreaNode[]>([]);

  return (
    <Modal open={open} title={t('dialog.title')} footer={null} width={560} onCancel={onClose}>
      {current && (
        <p className="region-dialog__current">{t('dialog.current', { name: current.locationName })}</p>
      )}
      <RegionPicker
        value={path}
        onChange={setPath}
        maxLevel={2}
        onComplete={(chosen) => {
          const location = locationFromPath(chosen);
          if (!location) return;
          saveLocation(location);
          toast.success(t('dialog.saved', { name: location.locationName }));
          onClose();
        }}
      />
    </Modal>
  );
}
