import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { shopProductFields, shopProductLimits } from '@mall/contracts';
import { Button, Card, Collapse, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRule, optionalContractRule } from '../../lib/contract-rules';
import { thumbOf } from './product-pictures';

const translated = ['en_US', 'ru_RU', 'es'] as const;

/**
 * The product's SKUs (规格): each with its name (Chinese, and translations folded away), price, stock, code,
 * weight and the picture shown when it is chosen. With none, the product's own price and stock count.
 */
export function ProductSkus({ images }: { images: string[] }) {
  const { t } = useTranslation();
  return (
    <Form.List name="skus">
      {(fields, { add, remove }) => (
        <Flex vertical gap={12}>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              data-testid="sku-row"
              title={t('product.skuN', { n: index + 1 })}
              extra={
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`${t('product.removeSku')} ${index + 1}`}
                  onClick={() => remove(field.name)}
                />
              }
            >
              <Form.Item name={[field.name, 'styleId']} hidden>
                <Input />
              </Form.Item>
              <Flex gap={12} wrap>
                <Form.Item
                  name={[field.name, 'name', 'zh_CN']}
                  label={t('product.skuName')}
                  rules={[contractRule(shopProductFields.skuName)]}
                  className="console-sku__name"
                >
                  <Input maxLength={shopProductLimits.skuNameMax} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'price']}
                  label={t('product.price')}
                  rules={[contractRule(shopProductFields.price)]}
                  className="console-sku__number"
                >
                  <Input inputMode="decimal" autoComplete="off" />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'stock']}
                  label={t('product.stock')}
                  rules={[contractRule(shopProductFields.quantity)]}
                  className="console-sku__number"
                >
                  <Input inputMode="decimal" autoComplete="off" />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'code']}
                  label={t('product.code')}
                  rules={[optionalContractRule(shopProductFields.code)]}
                  className="console-sku__code"
                >
                  <Input maxLength={shopProductLimits.codeMax} autoComplete="off" />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'weightGrams']}
                  label={t('product.weight')}
                  className="console-sku__number"
                >
                  <InputNumber min={0} max={shopProductLimits.weightGramsMax} precision={0} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'imageUrl']}
                  label={t('product.skuPicture')}
                  className="console-sku__picture"
                >
                  <Select
                    options={[
                      { value: '', label: t('product.noPicture') },
                      ...images.map((url, i) => ({
                        value: url,
                        label: (
                          <Flex gap={6} align="center">
                            <img src={thumbOf(url)} alt="" width={24} height={24} />
                            {t('product.pictureAlt', { n: i + 1 })}
                          </Flex>
                        ),
                      })),
                    ]}
                  />
                </Form.Item>
              </Flex>
              <Collapse
                size="small"
                ghost
                items={[
                  {
                    key: 'translations',
                    label: t('product.translations'),
                    forceRender: true,
                    children: (
                      <Flex gap={12} wrap>
                        {translated.map((lang) => (
                          <Form.Item
                            key={lang}
                            name={[field.name, 'name', lang]}
                            label={t(`langs.${lang}`)}
                            rules={[optionalContractRule(shopProductFields.skuName)]}
                            className="console-sku__name"
                          >
                            <Input maxLength={shopProductLimits.skuNameMax} lang={lang.replace('_', '-')} />
                          </Form.Item>
                        ))}
                      </Flex>
                    ),
                  },
                ]}
              />
            </Card>
          ))}
          <div>
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= shopProductLimits.skusMax}
              onClick={() => add({ name: { zh_CN: '' }, price: '', stock: '0', code: '', imageUrl: '' })}
            >
              {t('product.addSku')}
            </Button>
          </div>
          <Typography.Text type="secondary">{t('product.skusHelp')}</Typography.Text>
        </Flex>
      )}
    </Form.List>
  );
}

/** The parameter table (参数): name and value pairs in order. */
export function ProductSpecs() {
  const { t } = useTranslation();
  return (
    <Form.List name="specs">
      {(fields, { add, remove }) => (
        <Flex vertical gap={4}>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="start" wrap>
              <Form.Item name={[field.name, 'name']} rules={[contractRule(shopProductFields.specName)]}>
                <Input
                  aria-label={`${t('product.specName')} ${index + 1}`}
                  placeholder={t('product.specName')}
                  maxLength={shopProductLimits.specNameMax}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'value']} rules={[contractRule(shopProductFields.specValue)]}>
                <Input
                  aria-label={`${t('product.specValue')} ${index + 1}`}
                  placeholder={t('product.specValue')}
                  maxLength={shopProductLimits.specValueMax}
                />
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t('product.removeSpec')} ${index + 1}`}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          <div>
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= shopProductLimits.specsMax}
              onClick={() => add({ name: '', value: '' })}
            >
              {t('product.addSpec')}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
