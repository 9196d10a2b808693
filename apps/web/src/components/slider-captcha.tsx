import { Button, Modal, Spin } from 'antd';
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-error';
import { checkSliderCaptcha, getSliderCaptcha } from '../lib/slider-captcha';
import './slider-captcha.css';

const width = 310;
const pieceSize = 47;
const maxX = width - pieceSize;

interface Puzzle {
  token: string;
  background: string;
  piece: string;
  y: number;
}

interface SliderDialogProps {
  open: boolean;
  onDone(captchaVerification: string | null): void;
}

/**
 * Block-puzzle slider (before every SMS code is sent, and at sign-in after repeated failures): drag the
 * handle, or use the arrow keys (Shift for 10 px) and Enter, until the piece fills the hole.
 */
export function SliderDialog({ open, onDone }: SliderDialogProps) {
  const { t } = useTranslation();
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [x, setX] = useState(0);
  const [checking, setChecking] = useState(false);
  const drag = useRef<{ startX: number; startValue: number } | null>(null);
  const handleRef = useRef<HTMLButtonElement>(null);

  const load = useCallback(async () => {
    setPuzzle(null);
    setX(0);
    try {
      const data = await getSliderCaptcha();
      setPuzzle({
        token: data.token,
        background: `data:image/png;base64,${data.originalImageBase64}`,
        piece: `data:image/png;base64,${data.jigsawImageBase64}`,
        y: data.y,
      });
      window.setTimeout(() => handleRef.current?.focus(), 0);
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  }, []);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const submit = async (value: number) => {
    if (!puzzle || checking) return;
    setChecking(true);
    try {
      onDone(await checkSliderCaptcha(puzzle.token, Math.round(value), puzzle.y));
    } catch (error) {
      if (!isApiError(error)) throw error;
      // One try per puzzle: a miss loads a new one.
      void load();
    } finally {
      setChecking(false);
    }
  };

  const clamp = (value: number) => Math.max(0, Math.min(maxX, value));
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startValue: x };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag.current) return;
    setX(clamp(drag.current.startValue + event.clientX - drag.current.startX));
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag.current) return;
    const value = clamp(drag.current.startValue + event.clientX - drag.current.startX);
    drag.current = null;
    setX(value);
    void submit(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? 10 : 1;
    if (event.key === 'ArrowRight') setX((value) => clamp(value + step));
    else if (event.key === 'ArrowLeft') setX((value) => clamp(value - step));
    else if (event.key === 'Home') setX(0);
    else if (event.key === 'Enter' || event.key === ' ') void submit(x);
    else return;
    event.preventDefault();
  };

  return (
    <Modal
      open={open}
      title={t('auth.slider.title')}
      footer={null}
      onCancel={() => onDone(null)}
      width={360}
      destroyOnHidden
    >
      <div className="auth-slider" data-testid="slider-dialog" data-token={puzzle?.token}>
        <div className="auth-slider__picture" style={{ width, height: 155 }}>
          {puzzle ? (
            <>
              <img src={puzzle.background} alt={t('auth.slider.picture')} width={width} height={155} />
              <img
                src={puzzle.piece}
                alt=""
                className="auth-slider__piece"
                style={{ left: x, top: puzzle.y, width: pieceSize, height: pieceSize }}
              />
            </>
          ) : (
            <Spin />
          )}
        </div>
        <div className="auth-slider__track" style={{ width }}>
          <span className="auth-slider__hint">{t('auth.slider.hint')}</span>
          <span className="auth-slider__fill" style={{ width: x + pieceSize / 2 }} />
          <button
            ref={handleRef}
            type="button"
            className="auth-slider__handle"
            style={{ left: x }}
            role="slider"
            aria-label={t('auth.slider.handle')}
            aria-valuemin={0}
            aria-valuemax={maxX}
            aria-valuenow={Math.round(x)}
            disabled={!puzzle || checking}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onKeyDown={onKeyDown}
          >
            →
          </button>
        </div>
        <Button type="link" size="small" onClick={() => void load()}>
          {t('auth.slider.another')}
        </Button>
      </div>
    </Modal>
  );
}

/** Opens the slider and resolves with captchaVerification, or null when closed. */
export function useSliderCaptcha() {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((value: string | null) => void) | null>(null);
  const solve = useCallback(
    () =>
      new Promise<string | null>((resolve) => {
        resolver.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const onDone = useCallback((value: string | null) => {
    setOpen(false);
    resolver.current?.(value);
    resolver.current = null;
  }, []);
  return { solve, dialog: <SliderDialog open={open} onDone={onDone} /> };
}
