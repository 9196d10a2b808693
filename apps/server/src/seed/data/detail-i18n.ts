// The fixed lines of a product description (detail_text) of the demo catalogue in English, Russian and Spanish:
// the labels and the closing notes, by their Chinese text. generators/product-translations.ts composes the
// whole description from them and the product's translated name, highlights, parameter table, place and unit.
import type { Lang } from './catalog-i18n';
import type { Row } from './i18n-row';

export const labels: Record<'name' | 'highlights' | 'origin' | 'unit', Record<Lang, string>> = {
  name: { en_US: 'Product', ru_RU: 'Товар', es: 'Producto' },
  highlights: { en_US: 'Highlights', ru_RU: 'Особенности', es: 'Puntos fuertes' },
  origin: { en_US: 'Ships from', ru_RU: 'Отправка из', es: 'Se envía desde' },
  unit: { en_US: 'Unit', ru_RU: 'Единица', es: 'Unidad' },
};

/** The closing notes of generators/catalog.ts's descriptions, by their Chinese text. */
export const notes = new Map<string, Row>(
  (
    [
      [
        '生鲜商品请在签收时当面检查，如有坏果请在24小时内拍照联系客服，核实后按坏果数量退款。',
        'Please check fresh goods when you sign for them. If any fruit is spoiled, send a photo to customer service within 24 hours; once checked, we refund the spoiled fruit.',
        'Проверяйте свежие продукты при получении. Если есть испорченные плоды, пришлите фото в службу поддержки в течение 24 часов — после проверки мы вернём деньги за них.',
        'Revise los productos frescos al recibirlos. Si hay fruta dañada, envíe una foto a atención al cliente en 24 horas; tras comprobarlo, reembolsamos la fruta dañada.',
      ],
      [
        '收到后请尽快冷藏，建议3天内食用完毕。',
        'Refrigerate on arrival and eat within 3 days.',
        'После получения уберите в холодильник и съешьте в течение 3 дней.',
        'Refrigere al recibirlo y consúmalo en 3 días.',
      ],
      [
        '请存放于阴凉干燥处，开封后请尽快食用。',
        'Store in a cool, dry place; eat soon after opening.',
        'Храните в прохладном сухом месте; после вскрытия употребите как можно скорее.',
        'Conservar en lugar fresco y seco; consumir pronto una vez abierto.',
      ],
      [
        '每批次均有出厂检验报告，可联系客服索取。',
        'Every batch has a factory test report; ask customer service for a copy.',
        'На каждую партию есть заводской протокол испытаний — запросите его у службы поддержки.',
        'Cada lote tiene un informe de control de fábrica; pídalo a atención al cliente.',
      ],
      [
        '新粮上市，请存放于阴凉干燥处，开袋后请密封保存。',
        'New harvest. Store in a cool, dry place and keep sealed once opened.',
        'Новый урожай. Храните в прохладном сухом месте, после вскрытия держите закрытым.',
        'Cosecha nueva. Conservar en lugar fresco y seco y cerrar bien una vez abierto.',
      ],
      [
        '食堂、餐饮批量采购请联系客服获取阶梯报价。',
        'Canteens and restaurants buying in bulk: ask customer service for tiered prices.',
        'Столовым и ресторанам при оптовой закупке — ступенчатые цены по запросу в службу поддержки.',
        'Comedores y restaurantes que compran al por mayor: pidan precios escalonados a atención al cliente.',
      ],
      [
        '正品保证，支持扫码验真。',
        'Guaranteed genuine; scan the code to verify.',
        'Гарантия подлинности: проверьте по QR-коду.',
        'Garantía de autenticidad; escanee el código para verificarlo.',
      ],
      [
        '请常温避光保存，开封后请尽快饮用。',
        'Store at room temperature away from light; drink soon after opening.',
        'Храните при комнатной температуре в тёмном месте; после вскрытия выпейте как можно скорее.',
        'Conservar a temperatura ambiente y protegido de la luz; beber pronto una vez abierto.',
      ],
      [
        '全国联保，下单后客服将预约送货安装时间。',
        'Nationwide warranty; after you order, customer service books a time for delivery and installation.',
        'Гарантия по всей стране; после заказа служба поддержки согласует время доставки и установки.',
        'Garantía en todo el país; tras el pedido, atención al cliente acuerda la hora de entrega e instalación.',
      ],
      [
        '支持以旧换新，旧机回收可抵扣部分货款。',
        'Trade-in accepted: your old appliance counts towards the price.',
        'Возможен обмен старой техники: её стоимость зачтётся в цену.',
        'Se admite la entrega del aparato viejo, que descuenta parte del precio.',
      ],
      [
        '官方授权正品，支持全国联保。',
        'Officially authorised genuine product with a nationwide warranty.',
        'Официально авторизованный оригинальный товар с гарантией по всей стране.',
        'Producto original autorizado oficialmente, con garantía en todo el país.',
      ],
      [
        '签收后7天内可无理由退换，请保持包装与配件完整。',
        'Returns for any reason within 7 days of delivery; please keep the packaging and accessories complete.',
        'Возврат без объяснения причин в течение 7 дней после получения; сохраните упаковку и комплектацию.',
        'Devoluciones sin motivo en los 7 días siguientes a la entrega; conserve el embalaje y los accesorios completos.',
      ],
      [
        '企业采购可开具增值税专用发票。',
        'Special VAT invoices for company purchases.',
        'Для компаний — счёт-фактура с НДС.',
        'Factura especial con IVA para compras de empresa.',
      ],
      [
        '整箱采购享批发价，欢迎咨询。',
        'Wholesale prices by the case; ask us.',
        'Оптовые цены при покупке коробками — спрашивайте.',
        'Precio mayorista por caja; consúltenos.',
      ],
      [
        '尺码请参考详情页尺码表，如有疑问请联系客服。',
        'See the size chart on this page; ask customer service if unsure.',
        'Размер смотрите в таблице размеров на этой странице; если сомневаетесь, спросите службу поддержки.',
        'Consulte la tabla de tallas de esta página; ante cualquier duda, pregunte a atención al cliente.',
      ],
      [
        '首次洗涤请单独手洗，避免与浅色衣物混洗。',
        'Hand-wash separately the first time; keep away from light colours.',
        'Первую стирку — отдельно вручную, не вместе со светлыми вещами.',
        'Lave a mano por separado la primera vez; no lo mezcle con prendas claras.',
      ],
      [
        '使用电动工具时请佩戴防护眼镜与手套。',
        'Wear safety glasses and gloves when using power tools.',
        'При работе с электроинструментом надевайте защитные очки и перчатки.',
        'Use gafas y guantes de protección con herramientas eléctricas.',
      ],
      [
        '工厂直发，支持非标定制，可开专票。',
        'Shipped from the factory; custom sizes on request; special VAT invoices available.',
        'Отправка с завода; нестандартные размеры на заказ; счёт-фактура с НДС.',
        'Envío desde fábrica; medidas a medida bajo pedido; factura especial con IVA.',
      ],
      [
        '请按说明书用量使用，注意安全间隔期。',
        'Use the amounts in the instructions and keep to the safety interval before harvest.',
        'Соблюдайте дозировку по инструкции и срок ожидания до сбора урожая.',
        'Use las dosis de las instrucciones y respete el plazo de seguridad antes de la cosecha.',
      ],
      [
        '农技人员可在线指导，合作社团购请联系客服。',
        'Agronomists advise online; cooperatives buying together, please contact customer service.',
        'Агрономы консультируют онлайн; кооперативам для совместной закупки — в службу поддержки.',
        'Agrónomos asesoran en línea; las cooperativas que compren juntas, contacten con atención al cliente.',
      ],
      [
        '图片仅供参考，请以收到的实物为准。',
        'Pictures are for reference; the goods you receive are what counts.',
        'Изображения для справки; точнее — сам полученный товар.',
        'Las imágenes son orientativas; lo que cuenta es el producto recibido.',
      ],
      [
        '如有任何问题，请联系在线客服。',
        'Any questions? Contact customer service online.',
        'Есть вопросы? Напишите в онлайн-поддержку.',
        '¿Alguna pregunta? Contacte con atención al cliente en línea.',
      ],
    ] as Row[]
  ).map((r) => [r[0], r]),
);
