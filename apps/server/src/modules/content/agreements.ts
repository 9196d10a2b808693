import type { AgreementCode, Locale } from '@mall/contracts';

type Text = { title: string; content: string };

/**
 * The service pages' texts built into the server: what a code without a row of its own in `agreements`
 * answers (a new database, or before the platform wrote one in its console).
 */
const builtIn: Record<AgreementCode, Record<Locale, Text>> = {
  register: {
    zh_CN: {
      title: '用户注册协议',
      content:
        '欢迎注册本商城。注册即表示您同意：提供真实、准确的注册信息；妥善保管账号与密码，不得转让或出借账号；遵守国家法律法规与平台交易规则；平台依据《隐私政策》处理您的个人信息，仅用于提供服务、保障交易安全与履行法定义务。',
    },
    en_US: {
      title: 'User registration agreement',
      content:
        'Welcome to the mall. By registering you agree to give true and accurate information, keep your account and password safe and never transfer or lend the account, and follow the law and the platform trading rules. The platform processes your personal data under its Privacy Policy, only to provide the service, keep trading safe and meet legal duties.',
    },
    ru_RU: {
      title: 'Пользовательское соглашение о регистрации',
      content:
        'Добро пожаловать в магазин. Регистрируясь, вы соглашаетесь предоставлять достоверные сведения, хранить аккаунт и пароль в тайне и не передавать аккаунт другим лицам, соблюдать закон и правила торговли платформы. Платформа обрабатывает ваши персональные данные согласно Политике конфиденциальности только для оказания услуг, безопасности сделок и исполнения требований закона.',
    },
    es: {
      title: 'Acuerdo de registro de usuario',
      content:
        'Bienvenido a la tienda. Al registrarse acepta facilitar datos veraces y exactos, custodiar su cuenta y contraseña sin cederlas ni prestarlas, y cumplir la ley y las normas comerciales de la plataforma. La plataforma trata sus datos personales según su Política de privacidad, solo para prestar el servicio, proteger las operaciones y cumplir obligaciones legales.',
    },
  },
  privacy: {
    zh_CN: {
      title: '隐私政策',
      content:
        '我们仅收集提供服务所必需的信息（手机号、联系人、企业名称），不会出售您的个人信息。您可以在个人中心查看和修改资料。',
    },
    en_US: {
      title: 'Privacy policy',
      content:
        'We collect only what the service needs (mobile number, contact name, company name) and never sell your personal data. You can view and change your data in the personal centre.',
    },
    ru_RU: {
      title: 'Политика конфиденциальности',
      content:
        'Мы собираем только то, что нужно для работы сервиса (номер телефона, контактное лицо, название компании), и никогда не продаём ваши данные. Просмотреть и изменить их можно в личном кабинете.',
    },
    es: {
      title: 'Política de privacidad',
      content:
        'Solo recogemos lo que el servicio necesita (móvil, nombre de contacto, nombre de empresa) y nunca vendemos sus datos personales. Puede verlos y cambiarlos en su centro personal.',
    },
  },
};

export function builtInAgreement(code: AgreementCode, locale: Locale): Text {
  return builtIn[code][locale];
}
