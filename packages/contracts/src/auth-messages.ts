/**
 * Server messages of sign-on, registration, the profile and the payment password, in the four languages;
 * merged into `serverMessages`. `{{name}}` marks a parameter.
 */
import type { MessagePluralForms } from './plural-forms';

const zh_CN = {
  'auth.loginFailed': '账号或密码错误',
  'auth.loginDelay': '登录失败次数过多，请 {{seconds}} 秒后再试',
  'auth.captchaWrong': '验证码错误或已过期，请重新获取',
  'auth.sliderRequired': '请先完成滑块验证',
  'auth.secInvalid': 'sec：密码密文无效',
  'auth.smsWrong': '短信验证码错误或已失效',
  'auth.smsWait': '验证码已发送，请 {{seconds}} 秒后再试',
  'auth.smsLimit': '验证码发送次数过多，请稍后再试',
  'auth.smsNotConfigured':
    '本站尚未开通短信服务，无法发送验证码。请使用账号密码登录；注册新账号或找回密码请联系客服',
  'auth.ticketInvalid': '登录凭证无效或已过期',
  'auth.ticketOtherBrowser': '该登录链接不是在本浏览器中发起的，请在本浏览器中重新登录',
  'auth.qrUnknown': '二维码无效或已过期',
  'auth.notYourCentre': '该账号没有此身份中心',
  'auth.notRegistered': '该账号尚未注册',
  'auth.mobileTaken': '该手机号已注册',
  'auth.impersonationDenied': '无权以该采购商身份登录',
  'auth.noCustomerList': '您的账号没有可代为采购的客户列表',
  'auth.notImpersonating': '当前不是代登录状态',
  'auth.payPasswordWrong': '支付密码错误',
  'auth.currentPasswordWrong': '当前密码错误',
  'auth.passwordDelay': '密码错误次数过多，请 {{seconds}} 秒后再试',
  'auth.payPasswordSet': '支付密码已设置',
  'auth.payPasswordNotSet': '尚未设置支付密码',
  'auth.payDelay': '支付密码错误次数过多，请 {{seconds}} 秒后再试',
  'auth.imageInvalid': '仅支持 PNG、JPEG、GIF 图片，且不超过 2 MB',
} as const;

export type AuthMessageKey = keyof typeof zh_CN;

const en_US: Record<AuthMessageKey, string> & MessagePluralForms<AuthMessageKey> = {
  'auth.loginFailed': 'Wrong account or password',
  'auth.loginDelay': 'Too many failed sign-ins, please try again in {{seconds}} s',
  'auth.captchaWrong': 'The verification code is wrong or expired, please get a new one',
  'auth.sliderRequired': 'Please complete the slider check first',
  'auth.secInvalid': 'sec: the encrypted password is not valid',
  'auth.smsWrong': 'The SMS code is wrong or no longer valid',
  'auth.smsWait': 'A code was just sent, please try again in {{seconds}} s',
  'auth.smsLimit': 'Too many codes requested, please try again later',
  'auth.smsNotConfigured':
    'SMS is not configured on this site, so no code can be sent. Please sign in with your password; for a new account or a forgotten password, contact customer service',
  'auth.ticketInvalid': 'The sign-in ticket is invalid or expired',
  'auth.ticketOtherBrowser': 'This sign-in was not started in this browser. Please sign in here',
  'auth.qrUnknown': 'The QR code is invalid or expired',
  'auth.notYourCentre': 'This account has no such identity centre',
  'auth.notRegistered': 'Not registered yet',
  'auth.mobileTaken': 'This mobile number is already registered',
  'auth.impersonationDenied': 'You may not sign in as this buyer',
  'auth.noCustomerList': 'Your account has no customer list to act for',
  'auth.notImpersonating': 'You are not signed in on behalf of another account',
  'auth.payPasswordWrong': 'Wrong payment password',
  'auth.currentPasswordWrong': 'The current password is wrong',
  'auth.passwordDelay': 'Too many wrong passwords, please try again in {{seconds}} s',
  'auth.payPasswordSet': 'The payment password is already set',
  'auth.payPasswordNotSet': 'No payment password has been set',
  'auth.payDelay': 'Too many wrong payment passwords, please try again in {{seconds}} s',
  'auth.imageInvalid': 'Only PNG, JPEG or GIF pictures up to 2 MB',
};

