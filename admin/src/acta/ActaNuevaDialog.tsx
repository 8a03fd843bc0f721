import { useState } from 'react';
import {
    Autocomplete,
    Box,
    Button,
    Checkbox,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    IconButton,
    List,
    ListItem,
    ListItemText,
    MenuItem,
    TextField,
    Tooltip,
    Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Condicion, TipoActa } from '@dominio/custodia';
import { ActivoSelector } from '../activo/ActivoSelector';
import { useErrorMessage } from '../common/errors';
import { hoyEnLima } from '../common/fechas/dayjs';
import { CampoFecha } from '../common/fechas/Fechas';
import { useApi, useApiQuery } from '../common/useApiQuery';
import { CONDICION_CHOICES, custodioName, documentoDe } from '../custodio/record';
import { readSession } from '../session';
import type { Activo, Custodio } from '../api/tipos';

const t = (name: string) => `resources.actas-entrega.dialog.${name}`;

/** One asset of the acta: a hand-over's chosen one, or one a return takes back with its condition. */
interface Linea {
    id: number;
    codigo: string;
    descripcion: string;
    condicion: Condicion;
    nota: string;
}

/**
 * Nueva acta de entrega / de devolución: the custodian, the date, the assets and the observations. A hand-over picks
 * any of the company's assets; a return offers what the custodian holds, each with the condition it comes back in.
 */
