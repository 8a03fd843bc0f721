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
import { useTranslate } from 'react-admin';
import type { Condicion, TipoActa } from '@dominio/custodia';
import { ActivoSelector } from '../activo/ActivoSelector';
import { hoyEnLima } from '../common/fechas/dayjs';
import { CampoFecha } from '../common/fechas/Fechas';
import { useApiQuery } from '../common/useApiQuery';
import { CONDICION_CHOICES, custodioName, documentoDe } from '../custodio/record';
import { readSession } from '../session';
import { useRegistrarActa } from './useRegistrarActa';
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

/** The custodian of the acta, among the company's. */
const CustodioPicker = ({ value, onChange }: { value: Custodio | null; onChange(custodio: Custodio | null): void }) => {
    const translate = useTranslate();
    const custodios = useApiQuery(['custodios', 'opciones'], (a) =>
        a.getList<Custodio>('custodios', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'apellidos', order: 'ASC' }, filter: {} }).then((r) => r.data),
    );
    return (
        <Autocomplete<Custodio>
            options={custodios.load.state === 'done' ? custodios.load.data : []}
            loading={custodios.load.state === 'loading'}
            value={value}
            onChange={(_event, elegido) => onChange(elegido)}
            getOptionLabel={(c) => `${custodioName(c)} (${documentoDe(c)})`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={translate(t(custodios.load.state === 'error' ? 'custodios_error' : 'no_custodios'))}
            renderInput={(params) => <TextField {...params} label={translate(t('custodio'))} required />}
        />
    );
};

interface LineaProps {
    linea: Linea;
    /** A return's line: checked to take it back, with its condition and note. */
    devolucion: boolean;
    elegida: boolean;
    onElegir(elegida: boolean): void;
    onCambiar(cambio: Partial<Linea>): void;
    onQuitar(): void;
}

/** One asset of the acta: removable from a hand-over; in a return, chosen with the condition it comes back in. */
const LineaDeActa = ({ linea, devolucion, elegida, onElegir, onCambiar, onQuitar }: LineaProps) => {
    const translate = useTranslate();
    const quitar = translate(t('quitar'));
    return (
        <ListItem
            disableGutters
            sx={{ flexWrap: 'wrap', gap: 1 }}
            secondaryAction={
                !devolucion && (
                    <Tooltip title={quitar}>
                        <IconButton aria-label={quitar} onClick={onQuitar}>
                            <DeleteIcon />
                        </IconButton>
                    </Tooltip>
                )
            }
        >
            {devolucion && <Checkbox checked={elegida} inputProps={{ 'aria-label': linea.codigo }} onChange={(_event, marcado) => onElegir(marcado)} />}
            <ListItemText primary={linea.codigo} secondary={linea.descripcion} sx={{ minWidth: 200, flex: '1 1 200px' }} />
            {devolucion && elegida && (
                <>
                    <TextField
                        select
                        size="small"
                        label={translate(t('condicion'))}
                        value={linea.condicion}
                        onChange={(event) => onCambiar({ condicion: event.target.value as Condicion })}
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
                        onChange={(event) => onCambiar({ nota: event.target.value })}
                        slotProps={{ htmlInput: { maxLength: 500 } }}
                        sx={{ flex: '1 1 180px' }}
                    />
                </>
            )}
        </ListItem>
    );
};

