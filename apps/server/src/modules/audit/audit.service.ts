import {
  type AuditEntryView,
  auditExportLimit,
  type EndpointQueryOut,
  ErrorCode,
  type platformEndpoints,
} from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import { mallDaysRange } from '../../lib/mall-day';
import type { AuditEntry, AuditFilter, AuditRepository } from './audit.repository';

type Filter = EndpointQueryOut<typeof platformEndpoints.auditExport>;

function filterOf(query: Filter): AuditFilter {
  return {
    ...(query.action ? { action: query.action } : {}),
    ...(query.entityType ? { entityType: query.entityType } : {}),
    ...(query.entityId ? { entityId: query.entityId } : {}),
    ...(query.actorUserId !== undefined ? { actorUserId: query.actorUserId } : {}),
    ...(query.shopId !== undefined ? { shopId: query.shopId } : {}),
    ...(query.centre ? { centre: query.centre } : {}),
    ...mallDaysRange(query),
  };
}

/** A CSV field: quoted when it holds a separator, a quote or a line break; a leading =+-@ neutralised. */
function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  // A spreadsheet must not run a value as a formula (CSV injection, OWASP).
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvColumns = [
  'id',
  'at',
  'actorUserId',
  'actorMobile',
  'onBehalfOfUserId',
  'centre',
  'shopId',
  'address',
  'action',
  'entityType',
  'entityId',
  'before',
  'after',
  'hash',
] as const;

/** The platform console's audit page (`platform:audit:view`): the list, the export and the chain check. */
export class AuditService {
  constructor(private readonly repo: AuditRepository) {}

  async list(
    query: Filter & { offset: number; limit: number },
  ): Promise<{ rows: AuditEntryView[]; total: number }> {
    const { rows, total } = await this.repo.list(filterOf(query), {
      offset: (query.offset - 1) * query.limit,
      limit: query.limit,
    });
    return { rows: await this.views(rows), total };
  }

  /** The selected entries as CSV, oldest first; refused (40000) past auditExportLimit entries. */
  async exportCsv(query: Filter): Promise<string> {
    const filter = filterOf(query);
    const { total } = await this.repo.list(filter, { offset: 0, limit: 1 });
    if (total > auditExportLimit)
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'audit.tooMany', {
        count: total,
        max: auditExportLimit,
      });
    const entries: AuditEntry[] = [];
    for await (const entry of this.repo.each(filter)) entries.push(entry);
    const lines = [csvColumns.join(',')];
    for (const view of await this.views(entries))
      lines.push(csvColumns.map((column) => csvField(view[column])).join(','));
    // The byte order mark lets Excel read the Chinese as UTF-8.
    return `\uFEFF${lines.join('\r\n')}\r\n`;
  }

  verify() {
    return this.repo.verify();
  }

  private async views(entries: AuditEntry[]): Promise<AuditEntryView[]> {
    const mobiles = await this.repo.mobilesOf([...new Set(entries.map((e) => e.actorUserId))]);
    return entries.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      actorUserId: e.actorUserId,
      actorMobile: mobiles.get(e.actorUserId) ?? '',
      onBehalfOfUserId: e.onBehalfOfUserId,
      centre: e.centre === 'merchant' || e.centre === 'platform' ? e.centre : 'system',
      shopId: e.shopId,
      address: e.address,
      action: e.action,
      entityType: e.entityType,
      entityId: e.entityId,
      before: e.before,
      after: e.after,
      hash: e.hash,
    }));
  }
}