export const ActaNuevaDialog = ({ tipo, onClose }: { tipo: TipoActa; onClose(): void }) => {
    const translate = useTranslate();
    const api = useApi();
    const notify = useNotify();
    const refresh = useRefresh();
    const describe = useErrorMessage();
    const [custodio, setCustodio] = useState<Custodio | null>(null);
    const [fecha, setFecha] = useState(hoyEnLima());
    const [observaciones, setObservaciones] = useState('');
    const [lineas, setLineas] = useState<Linea[]>([]);
    const [elegidos, setElegidos] = useState<Set<number>>(new Set());
    const [guardando, setGuardando] = useState(false);
    const custodios = useApiQuery(['custodios', 'opciones'], (a) =>
        a.getList<Custodio>('custodios', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'apellidos', order: 'ASC' }, filter: {} }).then((r) => r.data),
    );
    const aCargo = useApiQuery(['activosDeCustodio', custodio?.id], (a) => a.activosDeCustodio(custodio!.id), tipo === 'devolucion' && Boolean(custodio));
    const devolucion = tipo === 'devolucion';
    const disponibles: Linea[] =
        devolucion && aCargo.load.state === 'done'
            ? aCargo.load.data.map((a) => lineas.find((l) => l.id === a.activoId) ?? { id: a.activoId, codigo: a.codigo, descripcion: a.descripcion, condicion: 'bueno', nota: '' })
            : [];
    const enActa = devolucion ? disponibles.filter((l) => elegidos.has(l.id)) : lineas;
    const cambiar = (id: number, cambio: Partial<Linea>) => {
        const linea = disponibles.find((l) => l.id === id)!;
        setLineas([...lineas.filter((l) => l.id !== id), { ...linea, ...cambio }]);
    };
    const agregar = (activo: Activo | null) => {
        if (activo && !lineas.some((l) => l.id === activo.id)) {
            setLineas([...lineas, { id: activo.id, codigo: activo.codigo, descripcion: activo.descripcion, condicion: 'bueno', nota: '' }]);
        }
    };
    const guardar = async () => {
        if (!custodio) return;
        setGuardando(true);
        const base = { custodioId: custodio.id, activoIds: enActa.map((l) => l.id), fecha, observaciones: observaciones.trim() || null };
        try {
            const acta = devolucion
                ? await api.crearActaDevolucion({ ...base, condiciones: enActa.map((l) => ({ activoId: l.id, condicion: l.condicion, nota: l.nota.trim() || null })) })
                : await api.crearActaEntrega(base);
            notify(t('creada'), { type: 'success', messageArgs: { numero: acta.numero } });
            refresh();
            onClose();
        } catch (error) {
            notify(t('error'), { type: 'error', messageArgs: { message: describe(error) } });
        } finally {
            setGuardando(false);
        }
    };
    const opciones = custodios.load.state === 'done' ? custodios.load.data : [];
    return (
        <Dialog open onClose={guardando ? undefined : onClose} maxWidth="md" fullWidth>
            <DialogTitle>{translate(t(devolucion ? 'title_devolucion' : 'title_entrega'))}</DialogTitle>
            <DialogContent dividers>
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, gap: 2, pt: 1 }}>
                    <Autocomplete<Custodio>
                        options={opciones}
                        loading={custodios.load.state === 'loading'}
                        value={custodio}
                        onChange={(_event, elegido) => {
                            setCustodio(elegido);
                            setLineas([]);
                            setElegidos(new Set());
                        }}
                        getOptionLabel={(c) => `${custodioName(c)} (${documentoDe(c)})`}
                        isOptionEqualToValue={(a, b) => a.id === b.id}
                        noOptionsText={translate(t(custodios.load.state === 'error' ? 'custodios_error' : 'no_custodios'))}
                        renderInput={(params) => <TextField {...params} label={translate(t('custodio'))} required />}
                    />
                    <CampoFecha label={translate(t('fecha'))} value={fecha} onChange={setFecha} disableFuture error={!fecha} />
                </Box>
                <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
                    {translate(t('activos'))}
                </Typography>
                {!devolucion && (
                    <ActivoSelector
                        companiaId={readSession()?.companiaId}
                        value={null}
                        onChange={agregar}
                        label={t('agregar')}
                        excludeIds={lineas.map((l) => l.id)}
                    />
                )}
                {devolucion && !custodio && <Typography color="text.secondary">{translate(t('sin_custodio'))}</Typography>}
                {devolucion && custodio && aCargo.load.state === 'done' && !disponibles.length && (
                    <Typography color="text.secondary">{translate(t('nada_a_cargo'))}</Typography>
                )}
                <List dense>
                    {(devolucion ? disponibles : lineas).map((linea) => (
                        <ListItem
                            key={linea.id}
                            disableGutters
                            sx={{ flexWrap: 'wrap', gap: 1 }}
                            secondaryAction={
                                !devolucion && (
                                    <Tooltip title={translate(t('quitar'))}>
                                        <IconButton aria-label={translate(t('quitar'))} onClick={() => setLineas(lineas.filter((l) => l.id !== linea.id))}>
                                            <DeleteIcon />
                                        </IconButton>
                                    </Tooltip>
                                )
                            }
                        >
                            {devolucion && (
                                <Checkbox
                                    checked={elegidos.has(linea.id)}
                                    inputProps={{ 'aria-label': linea.codigo }}
                                    onChange={(_event, marcado) => {
                                        const nuevos = new Set(elegidos);
                                        if (marcado) nuevos.add(linea.id);
                                        else nuevos.delete(linea.id);
                                        setElegidos(nuevos);
                                    }}
                                />
                            )}
                            <ListItemText primary={linea.codigo} secondary={linea.descripcion} sx={{ minWidth: 200, flex: '1 1 200px' }} />
                            {devolucion && elegidos.has(linea.id) && (
                                <>
                                    <TextField
                                        select
                                        size="small"
                                        label={translate(t('condicion'))}
                                        value={linea.condicion}
                                        onChange={(event) => cambiar(linea.id, { condicion: event.target.value as Condicion })}
                                        sx={{ width: 130 }}
                                    >
                                        {CONDICION_CHOICES.map((c) => (
                                            <MenuItem key={c.id} value={c.id}>
                                                {c.name}
                                            </MenuItem>
                                        ))}
                                    </TextField>
                                    <TextField
                                        size="small"
                                        label={translate(t('nota'))}
                                        value={linea.nota}
                                        onChange={(event) => cambiar(linea.id, { nota: event.target.value })}
                                        slotProps={{ htmlInput: { maxLength: 500 } }}
                                        sx={{ flex: '1 1 180px' }}
                                    />
                                </>
                            )}
                        </ListItem>
                    ))}
                </List>
                {!devolucion && !lineas.length && <Typography color="text.secondary">{translate(t('sin_activos'))}</Typography>}
                <TextField
                    label={translate(t('observaciones'))}
                    value={observaciones}
                    onChange={(event) => setObservaciones(event.target.value)}
                    multiline
                    minRows={2}
                    fullWidth
                    slotProps={{ htmlInput: { maxLength: 1000 } }}
                    sx={{ mt: 2 }}
                />
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose} disabled={guardando}>
                    {translate('ra.action.cancel')}
                </Button>
                <Button variant="contained" onClick={guardar} disabled={guardando || !custodio || !fecha || !enActa.length}>
                    {translate(t('guardar'))}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
