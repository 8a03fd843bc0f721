import { useCallback, useEffect, useState } from 'react';
import { httpClient } from '../../dataProvider';

export type PickerLoad<Option> =
    | { state: 'loading' }
    | { state: 'error' }
    | { state: 'done'; options: Option[] }
    /** Nothing to ask for: no company. */
    | { state: 'idle' };

/**
 * The options of a picker, asked once when the dialog opens; retry asks again after a failure.
 * Without a url (no company to ask about) it stays idle.
 */
export const usePickerOptions = <Option>(url: string | undefined) => {
    const [load, setLoad] = useState<PickerLoad<Option>>({ state: url ? 'loading' : 'idle' });
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
        if (!url) return undefined;
        let open = true;
        setLoad({ state: 'loading' });
        httpClient(url)
            .then(({ json }) => open && setLoad({ state: 'done', options: json as Option[] }))
            .catch(() => open && setLoad({ state: 'error' }));
        return () => {
            open = false;
        };
    }, [url, attempt]);
    const retry = useCallback(() => setAttempt((n) => n + 1), []);
    return { load, retry };
};
