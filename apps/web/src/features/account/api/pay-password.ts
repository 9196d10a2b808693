import { profileEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const isSetEndpoint = profileEndpoints.payPasswordSet;

export function getPayPasswordSet(signal?: AbortSignal) {
  return request(isSetEndpoint, { signal });
}

export function getPayPasswordSetQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(isSetEndpoint),
    queryFn: ({ signal }) => getPayPasswordSet(signal),
  });
}

export function usePayPasswordSet() {
  return useQuery(getPayPasswordSetQueryOptions());
}

/**
 * Sends the code that setting the first payment password needs to the user's own mobile, with a slider
 * just solved (`captcha-valid`, as every SMS send).
 */
export function sendPayPasswordCode(captchaVerification: string) {
  return request(profileEndpoints.sendPayPasswordCode, { captcha: { valid: captchaVerification } });
}

export function addPayPassword(payPassword: string, smsCode: string) {
  return request(profileEndpoints.payPasswordAdd, { body: { payPassword, smsCode } });
}

export function verifyPayPassword(payPassword: string) {
  return request(profileEndpoints.payPasswordVerify, { body: { payPassword } });
}

export function changePayPassword(oldPayPassword: string, payPassword: string) {
  return request(profileEndpoints.payPasswordUpdate, { body: { oldPayPassword, payPassword } });
}
