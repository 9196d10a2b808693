import { useTranslation } from 'react-i18next';

/** The scrolling notice on top of the chat (system parameter CHAT_MARQUEE); nothing when it is empty. */
export function ChatMarquee({ text }: { text?: string }) {
  const { t } = useTranslation('chat');
  const notice = text?.trim();
  if (!notice) return null;
  return (
    // The visible copy moves (and stops on hover); screen readers get the text once, not the animation.
    <div className="chat-marquee" role="marquee" aria-label={t('panel.marquee')} title={notice}>
      <span className="chat-marquee__text">{notice}</span>
    </div>
  );
}
