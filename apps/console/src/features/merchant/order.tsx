import {
  type CarrierCode,
  carrierCodes,
  carriers,
  type MerchantOrderDetail,
  type ShipInput,
  shipInputSchema,
  workbenchEndpoints,
  workbenchLimits,
} from '@mall/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Checkbox,
  Descriptions,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailed, Loading } from '../../app/page-states';
import { call, errorText } from '../../lib/api';
import { contractRule } from '../../lib/contract-rules';
import { formatTime } from '../../lib/format';
import { orderStatusColours } from './order-status';

const [expressSchema, ownSchema] = shipInputSchema.options;

interface ShipForm {
  method: 'express' | 'own';
  carrier?: CarrierCode;
  trackingNumber?: string;
  driverName?: string;
  driverMobile?: string;
  vehiclePlate?: string;
  everything: boolean;
  quantities: Record<string, number | null>;
}

/** The shipment form: how it goes, and (unless everything left goes) how many units of each line. */
function ShipPanel({
  order,
  onShipped,
}: {
  order: MerchantOrderDetail;
  onShipped: (o: MerchantOrderDetail) => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ShipForm>();
  const method = Form.useWatch('method', form) ?? 'express';
  const everything = Form.useWatch('everything', form) ?? true;
  const ship = useMutation({
    mutationFn: (body: ShipInput) => call(workbenchEndpoints.orderShip, { body }),
    onSuccess: (next) => {
      onShipped(next);
      void message.success(t(next.status === 'shipped' ? 'order.shippedToast' : 'order.partlyToast'));
      form.resetFields();
    },
    onError: (error) => void message.error(errorText(error, t('app.networkError'))),
  });
  const submit = (values: ShipForm) => {
    const lines = values.everything
      ? undefined
      : order.items
          .map((item) => ({ itemId: item.id, quantity: values.quantities?.[item.id] }))
          .filter((line): line is { itemId: number; quantity: number } => Boolean(line.quantity))
          .map((line) => ({ itemId: line.itemId, quantity: String(line.quantity) }));
    const how =
      values.method === 'express'
        ? {
            method: 'express' as const,
            carrier: values.carrier!,
            trackingNumber: values.trackingNumber ?? '',
          }
        : {
            method: 'own' as const,
            driverName: values.driverName ?? '',
            driverMobile: values.driverMobile ?? '',
            vehiclePlate: values.vehiclePlate ?? '',
          };
    ship.mutate({ orderNumber: order.orderNumber, ...how, ...(lines ? { lines } : {}) });
  };
  const carrierName = (code: CarrierCode) =>
    i18n.language === 'zh_CN' ? carriers[code].zh : carriers[code].en;
  return (
    <section className="console-section console-no-print" aria-labelledby="ship-title">
      <Typography.Title level={2} id="ship-title" className="console-section__title">
        {t('order.shipTitle')}
      </Typography.Title>
      <Form<ShipForm>
        form={form}
        layout="vertical"
        initialValues={{ method: 'express', everything: true }}
        onFinish={submit}
        className="console-ship-form"
      >
        <Form.Item name="method" label={t('order.method')}>
          <Radio.Group
            options={(['express', 'own'] as const).map((value) => ({
              value,
              label: t(`order.methods.${value}`),
            }))}
          />
        </Form.Item>
        {method === 'express' ? (
          <Flex gap={12} wrap>
            <Form.Item
              name="carrier"
              label={t('order.carrier')}
              rules={[contractRule(expressSchema.shape.carrier)]}
              className="console-ship-form__field"
            >
              <Select options={carrierCodes.map((code) => ({ value: code, label: carrierName(code) }))} />
            </Form.Item>
            <Form.Item
              name="trackingNumber"
              label={t('order.trackingNumber')}
              rules={[contractRule(expressSchema.shape.trackingNumber)]}
              className="console-ship-form__field"
            >
              <Input maxLength={workbenchLimits.trackingNumberMax} autoComplete="off" />
            </Form.Item>
          </Flex>
        ) : (
          <Flex gap={12} wrap>
            <Form.Item
              name="driverName"
              label={t('order.driver')}
              rules={[contractRule(ownSchema.shape.driverName)]}
              className="console-ship-form__field"
            >
              <Input maxLength={workbenchLimits.driverNameMax} />
            </Form.Item>
            <Form.Item
              name="driverMobile"
              label={t('order.driverMobile')}
              rules={[contractRule(ownSchema.shape.driverMobile)]}
              className="console-ship-form__field"
            >
              <Input inputMode="tel" maxLength={11} />
            </Form.Item>
            <Form.Item
              name="vehiclePlate"
              label={t('order.vehicle')}
              rules={[contractRule(ownSchema.shape.vehiclePlate)]}
              className="console-ship-form__field"
            >
              <Input maxLength={workbenchLimits.vehiclePlateMax} />
            </Form.Item>
          </Flex>
        )}
        <Form.Item name="everything" valuePropName="checked">
          <Checkbox>{t('order.everything')}</Checkbox>
        </Form.Item>
        {everything ? null : (
          <Space direction="vertical" className="console-ship-form__lines">
            {order.items
              .filter((item) => Number(item.leftToShip) > 0)
              .map((item) => (
                <Form.Item
                  key={item.id}
                  name={['quantities', String(item.id)]}
                  label={`${item.title} (${t('order.left')} ${item.leftToShip}${item.unit})`}
                >
                  <InputNumber
                    min={0}
                    max={Number(item.leftToShip)}
                    aria-label={`${t('order.shipQuantity')}: ${item.title}`}
                  />
                </Form.Item>
              ))}
          </Space>
        )}
        <Button type="primary" htmlType="submit" loading={ship.isPending}>
          {t('order.submitShip')}
        </Button>
      </Form>
    </section>
  );
}

/** One of the shop's orders: what to send where, what has gone, and the shipment form while any is left. */
export default function OrderPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const orderNumber = useParams().orderNumber ?? '';
  const key = ['merchant', 'order', orderNumber];
  const detail = useQuery({
    queryKey: key,
    queryFn: () => call(workbenchEndpoints.orderDetail, { query: { orderNumber } }),
  });
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <LoadFailed error={detail.error} retry={() => void detail.refetch()} />;
  const order = detail.data;
  const shipped = (next: MerchantOrderDetail) => {
    queryClient.setQueryData(key, next);
    void queryClient.invalidateQueries({ queryKey: ['merchant', 'orders'] });
    void queryClient.invalidateQueries({ queryKey: ['merchant', 'dashboard'] });
  };
  return (
    <Card className="console-order">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Space wrap>
          <Typography.Title level={1} className="console-page-title">
            {t('order.title', { number: order.orderNumber })}
          </Typography.Title>
          <Tag color={orderStatusColours[order.status]} data-testid="order-status">
            {t(`orders.statuses.${order.status}`)}
          </Tag>
        </Space>
        <Space className="console-no-print">
          <Button onClick={() => window.print()}>{t('order.print')}</Button>
          <Link to=".." relative="path">
            {t('order.back')}
          </Link>
        </Space>
      </Flex>
      <Typography.Paragraph className="console-print-only">{t('order.noteTitle')}</Typography.Paragraph>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { label: t('orders.buyer'), children: order.buyerName },
          { label: t('orders.consignee'), children: `${order.address.consignee} ${order.address.mobile}` },
          { label: t('order.address'), children: order.address.fullAddress, span: 'filled' },
          { label: t('orders.created'), children: formatTime(order.gmtCreate) },
          { label: t('order.paid'), children: formatTime(order.payment?.paidTime) },
          { label: t('orders.amount'), children: `¥${order.payAmount}` },
          { label: t('order.invoice'), children: t(`order.invoiceTypes.${order.invoice.type}`) },
          { label: t('order.remark'), children: order.remark || '—', span: 'filled' },
        ]}
      />
      <section className="console-section" aria-labelledby="lines-title">
        <Typography.Title level={2} id="lines-title" className="console-section__title">
          {t('order.lines')}
        </Typography.Title>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={order.items}
          columns={[
            {
              title: t('order.product'),
              key: 'title',
              render: (_, item) => [item.title, item.productStyle].filter(Boolean).join(' · '),
            },
            { title: t('order.price'), dataIndex: 'price', align: 'right', render: (v: string) => `¥${v}` },
            {
              title: t('order.quantity'),
              key: 'quantity',
              align: 'right',
              render: (_, item) => `${item.quantity}${item.unit}`,
            },
            { title: t('order.shipped'), dataIndex: 'shippedQuantity', align: 'right' },
            { title: t('order.left'), dataIndex: 'leftToShip', align: 'right' },
          ]}
        />
      </section>
      <section className="console-section" aria-labelledby="shipments-title" data-testid="shipments">
        <Typography.Title level={2} id="shipments-title" className="console-section__title">
          {t('order.shipments')}
        </Typography.Title>
        {order.shipments.length === 0 ? (
          <Typography.Text type="secondary">{t('order.noShipments')}</Typography.Text>
        ) : (
          order.shipments.map((shipment, index) => (
            <Descriptions
              key={shipment.shipmentId}
              size="small"
              title={`${t('order.shipmentNo', { n: index + 1 })} · ${formatTime(shipment.time)}`}
              column={{ xs: 1, md: 3 }}
              items={[
                ...(shipment.method === 'express'
                  ? [
                      { label: t('order.carrier'), children: shipment.carrierName },
                      { label: t('order.trackingNumber'), children: shipment.trackingNumber },
                    ]
                  : [
                      {
                        label: t('order.driver'),
                        children: `${shipment.driverName} ${shipment.driverMobile}`,
                      },
                      { label: t('order.vehicle'), children: shipment.vehiclePlate },
                    ]),
                {
                  label: t('order.lines'),
                  children: shipment.items.map((item) => `${item.title} × ${item.quantity}`).join(', '),
                },
              ]}
            />
          ))
        )}
      </section>
      {order.canShip ? <ShipPanel order={order} onShipped={shipped} /> : null}
    </Card>
  );
}
