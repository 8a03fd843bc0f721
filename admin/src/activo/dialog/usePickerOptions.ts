import type { QueryKey } from '@tanstack/react-query';
import type { ApiDataProvider } from '../../dataProvider';
import { useApiQuery } from '../../common/useApiQuery';

export type PickerLoad<Option> =
    | { state: 'loading' }
    | { state: 'error' }
    | { state: 'done'; options: Option[] }
    /** Nothing to ask for: no company. */
    | { state: 'idle' };

/**
 * The options of a picker, asked when the dialog opens; retry asks again after a failure.
 * Without `ask` (no company to ask about) it stays idle.
 */
export const usePickerOptions = <Option>(
    queryKey: QueryKey,
    ask: ((api: ApiDataProvider) => Promise<Option[]>) | undefined,
): { load: PickerLoad<Option>; retry(): void } => {
    const { load, reload } = useApiQuery(queryKey, (api) => (ask ? ask(api) : Promise.resolve([])), Boolean(ask));
    if (!ask) return { load: { state: 'idle' }, retry: reload };
    return { load: load.state === 'done' ? { state: 'done', options: load.data } : { state: load.state }, retry: reload };
};
