import type {
  catalogEndpoints,
  DemandDetail,
  DemandSummary,
  EndpointQueryOut,
  Locale,
} from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import { centsToMoney, fallbackLang, localized, trimDecimal } from '../../lib/localized';
import { langMarks } from './catalog-mappers';
import type { ClassTreeService } from './class-tree.service';
import type { DemandsRepository } from './demands.repository';
import { parseSearch } from './search-query';

type DemandListQuery = EndpointQueryOut<typeof catalogEndpoints.demandList>;
type DemandRow = Awaited<ReturnType<DemandsRepository['findDemands']>>['rows'][number];

function toDemand(r: DemandRow, locale: Locale): DemandSummary {
  return {
    id: r.id,
    title: localized(r.title, r.titleI18n, locale),
    quantity: trimDecimal(r.quantity),
    unit: r.unit,
    budget: r.budgetCents === null ? null : centsToMoney(r.budgetCents),
    areaName: localized(r.areaName, r.areaNameI18n, locale),
    custName: r.custName,
    deadline: r.deadline.toISOString(),
    quoteCount: r.quoteCount,
    status: r.status,
    createTime: r.createdAt.toISOString(),
    ...langMarks({ contentLang: fallbackLang(r.titleI18n, locale) }),
  };
}

/** The buyers' demands open for quotes. */
export class DemandsService {
  constructor(
    private readonly repo: DemandsRepository,
    private readonly classTree: ClassTreeService,
  ) {}

  async findDemands(
    q: DemandListQuery,
    locale: Locale = 'zh_CN',
  ): Promise<{ rows: DemandSummary[]; total: number }> {
    const page = await this.repo.findDemands(
      parseSearch(q.searchkey),
      { sort: q.sort ?? 'createTime', order: q.order },
      q.offset,
      q.limit,
    );
    return { total: page.total, rows: page.rows.map((r) => toDemand(r, locale)) };
  }

  async getDemandDetail(id: number, locale: Locale): Promise<DemandDetail> {
    const row = await this.repo.getDemand(id);
    if (!row) throw AppError.notFound('demand');
    const cls = row.classId === null ? undefined : (await this.classTree.classes()).byId.get(row.classId);
    return {
      ...toDemand(row, locale),
      description: localized(row.description, row.descriptionI18n, locale),
      classId: row.classId,
      className: cls ? localized(cls.name, cls.nameI18n, locale) : '',
      custId: row.custId,
    };
  }
}
