import { authEndpoints } from '@mall/contracts';
import { request } from '../../../lib/http';

export function createQrLogin() {
  return request(authEndpoints.qrCreate);
}

export function getQrState(qrId: string, signal?: AbortSignal) {
  return request(authEndpoints.qrState, { body: { qrId }, signal });
}

export function scanQrLogin(qrId: string) {
  return request(authEndpoints.qrScan, { body: { qrId } });
}

export function confirmQrLogin(qrId: string) {
  return request(authEndpoints.qrConfirm, { body: { qrId } });
}
