import { useEffect, useReducer, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { RetryAlert } from '../../common/RetryAlert';
import { SessionWatcher } from '../../layout/SessionWatcher';
import { readSession } from '../../session';
import { texto } from '../record';
import { registrarTrabajador } from '../sinRed/registrarTrabajador';
import { guardarLugar, lugarGuardado, marcarLeidos } from './almacen';
import { Barra } from './Barra';
import { Contar } from './Contar';
import { estadoDelConteo, estadoInicial } from './estadoDelConteo';
import { useCampana } from './useCampana';
import { usePendientes, type Pendientes } from './usePendientes';

/** The rows of a batch the API refused, until the person has read them. */
const Rechazos = ({ pendientes }: { pendientes: Pendientes }) => {
    const translate = useTranslate();
    if (!pendientes.rechazos.length) return null;
    return (
        <Dialog open fullWidth onClose={pendientes.olvidarRechazos}>
            <DialogTitle>{translate(texto('conteo.rechazadas.title'))}</DialogTitle>
            <DialogContent>
                <List dense>
                    {pendientes.rechazos.map((rechazo, indice) => (
                        <ListItem key={indice} disableGutters>
                            <ListItemText
                                primary={translate(texto('conteo.rechazadas.fila'), {
                                    codigo: rechazo.codigo,
                                    message: rechazo.mensaje,
                                })}
                            />
                        </ListItem>
                    ))}
                </List>
            </DialogContent>
            <DialogActions>
                <Button variant="contained" onClick={pendientes.olvidarRechazos}>
                    {translate(texto('conteo.rechazadas.cerrar'))}
                </Button>
            </DialogActions>
        </Dialog>
    );
};

/** The page's frame: full screen, no menu, the session watched as in the rest of the app. */
const Marco = ({ barra, children }: { barra: ReactNode; children: ReactNode }) => (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <SessionWatcher />
        {barra}
        <Box component="main" id="main-content" sx={{ p: 2, maxWidth: 640, mx: 'auto' }}>
            {children}
        </Box>
    </Box>
);

/** The counting of one campaign: what the page keeps (estadoDelConteo), the campaign, and the readings that wait. */
const ConteoDeCampana = ({ inventarioId }: { inventarioId: number }) => {
    const translate = useTranslate();
    const usuarioId = readSession()?.userId ?? '';
    const { load, reload } = useCampana(inventarioId);
    const [estado, dispatch] = useReducer(estadoDelConteo, null, () => estadoInicial(lugarGuardado(inventarioId, usuarioId)));
    // Kept on the phone: a reload, or reopening the page, goes on at the same place.
    useEffect(() => guardarLugar(inventarioId, usuarioId, estado.lugar), [inventarioId, usuarioId, estado.lugar]);
    useEffect(() => {
        if (estado.leidos.size) marcarLeidos(inventarioId, estado.leidos).catch(() => undefined);
    }, [inventarioId, estado.leidos]);
    const pendientes = usePendientes(inventarioId, (lote) => dispatch({ tipo: 'confirmadas', lote }));
    const nombre = load.state === 'done' ? load.data.campana.inventario.nombre : undefined;
    return (
        <Marco barra={<Barra inventarioId={inventarioId} nombre={nombre} pendientes={pendientes} />}>
            {pendientes.error && (
                <Alert severity="error" sx={{ mb: 2 }}>
                    {translate(texto('conteo.envio_error'), { message: pendientes.error })}
                </Alert>
            )}
            {load.state === 'loading' && <CircularProgress aria-label={translate('ra.page.loading')} />}
            {load.state === 'error' && (
                <RetryAlert onRetry={reload}>{translate(texto('conteo.load_error'), { message: load.message })}</RetryAlert>
            )}
            {load.state === 'done' && (
                <Contar campana={load.data.campana} guardada={load.data.guardada} pendientes={pendientes} estado={estado} dispatch={dispatch} />
            )}
            <Rechazos pendientes={pendientes} />
        </Marco>
    );
};

/**
 * Contar (route /inventario/:id/contar), made for a phone: choose the place, then read its assets with the camera,
 * a handheld scanner (it types the code and Enter) or the keyboard. Without network the readings wait on the phone
 * and are sent in batches when it comes back; the panel's service worker (sinRed/) lets the page reload without it.
 */
export const ConteoPage = () => {
    const inventarioId = Number(useParams().id);
    useEffect(registrarTrabajador, []);
    // Another campaign is counted afresh: its own place, nothing read yet.
    return <ConteoDeCampana key={inventarioId} inventarioId={inventarioId} />;
};
