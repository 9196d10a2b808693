import {
  afterSaleParamDefaults,
  type ConfigParam,
  type ConfigParamInput,
  ErrorCode,
  editableParamCodes,
  systemParamKinds,
} from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../audit';
import type { ParamEditRepository, ParamRow } from './param-edit.repository';

/** What tells the server copies that the storefront's data changed (lib/site-changes.ts). */
export interface ChangeAnnouncer {
  announce(what: string): Promise<void>;
}

const toParam = (row: ParamRow): ConfigParam => ({
  code: row.code as ConfigParam['code'],
  value: row.value,
  valueI18n: row.valueI18n,
  remark: row.remark,
});

function defaultRow(code: string): ParamRow | undefined {
  const value = (afterSaleParamDefaults as Record<string, string>)[code];
  return value === undefined ? undefined : { code, value, valueI18n: {}, remark: '' };
}

/**
 * The platform console's system parameters (`platform:config:edit`): the editable ones of spec §3, each
 * checked by its own rule in the contract (platform.contracts.ts), changed with an audit entry in one
 * transaction, and announced to every server copy so the storefront shows it at once.
 */
export class ParamEditService {
  constructor(
    private readonly repo: ParamEditRepository,
    private readonly changes: ChangeAnnouncer,
  ) {}

  async list(): Promise<ConfigParam[]> {
    const rows = await this.repo.list(editableParamCodes);
    const byCode = new Map(rows.map((row) => [row.code, row]));
    // In the registry's order (the console groups them so); a parameter missing from the database is left out.
    // The after-sales settings came after the first databases: missing, they show their defaults.
    return editableParamCodes.flatMap((code) => {
      const row = byCode.get(code) ?? defaultRow(code);
      return row ? [toParam(row)] : [];
    });
  }

  async save(actor: AuditActor, input: ConfigParamInput): Promise<ConfigParam> {
    const translated = 'translated' in systemParamKinds[input.code];
    const saved = await this.repo.transaction(async (repo, audit) => {
      let before = await repo.lock(input.code);
      if (!before && defaultRow(input.code)) {
        await repo.addMissing(input.code, defaultRow(input.code)!.value);
        before = await repo.lock(input.code);
      }
      if (!before) throw new AppError(ErrorCode.NOT_FOUND, 'config.missing');
      // An empty translation falls back to the Chinese value: it is not kept.
      const valueI18n = translated
        ? Object.fromEntries(Object.entries(input.valueI18n ?? {}).filter(([, text]) => text.trim() !== ''))
        : {};
      await repo.set(input.code, input.value, valueI18n);
      await audit.append(actor, {
        action: 'systemParam.update',
        entityType: 'systemParam',
        entityId: input.code,
        before: { value: before.value, valueI18n: before.valueI18n },
        after: { value: input.value, valueI18n },
      });
      return { ...before, value: input.value, valueI18n };
    });
    await this.changes.announce('systemParam');
    return toParam(saved);
  }
}
