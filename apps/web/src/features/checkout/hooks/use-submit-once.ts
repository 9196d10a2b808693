import { useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';

/** 32 hex characters; `getRandomValues` also works on plain http (unlike `randomUUID`). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Submitting an order exactly once. One idempotency key is kept for the page: a double click is ignored
 * while a submit is on its way, and a retry after a network failure or time-out sends the same key, so
 * the server answers the first result instead of ordering twice. A refusal (code ≠ 0: prices changed,
 * no stock) created nothing, so the next attempt gets a fresh key.
 */
export function useSubmitOnce() {
  const key = useRef(newIdempotencyKey());
  const running = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  async function submit<T>(send: (idempotencyKey: string) => Promise<T>): Promise<T | undefined> {
    if (running.current) return undefined;
    running.current = true;
    setSubmitting(true);
    try {
      return await send(key.current);
    } catch (error) {
      if (isApiError(error) && error.kind === 'business') key.current = newIdempotencyKey();
      throw error;
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  }

  return { submit, submitting };
}
