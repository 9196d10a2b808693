// biome-ignore-all lint/style/useFilenamingConvention: named after the contract's locale codes, like the web's packs

/** English wording of each message key (validation/rules.ts); the source for the translated packs. */
export const validationMessages = {
  'validation.required': "Can't be empty",
  'validation.integer': 'Must be a whole number',
  'validation.digits': 'Digits only',
  'validation.nonzero': 'Must be greater than 0',
  'validation.letters': 'English letters only',
  'validation.lettersDigitsUnderscore': 'Letters, digits and underscores only',
  'validation.lettersDigits': 'Letters and digits only',
  'validation.lettersDigits15To20': '15-20 letters or digits (case-sensitive)',
  'validation.username': '6-20 letters, digits or underscores, starting with a letter',
  'validation.noChinese': 'Chinese characters are not allowed',
  'validation.chinese': 'Chinese characters only',
  'validation.exchangeRate': 'Up to 4 integer digits and 5 decimal places',
  'validation.landline': 'Invalid landline number',
  'validation.mobile': 'Invalid mobile number',
  'validation.phone': 'Invalid landline or mobile number',
  'validation.email': 'Invalid email address',
  'validation.fax': 'Invalid fax number',
  'validation.bankCard': 'Bank card number must be up to 30 digits',
  'validation.url': 'Invalid URL (must start with http:// or https://)',
  'validation.idCard': 'ID number must be 15 or 18 digits (the 18th may be X)',
  'validation.zipCode': 'Zip code must be 6 digits',
  'validation.qq': 'QQ number must be 5-12 digits and not start with 0',
  'validation.password': '6-20 characters mixing letters and digits',
  'validation.smsCode': 'Verification code must be 6 digits',
  'validation.percentage': 'Must be 0-100 with up to 3 decimal places',
  'validation.score': 'Must be 0-100 with up to 2 decimal places',
  'validation.money': 'Up to 8 integer digits and 2 decimal places',
  'validation.quantity': 'Must be a whole number with up to 8 digits',
  // Used when PRODUCT_NUMS > 0; i18next interpolation syntax, filled from `Rule.params`.
  'validation.quantityDecimals': 'Up to 8 integer digits and {{decimals}} decimal places',
} as const;

/** English: the rule set's own messages, as the other languages' packs are typed. */
export const validationTextsEnUS: Record<keyof typeof validationMessages, string> = validationMessages;
