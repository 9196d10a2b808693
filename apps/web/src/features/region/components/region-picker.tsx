import type { AreaNode } from '@mall/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Spin, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { langProps } from '../../../lib/content-lang';
import { getAreaChildrenQueryOptions, rootAreaId, useAreaChildren } from '../api/get-area-children';
import './region-picker.css';

export type AreaLevel = 1 | 2 | 3 | 4;
const levelKeys = { 1: 'province', 2: 'city', 3: 'district', 4: 'town' } as const;

export interface RegionPickerProps {
  /** The chosen areas, province first. */
  value: readonly AreaNode[];
  /** Every choice, with the path cut below the level that changed. */
  onChange(path: AreaNode[]): void;
  /**
   * The path is complete: an area of `maxLevel` was chosen, an area without children, or `confirm` was
   * pressed.
   */
  onComplete?(path: AreaNode[]): void;
  /** Deepest level offered: 1 province, 2 city, 3 district (default), 4 town. */
  maxLevel?: AreaLevel;
  /** From this many chosen levels on, a confirm button completes without going deeper. */
  confirmLevel?: AreaLevel;
  className?: string;
}

/**
 * Region picker (spec §2 screen 12): one tab per level, each loading `/sys/area?pId=` of the level above;
 * a tab shows the name chosen on it. Controlled: the caller keeps `value` (an address form, the visitor's
 * location). Its texts are in the `region` language namespace, which the page using it must load.
 */
export function RegionPicker({
  value,
  onChange,
  onComplete,
  maxLevel = 3,
  confirmLevel,
  className,
}: RegionPickerProps) {
  const { t } = useTranslation('region');
  const queryClient = useQueryClient();
  const [active, setActive] = useState(() => Math.min(value.length, maxLevel - 1));
  // A cleared value (a new address in a form that stays mounted) starts again at the first level; a kept
  // deeper tab would jump ahead as soon as the first level is chosen, before its children are known.
  useEffect(() => {
    if (value.length === 0) setActive(0);
  }, [value.length]);
  const [opening, setOpening] = useState<string | null>(null);
  const tabCount = Math.min(maxLevel, value.length + 1);
  const activeIndex = Math.min(active, tabCount - 1);

  const pick = async (index: number, node: AreaNode) => {
    const path = [...value.slice(0, index), node];
    onChange(path);
    if (path.length >= maxLevel) {
      onComplete?.(path);
      return;
    }
    // Look one level down before moving on: an area without children (a city with no districts) ends here.
    setOpening(node.id);
    try {
      const children = await queryClient.fetchQuery(getAreaChildrenQueryOptions(node.id));
      if (children.length === 0) onComplete?.(path);
      else setActive(index + 1);
    } catch {
      // The next tab shows the failure with a retry.
      setActive(index + 1);
    } finally {
      setOpening(null);
    }
  };

  const canConfirm = confirmLevel !== undefined && value.length >= confirmLevel && value.length < maxLevel;

  return (
    <div className={`region-picker ${className ?? ''}`} data-testid="region-picker">
      <Tabs
        size="small"
        activeKey={String(activeIndex)}
        onChange={(key) => setActive(Number(key))}
        items={Array.from({ length: tabCount }, (_, index) => {
          const level = (index + 1) as AreaLevel;
          const chosen = value[index];
          return {
            key: String(index),
            label: (
              <span className="region-picker__tab" title={chosen?.name} {...langProps(chosen?.contentLang)}>
                {chosen?.name ?? t('picker.choose')}
              </span>
            ),
            children: (
              <AreaLevelList
                parentId={index === 0 ? rootAreaId : value[index - 1]?.id}
                label={t(`picker.levels.${levelKeys[level]}`)}
                selectedId={chosen?.id}
                openingId={opening}
                onPick={(node) => void pick(index, node)}
              />
            ),
          };
        })}
      />
      {canConfirm && (
        <div className="region-picker__footer">
          <Button type="primary" onClick={() => onComplete?.([...value])}>
            {t('picker.confirm')}
          </Button>
        </div>
      )}
    </div>
  );
}

interface AreaLevelListProps {
  parentId: string | undefined;
  label: string;
  selectedId: string | undefined;
  openingId: string | null;
  onPick(node: AreaNode): void;
}

/** The areas of one level as buttons (keyboard: Tab and Enter). */
function AreaLevelList({ parentId, label, selectedId, openingId, onPick }: AreaLevelListProps) {
  const { t } = useTranslation('region');
  const query = useAreaChildren(parentId);
  return (
    <QueryState query={query} compact isEmpty={(areas) => areas.length === 0} emptyText={t('picker.empty')}>
      {(areas) => (
        <ul className="region-picker__list" aria-label={label}>
          {areas.map((area) => (
            <li key={area.id}>
              <button
                type="button"
                className="region-picker__item"
                aria-pressed={area.id === selectedId}
                title={area.name}
                onClick={() => onPick(area)}
                {...langProps(area.contentLang)}
              >
                {area.name}
                {openingId === area.id && <Spin size="small" className="region-picker__spin" />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
