import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateText } from '../hooks/use-date-text';
import { renderNow } from '../lib/render-clock';

const pad = (n: number) => String(n).padStart(2, '0');

/** Seconds as H:MM:SS (hours not capped: a payment period may be longer than a day). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/**
 * The payment deadline of an unpaid order as a live countdown (the server's payDeadline), and once it
 * has passed, that the order can no longer be paid. Nothing when there is no deadline ('').
 */
export function PayCountdown({ deadline, className }: { deadline: string; className?: string }) {
  const { t } = useTranslation();
  const { dateTime } = useDateText();
  const end = deadline ? Date.parse(deadline) : Number.NaN;
  const [now, setNow] = useState(renderNow);
  const left = Math.ceil((end - now) / 1000);
  const running = Number.isFinite(end) && left > 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  if (!Number.isFinite(end)) return null;
  const at = dateTime(end);
  return (
    <span
      className={`mall-pay-countdown${running ? '' : ' mall-pay-countdown--over'} ${className ?? ''}`.trim()}
      role="timer"
      data-testid="pay-countdown"
    >
      {running
        ? t('common.payDeadline.left', { deadline: at, time: formatCountdown(left) })
        : t('common.payDeadline.over', { deadline: at })}
    </span>
  );
}
