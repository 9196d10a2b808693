import dayjs from 'dayjs';

/** A time of the API (ISO 8601) as the console shows it, in the browser's zone; '—' for none. */
export function formatTime(value: string | null | undefined): string {
  return value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '—';
}
