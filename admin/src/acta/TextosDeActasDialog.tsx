import { useEffect, useState } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useErrorMessage } from '../common/errors';
import { RetryAlert } from '../common/RetryAlert';
import { useApi, useApiQuery } from '../common/useApiQuery';
import type { TextosDeActas } from '../api/tipos';

const t = (name: string) => `resources.actas-entrega.textos.${name}`;
const MAXIMO = 2000;

/** The company's texts of responsibility on its actas, for its administrators (types 1-2) to word. */
export const TextosDeActasDialog = ({ onClose }: { onClose(): void }) => {
    const translate = useTranslate();
    const api = useApi();
    const notify = useNotify();
    const describe = useErrorMessage();
    const { load, reload } = useApiQuery(['textosDeActas'], (a) => a.textosDeActas());
    const [textos, setTextos] = useState<TextosDeActas>();
    const [guardando, setGuardando] = useState(false);
    // The texts as read, once: react-query keeps the same data object until it reads again.
    const leidos = load.state === 'done' ? load.data : undefined;
    useEffect(() => {
        if (leidos) setTextos(leidos);
    }, [leidos]);
    const guardar = async () => {
        setGuardando(true);
        try {
            await api.guardarTextosDeActas(textos!);
            notify(t('guardado'), { type: 'success' });
            onClose();
        } catch (error) {
            notify(t('error'), { type: 'error', messageArgs: { message: describe(error) } });
        } finally {
            setGuardando(false);
        }
    };
    const campo = (clave: keyof TextosDeActas) =>
        textos && (
            <TextField
                label={translate(t(clave === 'textoEntrega' ? 'entrega' : 'devolucion'))}
                value={textos[clave]}
                onChange={(event) => setTextos({ ...textos, [clave]: event.target.value })}
                multiline
                minRows={4}
                fullWidth
                required
                error={!textos[clave].trim()}
                slotProps={{ htmlInput: { maxLength: MAXIMO } }}
                sx={{ mt: 2 }}
            />
        );
    return (
        <Dialog open onClose={guardando ? undefined : onClose} maxWidth="md" fullWidth>
            <DialogTitle>{translate(t('title'))}</DialogTitle>
            <DialogContent dividers>
                <Typography variant="body2" color="text.secondary">
                    {translate(t('ayuda'))}
                </Typography>
                {load.state === 'loading' && <CircularProgress sx={{ display: 'block', mx: 'auto', my: 3 }} />}
                {load.state === 'error' && <RetryAlert onRetry={reload}>{translate(t('load_error'), { message: load.message })}</RetryAlert>}
                {campo('textoEntrega')}
                {campo('textoDevolucion')}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose} disabled={guardando}>
                    {translate('ra.action.cancel')}
                </Button>
                <Button variant="contained" onClick={guardar} disabled={guardando || !textos?.textoEntrega.trim() || !textos?.textoDevolucion.trim()}>
                    {translate('ra.action.save')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
