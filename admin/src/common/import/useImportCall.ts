import { useState } from 'react';
import { useErrorMessage } from '../errors';

/** What went wrong, as a translation key and its arguments. */
export interface ImportProblem {
    message: string;
    args?: Record<string, unknown>;
}

/**
 * The import wizard's calls, each with the chosen file: busy while one runs, its failure told as the problem
 * (`errorKey` with the server's message); without a file, the problem says to choose one and nothing is sent.
 */
export const useImportCall = (file: File | undefined) => {
    const describe = useErrorMessage();
    const [busy, setBusy] = useState(false);
    const [problem, setProblem] = useState<ImportProblem>();

    const sendFile = async <Answer>(
        parts: Record<string, string>,
        call: (form: FormData) => Promise<Answer>,
        errorKey: string,
    ): Promise<Answer | undefined> => {
        if (!file) {
            setProblem({ message: 'app.import.no_file' });
            return undefined;
        }
        const form = new FormData();
        form.append('file', file);
        for (const [name, value] of Object.entries(parts)) form.append(name, value);
        setBusy(true);
        setProblem(undefined);
        try {
            return await call(form);
        } catch (error) {
            // An expired session already went back to the login page through the data provider, as from any list.
            setProblem({ message: errorKey, args: { message: describe(error) } });
            return undefined;
        } finally {
            setBusy(false);
        }
    };

    return { busy, problem, setProblem, sendFile };
};
