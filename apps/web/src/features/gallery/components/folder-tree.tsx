import { type GalleryFolder, permissionCodes } from '@mall/contracts';
import { Button, Empty, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
import { useConfirm } from '../../../hooks/use-confirm';
import { toast } from '../../../lib/toast';
import { useFolderChanges } from '../api/save-folder';
import { FolderNameDialog } from './folder-name-dialog';

export interface FolderTreeProps {
  folders: GalleryFolder[] | undefined;
  loading: boolean;
  selected: GalleryFolder | undefined;
  onSelect(folder: GalleryFolder | undefined): void;
}

type Editing = { mode: 'add'; parent?: GalleryFolder } | { mode: 'rename'; folder: GalleryFolder } | null;

function toNodes(folders: GalleryFolder[]): DataNode[] {
  return folders.map((folder) => ({
    key: folder.id,
    // Rendered as text: folder names are the buyer's own input.
    title: folder.name,
    children: toNodes(folder.children),
  }));
}

export function flattenFolders(folders: GalleryFolder[]): GalleryFolder[] {
  return folders.flatMap((folder) => [folder, ...flattenFolders(folder.children)]);
}

/**
 * The buyer's folders (spec screen 9, left side) with add, add-inside, rename and delete acting on the
 * chosen folder; deleting asks first because the pictures inside are lost.
 */
export function FolderTree({ folders, loading, selected, onSelect }: FolderTreeProps) {
  const { t } = useTranslation('gallery');
  // Its confirmations render here, inside the app's theme and locale.
  const [confirmDialog, modalHolder] = useConfirm();
  const { add, rename, remove } = useFolderChanges();
  const [editing, setEditing] = useState<Editing>(null);
  const nodes = useMemo(() => toNodes(folders ?? []), [folders]);
  const all = useMemo(() => flattenFolders(folders ?? []), [folders]);

  const save = async (name: string) => {
    if (!editing) return;
    try {
      if (editing.mode === 'add') {
        const folder = await add.mutateAsync({ name, pid: editing.parent?.id ?? 0 });
        onSelect(folder);
      } else {
        const folder = await rename.mutateAsync({ id: editing.folder.id, name });
        onSelect(folder);
      }
      setEditing(null);
      toast.success(t('folders.saved'));
    } catch {
      // The http client has shown the server's reason; the dialog stays open to fix the name.
    }
  };

  const confirmDelete = (folder: GalleryFolder) => {
    confirmDialog({
      title: t('folders.deleteTitle', { name: folder.name }),
      content: (
        <>
          <p>{t('folders.deleteConfirm')}</p>
          <p className="gallery-hint">{t('files.deleteKeepsUses')}</p>
        </>
      ),
      okText: t('folders.delete'),
      okButtonProps: { danger: true },
      cancelText: t('dialog.cancel'),
      onOk: async () => {
        try {
          const result = await remove.mutateAsync(folder.id);
          toast.success(t('folders.deleted', result));
          onSelect(undefined);
        } catch {
          // Told by the http client.
        }
      },
    });
  };

  return (
    <nav className="gallery-folders" aria-label={t('folders.title')}>
      {modalHolder}
      <div className="gallery-folders-head">
        <h3>{t('folders.title')}</h3>
        <Button size="small" type="primary" onClick={() => setEditing({ mode: 'add' })}>
          {t('folders.add')}
        </Button>
      </div>
      <div className="gallery-folders-body">
        {loading && !folders ? (
          <Spin className="gallery-center" />
        ) : nodes.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('folders.empty')} />
        ) : (
          <Tree
            treeData={nodes}
            blockNode
            defaultExpandAll
            selectedKeys={selected ? [selected.id] : []}
            onSelect={(keys) => {
              const id = keys[0];
              // Clicking the chosen folder again keeps it chosen.
              if (id === undefined) return;
              onSelect(all.find((folder) => folder.id === id));
            }}
          />
        )}
      </div>
      {selected && (
        <fieldset
          className="gallery-folders-actions"
          aria-label={t('folders.actions', { name: selected.name })}
        >
          <Button size="small" onClick={() => setEditing({ mode: 'add', parent: selected })}>
            {t('folders.addChild')}
          </Button>
          <Button size="small" onClick={() => setEditing({ mode: 'rename', folder: selected })}>
            {t('folders.rename')}
          </Button>
          <Permission codes={[permissionCodes.galleryDelete]}>
            <Button size="small" danger onClick={() => confirmDelete(selected)}>
              {t('folders.delete')}
            </Button>
          </Permission>
        </fieldset>
      )}
      <FolderNameDialog
        open={editing !== null}
        title={
          editing?.mode === 'rename'
            ? t('folders.renameTitle')
            : editing?.parent
              ? t('folders.addChildTitle', { name: editing.parent.name })
              : t('folders.addTitle')
        }
        initialName={editing?.mode === 'rename' ? editing.folder.name : ''}
        saving={add.isPending || rename.isPending}
        onCancel={() => setEditing(null)}
        onSave={save}
      />
    </nav>
  );
}
