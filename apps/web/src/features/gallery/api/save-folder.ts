import { type GalleryFolder, galleryEndpoints } from '@mall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';
import { getFoldersQueryOptions } from './get-folders';

export function addFolder(name: string, pid = 0) {
  return request(galleryEndpoints.addFolder, { body: { name, pid } });
}

export function renameFolder(id: number, name: string) {
  return request(galleryEndpoints.renameFolder, { body: { id, name } });
}

/** Deletes the folder with its sub-folders and every picture in them. */
export function deleteFolder(id: number) {
  return request(galleryEndpoints.deleteFolder, { body: { id } });
}

/** Folder changes; the tree is asked again after each, and the file lists after a delete. */
export function useFolderChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getFoldersQueryOptions().queryKey });
  const add = useMutation({
    mutationFn: ({ name, pid }: { name: string; pid?: number }) => addFolder(name, pid),
    onSuccess: refresh,
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => renameFolder(id, name),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: deleteFolder,
    onSuccess: (_result, id) => {
      const foldersKey = getFoldersQueryOptions().queryKey;
      const gone = new Set(folderWithDescendants(queryClient.getQueryData(foldersKey) ?? [], id));
      // The tree loses the folders at once, so the dialog moves on before anything asks for their files
      // (which would answer "folder does not exist").
      queryClient.setQueryData(foldersKey, (old) => old && withoutFolders(old, gone));
      return Promise.all([
        refresh(),
        queryClient.invalidateQueries({
          queryKey: endpointKey(galleryEndpoints.files),
          predicate: (query) => !gone.has((query.queryKey[1] as { folderId?: number }).folderId ?? 0),
        }),
        // Its pictures' space is freed (or kept for their uses).
        queryClient.invalidateQueries({ queryKey: endpointKey(galleryEndpoints.usage) }),
      ]);
    },
  });
  return { add, rename, remove };
}

/** The folder's id with the ids of all folders under it. */
function folderWithDescendants(tree: GalleryFolder[], id: number): number[] {
  for (const folder of tree) {
    if (folder.id === id) {
      const all: number[] = [];
      const walk = (node: GalleryFolder) => {
        all.push(node.id);
        node.children.forEach(walk);
      };
      walk(folder);
      return all;
    }
    const found = folderWithDescendants(folder.children, id);
    if (found.length > 0) return found;
  }
  return [];
}

function withoutFolders(tree: GalleryFolder[], gone: ReadonlySet<number>): GalleryFolder[] {
  return tree
    .filter((folder) => !gone.has(folder.id))
    .map((folder) => ({ ...folder, children: withoutFolders(folder.children, gone) }));
}
