import { useApiQuery } from '../common/useApiQuery';

/** The company's own fields of its assets, by label: asked once per screen that shows them (dialog, list, import). */
export const useCamposPersonalizados = () => useApiQuery(['camposPersonalizados'], (api) => api.camposPersonalizados());

/** The fields when loaded; none meanwhile or after a failure (the asset's own fields still work). */
export const useCamposCargados = () => {
    const { load } = useCamposPersonalizados();
    return load.state === 'done' ? load.data : [];
};
