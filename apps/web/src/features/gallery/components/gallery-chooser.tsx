import { lazy, Suspense, useState } from 'react';
import { loadNamespaces } from '../../../lib/i18n';
import type { GalleryDialogProps } from './gallery-dialog';

// The dialog (tree, grid, upload, paging), its antd parts and texts load only when first opened.
const GalleryDialog = lazy(() =>
  Promise.all([import('./gallery-dialog'), loadNamespaces(['gallery'])]).then(([module]) => ({
    default: module.GalleryDialog,
  })),
);

export type GalleryChooserProps = GalleryDialogProps;

/**
 * The picture gallery dialog, loaded on first opening: pages and other features' slots (avatar, chat
 * picture, onboarding licence) use this, so the gallery's code stays out of their first load.
 */
export function GalleryChooser(props: GalleryChooserProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <GalleryDialog {...props} />
    </Suspense>
  );
}
