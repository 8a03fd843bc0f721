import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Card, CardContent, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useErrorMessage } from '../common/errors';
import { useApi } from '../common/useApiQuery';

interface SeccionProps {
    /** Translation prefix: its `title` and `description`. */
    clave: string;
    /** The section is a form: it submits with Enter and is named by its title. */
    onSubmit?(event: FormEvent): void;
    /** What failed, shown above the content. */
    problema?: string;
    onCerrarProblema?(): void;
    children: ReactNode;
}

/** A card of the Contabilidad page: its title, what it is for, what failed and its content. */
export const Seccion = ({ clave, onSubmit, problema, onCerrarProblema, children }: SeccionProps) => {
    const translate = useTranslate();
    const titulo = translate(`${clave}.title`);
    return (
        <Card component={onSubmit ? 'form' : 'div'} onSubmit={onSubmit} aria-label={onSubmit ? titulo : undefined} sx={{ mb: 2 }}>
            <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                    {titulo}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    {translate(`${clave}.description`)}
                </Typography>
                {problema && (
                    <Alert severity="error" onClose={onCerrarProblema} sx={{ mb: 2 }}>
                        {problema}
                    </Alert>
                )}
                {children}
            </CardContent>
        </Card>
    );
};

/**
 * A section's save: `escribir` sends it with the API; then the success message `aviso` and `alGuardar` (read it again), or
 * what failed, as the section's `problema`.
 */
export function useGuardar(escribir: (api: ReturnType<typeof useApi>) => Promise<unknown>, aviso: string, alGuardar: () => void) {
    const notify = useNotify();
    const describe = useErrorMessage();
    const api = useApi();
    const [problema, setProblema] = useState<string>();
    const guardar = async () => {
        setProblema(undefined);
        try {
            await escribir(api);
            notify(aviso, { type: 'success' });
            alGuardar();
        } catch (error) {
            setProblema(describe(error));
        }
    };
    return { guardar, problema };
}

/** The save button under a section's table: its text is the section's `guardar`. */
export const BotonGuardar = ({ clave, onClick }: { clave: string; onClick(): void }) => {
    const translate = useTranslate();
    return (
        <Button variant="contained" onClick={onClick} sx={{ mt: 2 }}>
            {translate(`${clave}.guardar`)}
        </Button>
    );
};