const ru_RU: Record<AuthMessageKey, string> & MessagePluralForms<AuthMessageKey> = {
  'auth.loginFailed': 'Неверный аккаунт или пароль',
  'auth.loginDelay': 'Слишком много неудачных входов, повторите через {{seconds}} с',
  'auth.captchaWrong': 'Код проверки неверен или устарел, получите новый',
  'auth.sliderRequired': 'Сначала пройдите проверку ползунком',
  'auth.secInvalid': 'sec: зашифрованный пароль недействителен',
  'auth.smsWrong': 'SMS-код неверен или недействителен',
  'auth.smsWait': 'Код уже отправлен, повторите через {{seconds}} с',
  'auth.smsLimit': 'Слишком много запросов кода, повторите позже',
  'auth.smsNotConfigured':
    'На этом сайте SMS не настроены, код отправить нельзя. Войдите по паролю; чтобы создать аккаунт или восстановить пароль, обратитесь в поддержку',
  'auth.ticketInvalid': 'Билет входа недействителен или истёк',
  'auth.ticketOtherBrowser': 'Этот вход начат не в этом браузере. Войдите здесь заново',
  'auth.qrUnknown': 'QR-код недействителен или истёк',
  'auth.notYourCentre': 'У этого аккаунта нет такого центра',
  'auth.notRegistered': 'Ещё не зарегистрирован',
  'auth.mobileTaken': 'Этот номер уже зарегистрирован',
  'auth.impersonationDenied': 'Нельзя войти от имени этого покупателя',
  'auth.noCustomerList': 'У вашего аккаунта нет списка клиентов, от имени которых можно работать',
  'auth.notImpersonating': 'Вы не работаете от имени другого аккаунта',
  'auth.payPasswordWrong': 'Неверный платёжный пароль',
  'auth.currentPasswordWrong': 'Текущий пароль неверен',
  'auth.passwordDelay': 'Слишком много неверных паролей, повторите через {{seconds}} с',
  'auth.payPasswordSet': 'Платёжный пароль уже задан',
  'auth.payPasswordNotSet': 'Платёжный пароль не задан',
  'auth.payDelay': 'Слишком много неверных платёжных паролей, повторите через {{seconds}} с',
  'auth.imageInvalid': 'Только PNG, JPEG или GIF до 2 МБ',
};

const es: Record<AuthMessageKey, string> & MessagePluralForms<AuthMessageKey> = {
  'auth.loginFailed': 'Cuenta o contraseña incorrecta',
  'auth.loginDelay': 'Demasiados intentos fallidos, inténtelo de nuevo en {{seconds}} s',
  'auth.captchaWrong': 'El código de verificación es incorrecto o ha caducado, obtenga uno nuevo',
  'auth.sliderRequired': 'Complete primero la verificación deslizante',
  'auth.secInvalid': 'sec: la contraseña cifrada no es válida',
  'auth.smsWrong': 'El código SMS es incorrecto o ya no es válido',
  'auth.smsWait': 'Se acaba de enviar un código, inténtelo de nuevo en {{seconds}} s',
  'auth.smsLimit': 'Demasiados códigos solicitados, inténtelo más tarde',
  'auth.smsNotConfigured':
    'Los SMS no están configurados en este sitio, así que no se puede enviar ningún código. Inicie sesión con su contraseña; para crear una cuenta o recuperar la contraseña, contacte con atención al cliente',
  'auth.ticketInvalid': 'El ticket de acceso no es válido o ha caducado',
  'auth.ticketOtherBrowser': 'Este acceso no se inició en este navegador. Inicie sesión aquí',
  'auth.qrUnknown': 'El código QR no es válido o ha caducado',
  'auth.notYourCentre': 'Esta cuenta no tiene ese centro',
  'auth.notRegistered': 'Aún no está registrado',
  'auth.mobileTaken': 'Este número de móvil ya está registrado',
  'auth.impersonationDenied': 'No puede acceder como este comprador',
  'auth.noCustomerList': 'Su cuenta no tiene una lista de clientes en cuyo nombre actuar',
  'auth.notImpersonating': 'No está actuando en nombre de otra cuenta',
  'auth.payPasswordWrong': 'Contraseña de pago incorrecta',
  'auth.currentPasswordWrong': 'La contraseña actual no es correcta',
  'auth.passwordDelay': 'Demasiadas contraseñas incorrectas, inténtelo de nuevo en {{seconds}} s',
  'auth.payPasswordSet': 'La contraseña de pago ya está establecida',
  'auth.payPasswordNotSet': 'No se ha establecido una contraseña de pago',
  'auth.payDelay': 'Demasiadas contraseñas de pago incorrectas, inténtelo de nuevo en {{seconds}} s',
  'auth.imageInvalid': 'Solo imágenes PNG, JPEG o GIF de hasta 2 MB',
};

export const authMessages = { zh_CN, en_US, ru_RU, es };
