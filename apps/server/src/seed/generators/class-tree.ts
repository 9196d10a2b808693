// The class tree of data/classes.ts as rows of product_classes, with the leaves the product generator draws from.
import { classTree, type GroupDef, type LeafDef, type TopDef, topTax } from '../data/classes';

export interface ClassRow {
  id: number;
  pid: number;
  name: string;
  aliasName: string;
  nameI18n: Record<string, string>;
  aliasI18n: Record<string, string>;
  parentCode: string;
  level: number;
  classType: number;
  showView: number;
  icon: string;
  sort: number;
  taxCode?: string;
  taxRate?: number;
}

/** A level-3 class with everything the product generator needs from its ancestors. */
export interface LeafClass {
  id: number;
  class1Id: number;
  class2Id: number;
  topIndex: number;
  top: TopDef;
  group: GroupDef;
  def: LeafDef;
  packs: string[];
  farm: boolean;
}

export interface ClassTree {
  rows: ClassRow[];
  /** Ids of the top classes in tree order. */
  topIds: number[];
  leaves: LeafClass[];
}

/** Ids are handed out level by level (tops 1..n, then level 2, then level 3), like an admin creating the tree. */
export function buildClassTree(iconUrl: (top: TopDef, topIndex: number) => string = () => ''): ClassTree {
  const rows: ClassRow[] = [];
  const leaves: LeafClass[] = [];
  const base = { classType: 1, showView: 1 };
  let nextId = 1;
  const topIds = classTree.map((top, i) => {
    const id = nextId++;
    rows.push({
      ...base,
      id,
      pid: 0,
      name: top.names.zh,
      aliasName: top.alias?.zh ?? '',
      nameI18n: { ...top.names.i18n },
      aliasI18n: top.alias ? { ...top.alias.i18n } : {},
      parentCode: '',
      level: 1,
      icon: iconUrl(top, i),
      sort: i + 1,
      taxCode: topTax[top.names.zh]?.[0] ?? '',
      taxRate: topTax[top.names.zh]?.[1] ?? 0,
    });
    return id;
  });
  const groupIds = classTree.map((top, ti) =>
    top.groups.map((group, gi) => {
      const id = nextId++;
      rows.push({
        ...base,
        id,
        pid: topIds[ti],
        name: group.names.zh,
        aliasName: '',
        nameI18n: { ...group.names.i18n },
        aliasI18n: {},
        parentCode: String(topIds[ti]),
        level: 2,
        icon: '',
        sort: gi + 1,
      });
      return id;
    }),
  );
  classTree.forEach((top, ti) => {
    top.groups.forEach((group, gi) => {
      group.leaves.forEach((def, li) => {
        const id = nextId++;
        const class2Id = groupIds[ti][gi];
        rows.push({
          ...base,
          id,
          pid: class2Id,
          name: def.names.zh,
          aliasName: '',
          nameI18n: { ...def.names.i18n },
          aliasI18n: {},
          parentCode: `${topIds[ti]}.${class2Id}`,
          level: 3,
          icon: '',
          sort: li + 1,
        });
        leaves.push({
          id,
          class1Id: topIds[ti],
          class2Id,
          topIndex: ti,
          top,
          group,
          def,
          packs: def.packs ?? group.packs,
          farm: group.farm ?? top.farm,
        });
      });
    });
  });
  return { rows, topIds, leaves };
}
