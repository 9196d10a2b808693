/**
 * Server messages for an SMS code the provider did not send, in the four languages; merged into
 * `serverMessages`. Each goes with its own code (error-codes.ts): the number was refused, the number has
 * had too many messages, or the SMS service is out of order. No code was sent in any of these cases.
 */
const zh_CN = {
  'sms.mobileRejected': '该手机号无法接收短信验证码，请核对号码，或使用账号密码登录',
  'sms.providerLimited': '该手机号今日接收验证码次数已达上限，请稍后或明天再试',
  'sms.unavailable': '短信服务暂时不可用，验证码未发送，请几分钟后重试',
};

export type SmsMessageKey = keyof typeof zh_CN;

const en_US: Record<SmsMessageKey, string> = {
  'sms.mobileRejected':
    'This number cannot receive SMS codes. Please check the number, or sign in with your password',
  'sms.providerLimited':
    'This number has received too many codes for now. Please try again later or tomorrow',
  'sms.unavailable':
    'The SMS service is unavailable right now and no code was sent. Please try again in a few minutes',
};

const ru_RU: Record<SmsMessageKey, string> = {
  'sms.mobileRejected': 'На этот номер нельзя отправить SMS-код. Проверьте номер или войдите по паролю',
  'sms.providerLimited': 'На этот номер отправлено слишком много кодов. Попробуйте позже или завтра',
  'sms.unavailable': 'SMS-сервис сейчас недоступен, код не отправлен. Попробуйте через несколько минут',
};

const es: Record<SmsMessageKey, string> = {
  'sms.mobileRejected':
    'Este número no puede recibir códigos SMS. Compruebe el número o inicie sesión con su contraseña',
  'sms.providerLimited': 'Este número ha recibido demasiados códigos por ahora. Inténtelo más tarde o mañana',
  'sms.unavailable':
    'El servicio de SMS no está disponible ahora y no se ha enviado ningún código. Inténtelo de nuevo en unos minutos',
};

export const smsMessages = { zh_CN, en_US, ru_RU, es };
