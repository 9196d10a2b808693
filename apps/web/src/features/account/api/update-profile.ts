import { type EndpointBodyIn, galleryEndpoints, profileEndpoints } from '@mall/contracts';
import { request, type UploadOptions, upload } from '../../../lib/http';

export type ProfileBody = EndpointBodyIn<typeof profileEndpoints.modifyInfo>;

export function updateProfile(body: ProfileBody) {
  return request(profileEndpoints.modifyInfo, { body });
}

/** Uploads the avatar (multipart, with progress); resolves with the picture's URL. */
export function updateAvatar(file: File, options: Pick<UploadOptions, 'onProgress' | 'signal'> = {}) {
  return upload(profileEndpoints.modifyImage, { file, ...options });
}

/** One of the user's gallery pictures as the avatar (the server publishes a copy); resolves with its URL. */
export function setAvatarFromGallery(fileUrl: string) {
  return request(galleryEndpoints.setAvatar, { body: { fileUrl } });
}

/** Both passwords encrypted like sign-in (`sec`): the current one, then the new one. */
export function updatePassword(oldSec: string, sec: string) {
  return request(profileEndpoints.updatePassword, { body: { oldSec, sec } });
}

/** Every SMS send carries a slider just solved, in the spec's `captcha-valid` header (§7). */
export function sendOldMobileCode(captchaVerification: string) {
  return request(profileEndpoints.sendOldMobileCode, { captcha: { valid: captchaVerification } });
}

export function sendNewMobileCode(mobile: string, captchaVerification: string) {
  return request(profileEndpoints.sendNewMobileCode, {
    body: { mobile },
    captcha: { valid: captchaVerification },
  });
}

export function updateMobile(body: { oldSmsCode: string; mobile: string; smsCode: string }) {
  return request(profileEndpoints.updateMobile, { body });
}
