import { centsToYuan, workbenchEndpoints } from '@mall/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../app/page-states';
import { call } from '../../lib/api';

function Figure({
  title,
  value,
  note,
  href,
}: {
  title: string;
  value: ReactNode;
  note?: string;
  href?: string;
}) {
  const card = (
    <Card hoverable={Boolean(href)} className="console-figure">
      <Statistic title={title} value={value as string | number} />
      {note ? <Typography.Text type="secondary">{note}</Typography.Text> : null}
    </Card>
  );
  return (
    <Col xs={24} sm={12} xl={6}>
      {href ? <a href={href}>{card}</a> : card}
    </Col>
  );
}

/**
 * The shop at a glance. Unread messages link to the chat the storefront already has; the orders and
 * after-sales figures will link to the workbench's lists when those pages exist (issue 33 and 34).
 */
export default function Dashboard() {
  const { t } = useTranslation();
  const figures = useQuery({
    queryKey: ['merchant', 'dashboard'],
    queryFn: () => call(workbenchEndpoints.dashboard),
  });
  if (figures.isPending) return <Loading />;
  if (figures.isError) return <LoadFailed error={figures.error} retry={() => void figures.refetch()} />;
  const data = figures.data;
  return (
    <>
      <Typography.Title level={1} className="console-page-title">
        {data.shopName}
      </Typography.Title>
      <Row gutter={[16, 16]} data-testid="dashboard">
        <Figure title={t('dashboard.ordersToShip')} value={data.ordersToShip} />
        <Figure title={t('dashboard.afterSalesWaiting')} value={data.afterSalesWaiting} />
        <Figure title={t('dashboard.unreadChats')} value={data.unreadChats} href="/mallview/chat" />
        <Figure
          title={t('dashboard.todaySales')}
          value={`¥${centsToYuan(data.todaySalesCents)}`}
          note={t('dashboard.todayOrders', { count: data.todayOrders })}
        />
      </Row>
    </>
  );
}
