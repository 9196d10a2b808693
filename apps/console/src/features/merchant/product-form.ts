import type { ClassNode, ShopProduct, ShopProductInput } from '@mall/contracts';
import { type Texts, textsOf } from '../../lib/texts';

// The product edit page's form (product-edit.tsx): its values, and how they are made from a product and
// turned into the request.

export interface ProductForm {
  classPath: number[];
  brandId: number | null;
  /** 0: none (a Select keeps no null). */
  shopClassId: number;
  unit: string;
  code: string;
  keywords: string;
  minOrder: string;
  weightGrams: number | null;
  price: string;
  marketPrice: string;
  stock: string;
  name: Texts;
  subtitle: Texts;
  detailHtml: Texts;
  images: string[];
  specs: { name: string; value: string }[];
  skus: {
    styleId?: number | string;
    name: Texts;
    price: string;
    stock: string;
    code?: string;
    weightGrams?: number | null;
    imageUrl?: string;
  }[];
}

/** The ids from the top class down to `id`, or [] when it is not in the tree. */
export function pathTo(nodes: readonly ClassNode[], id: number): number[] {
  for (const node of nodes) {
    if (node.id === id) return [node.id];
    const below = pathTo(node.children, id);
    if (below.length > 0) return [node.id, ...below];
  }
  return [];
}

interface ClassOption {
  value: number;
  label: string;
  children?: ClassOption[];
}

export function optionsOf(nodes: readonly ClassNode[]): ClassOption[] {
  return nodes.map((node) => ({
    value: node.id,
    label: node.name,
    ...(node.level < 3 ? { children: optionsOf(node.children) } : {}),
  }));
}

export function formOf(product: ShopProduct, tree: readonly ClassNode[]): ProductForm {
  return {
    classPath: pathTo(tree, product.classId),
    brandId: product.brandId ?? 0,
    shopClassId: product.shopClassId ?? 0,
    unit: product.unit,
    code: product.code,
    keywords: product.keywords,
    minOrder: product.minOrder,
    weightGrams: product.weightGrams,
    price: product.price,
    marketPrice: product.marketPrice,
    stock: product.stock,
    name: product.name,
    subtitle: product.subtitle,
    // A product from before rich text starts from its plain description, a paragraph a line.
    detailHtml:
      product.detailHtml.zh_CN || !product.detailText
        ? product.detailHtml
        : { ...product.detailHtml, zh_CN: plainToHtml(product.detailText) },
    images: product.images,
    specs: product.specs,
    skus: product.skus,
  };
}

function plainToHtml(text: string): string {
  const escaped = (line: string) =>
    line.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => `<p>${escaped(line)}</p>`)
    .join('');
}

export function inputOf(values: ProductForm, product: ShopProduct | undefined): ShopProductInput {
  return {
    ...(product ? { productId: product.productId, version: product.version } : {}),
    classId: values.classPath?.[values.classPath.length - 1] ?? 0,
    brandId: values.brandId || null,
    shopClassId: values.shopClassId || null,
    name: textsOf(values.name),
    subtitle: textsOf(values.subtitle),
    detailHtml: textsOf(values.detailHtml),
    unit: values.unit?.trim() ?? '',
    price: values.price?.trim() || '0',
    marketPrice: values.marketPrice?.trim() ?? '',
    stock: values.stock?.trim() || '0',
    minOrder: values.minOrder?.trim() || '1',
    code: values.code?.trim() ?? '',
    keywords: values.keywords?.trim() ?? '',
    weightGrams: values.weightGrams ?? 0,
    specs: values.specs ?? [],
    images: values.images ?? [],
    skus: (values.skus ?? []).map((sku) => ({
      ...(sku.styleId ? { styleId: Number(sku.styleId) } : {}),
      name: textsOf(sku.name),
      price: sku.price?.trim() ?? '',
      stock: sku.stock?.trim() ?? '',
      code: sku.code?.trim() ?? '',
      weightGrams: sku.weightGrams ?? 0,
      imageUrl: sku.imageUrl ?? '',
    })),
  };
}
