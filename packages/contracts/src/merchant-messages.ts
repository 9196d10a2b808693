/**
 * Server messages of merchant onboarding and the financial service, in the four languages; merged into
 * `serverMessages`. `validation.*` keys are zod issue messages of `merchant.contracts.ts` (the envelope
 * translates every `validation.` message). `{{name}}` marks a parameter.
 */
const zh_CN = {
  'validation.creditCode': '统一社会信用代码应为 18 位数字或大写字母',
  'validation.licenceRequired': '请上传营业执照图片',
  'validation.categoryRequired': '请至少选择一个经营类目',
  'validation.agreementRequired': '请阅读并同意入驻协议',
  'merchant.step.company': '企业信息',
  'merchant.step.contact': '联系人',
  'merchant.step.licence': '营业执照',
  'merchant.step.categories': '经营类目',
  'merchant.notStarted': '您还没有填写入驻申请',
  'merchant.underReview': '入驻申请正在审核中，暂不能修改',
  'merchant.approved': '入驻申请已审核通过，不能再修改',
  'merchant.notUnderReview': '该入驻申请已不在待审核状态（可能已被其他审核员处理），请刷新后查看',
  'merchant.applicationNotFound': '入驻申请不存在',
  'merchant.stepMissing': '请先完成“{{step}}”',
  'merchant.bankCardLuhn': 'bankAccount：银行卡号校验位不正确，请核对',
  'merchant.licenceNotOwned': '营业执照图片必须从您自己的图片库中选择',
  'merchant.categoryInvalid': '经营类目无效，请从商品分类中选择',
  'merchant.changed': '申请内容刚刚有变化，请确认后重新提交',
  'finance.productNotFound': '该金融产品不存在或已下架',
  'finance.amountRange': '申请金额应在 ¥{{min}} 至 ¥{{max}} 之间',
  'finance.termInvalid': '申请期限只能选择 {{terms}} 个月',
  'finance.openLimit': '您已有 {{max}} 笔申请正在审核，请等待处理后再申请',
};

export type MerchantMessageKey = keyof typeof zh_CN;

const en_US: Record<MerchantMessageKey, string> = {
  'validation.creditCode': 'The unified social credit code has 18 digits or capital letters',
  'validation.licenceRequired': 'Please add a picture of the business licence',
  'validation.categoryRequired': 'Please choose at least one business category',
  'validation.agreementRequired': 'Please read and accept the merchant agreement',
  'merchant.step.company': 'Company information',
  'merchant.step.contact': 'Contact',
  'merchant.step.licence': 'Business licence',
  'merchant.step.categories': 'Business categories',
  'merchant.notStarted': 'You have not started a merchant application',
  'merchant.underReview': 'The application is under review and cannot be changed now',
  'merchant.approved': 'The application has been approved and can no longer be changed',
  'merchant.notUnderReview':
    'This application is no longer waiting for review (another reviewer may have decided it); refresh to see it',
  'merchant.applicationNotFound': 'The merchant application does not exist',
  'merchant.stepMissing': 'Please complete “{{step}}” first',
  'merchant.bankCardLuhn': 'bankAccount: the bank card number fails its check digit, please check it',
  'merchant.licenceNotOwned': 'Business licence pictures must be chosen from your own gallery',
  'merchant.categoryInvalid': 'Invalid business category, please choose from the product classes',
  'merchant.changed': 'The application changed just now, please check it and submit again',
  'finance.productNotFound': 'This financial product does not exist or is no longer offered',
  'finance.amountRange': 'The amount must be between ¥{{min}} and ¥{{max}}',
  'finance.termInvalid': 'The term must be one of {{terms}} months',
  'finance.openLimit':
    'You already have {{max}} applications under review, please wait until they are handled',
};

