import { permissionCodes } from '@mall/contracts';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChatIcon, MessageIcon, PhoneIcon, QrCodeIcon, ServiceIcon } from '../../../components/icons';
import { LazyPopover } from '../../../components/lazy-antd';
import { Permission, PermissionNote } from '../../../components/permission';
import { SafeImage } from '../../../components/safe-image';
import { paths } from '../../../config/paths';
import { useAppStore } from '../../../lib/app-store';
import './right-bar.css';
import './phone.css';

// The form (TextArea, its request) loads when the popover first opens: the bar is on every page.
const FeedbackForm = lazy(() => import('./feedback-form').then((m) => ({ default: m.FeedbackForm })));

export interface RightBarProps {
  loggedIn: boolean;
  /** mallphone */
  phone?: string;
  /** wxprogram / aliprogram QR pictures. */
  wxQrCode?: string;
  aliQrCode?: string;
  /** Opens the service chat with the platform admin (the page composes it with the chat window). */
  onService: () => void;
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
 * Fixed right-side bar (spec §2 screen 11): chat (the chat page), online message (feedback popover),
 * online service (the service chat with the platform admin, customer 1), contact phone and QR codes.
 * Visitors get the login dialog for chat, message and service (spec §6).
 */
export function RightBar({ loggedIn, phone, wxQrCode, aliQrCode, onService }: RightBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openLoginDialog = useAppStore((state) => state.setLoginDialogOpen);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const quickMenuOpen = useAppStore((state) => state.quickMenuOpen);
  const setQuickMenuOpen = useAppStore((state) => state.setQuickMenuOpen);

  /** Runs `action` for a signed-in user; a visitor gets the login dialog instead. */
  const signedIn = (action: () => void) => () => {
    if (!loggedIn) {
      openLoginDialog(true);
      return;
    }
    action();
  };
  const openChatPage = signedIn(() => navigate(paths.chat.href()));
  const openService = signedIn(onService);
  const onFeedbackOpenChange = (open: boolean) => {
    if (open && !loggedIn) {
      openLoginDialog(true);
      return;
    }
    setFeedbackOpen(open);
  };

  const qrCodes = [
    { name: t('layout.rightBar.wxProgram'), src: wxQrCode },
    { name: t('layout.rightBar.aliProgram'), src: aliQrCode },
  ].filter((qr) => qr.src);

  return (
    <aside
      id="right-bar"
      className={`right-bar${quickMenuOpen ? ' right-bar--open' : ''}`}
      aria-label={t('layout.rightBar.aria')}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setQuickMenuOpen(false);
      }}
    >
      <BarButton
        icon={<ChatIcon />}
        label={t('layout.rightBar.chat')}
        onClick={openChatPage}
        testId="right-bar-chat"
      />
      <LazyPopover
        placement="left"
        trigger="click"
        open={feedbackOpen}
        onOpenChange={onFeedbackOpenChange}
        title={t('layout.rightBar.message')}
        destroyOnHidden
        content={
          // Leaving a message is feedback:add's: without it the popover says why there is no form.
          <Permission
            codes={[permissionCodes.feedbackAdd]}
            fallback={
              <PermissionNote
                action="feedbackAdd"
                testId="feedback-no-permission"
                className="right-bar__feedback"
              />
            }
          >
            <Suspense fallback={<span role="status">{t('common.states.loading')}</span>}>
              <FeedbackForm onDone={() => setFeedbackOpen(false)} />
            </Suspense>
          </Permission>
        }
      >
        <button type="button" className="right-bar__button" data-testid="right-bar-message">
          <MessageIcon />
          <span className="right-bar__label">{t('layout.rightBar.message')}</span>
        </button>
      </LazyPopover>
      <BarButton
        icon={<ServiceIcon />}
        label={t('layout.rightBar.service')}
        onClick={openService}
        testId="right-bar-service"
      />
      <LazyPopover
        placement="left"
        trigger={['hover', 'focus']}
        title={t('layout.rightBar.phone')}
        content={<strong className="right-bar__phone">{phone || t('layout.rightBar.noPhone')}</strong>}
      >
        <button type="button" className="right-bar__button" data-testid="right-bar-phone">
          <PhoneIcon />
          <span className="right-bar__label">{t('layout.rightBar.phone')}</span>
        </button>
      </LazyPopover>
      <LazyPopover
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
        <button type="button" className="right-bar__button" data-testid="right-bar-qr">
          <QrCodeIcon />
          <span className="right-bar__label">{t('layout.rightBar.qrCode')}</span>
        </button>
      </LazyPopover>
    </aside>
  );
}
