import {
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
    return editableParamCodes.flatMap((code) => {
      const row = byCode.get(code);
      return row ? [toParam(row)] : [];
    });
  }

  async save(actor: AuditActor, input: ConfigParamInput): Promise<ConfigParam> {
    const translated = 'translated' in systemParamKinds[input.code];
    const saved = await this.repo.transaction(async (repo, audit) => {
      const before = await repo.lock(input.code);
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