const ru_RU: Record<MerchantMessageKey, string> = {
  'validation.creditCode': 'Единый код социального кредита — 18 цифр или заглавных букв',
  'validation.licenceRequired': 'Добавьте фото лицензии на ведение бизнеса',
  'validation.categoryRequired': 'Выберите хотя бы одну категорию деятельности',
  'validation.agreementRequired': 'Прочитайте и примите соглашение продавца',
  'merchant.step.company': 'Сведения о компании',
  'merchant.step.contact': 'Контактное лицо',
  'merchant.step.licence': 'Лицензия',
  'merchant.step.categories': 'Категории деятельности',
  'merchant.notStarted': 'Вы ещё не начали заявку продавца',
  'merchant.underReview': 'Заявка на проверке, сейчас её нельзя изменить',
  'merchant.approved': 'Заявка одобрена и больше не может быть изменена',
  'merchant.notUnderReview':
    'Эта заявка больше не ждёт проверки (возможно, её уже рассмотрел другой проверяющий); обновите страницу',
  'merchant.applicationNotFound': 'Заявка продавца не найдена',
  'merchant.stepMissing': 'Сначала заполните раздел «{{step}}»',
  'merchant.bankCardLuhn': 'bankAccount: неверная контрольная цифра номера карты, проверьте его',
  'merchant.licenceNotOwned': 'Фото лицензии нужно выбрать из вашей собственной галереи',
  'merchant.categoryInvalid': 'Неверная категория, выберите из категорий товаров',
  'merchant.changed': 'Заявка только что изменилась, проверьте её и отправьте снова',
  'finance.productNotFound': 'Этот финансовый продукт не существует или больше не предлагается',
  'finance.amountRange': 'Сумма должна быть от ¥{{min}} до ¥{{max}}',
  'finance.termInvalid': 'Срок может быть только {{terms}} мес.',
  'finance.openLimit': 'У вас уже {{max}} заявок на рассмотрении, дождитесь их обработки',
};

const es: Record<MerchantMessageKey, string> = {
  'validation.creditCode': 'El código de crédito social unificado tiene 18 dígitos o letras mayúsculas',
  'validation.licenceRequired': 'Añada una imagen de la licencia comercial',
  'validation.categoryRequired': 'Elija al menos una categoría de negocio',
  'validation.agreementRequired': 'Lea y acepte el acuerdo de comerciante',
  'merchant.step.company': 'Datos de la empresa',
  'merchant.step.contact': 'Contacto',
  'merchant.step.licence': 'Licencia comercial',
  'merchant.step.categories': 'Categorías de negocio',
  'merchant.notStarted': 'Todavía no ha iniciado una solicitud de comerciante',
  'merchant.underReview': 'La solicitud está en revisión y no se puede modificar ahora',
  'merchant.approved': 'La solicitud ha sido aprobada y ya no se puede modificar',
  'merchant.notUnderReview':
    'Esta solicitud ya no espera revisión (puede que otro revisor la haya decidido); actualice para verla',
  'merchant.applicationNotFound': 'La solicitud de comercio no existe',
  'merchant.stepMissing': 'Complete primero «{{step}}»',
  'merchant.bankCardLuhn': 'bankAccount: el dígito de control de la tarjeta no es correcto, revíselo',
  'merchant.licenceNotOwned': 'Las imágenes de la licencia deben elegirse de su propia galería',
  'merchant.categoryInvalid': 'Categoría no válida, elija entre las categorías de productos',
  'merchant.changed': 'La solicitud acaba de cambiar, revísela y envíela de nuevo',
  'finance.productNotFound': 'Este producto financiero no existe o ya no se ofrece',
  'finance.amountRange': 'El importe debe estar entre ¥{{min}} y ¥{{max}}',
  'finance.termInvalid': 'El plazo debe ser uno de {{terms}} meses',
  'finance.openLimit': 'Ya tiene {{max}} solicitudes en revisión, espere a que se resuelvan',
};

export const merchantMessages = { zh_CN, en_US, ru_RU, es };
