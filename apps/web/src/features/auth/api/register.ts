import { type EndpointBodyIn, registerEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

export type RegisterBody = EndpointBodyIn<typeof registerEndpoints.register>;

export function sendRegisterCode(mobile: string) {
  return request(registerEndpoints.sendRegisterCode, { body: { mobile } });
}

export function registerUser(body: RegisterBody) {
  return request(registerEndpoints.register, { body });
}

export function sendForgetCode(mobile: string) {
  return request(registerEndpoints.sendForgetCode, { query: { mobile } });
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

export function usernameExists(mobile: string) {
  return request(registerEndpoints.usernameExists, { body: { mobile } });
}

export function saveRegisterRecord(body: {
  mobile: string;
  contactName?: string;
  custName?: string;
  userClass?: 1 | 2;
}) {
  return request(registerEndpoints.saveRecord, { body });
}
