import { type EndpointBodyIn, registerEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

export type RegisterBody = EndpointBodyIn<typeof registerEndpoints.register>;

/** Every SMS send carries a slider just solved, in the spec's `captcha-valid` header (§7). */
export function sendRegisterCode(mobile: string, captchaVerification: string) {
  return request(registerEndpoints.sendRegisterCode, {
    body: { mobile },
    captcha: { valid: captchaVerification },
  });
}

export function registerUser(body: RegisterBody) {
  return request(registerEndpoints.register, { body });
}

export function sendForgetCode(mobile: string, captchaVerification: string) {
  return request(registerEndpoints.sendForgetCode, {
    query: { mobile },
    captcha: { valid: captchaVerification },
  });
}

export function resetForgottenPassword(body: { mobile: string; smsCode: string; sec: string }) {
  return request(registerEndpoints.forgetPassword, { body });
}

const agreementEndpoint = registerEndpoints.agreement;

export function getAgreementQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(agreementEndpoint, { agreementType: 'register' }),
    queryFn: ({ signal }) => request(agreementEndpoint, { query: { agreementType: 'register' }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAgreement(enabled: boolean) {
  return useQuery({ ...getAgreementQueryOptions(), enabled });
}

/** Whether the number has an account: answered only with the registration code that was sent to it. */
export function usernameExists(mobile: string, smsCode: string) {
  return request(registerEndpoints.usernameExists, { body: { mobile, smsCode } });
}

export function saveRegisterRecord(body: {
  mobile: string;
  contactName?: string;
  custName?: string;
  userClass?: 1 | 2;
}) {
  return request(registerEndpoints.saveRecord, { body });
}
