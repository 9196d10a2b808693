import { type ConfigSwitch, type ConfigSwitchInput, configItemEndpoints } from '@mall/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Empty, Flex, List, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../app/page-states';
import { call, errorText } from '../../lib/api';

export const switchesKey = ['platform', 'config', 'switches'] as const;

/** One switch with its name and what it does; turned at once. */
export function SwitchRow({ item, onSaved }: { item: ConfigSwitch; onSaved?: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const name = t(`configItems.switches.names.${item.key}`);
  const save = useMutation({
    mutationFn: (body: ConfigSwitchInput) => call(configItemEndpoints.switchSave, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData<ConfigSwitch[]>(switchesKey, (list) =>
        list?.map((s) => (s.key === saved.key ? saved : s)),
      );
      onSaved?.();
      void message.success(t('configItems.saved'));
    },
    onError: (error) => void message.error(errorText(error, t('app.networkError'))),
  });
  const descriptionId = `switch-${item.key.replace('@', '-')}-description`;
  return (
    <List.Item data-testid={`switch-${item.key}`}>
      <Flex gap={12} justify="space-between" align="start" style={{ width: '100%' }}>
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong>{name}</Typography.Text>
          <Typography.Paragraph type="secondary" id={descriptionId} style={{ marginBottom: 0 }}>
            {t(`configItems.switches.descriptions.${item.key}`)}
          </Typography.Paragraph>
          <Typography.Text type="secondary" className="console-config__code">
            {item.key}
          </Typography.Text>
        </div>
        <Switch
          aria-label={name}
          aria-describedby={descriptionId}
          checked={item.enabled}
          loading={save.isPending}
          checkedChildren={t('configItems.on')}
          unCheckedChildren={t('configItems.off')}
          onChange={(enabled) => save.mutate({ key: item.key, enabled })}
        />
      </Flex>
    </List.Item>
  );
}

/** The config item switches (tax, shipping); the discount switches are with their methods. */
export function ConfigSwitches() {
  const { t } = useTranslation();
  const switches = useQuery({
    queryKey: switchesKey,
    queryFn: () => call(configItemEndpoints.switchList),
  });
  if (switches.isPending) return <Loading />;
  if (switches.isError) return <LoadFailed error={switches.error} retry={() => void switches.refetch()} />;
  const items = switches.data.filter((item) => item.source === 'configItem');
  return (
    <>
      <Typography.Paragraph type="secondary">{t('configItems.switches.intro')}</Typography.Paragraph>
      {items.length === 0 ? (
        <Empty description={t('configItems.switches.empty')} />
      ) : (
        <List dataSource={items} renderItem={(item) => <SwitchRow key={item.key} item={item} />} />
      )}
    </>
  );
}
