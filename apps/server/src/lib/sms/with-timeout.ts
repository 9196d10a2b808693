import { SmsSendError } from './sms-provider';

/**
 * Rejects with an `unavailable` SmsSendError when the provider has not answered in time: the SDKs' own
 * timeouts cover a socket that stalls, this covers everything around it (DNS, retries, credential lookups).
 */
export async function withTimeout<T>(work: Promise<T>, ms: number, provider: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new SmsSendError('unavailable', provider, 'Timeout', `no answer in ${ms} ms`)),
      ms,
    );
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
