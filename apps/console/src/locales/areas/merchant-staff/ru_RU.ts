// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
import type { Pack } from '../../pack';
import type { AreaMessages } from './zh_CN';

const texts: Pack<AreaMessages> = {
  merchantStaff: {
    codes: {
      dashboard: 'Сводка (к отправке, возвраты, сообщения, продажи)',
      productView: 'Просмотр товаров',
      productEdit: 'Редактирование товаров (черновики, варианты, цены, остатки)',
      productPublish: 'Выставление товаров на продажу и снятие',
      productImport: 'Импорт и экспорт товаров',
      orderView: 'Просмотр заказов',
      orderShip: 'Отправка заказов',
      afterSale: 'Послепродажное обслуживание (возвраты денег и товаров)',
      shopEdit: 'Настройки магазина (логотип, баннер, объявление, разделы)',
      staffManage: 'Сотрудники и роли',
    },
    staff: {
      title: 'Сотрудники и роли',
      staffTab: 'Сотрудники',
      rolesTab: 'Роли',
      invite: 'Пригласить сотрудника',
      inviteTitle: 'Пригласить сотрудника магазина',
      inviteHint:
        'Укажите телефон сотрудника и выберите роль. На новый номер придёт код в SMS, с ним сотрудник задаст свой пароль в разделе «Забыли пароль» на странице входа и войдёт в кабинет продавца.',
      mobile: 'Телефон',
      name: 'Имя',
      role: 'Роль',
      status: 'Статус',
      actions: 'Действия',
      mainAccount: 'Основная учётная запись магазина (все права)',
      yourself: 'Вы',
      inviteSubmit: 'Пригласить',
      invitedSent: '{{name}}: приглашение отправлено, код выслан в SMS',
      invitedNoSms:
        '{{name}}: приглашение создано. SMS не отправлено — попросите сотрудника получить код в разделе «Забыли пароль»',
      invitedExisting: '{{name}}: приглашение создано, вход в кабинет продавца со своим паролем',
      changeRole: 'Сменить роль',
      changeRoleTitle: 'Смена роли: {{name}}',
      changeRoleHint:
        'Отозванные права действуют сразу: сотрудник выйдет из системы и после входа увидит страницы новой роли.',
      changeRoleSubmit: 'Сменить',
      roleChanged: '{{name}}: новая роль «{{role}}»',
      remove: 'Удалить',
      removeTitle: 'Исключить {{name}} из сотрудников магазина?',
      removeText:
        'Сотрудник больше не сможет войти в кабинет продавца, открытые страницы выйдут из системы. Учётная запись сохранится.',
      removed: '{{name}}: исключён(а)',
      empty: 'Сотрудников пока нет',
      newRole: 'Новая роль',
      editRole: 'Изменить',
      deleteRole: 'Удалить',
      deleteRoleTitle: 'Удалить роль «{{name}}»?',
      deleteRoleText: 'Это действие нельзя отменить.',
      roleInUse: 'Эту роль имеют сотрудники — её нельзя удалить',
      roleDeleted: 'Роль «{{name}}» удалена',
      roleName: 'Название роли',
      rolePermissions: 'Права',
      holders: 'Сотрудников: {{count}}',
      roleFormNew: 'Новая роль',
      roleFormEdit: 'Изменить роль «{{name}}»',
      roleFormHint: 'Отозванные права действуют сразу: сотрудники с этой ролью выйдут из системы.',
      roleSave: 'Сохранить',
      roleSaved: 'Роль «{{name}}» сохранена',
      noRoles: 'Ролей пока нет',
    },
  },
};
export default texts;
