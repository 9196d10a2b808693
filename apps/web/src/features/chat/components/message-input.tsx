import { chatLimits } from '@mall/contracts';
import { Button, Input } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useCoarsePointer } from '../../../hooks/use-coarse-pointer';

export interface MessageInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Checks (empty, no conversation) happen in the caller, which owns the warnings. */
  onSend: () => void;
  sending: boolean;
  inputRef?: Ref<TextAreaRef>;
  /** Opens the picture gallery; without it there is no picture button. */
  onPicture?: () => void;
  sendingPicture?: boolean;
  /** No conversation is open: nothing can be sent, and the box says to pick a contact. */
  idle?: boolean;
}

/**
 * The message box (spec §5): with a keyboard Enter sends and Shift+Enter starts a new line. On a touch
 * screen (coarse pointer) the on-screen keyboard has no Shift, so Enter starts a new line there and the
 * Send button sends (docs/chat.md); the placeholder says which applies.
 */
export function MessageInput({
  value,
  onChange,
  onSend,
  sending,
  inputRef,
  onPicture,
  sendingPicture,
  idle = false,
}: MessageInputProps) {
  const { t } = useTranslation('chat');
  const touch = useCoarsePointer();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method is composing (Chinese pinyin), Enter picks the candidate instead.
    if (touch || event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSend();
  };
  const placeholder = idle
    ? t('input.pickContactFirst')
    : touch
      ? t('input.placeholderTouch')
      : t('input.placeholder');
  return (
    <div className={`chat-input${idle ? ' chat-input--idle' : ''}`}>
      <Input.TextArea
        ref={inputRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={chatLimits.textMax}
        autoSize={{ minRows: 3, maxRows: 6 }}
        variant="borderless"
        placeholder={placeholder}
        disabled={idle}
        // A touch keyboard shows a return key (new line), not "send".
        enterKeyHint={touch ? 'enter' : 'send'}
        aria-label={t('input.label')}
        data-testid="chat-input"
      />
      <div className="chat-input__bar">
        <span className="chat-input__tools">
          {onPicture && (
            <Button
              size="small"
              onClick={onPicture}
              loading={sendingPicture}
              disabled={idle}
              data-testid="chat-picture-button"
            >
              {t('input.picture')}
            </Button>
          )}
          <span className="chat-input__hint">
            {value.length > 0 ? `${value.length}/${chatLimits.textMax}` : ''}
          </span>
        </span>
        <Button type="primary" onClick={onSend} loading={sending} disabled={idle} data-testid="chat-send">
          {t('input.send')}
        </Button>
      </div>
    </div>
  );
}
