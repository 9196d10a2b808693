import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../../lib/i18n';

/**
 * The gallery's texts, loaded on first use: the picker sits on pages owned by other features (profile,
 * onboarding, chat) that need not name the namespace in their route. `ready` is false until the pack is in.
 */
export function useGalleryTexts() {
  const translation = useTranslation('gallery');
  const { i18n } = translation;
  const [loaded, setLoaded] = useState(() => i18n.hasResourceBundle(i18n.language, 'gallery'));
  useEffect(() => {
    let live = true;
    loadNamespaces(['gallery']).then(
      () => live && setLoaded(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return { ...translation, ready: loaded && i18n.hasResourceBundle(i18n.language, 'gallery') };
}
