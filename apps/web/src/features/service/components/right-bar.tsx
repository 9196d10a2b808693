import { App, Popover } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon, MessageIcon, PhoneIcon, QrCodeIcon, ServiceIcon } from '../../../components/icons';
import { SafeImage } from '../../../components/safe-image';
import { useAppStore } from '../../../lib/app-store';
import './right-bar.css';

export interface RightBarProps {
  loggedIn: boolean;
  /** mallphone */
  phone?: string;
  /** wxprogram / aliprogram QR pictures. */
  wxQrCode?: string;
  aliQrCode?: string;
}

function BarButton({
  icon,
  label,
  onClick,
  testId,
}: {
  icon: ReactNode;
  label: string;
  onClick?: () => void;
  testId?: string;
}) {
  return (
    <button type="button" className="right-bar__button" onClick={onClick} data-testid={testId}>
      {icon}
      <span className="right-bar__label">{label}</span>
    </button>
  );
}

/**
 * Fixed right-side bar (spec §2 screen 11): chat, online message, online service, contact phone and QR
 * codes. Visitors get the login dialog for chat, message and service; the chat itself comes later.
 */
export function RightBar({ loggedIn, phone, wxQrCode, aliQrCode }: RightBarProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const openLoginDialog = useAppStore((state) => state.setLoginDialogOpen);

  // Spec §6: chat, service and feedback open the login dialog for visitors.
  const needsLogin = () => {
    if (!loggedIn) {
      openLoginDialog(true);
      return;
    }
    void message.info(t('common.states.comingSoon'));
  };

  const qrCodes = [
    { name: t('layout.rightBar.wxProgram'), src: wxQrCode },
    { name: t('layout.rightBar.aliProgram'), src: aliQrCode },
  ].filter((qr) => qr.src);

  return (
    <aside className="right-bar" aria-label={t('layout.rightBar.aria')}>
      <BarButton
        icon={<ChatIcon />}
        label={t('layout.rightBar.chat')}
        onClick={needsLogin}
        testId="right-bar-chat"
      />
      <BarButton icon={<MessageIcon />} label={t('layout.rightBar.message')} onClick={needsLogin} />
      <BarButton icon={<ServiceIcon />} label={t('layout.rightBar.service')} onClick={needsLogin} />
      <Popover
        placement="left"
        trigger={['hover', 'focus']}
        title={t('layout.rightBar.phone')}
        content={<strong className="right-bar__phone">{phone || t('layout.rightBar.noPhone')}</strong>}
      >
        <button type="button" className="right-bar__button" data-testid="right-bar-phone">
          <PhoneIcon />
          <span className="right-bar__label">{t('layout.rightBar.phone')}</span>
        </button>
      </Popover>
      <Popover
        placement="left"
        trigger={['hover', 'focus']}
        content={
          qrCodes.length > 0 ? (
            <div className="right-bar__qr-list">
              {qrCodes.map((qr) => (
                <figure key={qr.name} className="right-bar__qr">
                  <SafeImage src={qr.src} alt={t('layout.footer.qrAlt', { name: qr.name })} />
                  <figcaption>{qr.name}</figcaption>
                </figure>
              ))}
            </div>
          ) : (
            t('layout.rightBar.noQrCode')
          )
        }
      >
        <button type="button" className="right-bar__button">
          <QrCodeIcon />
          <span className="right-bar__label">{t('layout.rightBar.qrCode')}</span>
        </button>
      </Popover>
    </aside>
  );
}
