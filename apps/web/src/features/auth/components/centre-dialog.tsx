import type { Centre } from '@mall/contracts';
import { Modal } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeImage } from '../../../components/safe-image';

interface CentreDialogProps {
  centres: Centre[] | null;
  onChoose(code: string | null): void;
}

/** Spec screen 3: choose the identity to sign in with (label, description, picture). */
export function CentreDialog({ centres, onChoose }: CentreDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={centres !== null}
      title={t('auth.centre.title')}
      footer={null}
      onCancel={() => onChoose(null)}
      width={560}
      destroyOnHidden
    >
      <ul className="auth-centres" data-testid="centre-dialog">
        {(centres ?? []).map((centre) => (
          <li key={centre.subsysCode}>
            <button type="button" className="auth-centre" onClick={() => onChoose(centre.subsysCode)}>
              <span className="auth-centre__picture">
                {centre.imgFile?.fileUrl ? (
                  <SafeImage src={centre.imgFile.fileUrl} alt={centre.subsysLabel} />
                ) : (
                  <span aria-hidden="true">{centre.subsysLabel.slice(0, 1)}</span>
                )}
              </span>
              <span className="auth-centre__text">
                <strong>{centre.subsysLabel}</strong>
                <span>{centre.description}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

/** Opens the centre dialog and resolves with the chosen centre code (null when closed). */
export function useCentreChoice() {
  const [centres, setCentres] = useState<Centre[] | null>(null);
  const resolver = useRef<((code: string | null) => void) | null>(null);
  const choose = useCallback(
    (list: Centre[]) =>
      new Promise<string | null>((resolve) => {
        resolver.current = resolve;
        setCentres(list);
      }),
    [],
  );
  const onChoose = useCallback((code: string | null) => {
    setCentres(null);
    resolver.current?.(code);
    resolver.current = null;
  }, []);
  return { choose, dialog: <CentreDialog centres={centres} onChoose={onChoose} /> };
}
