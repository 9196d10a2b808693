/**
 * Server messages of the platform console's people (people.contracts.ts), in the four languages; merged into
 * `serverMessages`. `{{name}}` marks a parameter.
 */
const zh_CN = {
  'people.userNotFound': '用户不存在',
  'people.self': '不能对自己的账号执行这个操作',
  'people.lastAdmin': '至少要保留一个能管理平台员工的在用账号，这个操作会让平台无人能管理员工',
  'people.resetWait': '{{minutes}} 分钟内已给这位用户发过重设密码短信，请稍后再发',
  'people.notStaff': '这位用户不是平台员工',
  'people.alreadyStaff': '这个手机号已是平台员工',
  'people.otherCustomer': '这个手机号已注册为商城的其他客户，平台员工请使用另一个手机号',
  'people.roleNotFound': '角色不存在',
  'people.roleNameTaken': '已有同名角色',
  'people.roleInUse': '还有 {{count}} 位员工使用这个角色，请先给他们换成其他角色',
  'people.feedbackNotFound': '留言不存在',
  'shopStaff.lastAdmin': '至少要保留一个能管理店铺员工的在用账号，这个操作会让店铺无人能管理员工',
  'shopStaff.notStaff': '这位用户不是本店员工',
  'shopStaff.alreadyStaff': '这个手机号已是本店员工',
  'shopStaff.otherCustomer': '这个手机号已注册为商城的其他客户，店铺员工请使用另一个手机号',
  'shopStaff.mainAccount': '店铺主账号拥有全部权限，不能更换角色或移出',
  'validation.roleCodes': '请至少选择一项权限，且不要重复',
};

export type PeopleMessageKey = keyof typeof zh_CN;

const en_US: Record<PeopleMessageKey, string> = {
  'people.userNotFound': 'User not found',
  'people.self': 'You cannot do this to your own account',
  'people.lastAdmin':
    'At least one active account must be able to manage the platform staff, and this would leave none',
  'people.resetWait':
    'A password-reset SMS was sent to this user within the last {{minutes}} minutes. Please try again later',
  'people.notStaff': 'This user is not on the platform staff',
  'people.alreadyStaff': 'This mobile is on the platform staff already',
  'people.otherCustomer':
    "This mobile is registered to another of the mall's customers. Platform staff need another number",
  'people.roleNotFound': 'Role not found',
  'people.roleNameTaken': 'A role with this name exists already',
  'people.roleInUse': '{{count}} staff members hold this role. Give them another role first',
  'people.feedbackNotFound': 'Message not found',
  'shopStaff.lastAdmin':
    'At least one active account must be able to manage the shop staff, and this would leave none',
  'shopStaff.notStaff': 'This user is not on the shop staff',
  'shopStaff.alreadyStaff': 'This mobile is on the shop staff already',
  'shopStaff.otherCustomer':
    "This mobile is registered to another of the mall's customers. Shop staff need another number",
  'shopStaff.mainAccount':
    "The shop's main account holds every permission: it cannot get a role or be removed",
  'validation.roleCodes': 'Choose at least one permission, each once',
};

const ru_RU: Record<PeopleMessageKey, string> = {
  'people.userNotFound': 'Пользователь не найден',
  'people.self': 'Это нельзя сделать со своей учётной записью',
  'people.lastAdmin':
    'Должна остаться хотя бы одна активная учётная запись, управляющая сотрудниками платформы, а после этого не останется ни одной',
  'people.resetWait':
    'SMS для сброса пароля этому пользователю уже отправлено за последние {{minutes}} мин. Повторите позже',
  'people.notStaff': 'Этот пользователь не сотрудник платформы',
  'people.alreadyStaff': 'Этот номер уже принадлежит сотруднику платформы',
  'people.otherCustomer':
    'Этот номер зарегистрирован у другого клиента торговой площадки. Сотруднику платформы нужен другой номер',
  'people.roleNotFound': 'Роль не найдена',
  'people.roleNameTaken': 'Роль с таким названием уже есть',
  'people.roleInUse': 'Эту роль имеют сотрудники ({{count}}). Сначала назначьте им другую роль',
  'people.feedbackNotFound': 'Сообщение не найдено',
  'shopStaff.lastAdmin':
    'Должна остаться хотя бы одна активная учётная запись, управляющая сотрудниками магазина, а после этого не останется ни одной',
  'shopStaff.notStaff': 'Этот пользователь не сотрудник магазина',
  'shopStaff.alreadyStaff': 'Этот номер уже принадлежит сотруднику магазина',
  'shopStaff.otherCustomer':
    'Этот номер зарегистрирован у другого клиента торговой площадки. Сотруднику магазина нужен другой номер',
  'shopStaff.mainAccount':
    'Основная учётная запись магазина имеет все права: ей нельзя назначить роль или удалить её',
  'validation.roleCodes': 'Выберите хотя бы одно право, каждое один раз',
};

const es: Record<PeopleMessageKey, string> = {
  'people.userNotFound': 'Usuario no encontrado',
  'people.self': 'No puede hacer esto con su propia cuenta',
  'people.lastAdmin':
    'Debe quedar al menos una cuenta activa que pueda gestionar el personal de la plataforma, y esto no dejaría ninguna',
  'people.resetWait':
    'Ya se envió un SMS de restablecimiento a este usuario en los últimos {{minutes}} minutos. Inténtelo más tarde',
  'people.notStaff': 'Este usuario no forma parte del personal de la plataforma',
  'people.alreadyStaff': 'Este móvil ya forma parte del personal de la plataforma',
  'people.otherCustomer':
    'Este móvil está registrado a otro cliente del centro comercial. El personal de la plataforma necesita otro número',
  'people.roleNotFound': 'Rol no encontrado',
  'people.roleNameTaken': 'Ya existe un rol con este nombre',
  'people.roleInUse': '{{count}} miembros del personal tienen este rol. Asígneles otro rol primero',
  'people.feedbackNotFound': 'Mensaje no encontrado',
  'shopStaff.lastAdmin':
    'Debe quedar al menos una cuenta activa que pueda gestionar el personal de la tienda, y esto no dejaría ninguna',
  'shopStaff.notStaff': 'Este usuario no forma parte del personal de la tienda',
  'shopStaff.alreadyStaff': 'Este móvil ya forma parte del personal de la tienda',
  'shopStaff.otherCustomer':
    'Este móvil está registrado a otro cliente del centro comercial. El personal de la tienda necesita otro número',
  'shopStaff.mainAccount':
    'La cuenta principal de la tienda tiene todos los permisos: no se le puede asignar un rol ni quitarla',
  'validation.roleCodes': 'Elija al menos un permiso, cada uno una vez',
};

export const peopleMessages = { zh_CN, en_US, ru_RU, es };