/** The assets of the acta being written: a hand-over's chosen ones, or what the custodian holds with those taken back. */
const useLineasDelActa = (devolucion: boolean, custodio: Custodio | null) => {
    const [lineas, setLineas] = useState<Linea[]>([]);
    const [elegidos, setElegidos] = useState<Set<number>>(new Set());
    const aCargo = useApiQuery(['activosDeCustodio', custodio?.id], (a) => a.activosDeCustodio(custodio!.id), devolucion && Boolean(custodio));
    const disponibles: Linea[] =
        devolucion && aCargo.load.state === 'done'
            ? aCargo.load.data.map((a) => lineas.find((l) => l.id === a.activoId) ?? { id: a.activoId, codigo: a.codigo, descripcion: a.descripcion, condicion: 'bueno', nota: '' })
            : [];
    return {
        lineas,
        mostradas: devolucion ? disponibles : lineas,
        enActa: devolucion ? disponibles.filter((l) => elegidos.has(l.id)) : lineas,
        nadaACargo: devolucion && aCargo.load.state === 'done' && !disponibles.length,
        elegida: (id: number) => elegidos.has(id),
        elegir: (id: number, elegida: boolean) => {
            const nuevos = new Set(elegidos);
            if (elegida) nuevos.add(id);
            else nuevos.delete(id);
            setElegidos(nuevos);
        },
        agregar: (activo: Activo | null) => {
            if (activo && !lineas.some((l) => l.id === activo.id)) setLineas([...lineas, { id: activo.id, codigo: activo.codigo, descripcion: activo.descripcion, condicion: 'bueno', nota: '' }]);
        },
        cambiar: (linea: Linea, cambio: Partial<Linea>) => setLineas([...lineas.filter((l) => l.id !== linea.id), { ...linea, ...cambio }]),
        quitar: (id: number) => setLineas(lineas.filter((l) => l.id !== id)),
        vaciar: () => {
            setLineas([]);
            setElegidos(new Set());
        },
    };
};

/**
 * Nueva acta de entrega / de devolución: the custodian, the date, the assets and the observations. A hand-over picks
 * any of the company's assets; a return offers what the custodian holds, each with the condition it comes back in.
 */
export const ActaNuevaDialog = ({ tipo, onClose }: { tipo: TipoActa; onClose(): void }) => {
    const translate = useTranslate();
    const [custodio, setCustodio] = useState<Custodio | null>(null);
    const [fecha, setFecha] = useState(hoyEnLima());
    const [observaciones, setObservaciones] = useState('');
    const { registrar, guardando } = useRegistrarActa(onClose, { exito: t('creada'), error: t('error') });
    const devolucion = tipo === 'devolucion';
    const lineas = useLineasDelActa(devolucion, custodio);
    const guardar = () => {
        const base = { custodioId: custodio!.id, activoIds: lineas.enActa.map((l) => l.id), fecha, observaciones: observaciones.trim() || null };
        const condiciones = lineas.enActa.map((l) => ({ activoId: l.id, condicion: l.condicion, nota: l.nota.trim() || null }));
        void registrar((api) => (devolucion ? api.crearActaDevolucion({ ...base, condiciones }) : api.crearActaEntrega(base)));
    };
    return (
        <Dialog open onClose={guardando ? undefined : onClose} maxWidth="md" fullWidth>
            <DialogTitle>{translate(t(devolucion ? 'title_devolucion' : 'title_entrega'))}</DialogTitle>
            <DialogContent dividers>
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, gap: 2, pt: 1 }}>
                    <CustodioPicker
                        value={custodio}
                        onChange={(elegido) => {
                            setCustodio(elegido);
                            lineas.vaciar();
                        }}
                    />
                    <CampoFecha label={translate(t('fecha'))} value={fecha} onChange={setFecha} disableFuture error={!fecha} />
                </Box>
                <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
                    {translate(t('activos'))}
                </Typography>
                {!devolucion && (
                    <ActivoSelector companiaId={readSession()?.companiaId} value={null} onChange={lineas.agregar} label={t('agregar')} excludeIds={lineas.lineas.map((l) => l.id)} />
                )}
                {devolucion && !custodio && <Typography color="text.secondary">{translate(t('sin_custodio'))}</Typography>}
                {lineas.nadaACargo && <Typography color="text.secondary">{translate(t('nada_a_cargo'))}</Typography>}
                <List dense>
                    {lineas.mostradas.map((linea) => (
                        <LineaDeActa
                            key={linea.id}
                            linea={linea}
                            devolucion={devolucion}
                            elegida={lineas.elegida(linea.id)}
                            onElegir={(elegida) => lineas.elegir(linea.id, elegida)}
                            onCambiar={(cambio) => lineas.cambiar(linea, cambio)}
                            onQuitar={() => lineas.quitar(linea.id)}
                        />
                    ))}
                </List>
                {!devolucion && !lineas.lineas.length && <Typography color="text.secondary">{translate(t('sin_activos'))}</Typography>}
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
                <Button variant="contained" onClick={guardar} disabled={guardando || !custodio || !fecha || !lineas.enActa.length}>
                    {translate(t('guardar'))}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
