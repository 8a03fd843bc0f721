import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { isNotFound, useErrorMessage } from '../common/errors';
import { useApi } from '../common/useApiQuery';
import { useCanWrite } from '../common/useCanWrite';

import { EmitirGuiaDialog } from './EmitirGuiaDialog';
import { EstadoDeLaGuia } from './EstadoDeLaGuia';
import { enCurso, puedeEmitir, type GuiaElectronica, type MovimientoDeLaGuia } from './record';

/** While SUNAT has not answered, the guide is asked for again this often. */
const CADA_MS = 2000;
const t = (clave: string) => `resources.gre/guias.${clave}`;

/**
 * The electronic guide of a movement: its state with SUNAT (asked again until SUNAT answers), its downloads, and
 * "Emitir guía electrónica" when it has none, or its last one was rejected or not registered.
 */
export const GuiaElectronicaDialog = ({ movimiento, onClose }: { movimiento: MovimientoDeLaGuia; onClose(): void }) => {
    const translate = useTranslate();
    const api = useApi();
    const describe = useErrorMessage();
    const canWrite = useCanWrite();
    const [emitiendo, setEmitiendo] = useState(false);
    const consulta = useQuery({
        queryKey: ['gre', movimiento.id],
        queryFn: async (): Promise<GuiaElectronica | null> => {
            try {
                return await api.guiaElectronica(movimiento.id);
            } catch (error) {
                if (isNotFound(error)) return null;
                throw error;
            }
        },
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: (query) => (enCurso(query.state.data) ? CADA_MS : false),
    });
    const guia = consulta.data;
    return (
        <>
            <Dialog open fullWidth maxWidth="sm" onClose={onClose}>
                <DialogTitle>{translate(t('dialog.title'), { id: movimiento.id })}</DialogTitle>
                <DialogContent>
                    {consulta.isPending && <LinearProgress aria-label={translate(t('dialog.cargando'))} />}
                    {consulta.isError && <Alert severity="error">{translate(t('notifications.load_error'), { message: describe(consulta.error) })}</Alert>}
                    {guia && <EstadoDeLaGuia guia={guia} />}
                    {consulta.isSuccess && !guia && (
                        <Typography color="text.secondary">{translate(t('empty'))}</Typography>
                    )}
                </DialogContent>
                <DialogActions sx={{ px: 3, pb: 2 }}>
                    <Button onClick={onClose}>{translate('ra.action.close')}</Button>
                    {canWrite && consulta.isSuccess && puedeEmitir(guia) && (
                        <Button variant="contained" startIcon={<LocalShippingIcon />} onClick={() => setEmitiendo(true)}>
                            {translate(t(guia?.estado === 'error' ? 'actions.reemitir' : guia ? 'actions.nueva' : 'actions.emitir'))}
                        </Button>
                    )}
                </DialogActions>
            </Dialog>
            {emitiendo && (
                <EmitirGuiaDialog
                    movimiento={movimiento}
                    onEmitida={() => void consulta.refetch()}
                    onClose={() => setEmitiendo(false)}
                />
            )}
        </>
    );
};
