import { useRef, useState, type ChangeEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useErrorMessage } from '../common/errors';
import { useApi } from '../common/useApiQuery';
import { FirmaPad, type FirmaPadHandle } from './FirmaPad';
import type { Acta } from '../api/tipos';

const t = (name: string) => `resources.actas-entrega.firma.${name}`;

/** Firmar acta: the custodian draws the signature on screen, or the signed paper acta is uploaded scanned. Once. */
export const FirmaDialog = ({ acta, onClose }: { acta: Acta; onClose(): void }) => {
    const translate = useTranslate();
    const api = useApi();
    const notify = useNotify();
    const refresh = useRefresh();
    const describe = useErrorMessage();
    const pad = useRef<FirmaPadHandle>(null);
    const [vacia, setVacia] = useState(true);
    const [guardando, setGuardando] = useState(false);
    const registrar = async (firmar: () => Promise<Acta>) => {
        setGuardando(true);
        try {
            await firmar();
            notify(t('firmada'), { type: 'success', messageArgs: { numero: acta.numero } });
            refresh();
            onClose();
        } catch (error) {
            notify(t('error'), { type: 'error', messageArgs: { message: describe(error) } });
        } finally {
            setGuardando(false);
        }
    };
    const subir = (event: ChangeEvent<HTMLInputElement>) => {
        const archivo = event.target.files?.[0];
        event.target.value = '';
        if (!archivo) return;
        const form = new FormData();
        form.append('file', archivo);
        void registrar(() => api.firmarActaConEscaneo(acta.tipo, acta.id, form));
    };
    return (
        <Dialog open onClose={guardando ? undefined : onClose} maxWidth="sm" fullWidth>
            <DialogTitle>{translate(t('title'), { numero: acta.numero })}</DialogTitle>
            <DialogContent dividers>
                <Typography variant="body2" sx={{ mb: 1 }}>
                    {acta.custodioNombre} · {translate(t('instrucciones'))}
                </Typography>
                <FirmaPad ref={pad} label={translate(t('pad'))} onChange={setVacia} />
                <Divider sx={{ my: 2 }} />
                <Typography variant="body2" sx={{ mb: 1 }}>
                    {translate(t('escaneo'))}
                </Typography>
                <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={guardando}>
                    {translate(t('subir'))}
                    <input hidden type="file" accept="image/jpeg,image/png" onChange={subir} />
                </Button>
            </DialogContent>
            <DialogActions>
                <Button onClick={() => pad.current?.limpiar()} disabled={vacia || guardando} sx={{ mr: 'auto' }}>
                    {translate(t('limpiar'))}
                </Button>
                <Button onClick={onClose} disabled={guardando}>
                    {translate('ra.action.cancel')}
                </Button>
                <Button
                    variant="contained"
                    disabled={vacia || guardando}
                    onClick={() => {
                        const imagen = pad.current?.imagen();
                        if (imagen) void registrar(() => api.firmarActa(acta.tipo, acta.id, imagen));
                    }}
                >
                    {translate(t('guardar'))}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
