import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import { fetchGoodsTypeLabels } from './goodsTemplateApi';

/**
 * The goods types' labels by code, loaded again when the portal language changes. Empty until they
 * load or when the call fails (the http client shows why): callers show the code meanwhile.
 * @example
 * const typeLabels = useGoodsTypeLabels();
 * typeLabels.get('CLOTHING'); // 'Pakaian' in Indonesian
 */
export function useGoodsTypeLabels(): ReadonlyMap<string, string> {
  const { i18n: current } = useTranslation('shared', { i18n });
  const language = current.language;
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    let live = true;
    fetchGoodsTypeLabels().then(
      (loaded) => live && setLabels(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [language]);
  return labels;
}
