import { authEndpoints } from '@mall/contracts';
import { request } from '../../../lib/http';

export function createQrLogin() {
  return request(authEndpoints.qrCreate);
}

/** The poll needs the pollKey that only this browser got from createQrLogin (the QR code shows only qrId). */
export function getQrState(qrId: string, pollKey: string, signal?: AbortSignal) {
  return request(authEndpoints.qrState, { body: { qrId, pollKey }, signal });
}

export function scanQrLogin(qrId: string) {
  return request(authEndpoints.qrScan, { body: { qrId } });
}

export function confirmQrLogin(qrId: string) {
  return request(authEndpoints.qrConfirm, { body: { qrId } });
}
