import { Button, Result } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatTarget } from '../../features/chat/chat-store';
import { ChatPanel } from '../../features/chat/components/chat-panel';
import { GalleryChooser } from '../../features/gallery/components/gallery-chooser';
import { paramKeys, useSystemParams } from '../../features/system/api/get-system-params';
import { useAppStore } from '../../lib/app-store';
import { useSearchParams } from '../../lib/search-params';

function positiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * The chat page (spec §2 screen 5; our route /chat, which the route table does not list). Query
 * `receiveCustId` (with `productId` or `orderNumber`) starts or opens that conversation. Close goes home.
 */
export default function ChatPage() {
  const { t } = useTranslation('chat');
  const { t: tMain } = useTranslation();
  const [search] = useSearchParams();
  const hasToken = useAppStore((state) => state.hasToken);
  const openLogin = useAppStore((state) => state.setLoginDialogOpen);
  const { data: params } = useSystemParams();

  const receiveCustId = positiveInt(search.get('receiveCustId'));
  const productId = positiveInt(search.get('productId'));
  const orderNumber = search.get('orderNumber') || undefined;
  // One object per address, so the panel starts the conversation once.
  const target = useMemo<ChatTarget | undefined>(
    () => (receiveCustId ? { receiveCustId, productId, orderNumber } : undefined),
    [receiveCustId, productId, orderNumber],
  );

  // Spec §6: chat needs a signed-in user; visitors get the login dialog.
  useEffect(() => {
    if (!hasToken) openLogin(true);
  }, [hasToken, openLogin]);

  if (!hasToken) {
    return (
      <div className="mall-container page-panel">
        <Result
          status="warning"
          title={t('panel.title')}
          subTitle={tMain('account.centre.loginFirst')}
          extra={
            <Button type="primary" onClick={() => openLogin(true)}>
              {tMain('layout.topBar.login')}
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <div className="mall-container" data-testid="chat-page">
      <ChatPanel
        mode="page"
        target={target}
        marquee={params?.CHAT_MARQUEE}
        channelDomain={params?.[paramKeys.channelDomain]}
        pictureChooser={GalleryChooser}
      />
    </div>
  );
}
