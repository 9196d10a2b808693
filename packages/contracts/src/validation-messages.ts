import type { Locale } from './locales';
import { type ValidationMessageKey, validationMessages } from './validation/rules';

type Pack = Record<ValidationMessageKey, string>;

export const validationTextsZhCN: Pack = {
  'validation.required': '不能为空',
  'validation.integer': '请输入整数',
  'validation.digits': '只能输入数字',
  'validation.nonzero': '必须大于 0',
  'validation.letters': '只能输入英文字母',
  'validation.lettersDigitsUnderscore': '只能输入字母、数字和下划线',
  'validation.lettersDigits': '只能输入字母和数字',
  'validation.lettersDigits15To20': '请输入 15-20 位字母或数字（区分大小写）',
  'validation.username': '6-20 位字母、数字或下划线，以字母开头',
  'validation.noChinese': '不能包含中文',
  'validation.chinese': '只能输入中文',
  'validation.exchangeRate': '最多 4 位整数和 5 位小数',
  'validation.landline': '固定电话格式不正确',
  'validation.mobile': '手机号码格式不正确',
  'validation.phone': '电话或手机号码格式不正确',
  'validation.email': '邮箱格式不正确',
  'validation.fax': '传真号码格式不正确',
  'validation.bankCard': '银行卡号最多 30 位数字',
  'validation.url': '网址格式不正确（需以 http:// 或 https:// 开头）',
  'validation.idCard': '身份证号应为 15 或 18 位（第 18 位可为 X）',
  'validation.zipCode': '邮政编码应为 6 位数字',
  'validation.qq': 'QQ 号应为 5-12 位数字且不能以 0 开头',
  'validation.password': '密码为 6-20 位字母和数字组合',
  'validation.smsCode': '验证码应为 6 位数字',
  'validation.percentage': '请输入 0-100 的数，最多 3 位小数',
  'validation.score': '请输入 0-100 的数，最多 2 位小数',
  'validation.money': '最多 8 位整数和 2 位小数',
  'validation.quantity': '请输入最多 8 位的整数',
  'validation.quantityDecimals': '最多 8 位整数和 {{decimals}} 位小数',
};

export const validationTextsRuRU: Pack = {
  'validation.required': 'Не может быть пустым',
  'validation.integer': 'Введите целое число',
  'validation.digits': 'Только цифры',
  'validation.nonzero': 'Должно быть больше 0',
  'validation.letters': 'Только латинские буквы',
  'validation.lettersDigitsUnderscore': 'Только буквы, цифры и подчёркивание',
  'validation.lettersDigits': 'Только буквы и цифры',
  'validation.lettersDigits15To20': '15-20 букв или цифр (с учётом регистра)',
  'validation.username': '6-20 букв, цифр или подчёркиваний, начиная с буквы',
  'validation.noChinese': 'Китайские иероглифы не допускаются',
  'validation.chinese': 'Только китайские иероглифы',
  'validation.exchangeRate': 'До 4 цифр целой части и 5 знаков после запятой',
  'validation.landline': 'Неверный номер стационарного телефона',
  'validation.mobile': 'Неверный номер мобильного телефона',
  'validation.phone': 'Неверный номер телефона',
  'validation.email': 'Неверный адрес электронной почты',
  'validation.fax': 'Неверный номер факса',
  'validation.bankCard': 'Номер карты — не более 30 цифр',
  'validation.url': 'Неверный адрес (должен начинаться с http:// или https://)',
  'validation.idCard': 'Номер удостоверения — 15 или 18 цифр (18-я может быть X)',
  'validation.zipCode': 'Индекс — 6 цифр',
  'validation.qq': 'Номер QQ — 5-12 цифр, не начинается с 0',
  'validation.password': 'От 6 до 20 символов: буквы и цифры',
  'validation.smsCode': 'Код подтверждения — 6 цифр',
  'validation.percentage': 'Число от 0 до 100, не более 3 знаков после запятой',
  'validation.score': 'Число от 0 до 100, не более 2 знаков после запятой',
  'validation.money': 'До 8 цифр целой части и 2 знаков после запятой',
  'validation.quantity': 'Целое число, не более 8 цифр',
  'validation.quantityDecimals': 'До 8 цифр целой части и {{decimals}} знаков после запятой',
};

export const validationTextsEs: Pack = {
  'validation.required': 'No puede estar vacío',
  'validation.integer': 'Debe ser un número entero',
  'validation.digits': 'Solo dígitos',
  'validation.nonzero': 'Debe ser mayor que 0',
  'validation.letters': 'Solo letras del alfabeto inglés',
  'validation.lettersDigitsUnderscore': 'Solo letras, dígitos y guiones bajos',
  'validation.lettersDigits': 'Solo letras y dígitos',
  'validation.lettersDigits15To20': 'De 15 a 20 letras o dígitos (distingue mayúsculas)',
  'validation.username': 'De 6 a 20 letras, dígitos o guiones bajos, empezando por una letra',
  'validation.noChinese': 'No se permiten caracteres chinos',
  'validation.chinese': 'Solo caracteres chinos',
  'validation.exchangeRate': 'Hasta 4 dígitos enteros y 5 decimales',
  'validation.landline': 'Número de teléfono fijo no válido',
  'validation.mobile': 'Número de móvil no válido',
  'validation.phone': 'Número de teléfono o móvil no válido',
  'validation.email': 'Correo electrónico no válido',
  'validation.fax': 'Número de fax no válido',
  'validation.bankCard': 'La tarjeta bancaria tiene como máximo 30 dígitos',
  'validation.url': 'URL no válida (debe empezar por http:// o https://)',
  'validation.idCard': 'El documento debe tener 15 o 18 dígitos (el 18.º puede ser X)',
  'validation.zipCode': 'El código postal debe tener 6 dígitos',
  'validation.qq': 'El número QQ debe tener de 5 a 12 dígitos y no empezar por 0',
  'validation.password': 'De 6 a 20 caracteres combinando letras y dígitos',
  'validation.smsCode': 'El código de verificación debe tener 6 dígitos',
  'validation.percentage': 'Número de 0 a 100 con hasta 3 decimales',
  'validation.score': 'Número de 0 a 100 con hasta 2 decimales',
  'validation.money': 'Hasta 8 dígitos enteros y 2 decimales',
  'validation.quantity': 'Número entero de hasta 8 dígitos',
  'validation.quantityDecimals': 'Hasta 8 dígitos enteros y {{decimals}} decimales',
};

/** English: the rule set's own messages (rules.ts). */
export const validationTextsEnUS: Pack = validationMessages;

/**
 * Translations of the shared rule set's messages (keys `validation.*`). The browser's language packs import
 * their own language's constant above, so a page never carries the other three.
 */
export const validationMessageTexts: Record<Locale, Pack> = {
  zh_CN: validationTextsZhCN,
  en_US: validationTextsEnUS,
  ru_RU: validationTextsRuRU,
  es: validationTextsEs,
};
