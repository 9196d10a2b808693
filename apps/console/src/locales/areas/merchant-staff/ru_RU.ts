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
      invoiceIssue: 'Выставление счетов-фактур (и их сторно)',
      deliveryManage: 'Свои водители, машины и события доставки',
      shopEdit: 'Настройки магазина (логотип, баннер, объявление, разделы)',
      staffManage: 'Сотрудники и роли',
    },
    staff: {
      inviteTitle: 'Пригласить сотрудника магазина',
      inviteHint:
        'Укажите телефон сотрудника и выберите роль. На новый номер придёт код в SMS, с ним сотрудник задаст свой пароль в разделе «Забыли пароль» на странице входа и войдёт в кабинет продавца.',
      mainAccount: 'Основная учётная запись магазина (все права)',
      invitedExisting: '{{name}}: приглашение создано, вход в кабинет продавца со своим паролем',
      removeTitle: 'Исключить {{name}} из сотрудников магазина?',
      removeText:
        'Сотрудник больше не сможет войти в кабинет продавца, открытые страницы выйдут из системы. Учётная запись сохранится.',
    },
  },
};
export default texts;
